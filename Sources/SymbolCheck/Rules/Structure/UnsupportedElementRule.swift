import SVGModel

public struct UnsupportedElementRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unsupported-element", category: .structure,
        summary:
            "a glyph contains text, an image, a use, a clip path, a mask, a filter, a pattern, a gradient paint or an unknown element",
        rationale: """
            actool turns glyphs into plain filled outlines. It fails with "contains a text node" for \
            text and "has a custom node" for elements CoreSVG cannot map to a shape; clip paths, \
            masks, filters, patterns and gradients are not part of a symbol either and are at best \
            dropped. Outline text and convert effects to filled paths before export.
            """,
        severities: .everywhere(.error),
        examples: [
            RuleExample(
                "text inside Regular-M", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
                    return f.svg
                }()),
            RuleExample(
                "a gradient fill", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path fill="url(#g)" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample("paths only", fires: false, svg: TemplateFixture().svg),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let tree = context.tree
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            for node in glyph.otherElements {
                // Report the outermost unsupported element only (a <text>'s <tspan> is part of it).
                if let parent = node.parent, glyph.otherElements.contains(where: { $0.index == parent }) {
                    continue
                }
                let name = tree.element(of: node).name
                let isText = node.kind == .text
                out.append(
                    finding(
                        "<\(name)> inside the glyph \(glyph.variant.id) is not a shape", at: node.offset,
                        help: isText
                            ? "convert the text to outlines (paths) in your drawing app"
                            : "replace it with filled paths: expand effects, flatten clips and masks",
                        notes: [
                            Diagnostic.Note(
                                isText
                                    ? "actool reports: \"contains a text node.\""
                                    : "actool reports \"has a custom node.\" for elements it cannot map to a shape")
                        ]))
            }
            for shape in glyph.shapes {
                for (property, value) in [("fill", shape.node.style[.fill]), ("stroke", shape.node.style[.stroke])] {
                    guard case .reference(let id) = Paint(parsing: value.raw) else { continue }
                    let kind = tree.node(withID: id).map { "<\(tree.element(of: $0).name)>" } ?? "a missing element"
                    out.append(
                        finding(
                            "the \(property) of a shape in \(glyph.variant.id) is a paint server (\(kind) `#\(id)`)",
                            at: value.origin.offset ?? shape.node.offset,
                            help: "use a solid colour; symbols take their colour from the host",
                            notes: [Diagnostic.Note("the shape is here", at: shape.node.offset)]))
                }
                for property in [StyleProperty.clipPath, .mask, .filter] {
                    let value = shape.node.style[property]
                    guard value.raw != "none", value.origin != .initial else { continue }
                    out.append(
                        finding(
                            "`\(property.rawValue)` on a shape in \(glyph.variant.id) is not supported in symbols",
                            at: value.origin.offset ?? shape.node.offset,
                            help:
                                "apply the \(property.rawValue) to the outline in your drawing app and export plain paths"
                        ))
                }
            }
        }
        return out
    }
}
