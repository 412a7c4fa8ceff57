import SVGModel
import Support
import SymbolModel

package struct EvenoddFragileRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "evenodd-fragile", category: .fillRule,
        summary: "`fill-rule=\"evenodd\"` on a shape whose non-zero coverage differs",
        consequence: Consequence(
            .drawsAnotherShape,
            "the compiled symbol fills non-zero, so the region the declared even-odd rule leaves open is filled on the device",
            evidence:
                "SwiftDraw PR #33 (maintainer) and brave/leo #255 (measured, the cause their theory) (docs/runtime.md, \"Fill rule, strokes, opacity, layers\")"
        ),
        rationale: """
            The file declares even-odd, so the designer saw the even-odd shape: where contours running \
            the same way overlap or nest, the region is open. The compiled symbol fills non-zero: \
            SwiftDraw's maintainer says SF Symbols do not support the even-odd rule, so its converter \
            rewinds contours for non-zero (swhitty/SwiftDraw PR #33), and Brave's even-odd icons broke \
            as symbols, which switching their fill rule to non-zero reproduced (brave/leo #255; \
            measured, the cause their theory; docs/runtime.md). So the region the designer left open \
            is filled on the device: an error in the default profile. actool accepts the file, so \
            --profile xcode does not report it. Wind every hole opposite to the \
            contour around it (for overlaps: one outline with an opposite-wound hole where they \
            overlap) and the shape is the same under both rules; `symbolcheck fix` writes a nested \
            same-direction contour backwards where it can (curves and arcs kept), else redraws the \
            shape as one such outline (its curves kept where the outline follows them), and leaves the declared fill rule, \
            which then no longer matters. Reported once per cause, like `nonzero-fill`.
            """,
        remedy: .fix, promisedBy: [.fix], analyses: [.fillRuleSampling],
        repairs: [.reverseContours, .redrawOutline],
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
                "evenodd over two squares that overlap (fix redraws them as one outline)", fires: true,
                svg: {
                    var f = TemplateFixture()
                    // Two squares 0.7 of the glyph's side, one a third of it lower right: together
                    // as large as the glyph the fixture draws.
                    let side = TemplateFixture.side(.medium)
                    let n = TemplateFixture.number
                    let top = -AppleTemplate.capHeight / 2 - side / 2
                    let (small, shift) = (side * 0.7, side * 0.3)
                    f.glyphs["Regular-M"] =
                        #"<path fill-rule="evenodd" d="M6 \#(n(top))h\#(n(small))v\#(n(small))h-\#(n(small))ZM\#(n(6 + shift)) \#(n(top + shift))h\#(n(small))v\#(n(small))h-\#(n(small))Z"/>"#
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

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let findings = context.fillRuleFindings.filter { $0.shape.node.style.fillRule == .evenodd }
        return FillRuleCause.causes(findings).map { cause in
            var notes = cause.notes(context: context)
            if let origin = context.originNote(cause.first.shape.node.style[.fillRule], property: "fill-rule") {
                notes.append(origin)
            }
            notes += context.useNotes(for: cause.first.shape.node)
            let repair = cause.fixRepair(context: context)
            return finding(
                "\(cause.contoursText(context: context)) \(cause.variantsText(context: context)): even-odd, the fill rule this file declares, leaves \(regionName(cause.layout)) open as the designer saw \(cause.regionPronoun), and the compiled symbol fills non-zero, which fills \(cause.regionPronoun) (\(cause.shareText) of the glyph in \(cause.first.glyph.variant.id))",
                at: cause.range(context: context),
                help: help(cause),
                notes: notes, repair: repair,
                suggestion: .fix(
                    path: context.source.path, repair: repair,
                    detail: .full(
                        shape: context.describe(cause.first.shape.node),
                        declared: cause.first.shape.node.style.fillRule)))
        }
    }

    private func regionName(_ layout: FillRuleCause.Layout) -> String {
        switch layout {
        case .overlapping: return "their overlap"
        case .nested(let inner, _): return contourList(inner)
        case .selfCrossing: return "the part wound twice"
        }
    }

    /// The repair by hand; the suggestion, what `fix` does, follows in a clause of its own.
    private func help(_ cause: FillRuleCause) -> String {
        switch cause.layout {
        case .nested(let inner, let outer):
            return
                "reverse \(contourList(inner)) so \(agreeing(inner.count, "it runs", "they run")) opposite to contour \(outer + 1) and both rules leave \(cause.regionPronoun) open"
        case .overlapping, .selfCrossing:
            return
                "redraw \(contourList(cause.contours)) as one outline with an opposite-wound hole where the even-odd shape is open, so both rules draw what you see now"
        }
    }
}
