import SVGModel

public struct EvenoddFragileRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "evenodd-fragile", category: .fillRule,
        summary: "`fill-rule=\"evenodd\"` on a shape whose non-zero coverage differs",
        rationale: """
            The shape is right under even-odd, but Apple's exports never declare a fill rule and \
            converters and older toolchains assume non-zero: there the hole fills in. Wind the inner \
            contour the other way and the shape is the same under both rules.
            """,
        severities: .controlCenterOnly(.warning),
        examples: [
            RuleExample(
                "evenodd with a same-direction hole", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] =
                        #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
                    return f.svg
                }()),
            RuleExample(
                "evenodd with an opposite hole", fires: false,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] =
                        #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: side))M30 -60v40h40v-40Z"/>"#
                    return f.svg
                }()),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        context.fillRuleFindings.filter { $0.shape.node.style.fillRule == .evenodd }.map { f in
            let contour = FillRuleAnalysis.contour(of: f)
            var notes: [Diagnostic.Note] = []
            if let origin = context.originNote(f.shape.node.style[.fillRule], property: "fill-rule") {
                notes.append(origin)
            }
            notes += context.useNotes(for: f.shape.node)
            return finding(
                "a shape in \(f.glyph.variant.id) relies on fill-rule evenodd: under non-zero it fills \(fmt2(f.area)) more square units (\(fmt2(f.share * 100))% of the glyph), \(FillRuleAnalysis.regionText(f, context: context))",
                at: contour?.sourceOffset ?? f.shape.node.offset,
                help: "reverse the direction of the inner contour, then drop fill-rule=\"evenodd\"",
                notes: notes)
        }
    }
}
