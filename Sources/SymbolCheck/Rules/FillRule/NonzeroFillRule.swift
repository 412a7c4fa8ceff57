import SVGModel

public struct NonzeroFillRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "nonzero-fill", category: .fillRule,
        summary: "contours that run the same way overlap or nest, so even-odd opens what non-zero fills",
        rationale: """
            The SF Symbols app, Xcode and iOS draw a template with the fill rule it declares: non-zero \
            when it declares none, as Apple's exports never do. Where two contours running the same \
            way overlap, or one lies inside another, non-zero fills the region twice over, so the \
            designer saw it filled; even-odd leaves it open. Control Center needs a glyph whose shape \
            does not depend on the fill rule, the one both rules agree on: Apple's exports get there \
            by merging overlapping parts into one outline and winding every hole opposite to the \
            contour around it. symbolcheck compares both rules on a grid where the glyph spans 512 \
            pixels and reports each cause once: the same contours of the same shape in several \
            variants are one error, located in the first variant, with the variants that share it and \
            the largest area. `symbolcheck fix` repairs it without changing the authored look: it \
            merges the contours into one outline with opposite-wound holes, through the same geometry \
            layer as `symbolcheck make`, and leaves the rest of the file byte for byte. When the \
            merged sources of a variable template would no longer interpolate, it first writes the \
            24 variants actool would derive into the file (a static template), then repairs all 27.
            """,
        severities: .controlCenterOnly(.error),
        examples: [
            RuleExample(
                "two overlapping squares drawn the same way", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a square inside a square, drawn the same way", fires: true,
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
        let findings = context.fillRuleFindings.filter { $0.shape.node.style.fillRule == .nonzero }
        return FillRuleCause.causes(findings).map { cause in
            let declared = cause.first.shape.node.style[.fillRule]
            let rule =
                declared.origin == .initial
                ? "non-zero, the rule this file draws with (no fill-rule is declared)"
                : "non-zero, the fill rule this file declares"
            var notes = cause.notes(context: context)
            if let origin = context.originNote(declared, property: "fill-rule") { notes.append(origin) }
            notes += context.useNotes(for: cause.first.shape.node)
            return finding(
                "\(cause.contoursText(context: context)) \(cause.variantsText(context: context)): \(rule), fills \(regionName(cause.layout)) as the designer saw it, and even-odd leaves it open",
                at: cause.range(context: context),
                help: help(cause, path: context.source.path, variable: context.derivesVariants),
                notes: notes)
        }
    }

    private func regionName(_ layout: FillRuleCause.Layout) -> String {
        switch layout {
        case .overlapping: return "where they overlap"
        case .nested(let inner, _): return FillRuleCause.contourList(inner)
        case .selfCrossing: return "the part wound twice"
        }
    }

    private func help(_ cause: FillRuleCause, path: String, variable: Bool) -> String {
        let fix: String
        switch (variable, cause.layout) {
        case (false, _):
            fix = "`symbolcheck fix \(path) --in-place` does it in every variant"
        case (true, .nested):
            fix = FixAdvice.variable(
                path, first: "it deletes the inner contours from all three sources where that draws the same")
        case (true, _):
            fix = FixAdvice.variable(path)
        }
        switch cause.layout {
        case .overlapping:
            return
                "merge \(FillRuleCause.contourList(cause.contours)) into one outline (a union) so both rules draw what you see now; \(fix)"
        case .selfCrossing:
            return
                "redraw \(FillRuleCause.contourList(cause.contours)) as an outline that does not cross itself (remove overlap) so both rules draw what you see now; \(fix)"
        case .nested(let inner, let outer):
            return
                "merge \(FillRuleCause.contourList(inner)) into contour \(outer + 1) (a union: \(inner.count == 1 ? "it adds" : "they add") nothing you can see) so both rules draw what you see now; \(fix). If you meant a hole there, reverse \(FillRuleCause.contourList(inner)) instead"
        }
    }
}
