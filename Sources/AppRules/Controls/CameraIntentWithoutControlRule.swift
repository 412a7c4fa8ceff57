import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// The app has a Lock Screen camera and its `CameraCaptureIntent`, and no Control carries the
/// intent: it serves the Camera Control alone.
package struct CameraIntentWithoutControlRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "camera-intent-no-control", category: .controls,
        summary:
            "an app with a Lock Screen capture extension and a `CameraCaptureIntent` has no Control that carries the intent",
        consequence: Consequence(
            .information,
            "the intent serves the Camera Control alone: Control Center, the Lock Screen and the Action button offer no camera of the app",
            evidence: "the write-ups, measured on devices (docs/runtime.md, \"Wiring\": the camera's three pieces)"),
        rationale: """
            A Lock Screen camera has three pieces: the `CameraCaptureIntent`, which the Camera \
            Control launches; the capture extension, which the system opens with it when the phone \
            is locked; and a Control whose button carries that intent, which puts the camera in \
            Control Center, on the Lock Screen and on the Action button (docs/runtime.md, \
            "Wiring", from the write-ups, measured on devices). Where the project compiles a capture \
            extension and declares a `CameraCaptureIntent`, and no Control carries one, the intent \
            serves the Camera Control alone — which may be what the app wants, so a note. Apple's \
            three targets then come down to two: no widget extension needs the intent until a \
            Control carries it (`camera-capture-intent-targets` asks for the widget extension only \
            then). A Control that opens the app with a plain intent instead is \
            `camera-control-plain-intent`'s warning, which says this too.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a Lock Screen camera whose only Control carries another intent", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    controls: ControlExampleApp.button("TimerControl", label: #"Label("Timer", image: "camera")"#))),
            RuleExample(
                "the camera Control carrying the camera intent", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        guard let cameraIntents = wiring.cameraIntentsNoControlCarries else { return [] }
        // A Control opening the app with a plain intent: `camera-control-plain-intent` says it.
        let intentsByName = wiring.intentsByName()
        let opensWithPlainIntent = wiring.controls.contains { control in
            control.declaration.configuration.intents.compactMap(\.typeName).contains { name in
                (intentsByName[name] ?? []).compiled(by: control.targets).contains {
                    ControlIntentMembershipRule.opensApp($0) != nil
                }
            }
        }
        guard !opensWithPlainIntent else { return [] }
        var seen = Set<String>()
        return cameraIntents.compactMap { intent in
            guard seen.insert(intent.type.name).inserted else { return nil }
            return PlacedDiagnostic(
                path: intent.file.path,
                diagnostic: finding(
                    "no Control carries the CameraCaptureIntent `\(intent.type.name)`: it serves the Camera Control alone, and Control Center, the Lock Screen and the Action button offer no camera of the app",
                    at: intent.range,
                    help:
                        "to offer the camera there, carry it in a Control's button (`ControlWidgetButton(action: \(intent.type.name)())`) built by a widget extension that compiles \(intent.file.path)"
                ))
        }
    }
}
