import SwiftUI

@main
struct KettleWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Kettle") }
    }
}
