import SymbolDiagnostics

/// A symbol set a Control shows has errors: the Control's line says so, beside the set's own findings.
package struct ControlSymbolSetFailsRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-symbol-set-fails", category: .controls,
        summary: "a symbol set a Control shows has errors of its own",
        consequence: Consequence(
            .drawsAnotherShape,
            "the Control shows the symbol set as its own errors say: Xcode rejects it, or the device draws nothing or another silhouette",
            evidence: "each error's own rule gives its evidence (`symbolcheck explain RULE`)"),
        rationale: """
            `symbolcheck controls` checks each symbol set a Control shows as `check` checks it. An \
            error there means Xcode rejects the set, or the device draws the glyph as it was not \
            designed (each rule's own rationale gives its evidence), and the Control is where a \
            person sees it. This finding names the Control: it is reported at the line of the Swift \
            code that names the symbol set, with each of the set's errors as a note, so the Swift \
            file fails as well as the SVG, in every report format. Fix the symbol set's errors.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a Control showing a symbol set without its Capline-L guide", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], failingSymbolSets: ["flash.symbolset"]))
        ])

    /// At the Control's reference, when the set's own check has errors (as configured: a rule
    /// turned off or lowered to a warning does not count).
    package func judge(_ shown: ShownSymbolSet, in scope: some ControlScope) -> [Diagnostic] {
        let errors = shown.results.flatMap { result in
            result.diagnostics.filter { $0.severity == .error }.map { (result, $0) }
        }
        guard !errors.isEmpty else { return [] }
        let notes = errors.map { result, d in
            let place = d.range.flatMap { result.location(of: $0.start) }.map { ":\($0)" } ?? ""
            return Diagnostic.Note("the symbol set's error at \(result.path)\(place): \(d.message) (\(d.ruleID))")
        }
        let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
        let rules = Set(errors.map(\.1.ruleID)).sorted().joined(separator: ", ")
        return [
            finding(
                "the symbol set \"\(shown.asset.name)\" this Control shows has \(count) of its own (\(rules)), so the Control's glyph is not drawn as designed",
                at: shown.range, help: "fix the symbol set \(shown.asset.path)", notes: notes)
        ]
    }
}
