import SwiftUI

@main
struct LockScreenCameraApp: App {
    var body: some Scene {
        WindowGroup {
            CameraScreen()
        }
    }
}
