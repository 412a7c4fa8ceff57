import SVGModel
import Support
import SymbolModel

package struct OpacityRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "opacity", category: .controlCenter,
        summary: "opacity or fill-opacity below 1 reaches a glyph shape",
        consequence: Consequence(
            .drawsAnotherTone,
            "Control Center draws the translucent shape at full opacity: the silhouette is as drawn, its tone is not",
            evidence:
                "the card's own measurement: fill-opacity came out as 1.0 (docs/runtime.md, \"Fill rule, strokes, opacity, layers\")"
        ),
        rationale: """
            Control Center flattens a symbol to one colour at full opacity: a half-transparent shape \
            comes out solid and covers what it overlaps. Knock-out layers \
            (`-sfsymbols-clear-behind:true`) are meant to be cleared and are not reported.
            """,
        remedy: .designer, analyses: [.flattening],
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

    package func check(_ context: CheckContext) -> [Diagnostic] {
        // One cause, one finding: the shapes one declaration makes translucent are reported
        // together, naming their variants (corpus 153: one style rule, three sources).
        var groups: [SourceRange: [(variant: Variant, shape: GlyphShape, alpha: Double)]] = [:]
        var order: [SourceRange] = []
        var causes: [SourceRange: (property: String, value: StyleValue)] = [:]
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes where shape.drawsInk && !InvisibleShapeRule.isInvisible(shape) {
                let alpha = shape.node.style.fillOpacity * shape.node.cumulativeOpacity
                guard alpha < 1 else { continue }
                let (property, value) = OpacityRule.cause(of: shape, in: context.tree)
                let key = context.span(of: value, on: shape.node)
                if groups[key] == nil {
                    order.append(key)
                    causes[key] = (property, value)
                }
                groups[key, default: []].append((glyph.variant, shape, alpha))
            }
        }
        return order.map { key in
            let group = groups[key]!
            let (property, value) = causes[key]!
            let first = group[0]
            var seen = Set<Variant>()
            let variants = group.map(\.variant).filter { seen.insert($0).inserted }
            let notes = context.declarationNotes(
                value, property: property, firstShape: first.shape.node, variant: first.variant,
                shapeCount: group.count, variants: variants)
            let alphas = Set(group.map { fmt($0.alpha * 100) })
            let opacity =
                alphas.count == 1 ? "\(fmt(first.alpha * 100))%" : "\(alphas.sorted().joined(separator: "%, "))%"
            let subject =
                group.count == 1
                ? "a shape \(VariantList.text(variants, context: context)) is drawn at \(opacity) opacity; Control Center draws it at 100%"
                : "\(group.count) shapes \(VariantList.text(variants, context: context)) are drawn at \(opacity) opacity; Control Center draws them at 100%"
            return finding(
                subject, at: key,
                help:
                    "remove `\(property)`; to cut a hole, reverse the inner contour or use a knock-out layer (-sfsymbols-clear-behind)",
                notes: notes)
        }
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
