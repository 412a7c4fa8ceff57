import AVKit
import SwiftUI

/// The app's camera: the same session as the capture extension's, saving into the app's documents.
struct CameraScreen: View {
    @State private var camera = CameraSession()

    var body: some View {
        CameraPreview(session: camera.session)
            .ignoresSafeArea()
            .onCameraCaptureEvent { event in
                if event.phase == .ended {
                    camera.capturePhoto(into: URL.documentsDirectory)
                }
            }
            .task { camera.start() }
    }
}
