import AVKit
import LockedCameraCapture
import SwiftUI

/// The locked camera. Without a capture event handler on its camera view the system ends the
/// extension shortly after launch; photos go into the session's folder, which the app receives
/// once the phone is unlocked (the extension has no network and no App Group container).
struct CaptureScreen: View {
    let session: LockedCameraCaptureSession
    @State private var camera = CameraSession()

    var body: some View {
        CameraPreview(session: camera.session)
            .ignoresSafeArea()
            .onCameraCaptureEvent { event in
                if event.phase == .ended {
                    camera.capturePhoto(into: session.sessionContentURL)
                }
            }
            .task { camera.start() }
    }
}
