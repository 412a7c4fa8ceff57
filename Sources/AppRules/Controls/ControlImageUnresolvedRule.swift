import SymbolDiagnostics

/// A Control's image name is built at run time: symbolcheck cannot resolve it.
package struct ControlImageUnresolvedRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-image-unresolved", category: .controls,
        summary: "a Control's image name is built at run time, so symbolcheck cannot look it up",
        consequence: Consequence(
            .information,
            "symbolcheck cannot tell which image the Control shows",
            evidence: "the name is built at run time"),
        rationale: """
            `symbolcheck controls` reads Swift with a lexer, not a compiler. It follows a name \
            written as a string literal, each branch of a ternary or an `if`/`switch` expression, \
            `let` and `static let` constants and `String` enum raw values of the same target, and \
            Xcode's generated asset symbols (`.flash`) (docs/controls.md, "How a name is \
            resolved"). A name from a variable, a parameter, a function or an interpolation \
            (`"\\(name).fill"`) is only known at run time, so none of the other Controls rules can \
            judge it. This note gives its place, so the names it can take are checked by hand; \
            when the target's catalogs hold an image set the name could be, it is the warning \
            `control-image-maybe-image-set` instead.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a name chosen by a function in a value label", fires: true,
                controlApp: ControlExampleApp(
                    swift: """
                        struct FlashControl: ControlWidget {
                            var body: some ControlWidgetConfiguration {
                                StaticControlConfiguration(kind: "flash") {
                                    ControlWidgetToggle("Flash", isOn: FlashState.isOn, action: FlashIntent()) { isOn in
                                        Label(isOn ? "On" : "Off", image: FlashState.glyph(isOn))
                                    }
                                }
                            }
                        }
                        """, extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"]))
        ])

    /// A name known only at run time that no image set in scope could be
    /// (`control-image-maybe-image-set` takes the others).
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .unresolved(let reason, _, let knownOnlyAtRunTime) = image.value,
            ControlImageMaybeImageSetRule.candidates(for: image, in: scope).isEmpty
        else { return [] }
        return [
            finding(
                image.scopePrefix
                    + "the image name given to `\(image.call.rawValue)` is \(reason)\(knownOnlyAtRunTime ? ", built at run time" : ""), so symbolcheck cannot look it up",
                at: image.range,
                help: "check each name it can take: write it as a string literal",
                notes: image.notes,
                suggestion: .checkTheSymbolSets)
        ]
    }

    /// A view the label uses whose images are not checked: a note at the use, saying why.
    package func judge(_ view: LabelView, in scope: some ControlScope) -> [Diagnostic] {
        guard let why = view.unfollowedBecause else { return [] }
        return [
            finding(
                view.scopePrefix + "the label shows `\(view.name)`, whose images symbolcheck does not check: \(why)",
                at: view.range,
                help: "check the images `\(view.name)` shows by hand, or give `controls` the folder that declares it",
                suggestion: .checkTheSymbolSets)
        ]
    }
}
