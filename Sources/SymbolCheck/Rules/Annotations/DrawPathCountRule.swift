import SVGModel
import Support
import SymbolModel

package struct DrawPathCountRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "draw-path-count", category: .annotations,
        summary: "a template with Draw guide points whose designs draw different numbers of paths",
        consequence: Consequence(
            .judgment,
            "the symbol draws; the designs' Draw guide points no longer sit on matching paths, which Apple says puts the designs out of sync",
            evidence:
                "Apple, \"Annotating custom symbols\" (annotation data requires the same number of paths across designs); no first-hand report of what a device draws"
        ),
        rationale: """
            Apple: "Annotation data requires the same number of paths across designs … removing \
            or reordering whole paths makes your designs go out of sync" ("Annotating custom \
            symbols"). Guide points belong to a path by its place in each design, so after the \
            first path a design adds or lacks, its guide points sit on other paths than in the \
            other designs. What the device draws then is not documented or observed, so this is a \
            warning. Give every design the same paths in the same order, and annotate again in the \
            SF Symbols app.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Regular-L draws one path more", fires: true,
                svg: {
                    var f = TemplateFixture.draw
                    f.glyphs["Regular-L"]! += "\n   " + #"<path d="M10 -40h4v4h-4Z"/>"#
                    return f.svg
                }()),
            RuleExample("the same paths in every design", fires: false, svg: TemplateFixture.draw.svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        guard DrawDesigns.areRead(in: template), template.hasDrawGuidePoints else { return [] }
        let designs = DrawDesigns(template).glyphs
        let counts = designs.map(\.shapes.count)
        guard Set(counts).count > 1 else { return [] }
        // The count most designs share (the first design's among equals) is the design's; each
        // other design is reported.
        let common = Set(counts).max { a, b in
            let (x, y) = (counts.filter { $0 == a }.count, counts.filter { $0 == b }.count)
            return x != y ? x < y : counts.firstIndex(of: a)! > counts.firstIndex(of: b)!
        }!
        let sharing = designs.filter { $0.shapes.count == common }.map(\.variant.id)
        return designs.filter { $0.shapes.count != common }.map { glyph in
            finding(
                "\(counted(glyph.shapes.count, "path")) in \(glyph.variant.id) where \(DrawGuidePointsMissingRule.list(sharing)) \(agreeing(sharing.count, "draws", "draw")) \(common): Draw guide points go with each path's place, so they no longer match across designs",
                at: context.span(of: glyph.node),
                help:
                    "give every design the same paths in the same order, then annotate Draw again in the SF Symbols app"
            )
        }
    }
}
