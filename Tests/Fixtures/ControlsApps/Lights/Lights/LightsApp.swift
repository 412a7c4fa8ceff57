import SwiftUI

@main
struct LightsApp: App {
    var body: some Scene {
        WindowGroup { Text("Lights") }
    }
}
