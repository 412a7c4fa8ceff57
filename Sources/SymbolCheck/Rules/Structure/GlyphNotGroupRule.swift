import SVGModel

package struct GlyphNotGroupRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "glyph-not-group", category: .structure,
        summary: "a glyph id names something other than a `g` group",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"has glyph node … that is not a group\"",
            evidence: "docs/template-format.md §4.3"),
        rationale: """
            actool expects every glyph variant (`Regular-M`, …) to be a group and fails with "has \
            glyph node … that is not a group" otherwise, even when the element is a single path.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Regular-L is a path", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-L"] = nil
                    return f.svg.replacingFirst(
                        " </g>\n</svg>",
                        with: "  <path id=\"Regular-L\" d=\"M1406 1400h100v100h-100Z\"/>\n </g>\n</svg>")
                }()),
            RuleExample("groups", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        context.template.glyphs.values.sorted { $0.variant < $1.variant }.compactMap { glyph in
            guard !glyph.isGroup else { return nil }
            return finding(
                "the glyph \(glyph.variant.id) is a <\(context.tree.document[glyph.node.index].name)>, not a group",
                at: context.span(of: glyph.node),
                help:
                    "wrap it: <g id=\"\(glyph.variant.id)\"><\(context.tree.document[glyph.node.index].name) …/></g>, and move the id to the group",
                notes: [Diagnostic.Note("actool reports: \"has glyph node \(glyph.variant.id) that is not a group\"")])
        }
    }
}
