import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// An app with a capture extension declares no `CameraCaptureIntent`.
package struct CameraCaptureIntentMissingRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "camera-capture-intent-missing", category: .controls,
        summary: "an app with a Lock Screen capture extension declares no `CameraCaptureIntent`",
        consequence: Consequence(
            .neverActs,
            "nothing launches the capture extension: no Camera Control entry, no camera on the locked phone",
            evidence: "the write-ups, measured on devices (docs/runtime.md, \"Wiring\": the camera's three pieces)"),
        rationale: """
            A Lock Screen camera has three pieces: a `CameraCaptureIntent`, which the Camera \
            Control launches and a Control carries; the capture extension \
            (`LockedCameraCaptureExtension`), which the system opens with it when the phone is \
            locked; and the Control (docs/runtime.md, "Wiring", from the write-ups, measured on \
            devices). Without the intent nothing opens the extension. Reported at the capture \
            extension's declaration when no Swift file under the paths declares a type conforming \
            to `CameraCaptureIntent` (an intent in a Swift package is not read, and does not work \
            there either: JuniperPhoton/LockedCameraCaptureExtensionDemo, measured).
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension and no CameraCaptureIntent", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    controls: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "camera")"#),
                    intent: "struct CaptureSettings: Codable {}\n")),
            RuleExample(
                "a capture extension and its CameraCaptureIntent", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        guard wiring.types(conformingTo: AppWiring.cameraCaptureIntentProtocol).isEmpty else { return [] }
        var seen = Set<String>()
        return wiring.captureExtensions.compactMap { capture in
            let declared = DeclaredType(type: capture.declaration, file: capture.file)
            guard seen.insert(declared.place).inserted else { return nil }
            return PlacedDiagnostic(
                path: capture.file.path,
                diagnostic: finding(
                    "the capture extension \(capture.build.name) has no `CameraCaptureIntent` to open it: no Swift file declares one, so neither the Camera Control nor a Control launches the Lock Screen camera",
                    at: declared.range,
                    help:
                        "declare a struct conforming to CameraCaptureIntent and compile it into the app, the widget extension and the capture extension"
                ))
        }
    }
}
