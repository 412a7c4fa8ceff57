import SVGModel

public struct GlyphOffCenterRule: Rule {
    public init() {}

    /// The allowed distance between the glyph's centre and the cap-height midline.
    public static let allowedShareOfCapHeight = 0.05

    public let description = RuleDescription(
        id: "glyph-off-center", category: .size,
        summary: "a glyph's vertical centre is more than 5 % of the cap height off the cap-height midline",
        rationale: """
            "The system automatically centers symbols vertically to San Francisco's cap-height." \
            Apple's own symbols sit on the cap-height midline; a glyph drawn above or below it looks \
            misaligned beside text and other symbols.
            """,
        severities: .controlCenterOnly(.warning),
        examples: [
            RuleExample(
                "Regular-M moved up 8 units", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] =
                        #"<path d="M6 \#(fmt(-AppleTemplate.capHeight / 2 - side / 2 - 8))h\#(fmt(side))v\#(fmt(side))h-\#(fmt(side))Z"/>"#
                    return f.svg
                }()),
            RuleExample("centred glyphs", fires: false, svg: TemplateFixture().svg),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.measurements.values.filter { !$0.derived }.sorted { $0.variant < $1.variant }.compactMap { m in
            guard abs(m.centerOffset) > Self.allowedShareOfCapHeight * m.capHeight else { return nil }
            let direction = m.centerOffset < 0 ? "above" : "below"
            let move = m.centerOffset < 0 ? "down" : "up"
            return finding(
                "\(m.variant.id) is centred \(fmt(abs(m.centerOffset))) units \(direction) the cap-height midline (\(fmt2(abs(m.centerOffset) / m.capHeight * 100))% of the cap height)",
                at: context.template.glyph(m.variant).map { context.span(of: $0.node) },
                help: "move the glyph \(move) by \(fmt(abs(m.centerOffset))) units")
        }
    }
}
