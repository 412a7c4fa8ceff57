import SVGModel
import Support
import SymbolModel

package struct StrokeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "stroke", category: .controlCenter,
        summary: "a glyph shape has a stroke paint",
        consequence: Consequence(
            .drawsAnotherShape,
            "the compiled symbol draws the shape without its stroke",
            evidence:
                "SwiftDraw 0.12.0's release notes; Meshtastic-Apple PR #2457 (docs/runtime.md, \"Fill rule, strokes, opacity, layers\")"
        ),
        rationale: """
            Control Center draws only fills: a stroke is silently dropped (SwiftDraw 0.12.0's release \
            notes; Meshtastic-Apple PR #2457; docs/runtime.md). (actool itself compiles stroked glyphs, \
            so --profile xcode does not report them.) The stroke \
            may come from an attribute, a style attribute, a class rule or a parent group. Apple's \
            SFSymbolsPreview* classes are preview styling, not paint, and are ignored. A glyph whose \
            shapes are all stroke-only draws nothing at all (`blank-glyph` reports it), and a stroke \
            narrower than one pixel at @3x is `hairline-stroke`. `symbolcheck fix` \
            outlines the stroke with SVG's widths, caps, joins and dashes (through the geometry layer \
            `symbolcheck make` uses) and turns the stroke off, leaving the rest of the file as it was.
            """,
        remedy: .fix, promisedBy: [.fix],
        repairs: [.outlineStroke],
        examples: [
            RuleExample(
                "a stroked path", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        ##"<path stroke="#000000" stroke-width="2" d="\##(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"##
                    return f.svg
                }()),
            RuleExample(
                "a stroke from a class", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.styleSheet = ".outline { stroke: black; stroke-width: 2 }"
                    f.glyphs["Regular-M"] =
                        #"<path class="outline" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "Apple's wireframe preview class", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.styleSheet = ".SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}"
                    f.glyphs["Regular-M"] =
                        #"<path class="SFSymbolsPreviewWireframe" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
        ])

    /// Stroked shapes of glyphs that draw something (a glyph that draws nothing is
    /// `blank-glyph`'s), grouped by the declaration that strokes them: one cause, one finding.
    /// `hairlines` picks the strokes narrower than one pixel at @3x (`hairline-stroke`'s) or
    /// the others (this rule's).
    static func strokeGroups(_ context: CheckContext, hairlines: Bool) -> [(
        key: SourceRange, value: StyleValue, shapes: [(variant: Variant, node: SVGNode)]
    )] {
        var groups: [SourceRange: (value: StyleValue, shapes: [(variant: Variant, node: SVGNode)])] = [:]
        var order: [SourceRange] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant })
        where !ControlCenterFlattening.drawsNothing(glyph) {
            let pointSize = StrokeVisibility.pointSize(of: glyph.variant, in: context.template)
            for shape in glyph.shapes
            where shape.drawsStroke && StrokeVisibility.isHairline(shape, pointSize: pointSize) == hairlines {
                let value = shape.node.style[.stroke]
                let key = context.span(of: value, on: shape.node)
                if groups[key] == nil {
                    groups[key] = (value, [])
                    order.append(key)
                }
                groups[key]!.shapes.append((glyph.variant, shape.node))
            }
        }
        return order.map { ($0, groups[$0]!.value, groups[$0]!.shapes) }
    }

    /// "on a shape in Regular-M", "on 27 shapes in all 27 variants (first Ultralight-S)",
    /// "on 3 shapes in Ultralight-S and 2 more variants": the variants as the other grouped
    /// findings name them (`VariantList`), the rest in a note.
    static func whereText(_ shapes: [(variant: Variant, node: SVGNode)], context: CheckContext) -> String {
        let count = shapes.count == 1 ? "a shape" : counted(shapes.count, "shape")
        return "on \(count) \(VariantList.text(variants(shapes), context: context))"
    }

    /// The variants the shapes are in, each once, in template order.
    static func variants(_ shapes: [(variant: Variant, node: SVGNode)]) -> [Variant] {
        Array(Set(shapes.map(\.variant))).sorted()
    }

    /// Where the stroke was set and the first shape it strokes.
    static func notes(_ context: CheckContext, _ value: StyleValue, _ shapes: [(variant: Variant, node: SVGNode)])
        -> [Diagnostic.Note]
    {
        var notes: [Diagnostic.Note] = []
        if let origin = context.originNote(value, property: "stroke") {
            notes.append(Diagnostic.Note(origin.message, at: nil))
        }
        if value.origin.range != nil {
            notes.append(Diagnostic.Note("first stroked shape", at: context.span(of: shapes[0].node)))
        }
        if let others = VariantList.othersNote(variants(shapes), context: context) { notes.append(others) }
        return notes + context.useNotes(for: shapes[0].node)
    }

    /// What `fix` does for these strokes: outlines each (`hairline-stroke`'s too).
    static func fixRepair(_ context: CheckContext, _ shapes: [(variant: Variant, node: SVGNode)]) -> Repair {
        Repair(
            shapes.map { Repair.Step(node: $0.node.index, action: .outlineStroke) },
            drawnThroughUse: shapes.contains { $0.node.use != nil }, mayWriteOutStatically: context.derivesVariants)
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        Self.strokeGroups(context, hairlines: false).map { key, value, shapes in
            let repair = Self.fixRepair(context, shapes)
            return finding(
                "stroke `\(value.raw)` \(Self.whereText(shapes, context: context)): Control Center does not draw strokes",
                at: key,
                help: "outline the stroke in your drawing app (Object > Path > Outline Stroke) and remove `stroke`",
                notes: Self.notes(context, value, shapes), repair: repair,
                suggestion: .fix(path: context.source.path, repair: repair))
        }
    }
}
