import AppIntents

/// Opens the app with the flash on: the flash Control's intent. An intent that opens the app is
/// a member of both the app target and the widget extension (Apple, "Creating controls to
/// perform actions across the system"); the capture extension leaves it out (the `Shared`
/// folder's exception for that target).
struct LaunchWithFlashIntent: AppIntent {
    static let title: LocalizedStringResource = "Open the Camera with Flash"
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        UserDefaults.standard.set(true, forKey: "flashOnLaunch")
        return .result()
    }
}
