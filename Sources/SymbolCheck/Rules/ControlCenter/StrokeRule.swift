import SVGModel
import Support

public struct StrokeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "stroke", category: .controlCenter,
        summary: "a glyph shape has a stroke paint",
        rationale: """
            Control Center draws only fills: a stroke is silently dropped, and a stroke-only outline \
            compiles to an empty glyph. (actool itself compiles stroked glyphs, so --profile xcode does \
            not report them.) The stroke \
            may come from an attribute, a style attribute, a class rule or a parent group. Apple's \
            SFSymbolsPreview* classes are preview styling, not paint, and are ignored. `symbolcheck fix` \
            outlines the stroke with SVG's widths, caps, joins and dashes (through the geometry layer \
            `symbolcheck make` uses) and turns the stroke off, leaving the rest of the file as it was.
            """,
        severities: .controlCenterOnly(.error),
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
                    f.styleSheet = ".outline { stroke: black }"
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

    public func check(_ context: CheckContext) -> [Diagnostic] {
        // One cause, one error: shapes stroked by the same declaration are reported together.
        var groups: [SourceRange: (value: StyleValue, shapes: [(Variant, SVGNode)])] = [:]
        var order: [SourceRange] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes where shape.node.style.stroke.paints {
                let value = shape.node.style[.stroke]
                let key = context.span(of: value, on: shape.node)
                if groups[key] == nil {
                    groups[key] = (value, [])
                    order.append(key)
                }
                groups[key]!.shapes.append((glyph.variant, shape.node))
            }
        }
        return order.map { key in
            let (value, shapes) = groups[key]!
            let variants = Array(Set(shapes.map(\.0))).sorted().map(\.id)
            let count = shapes.count == 1 ? "a shape" : counted(shapes.count, "shape")
            var notes: [Diagnostic.Note] = []
            if let origin = context.originNote(value, property: "stroke") {
                notes.append(Diagnostic.Note(origin.message, at: nil))
            }
            if value.origin.range != nil {
                notes.append(Diagnostic.Note("first stroked shape", at: context.span(of: shapes[0].1)))
            }
            notes += context.useNotes(for: shapes[0].1)
            return finding(
                "stroke `\(value.raw)` on \(count) in \(variants.joined(separator: ", ")): Control Center does not draw strokes",
                at: key,
                help: "outline the stroke in your drawing app (Object > Path > Outline Stroke) and remove `stroke`; "
                    + (shapes.contains { $0.1.use != nil }
                        ? FixAdvice.drawnThroughUse
                        : FixAdvice.stroke(context.source.path, variable: context.derivesVariants)),
                notes: notes)
        }
    }
}
