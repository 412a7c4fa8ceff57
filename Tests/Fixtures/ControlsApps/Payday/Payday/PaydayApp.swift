import SwiftUI

@main
struct PaydayApp: App {
    var body: some Scene {
        WindowGroup { Text("Payday") }
    }
}
