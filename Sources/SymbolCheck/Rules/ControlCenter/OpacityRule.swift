import SVGModel
import Support

public struct OpacityRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "opacity", category: .controlCenter,
        summary: "opacity or fill-opacity below 1 reaches a glyph shape",
        rationale: """
            Control Center flattens a symbol to one colour at full opacity: a half-transparent shape \
            comes out solid and covers what it overlaps. Knock-out layers \
            (`-sfsymbols-clear-behind:true`) are meant to be cleared and are not reported.
            """,
        severities: .controlCenterOnly(.warning),
        examples: [
            RuleExample(
                "fill-opacity 0.5", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path fill-opacity="0.5" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a knock-out layer", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.styleSheet = ".monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}"
                    f.glyphs["Regular-M"]! += #"<path class="monochrome-1" d="M40 -40h20v20h-20Z"/>"#
                    return f.svg
                }()),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes where shape.isFilled && !shape.knocksOut && !InvisibleShapeRule.isInvisible(shape)
            {
                let style = shape.node.style
                let alpha = style.fillOpacity * shape.node.cumulativeOpacity
                guard alpha < 1 else { continue }
                let (property, value) = OpacityRule.cause(of: shape, in: context.tree)
                var notes: [Diagnostic.Note] = []
                if let origin = context.originNote(value, property: property) {
                    notes.append(Diagnostic.Note(origin.message))
                }
                notes.append(Diagnostic.Note("the shape is here", at: context.span(of: shape.node)))
                notes += context.flatteningNotes(glyph.variant)
                notes += context.useNotes(for: shape.node)
                out.append(
                    finding(
                        "a shape in \(glyph.variant.id) is drawn at \(fmt(alpha * 100))% opacity; Control Center draws it at 100%",
                        at: context.span(of: value, on: shape.node),
                        help:
                            "remove `\(property)`; to cut a hole, reverse the inner contour or use a knock-out layer (-sfsymbols-clear-behind)",
                        notes: notes))
            }
        }
        return out
    }

    /// The declaration that lowers the shape's opacity: its fill-opacity, or the nearest
    /// `opacity` on it or an ancestor.
    static func cause(of shape: GlyphShape, in tree: SVGTree) -> (String, StyleValue) {
        if shape.node.style.fillOpacity < 1 { return ("fill-opacity", shape.node.style[.fillOpacity]) }
        var k: Int? = shape.node.index
        while let current = k {
            if tree[current].style.opacity < 1 { return ("opacity", tree[current].style[.opacity]) }
            k = tree[current].parent
        }
        return ("opacity", shape.node.style[.opacity])
    }
}
