import SymbolDiagnostics

/// A `systemImage:` name that no catalog holds: taken as Apple's, and not checked.
package struct ControlSystemSymbolRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-system-symbol", category: .controls,
        summary: "a Control names one of Apple's SF Symbols, whose existence symbolcheck does not check",
        consequence: Consequence(
            .information,
            "the name is looked up among Apple's symbols; symbolcheck does not check that one exists",
            evidence: "symbolcheck ships no list of Apple's symbols"),
        rationale: """
            A `systemImage:` or `Image(systemName:)` name that is in none of the app's catalogs is \
            taken to be one of Apple's SF Symbols. Whether Apple's symbol of that name exists on \
            the OS versions the Control supports is out of scope: symbolcheck ships no list of \
            Apple's symbols and does not guess. This note says the name was seen and not checked; \
            turn it off with --disable control-system-symbol.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "an SF Symbol of Apple's", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "TorchControl", label: #"Label("Torch", systemImage: "flashlight.on.fill")"#)))
        ])

    /// A system symbol's name that is none of the app's (`control-custom-system-image` takes those).
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .systemSymbol(let name) = image.value,
            !ControlCustomSystemImageRule.mayBeTheApps(name, in: scope)
        else { return [] }
        return [
            finding(
                image.scopePrefix
                    + "\"\(name)\" is in none of the app's catalogs, so it is taken as one of Apple's SF Symbols, whose existence symbolcheck does not check",
                at: image.range,
                help: "look the name up in Apple's SF Symbols app for the OS versions the Control supports",
                notes: image.notes)
        ]
    }
}
