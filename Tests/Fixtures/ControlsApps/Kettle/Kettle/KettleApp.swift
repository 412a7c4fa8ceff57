import SwiftUI

@main
struct KettleApp: App {
    var body: some Scene {
        WindowGroup { Text("Kettle") }
    }
}
