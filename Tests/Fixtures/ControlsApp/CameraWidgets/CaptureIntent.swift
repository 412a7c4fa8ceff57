import AppIntents

/// The camera intent the shutter Control carries: compiled into the app, this widget extension
/// and the capture extension (the project's membership exceptions add this file to the other
/// two), as Apple asks.
struct OpenCaptureIntent: CameraCaptureIntent {
    static let title: LocalizedStringResource = "Open the Camera"

    func perform() async throws -> some IntentResult { .result() }
}
