import SVGModel
import Support
import SymbolModel

package struct EmptyGlyphRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "empty-glyph", category: .structure,
        summary: "a glyph group has no drawable content or zero-size bounds",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"contains no content\" or \"is zero size\"",
            evidence: "docs/template-format.md §4.3; OrchardKit/open-symbols #5 (measured)"),
        rationale: """
            actool fails with "has glyph node … that contains no content" for an empty group and \
            "that is zero size width || height" for content without area, e.g. a single horizontal \
            line. SF Symbols 7's Export Symbol of imported SVGs has produced such empty groups.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "an empty Regular-L", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-L"] = ""
                    return f.svg
                }()),
            RuleExample("glyphs with content", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let glyphs = context.template.glyphs.values.sorted { $0.variant < $1.variant }.filter(\.isGroup)
        // One cause, one finding: empty groups (corpus 112: 27 of them) are reported together,
        // at the first, with actool's message for it; other defects glyph by glyph.
        let empty = glyphs.filter { $0.shapes.isEmpty && $0.otherElements.isEmpty }
        var out: [(variant: Variant, diagnostic: Diagnostic)] = []
        if let first = empty.first {
            out.append((first.variant, emptyFinding(empty, context: context)))
        }
        for glyph in glyphs where !(glyph.shapes.isEmpty && glyph.otherElements.isEmpty) {
            if let d = otherFinding(glyph, context: context) { out.append((glyph.variant, d)) }
        }
        // Variant order, as before: the grouped finding at its first glyph.
        return out.sorted { $0.variant < $1.variant }.map(\.diagnostic)
    }

    func emptyFinding(_ empty: [Glyph], context: CheckContext) -> Diagnostic {
        let variants = empty.map(\.variant)
        let id = variants[0].id
        var notes = [Diagnostic.Note("actool reports: \"has glyph node \(id) that contains no content\"")]
        if let others = VariantList.othersNote(variants, context: context) { notes.append(others) }
        if empty.count == 1 {
            return finding(
                "the glyph \(id) is empty", at: context.span(of: empty[0].node),
                help: "draw the \(id) outline as filled paths inside the group, or remove the group", notes: notes)
        }
        return finding(
            "the glyph groups \(VariantList.text(variants, context: context)) are empty",
            at: context.span(of: empty[0].node),
            help: "draw each outline as filled paths inside its group, or remove the groups", notes: notes)
    }

    /// A group with no shapes but other elements, or with shapes of no area.
    func otherFinding(_ glyph: Glyph, context: CheckContext) -> Diagnostic? {
        let id = glyph.variant.id
        if glyph.shapes.isEmpty {
            let only = Set(glyph.otherElements.map { "<\(context.tree.element(of: $0).name)>" }).sorted()
            return finding(
                "the glyph \(id) has no shapes (only \(only.joined(separator: ", ")))",
                at: context.span(of: glyph.node),
                help: "draw the \(id) outline as filled paths inside the group, or remove the group",
                notes: [Diagnostic.Note("actool reports: \"has glyph node \(id) that contains no content\"")])
        }
        guard let b = glyph.geometryBounds, b.width > 0, b.height > 0 else {
            return finding(
                "the glyph \(id) has zero-size bounds (\(fmt(glyph.geometryBounds?.width ?? 0)) × \(fmt(glyph.geometryBounds?.height ?? 0)))",
                at: context.span(of: glyph.node),
                help: "draw filled outlines with area; lines and points have none",
                notes: [Diagnostic.Note("actool reports: \"has glyph node \(id) that is zero size width || height\"")])
        }
        return nil
    }
}
