import AVFoundation

/// The capture session the app and the capture extension share: Apple's camera sample compiles
/// its camera code into both, as this folder does (the widget extension leaves it out).
final class CameraSession: NSObject, @unchecked Sendable {
    let session = AVCaptureSession()
    private let output = AVCapturePhotoOutput()
    private let queue = DispatchQueue(label: "camera session")
    private var destination: URL?

    func start() {
        queue.async { [self] in
            guard !session.isRunning else { return }
            session.beginConfiguration()
            session.sessionPreset = .photo
            if let camera = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back),
                let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input)
            {
                session.addInput(input)
            }
            if session.canAddOutput(output) { session.addOutput(output) }
            session.commitConfiguration()
            session.startRunning()
        }
    }

    /// Takes a photo and writes it into `folder` (the capture extension's session folder, or the
    /// app's documents).
    func capturePhoto(into folder: URL) {
        queue.async { [self] in
            destination = folder
            output.capturePhoto(with: AVCapturePhotoSettings(), delegate: self)
        }
    }
}

extension CameraSession: AVCapturePhotoCaptureDelegate {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {
        guard let data = photo.fileDataRepresentation(), let folder = destination else { return }
        try? data.write(to: folder.appendingPathComponent(UUID().uuidString + ".heic"))
    }
}
