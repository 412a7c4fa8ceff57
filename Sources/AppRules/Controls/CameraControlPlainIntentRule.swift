import SVGModel
import Support
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// The app has a Lock Screen camera, and its Controls open the app with a plain intent, none
/// carrying the camera intent.
package struct CameraControlPlainIntentRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "camera-control-plain-intent", category: .controls,
        summary:
            "an app with a Lock Screen capture extension has Controls that open it with a plain intent and none that carries its `CameraCaptureIntent`",
        consequence: Consequence(
            .judgment,
            "on a locked phone such a Control can only ask for an unlock; the capture extension opens only for a `CameraCaptureIntent`",
            evidence: "the write-ups, measured on devices (docs/runtime.md, \"Wiring\": the camera's three pieces)"),
        rationale: """
            A Control opens the Lock Screen camera when it carries the `CameraCaptureIntent`: the \
            system then opens the app when the phone is unlocked and the capture extension when it \
            is locked. A plain `AppIntent` with `openAppWhenRun` can only ask for an unlock (the \
            write-ups, measured on devices; docs/runtime.md "Wiring"). Reported, at the intent a \
            Control carries, where the project compiles a capture extension, a `CameraCaptureIntent` \
            exists, no Control carries one and a Control's intent opens the app: likely the camera \
            Control, wired to the wrong intent. A warning: a Control that opens the app for \
            something else is right as it is.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "the camera Control carrying an intent that opens the app", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    controls: ControlExampleApp.cameraControl.replacingFirst(
                        "CaptureIntent()", with: "OpenCameraIntent()"),
                    intent: ControlExampleApp.cameraIntent + """

                        struct OpenCameraIntent: AppIntent {
                            static let title: LocalizedStringResource = "Open the Camera"
                            static let openAppWhenRun = true
                            func perform() async throws -> some IntentResult { .result() }
                        }
                        """)),
            RuleExample(
                "the camera Control carrying the camera intent", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        guard let camera = wiring.cameraIntentsNoControlCarries?.first else { return [] }
        let intentsByName = wiring.intentsByName()
        var placed: [PlacedDiagnostic] = []
        for control in wiring.controls {
            for intent in control.declaration.configuration.intents {
                guard let name = intent.typeName,
                    let opening = (intentsByName[name] ?? []).compiled(by: control.targets).lazy.compactMap({
                        ControlIntentMembershipRule.opensApp($0)
                    })
                    .first
                else { continue }
                placed.append(
                    PlacedDiagnostic(
                        path: control.source.path,
                        diagnostic: finding(
                            "the Control `\(control.declaration.name)` opens the app with `\(name)` (\(opening)), and no Control carries the CameraCaptureIntent `\(camera.type.name)`: on a locked phone it can only ask for an unlock",
                            at: SourceRange(start: intent.span.start, end: intent.span.end),
                            help:
                                "carry `\(camera.type.name)()` in the camera Control, so a locked phone opens the capture extension"
                        )))
            }
        }
        return placed
    }
}
