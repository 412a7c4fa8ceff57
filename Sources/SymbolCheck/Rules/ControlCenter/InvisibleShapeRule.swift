import SVGModel
import SymbolModel

package struct InvisibleShapeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "invisible-shape", category: .controlCenter,
        summary: "a glyph shape is invisible (opacity 0, fill-opacity 0, hidden) but not a knock-out layer",
        consequence: Consequence(
            .drawsAnotherShape,
            "Control Center draws the invisible shape solid: a transparent size-holder becomes a filled square",
            evidence:
                "Apple: \"SF Symbols picks up all paths in a variant's layer — including invisible paths\" (docs/template-format.md §5); opacity is flattened to 1.0 (docs/runtime.md)"
        ),
        rationale: """
            "SF Symbols picks up all paths in a variant's layer — including invisible paths." \
            Control Center draws every shape solid, so a transparent size-holder rect becomes a \
            filled square. Knock-out layers (`-sfsymbols-clear-behind:true`) are the supported way to \
            make a shape that is not drawn.
            """,
        remedy: .designer, analyses: [.flattening],
        examples: [
            RuleExample(
                "a transparent size holder", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" opacity="0"/>"#
                    return f.svg
                }()),
            RuleExample("visible shapes", fires: false, svg: TemplateFixture().svg),
        ])

    /// The authored look draws none of it: the flattening model's opacity for it is zero.
    static func isInvisible(_ shape: GlyphShape) -> Bool {
        ControlCenterFlattening.authoredAlpha(of: shape) == 0
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes where shape.drawsInk && Self.isInvisible(shape) {
                let style = shape.node.style
                let (property, value): (String, StyleValue)
                if shape.isNotDisplayed {
                    (property, value) =
                        style.isHidden ? ("visibility", style[.visibility]) : ("display", style[.display])
                } else {
                    (property, value) = OpacityRule.cause(of: shape, in: context.tree)
                }
                var notes: [Diagnostic.Note] = []
                // The finding underlines the shape, so the note points at what made it invisible.
                if let origin = context.originNote(value, property: property) { notes.append(origin) }
                notes += context.flatteningNotes(glyph.variant)
                notes += context.useNotes(for: shape.node)
                out.append(
                    finding(
                        "an invisible \(context.describe(shape.node)) in \(glyph.variant.id) (`\(property): \(value.raw)`) is drawn solid by Control Center",
                        at: context.span(of: shape.node),
                        help:
                            "delete the shape; to cut a hole use a knock-out layer (-sfsymbols-clear-behind:true) or reverse the contour",
                        notes: notes))
            }
        }
        return out
    }
}
