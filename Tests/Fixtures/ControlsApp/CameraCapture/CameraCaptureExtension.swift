import LockedCameraCapture
import SwiftUI

/// The capture extension that `OpenCaptureIntent` opens from the Lock Screen. It declares no
/// Control, so its images are not reported. Built as Xcode 16's Capture Extension template
/// builds one: an ExtensionKit extension embedded in `CameraApp.app/Extensions/`.
@main
struct CameraCaptureExtension: LockedCameraCaptureExtension {
    var body: some LockedCameraCaptureExtensionScene {
        LockedCameraCaptureUIScene { session in
            Image("flash")
                .onCameraCaptureEvent { _ in }
        }
    }
}
