import SwiftUI

/// The containing app: a camera whose Controls live in CameraWidgets.
@main
struct CameraApp: App {
    var body: some Scene {
        WindowGroup {
            Label("Shutter", image: "shutter")
        }
    }
}
