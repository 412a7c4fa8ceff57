import ExtensionKit
import LockedCameraCapture
import SwiftUI

/// The capture extension the system opens when the phone is locked: an ExtensionKit extension
/// (`com.apple.securecapture`), embedded in the app's `Extensions/` folder.
@main
struct LockScreenCameraCapture: LockedCameraCaptureExtension {
    var body: some LockedCameraCaptureExtensionScene {
        LockedCameraCaptureUIScene { session in
            CaptureScreen(session: session)
        }
    }
}
