import LockedCameraCapture
import SwiftUI

/// The capture extension that `OpenCaptureIntent` opens from the Lock Screen. It declares no
/// Control, so its images are not reported.
@main
struct CameraCaptureExtension: LockedCameraCaptureExtension {
    var body: some LockedCameraCaptureExtensionScene {
        LockedCameraCaptureUIScene { session in
            Image("flash")
        }
    }
}
