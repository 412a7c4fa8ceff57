import SVGModel
import SymbolModel

/// A plain icon SVG (a web or app icon: no guides, no glyph groups) passed where a template is
/// expected. One finding that says what the file is and how to make a template of it, instead
/// of eight `missing-guide` findings that each ask for one guide line.
package struct NotATemplateRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "not-a-template", category: .input,
        summary: "an SVG with no guides and no glyph groups: a plain icon, not a symbol template",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build: the file has no guides and no glyph groups",
            evidence: "docs/template-format.md §4.3 (its missing-guide errors)"),
        rationale: """
            actool only accepts SF Symbol templates: an SVG with Baseline and Capline guides and \
            glyph groups such as Regular-M. A plain icon has none of them, and listing every missing \
            guide would send its author to add six lines by hand when what the file needs is to be \
            made into a template. `symbolcheck make` places the icon's paths as the glyphs of a new \
            template, with the guides and margins actool wants. Turning this rule off reports the \
            missing guides and glyphs one by one instead.
            """,
        remedy: .make,
        examples: [
            RuleExample(
                "a plain icon", fires: true,
                svg: """
                    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                      <path d="M12 2 L22 22 L2 22 Z"/>
                    </svg>

                    """),
            RuleExample("a template", fires: false, svg: TemplateFixture().svg),
        ])

    /// Checked by the checker before the template rules: when it fires, no other rule runs.
    package func diagnostic(for template: SymbolTemplate) -> Diagnostic? {
        // A file with a template's own groups but nothing in them is a broken template: the
        // template rules say what it lacks.
        guard template.guides.isEmpty, template.glyphs.isEmpty, template.margins.isEmpty,
            template.legacyMargins == nil,
            !Self.skeletonGroupIDs.contains(where: { template.tree.node(withID: $0) != nil })
        else { return nil }
        let path = template.source.path == "-" ? "ICON.svg" : template.source.path
        return finding(
            "this SVG has no guides and no glyph groups: it is a plain icon, not an SF Symbol template",
            at: template.tree.span(of: template.tree.root),
            help: "export a template from the SF Symbols app (File ▸ Export Template…)",
            suggestion: .makeTemplate(icon: path, template: Self.templatePath(for: path))
        )
    }

    /// The groups every exported template has (SF Symbols app, docs/template-format.md §1.1).
    static let skeletonGroupIDs = ["Notes", "Guides", "Symbols"]

    /// `icons/star.svg` → `icons/star.symbol.svg`, beside the icon.
    static func templatePath(for path: String) -> String {
        let stem = path.lowercased().hasSuffix(".svg") ? String(path.dropLast(4)) : path
        return stem + ".symbol.svg"
    }
}
