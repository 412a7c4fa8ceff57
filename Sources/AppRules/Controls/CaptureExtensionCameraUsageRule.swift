import SymbolDiagnostics
import XcodeProject

/// The capture extension's Info.plist has no `NSCameraUsageDescription` of its own.
package struct CaptureExtensionCameraUsageRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-camera-usage", category: .controls,
        summary: "a Lock Screen capture extension has no `NSCameraUsageDescription` of its own",
        consequence: Consequence(
            .judgment,
            "the capture extension is a process of its own, which the app's camera string does not cover",
            evidence:
                "WWDC24 session 10204: both the extension and the app include the camera usage description (docs/runtime.md, \"Wiring\"); no first-hand report of what the locked extension does without it, hence a warning"
        ),
        rationale: """
            The capture extension runs in its own process with its own Info.plist, and the camera \
            usage description the app declares does not cover it: Apple's session on the Lock \
            Screen camera (WWDC24, 10204) has both the extension and the app include one \
            (docs/runtime.md, "Wiring"). Apple documents that an app reading the camera without the \
            key is refused; for the locked extension no first-hand report says what happens, so \
            this is a warning. Judged in each configuration (the file's key or an \
            `INFOPLIST_KEY_NSCameraUsageDescription` setting), and in a built app's `.appex`.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension without a camera string", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    captureInfo: ControlExampleApp.captureInfo(cameraUsage: false))),
            RuleExample(
                "a capture extension with its own camera string", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        let key = "NSCameraUsageDescription"
        let help =
            "add NSCameraUsageDescription to the capture extension's Info.plist (or INFOPLIST_KEY_NSCameraUsageDescription to its settings), besides the app's"
        var placed = wiring.eachCaptureConfiguration(judgedBy: self) { capture, configuration, findings in
            let info = configuration.infoPlist
            findings.judge(
                key, of: info, configuration: configuration.name, help: help,
                missing:
                    "the capture extension \(capture.build.name) has no NSCameraUsageDescription of its own, in \(info.described): the app's does not cover the extension's process"
            ) { text in
                text.allSatisfy(\.isWhitespace)
                    ? "the capture extension \(capture.build.name)'s NSCameraUsageDescription is empty" : nil
            }
        }
        for product in wiring.products {
            for (_, capture) in product.captureExtensions where capture.infoPlist != nil {
                guard capture.string(key).map({ $0.value.allSatisfy(\.isWhitespace) }) ?? true else { continue }
                placed.append(
                    capture.infoPlistPlace.placed(
                        self, "the built capture extension \(capture.name) has no NSCameraUsageDescription of its own",
                        help: help))
            }
        }
        return placed
    }
}
