import SVGModel
import Support
import SymbolModel

package struct NonzeroFillRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "nonzero-fill", category: .fillRule,
        summary: "contours that run the same way overlap or nest, so even-odd opens what non-zero fills",
        consequence: Consequence(
            .judgment,
            "the compiled symbol fills non-zero and draws the shape as designed; only tools that draw the file even-odd open the region",
            evidence:
                "SwiftDraw PR #33 and brave/leo #255 (docs/runtime.md, \"Fill rule, strokes, opacity, layers\"); no first-hand report of such a shape breaking on a device"
        ),
        rationale: """
            The SF Symbols app, Xcode and iOS draw a template with the fill rule it declares: \
            non-zero when it declares none, as Apple's exports never do. Where two contours running \
            the same way overlap, or one lies inside another, non-zero fills the region twice over, \
            so the designer saw it filled; even-odd leaves it open. The compiled symbol fills \
            non-zero (swhitty/SwiftDraw PR #33, brave/leo #255; docs/runtime.md), so the device \
            draws the shape as designed, and no first-hand report shows such a shape breaking on a \
            device: this is a warning, not an error. What it warns of is the file: every tool that \
            draws or converts it even-odd (an icon pipeline, a converter, a designer who switches \
            the rule) opens the region, and once someone declares even-odd that is the \
            `evenodd-fragile` error. Apple's exports never depend on the rule: they merge \
            overlapping parts into one outline and wind every hole opposite to the contour around \
            it. actool accepts the file, so --profile xcode does not report it. Each finding gives the \
            region's share of the glyph: a sliver of a fraction of a percent is a tidy-up, not a \
            broken glyph. symbolcheck compares both rules on a grid where the glyph spans 512 \
            pixels and reports each cause once: the same contours of the same shape in several \
            variants are one finding, located in the first variant, with the variants that share it and \
            the largest area; variants where the same contours are laid out otherwise, or need another \
            repair, are another finding. `symbolcheck fix` repairs it without changing the authored \
            look, as the help of each finding says: where the finding names contours that add \
            nothing (nested ones that run the same way), it deletes them and no other command \
            changes; otherwise it redraws the shape as one outline with opposite-wound holes, fitted back to \
            curves and keeping the shape's own where the outline follows them, through the same \
            geometry layer as `symbolcheck make`. The rest of the file stays byte for byte. A \
            variable template's three sources are repaired alike and stay variable; where they \
            would no longer interpolate, `fix` refuses unless asked (`--static`) to write the 24 \
            variants actool would derive into the file (a static template) and repair all 27.
            """,
        remedy: .fix, promisedBy: [.fix], analyses: [.fillRuleSampling],
        repairs: [.deleteContours, .redrawOutline],
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

    package func check(_ context: CheckContext) -> [Diagnostic] {
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
            let repair = cause.fixRepair(context: context)
            return finding(
                "\(cause.contoursText(context: context)) \(cause.variantsText(context: context)): \(rule), fills \(regionName(cause.layout)) as the designer saw \(cause.regionPronoun), and even-odd leaves \(cause.regionPronoun) open (\(cause.shareText) of the glyph in \(cause.first.glyph.variant.id))",
                at: cause.range(context: context),
                help: help(cause),
                notes: notes, repair: repair,
                suggestion: .fix(path: context.source.path, repair: repair))
        }
    }

    private func regionName(_ layout: FillRuleCause.Layout) -> String {
        switch layout {
        case .overlapping: return "where they overlap"
        case .nested(let inner, _): return contourList(inner)
        case .selfCrossing: return "the part wound twice"
        }
    }

    /// Two lines at most: what breaks and where (a tool drawing the file even-odd, not the
    /// compiled symbol: docs/runtime.md) and the repair by hand; the suggestion, what `fix`
    /// does, follows as the alternative.
    private func help(_ cause: FillRuleCause) -> String {
        let breaks =
            "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it"
        switch cause.layout {
        case .overlapping:
            return "\(breaks). Merge \(contourList(cause.contours)) into one outline"
        case .selfCrossing:
            return "\(breaks). Redraw \(contourList(cause.contours)) so it does not cross itself"
        case .nested(let inner, let outer):
            let repair: String
            if case .deleteContours(let deleted) = cause.repair {
                repair = "Delete \(contourList(deleted)) (\(agreeing(deleted.count, "it adds", "they add")) nothing)"
            } else {
                repair = "Merge \(contourList(inner)) and contour \(outer + 1) into one outline"
            }
            return "\(breaks). \(repair)"
        }
    }
}
