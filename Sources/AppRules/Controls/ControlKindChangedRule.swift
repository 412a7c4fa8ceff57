import SVGModel
import SwiftSource
import SymbolDiagnostics

/// A Control's `kind` is not the one the baseline recorded: placed Controls stop resolving.
package struct ControlKindChangedRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-kind-changed", category: .controls,
        summary: "a Control's `kind` is not the one `--baseline` recorded, or a recorded kind is gone",
        consequence: Consequence(
            .neverActs,
            "every placed copy of the Control stops resolving and quietly vanishes from Control Center and the Lock Screen",
            evidence:
                "a founding write-up; Apple forums 746574 for widgets, placed widgets went blank (docs/runtime.md, \"Wiring\": a Control's identity)"
        ),
        rationale: """
            iOS remembers a placed Control by its `kind`: changing it does not move the Control, it \
            makes every placed copy stop resolving and vanish from the Lock Screen and Control \
            Center of everyone who had put it there (a founding write-up; Apple forums 746574 for \
            widgets; docs/runtime.md "Wiring"). `controls --write-baseline FILE` records each \
            Control's kind (a literal, or a constant of its file the resolver follows); with \
            `--baseline FILE`, a Control of a recorded name whose kind is another, or a recorded \
            kind no Control has any more, is an error naming the old and the new string. A kind \
            kept under a renamed type is not a change.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a Control whose kind changed since the baseline", fires: true,
                controlApp: {
                    var app = ControlExampleApp(
                        swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                        extensionAssets: ["flash.symbolset"])
                    app.recordedKinds = [
                        RecordedKind(
                            path: ControlExampleApp.swiftPath, control: "FlashControl", kind: "com.example.flash")
                    ]
                    return app
                }()),
            RuleExample(
                "the kind the baseline recorded", fires: false,
                controlApp: {
                    var app = ControlExampleApp(
                        swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                        extensionAssets: ["flash.symbolset"])
                    app.recordedKinds = [
                        RecordedKind(path: ControlExampleApp.swiftPath, control: "FlashControl", kind: "FlashControl")
                    ]
                    return app
                }()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        guard !wiring.recordedKinds.isEmpty else { return [] }
        let today = Set(wiring.controls.compactMap(\.kind?.text))
        var placed: [PlacedDiagnostic] = []
        for recorded in wiring.recordedKinds where !today.contains(recorded.kind) {
            let named = wiring.controls.filter { $0.declaration.name == recorded.control }
            // The baseline's path is absolute (joined to its folder); today's as the paths were typed.
            let same =
                named.first { $0.source.path == recorded.path || recorded.path.hasSuffix("/" + $0.source.path) }
                ?? named.first
            if let control = same, let kind = control.kind {
                placed.append(
                    PlacedDiagnostic(
                        path: control.source.path,
                        diagnostic: finding(
                            "the Control `\(recorded.control)`'s kind is \"\(kind.text)\"; the baseline recorded \"\(recorded.kind)\": every placed copy of it stops resolving and vanishes",
                            at: kind.range,
                            help:
                                "keep the kind \"\(recorded.kind)\" (a new kind is a new Control), or record the change in a new baseline"
                        )))
            } else if same == nil {
                placed.append(
                    PlacedDiagnostic(
                        path: recorded.path,
                        diagnostic: finding(
                            "the Control `\(recorded.control)` of kind \"\(recorded.kind)\", which the baseline recorded, is gone: every placed copy of it vanishes",
                            at: nil,
                            help:
                                "keep a Control of kind \"\(recorded.kind)\", or record its removal in a new baseline"
                        )))
            }
        }
        return placed
    }
}
