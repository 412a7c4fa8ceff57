import AppIntents

/// The camera's intent. The Camera Control launches it on its own; the camera Control in Control
/// Center, on the Lock Screen and on the Action button carries it, and the system then opens the
/// app when the phone is unlocked and the capture extension when it is locked. Apple's rule:
/// include it in the app target, the control widget extension target and the camera capture
/// extension target ("Creating a camera experience for the Lock Screen") — the `Shared` folder
/// is a member of all three.
struct CaptureIntent: CameraCaptureIntent {
    typealias AppContext = CaptureSettings

    static let title: LocalizedStringResource = "Take a Photo"
    static let description = IntentDescription("Opens the camera, ready to take a photo.")

    @MainActor
    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// What the app hands the capture extension, which cannot read the app's container: the
/// intent's app context, at most 4 KB once encoded, so a few fixed values and no collections.
struct CaptureSettings: Codable, Sendable {
    enum Lens: String, Codable, Sendable {
        case wide, ultraWide, telephoto
    }

    var flashOn = false
    var gridOn = true
    var lens = Lens.wide
}
