import SVGModel
import Support
import SymbolModel

package struct HairlineStrokeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "hairline-stroke", category: .controlCenter,
        summary: "a glyph shape has a stroke narrower than one pixel at @3x",
        consequence: Consequence(
            .judgment,
            "the compiled symbol drops the stroke, and a stroke this thin shows nothing at @3x anyway, so the glyph looks as drawn; the stroke is dead weight, and outlined it still would not show",
            evidence:
                "strokes are not drawn (docs/runtime.md); the one-pixel threshold is an estimate (docs/sizing.md, \"One pixel at @3x\")"
        ),
        rationale: """
            Control Center draws only fills (docs/runtime.md), so a stroke must be outlined to show. \
            Once outlined, a stroke narrower than one pixel on the densest screens shows nothing \
            there either. The threshold, 1.39 units, is one pixel at @3x in the tile \
            (docs/sizing.md, "One pixel at @3x"): Control Center is assumed to draw the symbol at \
            24 pt from a template typeset at 100 pt, 0.24 pt per template unit (an estimate: Apple \
            publishes no number; docs/template-format.md §3), and the densest screens draw 3 pixels \
            per point (@3x, the highest scale factor in Apple's Human Interface Guidelines, \
            "Images"), so one unit is 0.24 × 3 = 0.72 pixels and one pixel is 1 / 0.72 ≈ 1.39 \
            units. The SF Symbols app's wireframe strokes are 0.5 units: 0.36 pixels. The width is \
            measured in template units, after the shape's transforms, at the template's own point \
            size (read off its Medium guides as actool reads it): in a template drawn with a \
            400-unit cap height (568 pt) one pixel is 7.9 units. A glyph whose shapes are all \
            stroke-only draws nothing at all, which `blank-glyph` reports instead; this rule reports \
            hairlines on glyphs whose fills draw the shape, where the stroke adds nothing visible. \
            `symbolcheck fix` outlines it with the fill as one outline, as `stroke` does: that draws \
            what the file drew (the fill grown by half the stroke's width), so the look does not \
            change; removing the stroke is the cleaner repair where the fill alone is meant.
            """,
        remedy: .fix, promisedBy: [.fix],
        repairs: [.outlineStroke],
        examples: [
            RuleExample(
                "a filled square with a 0.5-unit stroke", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        ##"<path stroke="#000000" stroke-width="0.5" d="\##(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"##
                    return f.svg
                }()),
            RuleExample("filled squares without a stroke", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        StrokeRule.strokeGroups(context, hairlines: true).map { key, value, shapes in
            let widest = shapes.map { StrokeVisibility.width(of: $0.node) }.max() ?? 0
            // Hairlines are judged at their template's point size; the first shape's row names it.
            let pointSize =
                shapes.first.map { StrokeVisibility.pointSize(of: $0.variant, in: context.template) }
                ?? ControlCenterSymbolArea.templatePointSize
            let width = shapes.count == 1 ? fmt(widest) : "at most \(fmt(widest))"
            let repair = StrokeRule.fixRepair(context, shapes)
            return finding(
                "stroke `\(value.raw)` \(StrokeRule.whereText(shapes, context: context)) is \(width) units wide, \(fmt2(StrokeVisibility.pixels(widest, pointSize: pointSize))) pixels at @3x in the Control Center tile, narrower than one pixel, and Control Center does not draw strokes",
                at: key,
                help:
                    "remove `stroke`, or widen it to at least \(fmt2(StrokeVisibility.onePixelInTemplateUnits(pointSize: pointSize))) units and outline it",
                notes: StrokeRule.notes(context, value, shapes), repair: repair,
                suggestion: .fix(path: context.source.path, repair: repair))
        }
    }
}
