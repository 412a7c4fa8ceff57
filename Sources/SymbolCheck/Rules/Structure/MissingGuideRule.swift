import SVGModel
import SymbolModel

package struct MissingGuideRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "missing-guide", category: .structure,
        summary: "one of Baseline-S/M/L or Capline-S/M/L is absent",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"is missing a baseline guide\" or \"is missing a capline guide\"",
            evidence: "docs/template-format.md §4.3"),
        rationale: """
            actool needs all six baseline and cap-line guides: they give the point size and place \
            the glyph on the text baseline. A template without one fails with "is missing a \
            baseline guide" or "is missing a capline guide".
            """,
        remedy: .make,
        examples: [
            RuleExample(
                "Capline-L removed", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.guides["Capline-L"] = .some(nil)
                    return f.svg
                }()),
            RuleExample("all six guides", fires: false, svg: TemplateFixture().svg),
        ])

    static let appleY: [String: String] = [
        "Baseline-S": "696", "Capline-S": "625.541", "Baseline-M": "1126",
        "Capline-M": "1055.54", "Baseline-L": "1556", "Capline-L": "1485.54",
    ]

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let tree = context.tree
        let anchor = context.span(of: tree.node(withID: "Guides") ?? tree.root)
        return GuideKey.all.filter { context.template.guides[$0] == nil }.map { key in
            let kind = key.kind == .baseline ? "baseline" : "capline"
            let y = Self.appleY[key.id] ?? "…"
            return finding(
                "the template has no `\(key.id)` guide", at: anchor,
                help: "add <line id=\"\(key.id)\" x1=\"263\" x2=\"3036\" y1=\"\(y)\" y2=\"\(y)\"/> to the Guides group",
                notes: [Diagnostic.Note("actool reports: \"is missing a \(kind) guide for \(key.scale.rawValue)\"")])
        }
    }
}
