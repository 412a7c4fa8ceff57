import SVGModel
import SymbolModel

package struct ClipCutsNothingRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "clip-cuts-nothing", category: .structure,
        summary: "a clip path or mask lets all of the ink it applies to through (control-center)",
        consequence: Consequence(
            .information,
            "the glyph draws the same whether or not the compiled symbol applies the clip or mask",
            evidence:
                "no first-hand report of what the compiled symbol does with clips (docs/runtime.md, \"Clip paths and masks\"); one that cuts nothing draws the same either way"
        ),
        rationale: """
            Figma's default export wraps an icon in <g clip-path="url(#clip0…)"> with a frame-sized \
            rectangle, and a shipped icon library (brave/leo-sf-symbols) puts such a clip in every \
            glyph group. Whether the compiled symbol applies a clip path or mask is not known \
            (docs/runtime.md, "Clip paths and masks": no first-hand report), but one that lets all \
            of the ink through draws the same either way, so it is a note, not the \
            unsupported-element error a clip that cuts ink is. When what it lets through is one \
            axis-aligned rectangle (a clip path of one rectangle, a mask of one opaque white \
            rectangle, within the mask's own region), it must hold the exact bounds of every \
            shape below the element, strokes included. Any other clip path (a circle, a rounded \
            frame, several shapes under their clip-rule), or a mask of opaque white shapes, must \
            hold the convex hull of those shapes' points and curve control points, grown by each \
            stroke's reach: its shapes are flattened to polygons within 1/10 000 of the ink's size, \
            and no edge of them may touch the hull. A clip that only grazes the ink, a mask with \
            black, grey or stroked shapes, or content sized to the bounding box stays \
            unsupported-element; `symbolcheck make` and `symbolcheck fix` decide it exactly, with GEOS, and apply it.
            """,
        remedy: .fix,
        repairs: [.removeClip],
        examples: [
            RuleExample(
                "a frame-sized clip around the glyph", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let square = TemplateFixture.squarePath(side: TemplateFixture.side(.medium))
                    f.glyphs["Regular-M"] =
                        #"<clipPath id="frame"><rect x="-5000" y="-5000" width="10000" height="10000"/></clipPath><g clip-path="url(#frame)"><path d="\#(square)"/></g>"#
                    return f.svg
                }()),
            RuleExample("paths only", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let tree = context.tree
        // One cause, one finding per property: Brave's library repeats the clip in every glyph.
        // Each declaration up to the glyph group is decided on its own (a shape may be under two).
        var found: [StyleProperty: [(variant: Variant, value: StyleValue, node: SVGNode)]] = [:]
        var decided: Set<ClipDeclaration> = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            for shape in glyph.shapes {
                for property in [StyleProperty.clipPath, .mask] {
                    for (value, declaring) in UnsupportedElementRule.declarations(
                        of: property, above: shape.node, upTo: glyph.node, in: tree)
                    where decided.insert(ClipDeclaration(node: declaring.index, property: property)).inserted {
                        guard
                            ClipCoverage.cutsNothing(
                                property, on: declaring,
                                shapes: UnsupportedElementRule.shapes(of: glyph, below: declaring, in: tree), in: tree)
                        else { continue }
                        found[property, default: []].append((glyph.variant, value, declaring))
                    }
                }
            }
        }
        return [StyleProperty.clipPath, .mask].compactMap { property in
            guard let group = found[property], let first = group.first else { return nil }
            var variants: [Variant] = []
            for entry in group where !variants.contains(entry.variant) { variants.append(entry.variant) }
            var notes: [Diagnostic.Note] = []
            if let others = VariantList.othersNote(variants, context: context) { notes.append(others) }
            notes += context.useNotes(for: first.node)
            let repair = Self.repair(property, group.map(\.node), in: tree)
            return finding(
                "`\(property.rawValue)` \(VariantList.text(variants, context: context)) lets all of the ink it applies to through: it changes no pixel",
                at: context.span(of: first.value, on: first.node),
                help: "remove the `\(property.rawValue)` and its definition from the glyph",
                notes: notes, repair: repair, suggestion: repair.map { .fix(path: context.source.path, repair: $0) })
        }
    }

    /// What `fix` does with such declarations: takes each off (`ClipRemoval`), where it can edit
    /// it (not inside what a `<use>` draws) and the definition exists.
    static func repair(_ property: StyleProperty, _ declaring: [SVGNode], in tree: SVGTree) -> Repair? {
        let removed = declaring.filter { !$0.isInstance && tree.clipDefinition(property, on: $0) != nil }
        guard !removed.isEmpty else { return nil }
        return Repair(removed.map { Repair.Step(node: $0.index, action: .removeClip(property)) })
    }
}
