import SwiftUI

@main
struct TorchApp: App {
    var body: some Scene {
        WindowGroup { Text("Torch") }
    }
}
