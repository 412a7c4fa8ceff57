import SVGModel
import SymbolModel

package struct GuideNotShapeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "guide-not-shape", category: .structure,
        summary: "a guide id names a group or another non-shape element",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"has guide object … of the wrong type, it must be a shape\"",
            evidence: "docs/template-format.md §4.3"),
        rationale: """
            actool reads every guide (baselines, cap lines, margins) as a shape and fails with \
            "has guide object … of the wrong type, it must be a shape" otherwise. Design tools \
            sometimes wrap a guide line in a group that takes over its id.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Baseline-L wrapped in a group", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.guides["Baseline-L"] = #"<g id="Baseline-L"><line x1="263" x2="3036" y1="1556" y2="1556"/></g>"#
                    return f.svg
                }()),
            RuleExample("line guides", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let tree = context.tree
        var ids = GuideKey.all.map(\.id) + ["left-margin", "right-margin"]
        for v in Variant.all { ids += ["left-margin-\(v.id)", "right-margin-\(v.id)"] }
        return ids.compactMap { id in
            guard let node = tree.node(withID: id), !node.kind.isShape else { return nil }
            return finding(
                "the guide `\(id)` is a \(context.describe(node).split(separator: " ")[0].replacingGT()), not a shape",
                at: context.span(of: node),
                help: "give the id to the <line> (or <rect>, <path>) itself and remove the wrapper",
                notes: [
                    Diagnostic.Note("actool reports: \"has guide object \(id) of the wrong type, it must be a shape\"")
                ])
        }
    }
}

extension Substring {
    /// `<g` → `<g>` for messages built from `describe`.
    func replacingGT() -> String { hasSuffix(">") ? String(self) : String(self) + ">" }
}
