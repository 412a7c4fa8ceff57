import SwiftUI

@main
struct LampApp: App {
    var body: some Scene {
        WindowGroup { Text("Lamp") }
    }
}
