import SVGModel
import SymbolModel

package struct FakeHoleRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "fake-hole", category: .controlCenter,
        summary: "a glyph shape is filled white, the background colour, to hide ink (control-center)",
        consequence: Consequence(
            .drawsAnotherShape,
            "Control Center draws the white shape in the symbol's one colour, so the hole it stood for fills in",
            evidence:
                "follows from the one-colour flattening (docs/runtime.md, \"Fill rule, strokes, opacity, layers\"); no first-hand report of this case itself"
        ),
        rationale: """
            A "fake hole" is a shape painted in the page's colour (white) over other ink: it looks \
            like a hole in the design tool and the browser. Control Center flattens a symbol to one \
            colour (docs/runtime.md, "Opacity is flattened": the file's colours and opacities do \
            not survive), so the white shape is drawn as ink and the hole fills in; a white shape \
            over no ink appears as ink where the author saw none. No first-hand report covers this \
            case exactly: the finding follows from the one-colour flattening, and the preview \
            sheet shows both looks. Apple's multicolour preview classes (SFSymbolsPreview…) are \
            left out: they set the colour the SF Symbols app previews a layer in. Cut the shape \
            out of the ink below it instead; `symbolcheck make` does so for a plain icon.
            """,
        remedy: .designer, analyses: [.flattening],
        examples: [
            RuleExample(
                "a white disc over a black square", fires: true,
                svg: {
                    var f = TemplateFixture()
                    // The middle quarter of the fixture's square (6 units right of the origin,
                    // centred on the cap-height midline).
                    let side = TemplateFixture.side(.medium)
                    let (x, y) = (6 + side / 4, -AppleTemplate.capHeight / 2 - side / 4)
                    let half = TemplateFixture.number(side / 2)
                    f.glyphs["Regular-M"]! +=
                        #"<rect x="\#(TemplateFixture.number(x))" y="\#(TemplateFixture.number(y))" width="\#(half)" height="\#(half)" fill="white"/>"#
                    return f.svg
                }()),
            RuleExample("paths only", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        // One cause, one finding: the shapes one fill declaration paints white, across variants.
        var groups: [SourceRange: [(variant: Variant, shape: GlyphShape)]] = [:]
        var order: [SourceRange] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes
            where ControlCenterFlattening.paintsBackground(shape)
                && ControlCenterFlattening.authoredAlpha(of: shape) > ControlCenterFlattening.invisibleAlphaDifference
            {
                let key = context.span(of: shape.node.style[.fill], on: shape.node)
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((glyph.variant, shape))
            }
        }
        return order.map { key in
            let group = groups[key]!
            let first = group[0]
            var variants: [Variant] = []
            for entry in group where !variants.contains(entry.variant) { variants.append(entry.variant) }
            let notes = context.declarationNotes(
                first.shape.node.style[.fill], property: "fill", firstShape: first.shape.node, variant: first.variant,
                shapeCount: group.count, variants: variants)
            let subject = group.count == 1 ? "a shape" : "\(group.count) shapes"
            let verb = group.count == 1 ? "is" : "are"
            return finding(
                "\(subject) \(VariantList.text(variants, context: context)) \(verb) filled white, the background colour; Control Center draws \(group.count == 1 ? "it" : "them") as ink in the symbol's one colour",
                at: key,
                help:
                    "cut the shape out of the ink below it (subtract it in your drawing app) instead of painting it white",
                notes: notes)
        }
    }
}
