import SwiftUI

/// The watch app: its presence is why Apple Watch's control gallery shows the Controls.
@main
struct CameraWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("Camera") }
    }
}
