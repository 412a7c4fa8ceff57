import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// No file the capture extension compiles handles the capture event.
package struct CaptureEventHandlerRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-event-handler", category: .controls,
        summary:
            "no Swift file a Lock Screen capture extension compiles uses `AVCaptureEventInteraction` or `onCameraCaptureEvent`",
        consequence: Consequence(
            .neverActs,
            "the system ends the capture extension shortly after launch: the Lock Screen camera closes by itself",
            evidence:
                "Apple's LockedCameraCapture overview; the write-ups (docs/runtime.md, \"Wiring\": living inside the capture extension)"
        ),
        rationale: """
            A capture extension's camera view must handle the capture event: without an \
            `AVCaptureEventInteraction` (SwiftUI: `onCameraCaptureEvent`) the system terminates it \
            shortly after launch (Apple's overview of LockedCameraCapture; the write-ups; \
            docs/runtime.md "Wiring"). `controls` looks for either name in every Swift file the \
            capture extension's target compiles (the app's own sources it shares count: Apple's \
            camera sample compiles app sources into its extension on purpose) and reports the \
            extension's declaration when none has one. A lexer's reading: a use behind a wrapper of \
            the app's own, in a Swift package, is not seen.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension whose view handles no capture event", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    capture: ControlExampleApp.captureExtension(view: "CameraView()"))),
            RuleExample(
                "a capture extension using onCameraCaptureEvent", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        return wiring.captureExtensions.compactMap { capture in
            let handles = wiring.files(compiledBy: capture.target).contains { file in
                file.uses.contains { $0.kind == .captureEventInteraction || $0.kind == .cameraCaptureEventModifier }
            }
            guard !handles else { return nil }
            return PlacedDiagnostic(
                path: capture.file.path,
                diagnostic: finding(
                    "no Swift file the capture extension \(capture.build.name) compiles uses `AVCaptureEventInteraction` or `onCameraCaptureEvent`: the system ends the extension shortly after launch",
                    at: SourceRange(start: capture.declaration.nameSpan.start, end: capture.declaration.nameSpan.end),
                    help:
                        "add .onCameraCaptureEvent { … } (or an AVCaptureEventInteraction) to the extension's camera view"
                ))
        }
    }
}
