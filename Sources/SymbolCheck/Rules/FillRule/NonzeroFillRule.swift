import SVGModel

public struct NonzeroFillRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "nonzero-fill", category: .fillRule,
        summary: "a filled shape covers more under its non-zero fill rule than under even-odd",
        rationale: """
            Control Center needs the even-odd shape: a hole only stays a hole when its contour runs \
            opposite to its outer contour, as in Apple's own exports. A hole wound the same way \
            fills in under the non-zero rule (SVG's default), so the glyph turns into a solid blob. \
            symbolcheck compares both rules on a grid where the glyph spans 512 pixels and reports \
            the area that changes and where.
            """,
        severities: .controlCenterOnly(.error),
        examples: [
            RuleExample(
                "a ring whose hole runs the same way", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a ring whose hole runs the other way (Apple's style)", fires: false,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60v40h40v-40Z"/>"#
                    return f.svg
                }()),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.fillRuleFindings.filter { $0.shape.node.style.fillRule == .nonzero }.map { f in
            let contour = FillRuleAnalysis.contour(of: f)
            return finding(
                "under the non-zero fill rule a shape in \(f.glyph.variant.id) fills \(fmt2(f.area)) square units (\(fmt2(f.share * 100))% of the glyph) that even-odd leaves open, \(FillRuleAnalysis.regionText(f, context: context))",
                at: contour?.sourceOffset ?? f.shape.node.offset,
                help: "reverse the direction of the inner contour (the hole) so it runs opposite to the outer one",
                notes: (contour == nil ? [] : [Diagnostic.Note("the shape starts here", at: f.shape.node.offset)])
                    + context.useNotes(for: f.shape.node))
        }
    }
}
