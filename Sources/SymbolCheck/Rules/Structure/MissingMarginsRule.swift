import SVGModel
import SymbolModel

/// actool's margin checks for v3+ templates (docs/template-format.md §4.3 step 3), in its order.
package struct MissingMarginsRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "missing-margins", category: .structure,
        summary: "a v3+ template lacks the margin guides actool requires, or has margins for a glyph it lacks",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"is missing margin guides\" or \"has fixed margin guides for a glyph which is absent\"",
            evidence: "docs/template-format.md §4.3"),
        rationale: """
            From template 3.0 on, actool needs left and right margin guides: on Ultralight-S, \
            Regular-S and Black-S for a variable template, or on Regular-M or Regular-S for a static \
            one, and the glyph those margins belong to. Only complete pairs (left and right) count. \
            Margins position the symbol next to text; without them the build fails with "is missing \
            margin guides" or "has fixed margin guides for a glyph which is absent".
            """,
        remedy: .make,
        examples: [
            RuleExample(
                "no margin guides at all", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.margins = [:]
                    return f.svg
                }()),
            RuleExample("Regular-S/M/L margins", fires: false, svg: TemplateFixture().svg),
            RuleExample(
                "a v2 template needs none", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.margins = [:]
                    f.versionText = "Template v.2.0"
                    return f.svg
                }()),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let t = context.template
        guard t.version.effective >= TemplateVersion(3, 0) else { return [] }
        func complete(_ v: Variant) -> Bool { t.margins[v]?.isComplete ?? false }
        let at = context.span(of: t.tree.node(withID: "Guides") ?? t.tree.root)
        let note =
            "actool reports: \"is missing margin guides: interpolatable margins on Ultralight-S, Regular-S, and Black-S, or fixed margins on Regular-M or Regular-S are required.\""
        let mMargins = complete(.regularM) || (t.legacyMargins?.isComplete ?? false)
        let sMargins = complete(.regularS)
        if context.interpolation.isCompatible && Variant.interpolationSources.allSatisfy(complete) { return [] }

        func requireGlyph(_ v: Variant, marginsAt margins: SourceRange?) -> [Diagnostic] {
            guard t.glyph(v) == nil else { return [] }
            return [
                finding(
                    "margins are set for \(v.id) but the template has no \(v.id) glyph", at: margins ?? at,
                    help: "draw a \(v.id) glyph group or remove its margin guides",
                    notes: [
                        Diagnostic.Note(
                            "actool reports: \"fixed margins found for \(v.id) but no corresponding glyph exists.\"")
                    ])
            ]
        }
        let mMarginsAt = (t.margins[.regularM]?.left ?? t.legacyMargins?.left).map { context.span(of: $0.node) }
        let sMarginsAt = t.margins[.regularS]?.left.map { context.span(of: $0.node) }
        if context.interpolation.isCompatible {
            if sMargins { return requireGlyph(.regularS, marginsAt: sMarginsAt) }
            if mMargins { return requireGlyph(.regularM, marginsAt: mMarginsAt) }
        } else {
            if mMargins { return requireGlyph(.regularM, marginsAt: mMarginsAt) }
            if sMargins { return requireGlyph(.regularS, marginsAt: sMarginsAt) }
        }
        let partial = t.margins.filter { !$0.value.isComplete }.keys.sorted().map(\.id)
        var notes = [Diagnostic.Note(note)]
        if !partial.isEmpty {
            notes.append(
                Diagnostic.Note(
                    "incomplete pairs (a left or a right guide alone) do not count: \(partial.joined(separator: ", "))")
            )
        }
        return [
            finding(
                "the template (version \(t.version.effective)) has no complete margin pair for Regular-M or Regular-S, nor for all of Ultralight-S, Regular-S and Black-S",
                at: at,
                help:
                    "add <line id=\"left-margin-Regular-M\" …/> and <line id=\"right-margin-Regular-M\" …/> at the glyph's left and right edges",
                notes: notes)
        ]
    }
}
