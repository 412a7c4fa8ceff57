import SVGModel
import Support
import SymbolModel

package struct GlyphOutsideMarginsRule: Rule {
    package init() {}

    /// Ink may touch a margin; beyond this many units of a 100 pt template it is outside. A
    /// template typeset at another point size (its Medium guides) allows as much in points.
    package static let allowance = 0.5

    /// `allowance` in the units of a template typeset at `pointSize`.
    static func allowance(pointSize: Double) -> Double {
        allowance * pointSize / ControlCenterSymbolArea.templatePointSize
    }

    package let description = RuleDescription(
        id: "glyph-outside-margins", category: .size,
        summary: "ink extends past the glyph's own margin guide by more than 0.5 units (at 100 pt)",
        consequence: Consequence(
            .judgment,
            "the glyph is drawn as designed; next to text its ink reaches past the space its margins reserve",
            evidence: "Apple's margin guides (docs/template-format.md §1.3)"),
        rationale: """
            Margins set the space a symbol takes next to text. Ink outside them collides with \
            neighbouring text or symbols. Negative margins are legal when meant; this warns so they \
            are a decision, not an accident. Only a variant's own margin pair is compared.
            """,
        remedy: .designer, analyses: [.measurements],
        examples: [
            RuleExample(
                "right margin 3 units inside the ink", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let x = TemplateFixture.columnX + 6 + TemplateFixture.side(.medium) - 3
                    f.margins["Regular-M"] =
                        #"<line id="left-margin-Regular-M" x1="1400" x2="1400" y1="1030.785" y2="1150.121"/><line id="right-margin-Regular-M" x1="\#(TemplateFixture.number(x))" x2="\#(TemplateFixture.number(x))" y1="1030.785" y2="1150.121"/>"#
                    return f.svg
                }()),
            RuleExample("margins around the ink", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for m in context.measurements.values.sorted(by: { $0.variant < $1.variant }) where !m.derived {
            let own =
                context.template.margins[m.variant]?.isComplete == true
                || (m.variant == .regularM && context.template.legacyMargins?.isComplete == true
                    && m.marginSource == "left-margin/right-margin")
            guard own, let pair = context.template.effectiveMargins(for: m.variant)?.pair else { continue }
            let allowance = Self.allowance(pointSize: m.pointSize)
            if let l = m.leftBearing, l < -allowance {
                out.append(
                    finding(
                        "\(m.variant.id)'s ink reaches \(fmt(-l)) units left of its left margin guide",
                        at: pair.left.map { context.span(of: $0.node) },
                        help: "move the left margin guide to x \(fmt(m.bounds!.minX)) or further left"))
            }
            if let r = m.rightBearing, r < -allowance {
                out.append(
                    finding(
                        "\(m.variant.id)'s ink reaches \(fmt(-r)) units right of its right margin guide",
                        at: pair.right.map { context.span(of: $0.node) },
                        help: "move the right margin guide to x \(fmt(m.bounds!.maxX)) or further right"))
            }
        }
        return out
    }
}
