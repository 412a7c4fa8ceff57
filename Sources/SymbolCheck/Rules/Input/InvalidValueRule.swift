import SVGModel

package struct InvalidValueRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "invalid-value", category: .input,
        summary: "an attribute value cannot be read: path data, a transform, a length, a <use> reference",
        consequence: Consequence(
            .unread,
            "symbolcheck cannot read the value, so it cannot measure or draw what depends on it; renderers draw a path up to its first error and drop a transform they cannot parse, so the glyph may change shape or place",
            evidence:
                "SVG 1.1's error handling for path data and attributes; what actool's CoreSVG does with such a value has no first-hand report"
        ),
        rationale: """
            Renderers draw a path only up to its first syntax error and ignore a transform they \
            cannot parse, so a glyph or guide with a bad value silently changes shape or position. \
            Inside glyphs and guides this is an error; elsewhere (notes, artboard) a warning.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "path data with a stray letter", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] = #"<path d="M6 -86.3125h102.1656v102.1656h-102.1656Z k"/>"#
                    return f.svg
                }()),
            RuleExample("valid path data", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let tree = context.tree
        let important =
            context.template.glyphs.values.map(\.node.index)
            + context.template.guides.values.map(\.node.index)
        // Elements a glyph draws through a <use> count as the glyph's, wherever they are written.
        let drawnByGlyphs = Set(
            context.template.glyphs.values.flatMap { glyph in
                tree.descendants(of: glyph.node.index).filter(\.isInstance).map(\.element)
            })
        return tree.issues.compactMap { issue in
            if issue.kind == .limitExceeded { return nil }  // reported as input-refused
            let inTemplate =
                drawnByGlyphs.contains(issue.element)
                || important.contains { tree.isDescendant(issue.element, of: $0) }
            let d = finding(issue.message, at: issue.range, help: issue.help)
            return inTemplate ? d : d.loweredToWarning()
        }
    }
}
