import SVGModel
import Support
import SymbolModel

package struct PointSizeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "point-size", category: .structure,
        summary: "the point size from the Medium guides rounds to zero or below",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"has too small a point size\"",
            evidence: "docs/template-format.md §4.3"),
        rationale: """
            actool computes the template's point size as round((Baseline-M − Capline-M) / 0.704589844) \
            and fails with "has too small a point size" when it is not positive: the cap line is \
            on or below the baseline, or less than 0.36 units above it.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Capline-M 0.3 units above Baseline-M", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.guides["Capline-M"] = #"<line id="Capline-M" x1="263" x2="3036" y1="1125.7" y2="1125.7"/>"#
                    return f.svg
                }()),
            RuleExample("Apple's guides: point size 100", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let t = context.template
        guard let base = t.guides[GuideKey(.baseline, .medium)], let cap = t.guides[GuideKey(.capline, .medium)],
            base.isShape, cap.isShape, let by = base.y, let cy = cap.y
        else { return [] }
        let size = AppleTemplate.pointSize(capHeight: by - cy)
        guard !(size > 0) else { return [] }
        return [
            finding(
                "the Medium guides give a point size of \(fmt(size)): Capline-M (y \(fmt(cy))) must be above Baseline-M (y \(fmt(by)))",
                at: context.span(of: cap.node),
                help:
                    "put Capline-M \(fmt(AppleTemplate.capHeight)) units above Baseline-M (y \(fmt(by - AppleTemplate.capHeight))) for a 100-point template",
                notes: [Diagnostic.Note("actool reports: \"Symbol image file has too small a point size\"")])
        ]
    }
}
