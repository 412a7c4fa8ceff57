import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// A file the capture extension compiles reaches for an App Group container.
package struct CaptureExtensionAppGroupRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-app-group", category: .controls,
        summary: "a Swift file a Lock Screen capture extension compiles uses an App Group container",
        consequence: Consequence(
            .judgment,
            "the locked extension has no App Group container: the defaults or files it reaches for are not there while the phone is locked",
            evidence:
                "Apple's LockedCameraCapture overview; the write-ups (docs/runtime.md, \"Wiring\": living inside the capture extension)"
        ),
        rationale: """
            The capture extension runs while the phone is locked, with no network, no App Group \
            container and its own container erased on suspension; settings reach it through the \
            camera intent's app context (docs/runtime.md, "Wiring"). `UserDefaults(suiteName:)`, \
            `containerURL(forSecurityApplicationGroupIdentifier:)` and SwiftData's \
            `groupContainer:` in a file the extension compiles read nothing there. A warning, not an \
            error: Apple's own camera sample compiles app sources into its extension on purpose, \
            and a shared file may take that path only in the app.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "App Group defaults in a file the capture extension compiles", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    capture: ControlExampleApp.captureExtension()
                        + "\nlet settings = UserDefaults(suiteName: \"group.com.example.Camera\")\n")),
            RuleExample(
                "the capture extension without App Group calls", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed: [PlacedDiagnostic] = []
        var seen = Set<String>()
        for capture in wiring.captureExtensions {
            for file in wiring.files(compiledBy: capture.target) {
                for use in file.uses
                where [APIUse.Kind.userDefaultsSuite, .appGroupContainer, .groupContainerStore].contains(use.kind)
                    && seen.insert("\(file.path):\(use.span.start)").inserted
                {
                    placed.append(
                        PlacedDiagnostic(
                            path: file.path,
                            diagnostic: finding(
                                "`\(use.kind.rawValue)` in a file the capture extension \(capture.build.name) compiles: the locked extension has no App Group container",
                                at: SourceRange(start: use.span.start, end: use.span.end),
                                help:
                                    "hand the extension its settings through the camera intent's app context (updateAppContext), and keep App Group code out of its path"
                            )))
                }
            }
        }
        return placed
    }
}
