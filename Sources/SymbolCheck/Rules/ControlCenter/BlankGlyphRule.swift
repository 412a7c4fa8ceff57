import SVGModel
import Support
import SymbolModel

package struct BlankGlyphRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "blank-glyph", category: .controlCenter,
        summary: "a glyph has shapes but none that a compiled symbol draws",
        consequence: Consequence(
            .drawsNothing,
            "the symbol builds and draws blank space: compiled symbols draw fills only",
            evidence:
                "Meshtastic-Apple PR #2457, measured on a device (docs/runtime.md, \"Compiled, but draws nothing\")"),
        rationale: """
            A compiled symbol draws fills only. A glyph whose every shape has `fill: none` (the SF \
            Symbols wireframe look: outlines drawn as 0.5-unit strokes) compiles without an error and \
            draws blank space: Meshtastic-Apple PR #2457 shipped such glyphs and every view drew \
            nothing, because "the symbol compiler ignores strokes" (measured on a device; \
            docs/runtime.md, "Compiled, but draws nothing"). This rule owns the strokes of such glyphs (`stroke` and `hairline-stroke` report strokes of \
            glyphs that draw something). actool accepts the file, so under --profile xcode it is a \
            note: it never fails that profile's run, not even under --strict. Strokes narrower than one pixel at @3x in the Control Center tile (under \
            1.39 units in a 100 pt template; see `hairline-stroke`) would not show once outlined either, so \
            `symbolcheck fix` refuses to outline them and asks which of two repairs you mean: \
            `--wireframe fill` fills the closed shapes with the strokes' paint and drops the strokes \
            (what a wireframe of filled art stands for), `--wireframe outline` outlines each stroke at \
            1.08 pixels at @3x (1.5 units in a 100 pt template) or its own width if wider. Wider strokes `fix` outlines as \
            they are.
            """,
        remedy: .fix, promisedBy: [.fix],
        repairs: [.wireframe],
        examples: [
            RuleExample(
                "a wireframe Regular-M: a 0.5-unit stroke and no fill", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path style="fill:none;stroke:#000000;stroke-width:0.5" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a filled glyph", fires: false, svg: TemplateFixture().svg),
        ])

    /// The glyphs this rule reports, in variant order.
    static func blankGlyphs(_ template: SymbolTemplate) -> [Glyph] {
        template.glyphs.values.filter(ControlCenterFlattening.drawsNothing).sorted { $0.variant < $1.variant }
    }

    /// The widest stroke of these glyphs when it is narrower than one pixel at @3x in a template
    /// typeset at `pointSize`: outlined as drawn, the strokes would still show nothing, so `fix`
    /// asks which repair is meant. Nil when a stroke is wide enough to show, or none paints.
    static func hairlineWidth(_ glyphs: [Glyph], pointSize: Double) -> Double? {
        let widths = glyphs.flatMap(\.shapes).filter(\.drawsStroke)
            .map { StrokeVisibility.width(of: $0.node) }
        guard let widest = widths.max(), widest < StrokeVisibility.onePixelInTemplateUnits(pointSize: pointSize)
        else { return nil }
        return widest
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let blank = Self.blankGlyphs(context.template)
        guard let first = blank.first, let firstShape = first.shapes.first else { return [] }
        let shapes = blank.flatMap(\.shapes)
        let stroked = shapes.filter(\.drawsStroke)
        // One cause: every blank glyph is reported together, at the first shape's fill.
        var reason = "every shape has `fill: none`"
        if !stroked.isEmpty { reason += ", and compiled symbols do not draw strokes" }
        let fill = firstShape.node.style[.fill]
        var notes: [Diagnostic.Note] = []
        if let origin = context.originNote(fill, property: "fill") { notes.append(Diagnostic.Note(origin.message)) }
        let pointSize = StrokeVisibility.pointSize(of: first.variant, in: context.template)
        let hairline = Self.hairlineWidth(blank, pointSize: pointSize)
        if let hairline {
            notes.append(
                Diagnostic.Note(
                    "the strokes are at most \(fmt(hairline)) units wide, \(fmt2(StrokeVisibility.pixels(hairline, pointSize: pointSize))) pixels at @3x in the Control Center tile: outlined, they would not show either"
                ))
        }
        notes += context.useNotes(for: firstShape.node)
        let repair =
            stroked.isEmpty
            ? Repair.leftAsIs(
                "no shape has a stroke to outline: what the shapes are meant to fill is the designer's choice")
            : Repair(
                stroked.map { Repair.Step(node: $0.node.index, action: .wireframe(hairline: hairline)) },
                drawnThroughUse: shapes.contains { $0.node.use != nil }, mayWriteOutStatically: context.derivesVariants)
        let variants = blank.map(\.variant.id).joined(separator: ", ")
        let verb = agreeing(blank.count, "draws", "draw")
        return [
            finding(
                "\(variants) \(verb) nothing once compiled: \(reason)", at: context.span(of: fill, on: firstShape.node),
                help: help(stroked: !stroked.isEmpty, hairlines: hairline != nil, pointSize: pointSize, repair: repair),
                notes: notes, repair: repair,
                suggestion: !stroked.isEmpty && repair.namesFix ? .fix(path: context.source.path, repair: repair) : nil)
        ]
    }

    /// The repair by hand; where `fix` outlines or asks which repair (`repair.namesFix`), the
    /// suggestion follows in a clause of its own.
    func help(stroked: Bool, hairlines: Bool, pointSize: Double, repair: Repair) -> String {
        guard stroked, repair.namesFix else { return "give the shapes the fill they are meant to draw" }
        if hairlines {
            return
                "fill the closed shapes and remove `stroke`, or widen the strokes to at least \(fmt2(StrokeVisibility.onePixelInTemplateUnits(pointSize: pointSize))) units and outline them"
        }
        return "outline the strokes in your drawing app (Object > Path > Outline Stroke) and remove `stroke`"
    }
}
