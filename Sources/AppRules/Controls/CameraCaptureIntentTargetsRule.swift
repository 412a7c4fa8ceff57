import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// The `CameraCaptureIntent` is not compiled into the app, the widget extension and the capture
/// extension.
package struct CameraCaptureIntentTargetsRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "camera-capture-intent-targets", category: .controls,
        summary:
            "a `CameraCaptureIntent` is not compiled into the app, the Control's widget extension and the capture extension",
        consequence: Consequence(
            .neverActs,
            "no compile error: the camera Control never resolves and Settings › Camera Control never names the app",
            evidence:
                "Apple, \"Creating a camera experience for the Lock Screen\"; the write-ups, measured (docs/runtime.md, \"Wiring\": three targets)"
        ),
        rationale: """
            Apple: "Include the CameraCaptureIntent in your app target, control widget extension \
            target, and camera capture extension target" ("Creating a camera experience for the \
            Lock Screen"). A missing copy is no compile error: the Control never resolves and the \
            Settings › Camera Control list never names the app (the write-ups, measured; \
            docs/runtime.md "Wiring"). For each `CameraCaptureIntent` type, `controls` asks which \
            targets compile a file declaring it (the project's members, synchronized folders and \
            their exceptions, XcodeGen's sources) and reports, at the declaration, each target that \
            lacks it: the app (the one embedding the capture extension), each capture extension, \
            and each widget extension building a Control that carries the intent. Where no Control \
            carries it, the intent serves the Camera Control alone and no widget extension needs it \
            (`camera-intent-no-control` notes that). An intent declared only in a Swift package \
            (a file under a `Package.swift` that no target compiles) is reported once: an intent in \
            a package the targets link does not work (JuniperPhoton/LockedCameraCaptureExtensionDemo, \
            measured; docs/runtime.md "Wiring").
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "the intent left out of the capture extension", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(captureSources: "[Capture]")),
            RuleExample(
                "the intent in all three targets", fires: false, controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        let captures = wiring.captureExtensions
        guard !captures.isEmpty else { return [] }
        var placed: [PlacedDiagnostic] = []
        var judged = Set<String>()
        for intent in wiring.types(conformingTo: AppWiring.cameraCaptureIntentProtocol)
        where judged.insert(intent.type.name).inserted {
            let compiling = wiring.targets(compilingIntent: intent.type.name)
            if compiling.isEmpty, let package = intent.file.swiftPackage, intent.file.targets.isEmpty {
                placed.append(
                    PlacedDiagnostic(
                        path: intent.file.path,
                        diagnostic: finding(
                            "the CameraCaptureIntent `\(intent.type.name)` is declared in the Swift package of \(package), and no target compiles it itself: an intent in a package the targets link does not work, so the camera Control never resolves and Settings › Camera Control never names the app",
                            at: intent.range,
                            help:
                                "declare it in a Swift file compiled into the app, the widget extension and the capture extension, not in a package"
                        )))
                continue
            }
            // What needs it, by project: its capture extensions, their apps, the widget
            // extensions of the Controls that carry it.
            var needed: [(target: WiredTarget, role: String)] = []
            for capture in captures {
                needed.append((target: capture.target, role: "the capture extension"))
                for app in wiring.apps(of: capture.target) {
                    needed.append(
                        (target: WiredTarget(project: capture.target.project, name: app.name), role: "the app"))
                }
            }
            for control in wiring.controls
            where control.declaration.configuration.intents.contains(where: { $0.typeName == intent.type.name }) {
                for target in control.targets {
                    needed.append(
                        (target: target, role: "the widget extension of the Control `\(control.declaration.name)`"))
                }
            }
            var seen = Set<WiredTarget>()
            for (target, role) in needed where !compiling.contains(target) && seen.insert(target).inserted {
                placed.append(
                    PlacedDiagnostic(
                        path: intent.file.path,
                        diagnostic: finding(
                            "the CameraCaptureIntent `\(intent.type.name)` is not compiled into \(target.name), \(role): the camera Control never resolves and Settings › Camera Control never names the app (no compile error says so)",
                            at: intent.range,
                            help:
                                "make \(intent.file.path) a member of \(target.name) too (Target Membership, or the target's sources), as Apple asks: app, widget extension and capture extension"
                        )))
            }
        }
        return placed
    }
}
