import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// A Control's intent is not compiled where it runs: by the widget extension that builds the
/// Control, and by the app when it opens the app.
package struct ControlIntentMembershipRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-intent-membership", category: .controls,
        summary:
            "an intent a Control carries is not compiled into its widget extension, or opens the app and is not in the app target",
        consequence: Consequence(
            .neverActs,
            "tapping the Control does nothing, and nothing is logged (or an `intentNotFound`)",
            evidence:
                "Apple, \"Creating controls to perform actions across the system\"; krelltunez/lastGLANCE #305 and EvanBacon/expo-apple-targets #90, measured (docs/runtime.md, \"Wiring\": intent membership)"
        ),
        rationale: """
            For a Control whose intent opens the app, "the intent must be a member of both the app \
            target and the widget extension" (Apple, "Creating controls to perform actions across \
            the system"). The commonest Control bug in public trackers is the intent built only into \
            the extension: tapping the Control does nothing, logging nothing or an \
            `intentNotFound` (krelltunez/lastGLANCE #305, EvanBacon/expo-apple-targets #90, measured; \
            docs/runtime.md "Wiring"). An intent opens the app when it declares `openAppWhenRun = \
            true`, conforms to `OpenIntent`, returns `.result(opensIntent:)` or names `foreground` \
            in its `supportedModes`. `controls` reads the intents each Control carries \
            (`ControlWidgetButton(action:)`, `ControlWidgetToggle(…action:)`, \
            `AppIntentControlConfiguration(intent:)`), finds their declarations in the Swift files \
            under the paths, and asks the project which targets compile them; where two targets \
            each declare a type of the intent's name, whether it opens the app is read from the \
            type the Control's own target compiles. An intent declared in no file read (a Swift \
            package's) is not judged; a `CameraCaptureIntent` is `camera-capture-intent-targets`' \
            to judge.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "an intent that opens the app, compiled only into the widget extension", fires: true,
                controlApp: ControlExampleApp.openingIntentApp(intentFolder: "Widget")),
            RuleExample(
                "the same intent compiled into both targets", fires: false,
                controlApp: ControlExampleApp.openingIntentApp(intentFolder: "Shared")),
            RuleExample(
                "two types of one name: the widget extension's does not open the app, the capture extension's does",
                fires: false, controlApp: ControlExampleApp.twoIntentsOfOneName()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        let intentsByName = wiring.intentsByName()
        var placed: [PlacedDiagnostic] = []
        for control in wiring.controls where !control.targets.isEmpty {
            for intent in control.declaration.configuration.intents {
                guard let name = intent.typeName else { continue }
                let declarations = intentsByName[name] ?? []
                // An intent only a Swift package declares is not judged: no evidence says whether
                // a Control's plain intent works from a package (docs/controls.md).
                guard let anywhere = declarations.first, !declarations.allSatisfy(\.file.isOnlyInSwiftPackage)
                else { continue }
                let compiling = Set(declarations.flatMap(\.file.targets))
                let range = SourceRange(start: intent.span.start, end: intent.span.end)
                let controlName = control.declaration.name
                var seen = Set<String>()
                for target in control.targets {
                    // The type of that name this target compiles is the one the Control carries
                    // here: two types of one name in two targets are judged each where it is built.
                    let own = declarations.compiled(by: [target])
                    guard !(own.isEmpty ? declarations : own).contains(where: Self.isCameraIntent) else { continue }
                    guard let carried = own.first else {
                        placed.append(
                            PlacedDiagnostic(
                                path: control.source.path,
                                diagnostic: finding(
                                    "the intent `\(name)` that the Control `\(controlName)` carries is not compiled into \(target.name), which builds the Control (it is declared at \(anywhere.place)): the Control does nothing",
                                    at: range, help: "make \(anywhere.file.path) a member of \(target.name)")))
                        continue
                    }
                    guard let opening = own.lazy.compactMap({ Self.opensApp($0) }).first else { continue }
                    for host in wiring.apps(of: target) where seen.insert(host.name).inserted {
                        let appTarget = WiredTarget(project: target.project, name: host.name)
                        guard !compiling.contains(appTarget) else { continue }
                        placed.append(
                            PlacedDiagnostic(
                                path: control.source.path,
                                diagnostic: finding(
                                    "the intent `\(name)` that the Control `\(controlName)` carries opens the app (\(opening)) but is not compiled into the app target \(host.name): tapping the Control does nothing and logs nothing",
                                    at: range,
                                    help:
                                        "make \(carried.file.path) a member of both \(host.name) and the widget extension, as Apple asks for an intent that opens the app"
                                )))
                    }
                }
            }
        }
        return placed
    }

    /// A `CameraCaptureIntent`: `camera-capture-intent-targets` judges where it is compiled.
    static func isCameraIntent(_ declared: DeclaredType) -> Bool {
        declared.type.intent?.protocols.contains(AppWiring.cameraCaptureIntentProtocol) == true
    }

    /// What makes the intent open the app, with its place; nil when nothing does.
    static func opensApp(_ declared: DeclaredType) -> String? {
        guard let facts = declared.type.intent else { return nil }
        let file = declared.file
        func at(_ span: SourceSpan) -> String { "\(file.path):\(file.source.location(of: span.start))" }
        if let value = facts.openAppWhenRun, value.words == ["true"] {
            return "`openAppWhenRun = true` at \(at(value.span))"
        }
        if facts.protocols.contains("OpenIntent") { return "it is an `OpenIntent`, \(declared.place)" }
        if let first = facts.opensIntent.first { return "`.result(opensIntent:)` at \(at(first))" }
        if let modes = facts.supportedModes, modes.words.contains("foreground") {
            return "`supportedModes` names `foreground` at \(at(modes.span))"
        }
        return nil
    }
}
