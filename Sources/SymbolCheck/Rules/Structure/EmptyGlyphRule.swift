import SVGModel
import Support

public struct EmptyGlyphRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "empty-glyph", category: .structure,
        summary: "a glyph group has no drawable content or zero-size bounds",
        rationale: """
            actool fails with "has glyph node … that contains no content" for an empty group and \
            "that is zero size width || height" for content without area, e.g. a single horizontal \
            line. SF Symbols 7's Export Symbol of imported SVGs has produced such empty groups.
            """,
        severities: .everywhere(.error),
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

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.template.glyphs.values.sorted { $0.variant < $1.variant }.compactMap { glyph in
            guard glyph.isGroup else { return nil }
            let id = glyph.variant.id
            if glyph.shapes.isEmpty {
                let what =
                    glyph.otherElements.isEmpty
                    ? "is empty"
                    : "has no shapes (only \(Set(glyph.otherElements.map { "<\(context.tree.element(of: $0).name)>" }).sorted().joined(separator: ", ")))"
                return finding(
                    "the glyph \(id) \(what)", at: context.span(of: glyph.node),
                    help: "draw the \(id) outline as filled paths inside the group, or remove the group",
                    notes: [Diagnostic.Note("actool reports: \"has glyph node \(id) that contains no content\"")])
            }
            guard let b = glyph.geometryBounds, b.width > 0, b.height > 0 else {
                return finding(
                    "the glyph \(id) has zero-size bounds (\(fmt(glyph.geometryBounds?.width ?? 0)) × \(fmt(glyph.geometryBounds?.height ?? 0)))",
                    at: context.span(of: glyph.node),
                    help: "draw filled outlines with area; lines and points have none",
                    notes: [
                        Diagnostic.Note("actool reports: \"has glyph node \(id) that is zero size width || height\"")
                    ])
            }
            return nil
        }
    }
}
