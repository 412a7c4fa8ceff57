import SVGModel
import Support
import SymbolModel

package struct DrawGuidePointsRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "draw-guide-points", category: .annotations,
        summary:
            "`data-clipstroke-keyframes` (Draw guide points) that do not read as the export writes them, or lie outside the ranges it shows",
        consequence: Consequence(
            .judgment,
            "the symbol draws; Draw On and Off cannot follow guide points the reader does not read, and a value outside the export's ranges may not mean what the designer placed",
            evidence:
                "Apple documents the attribute, not its numbers; the form is one reading of CoreUI's reader and the ranges those of the one real export (docs/template-format.md §5.1); no first-hand report of what a device draws"
        ),
        rationale: """
            SF Symbols 7 stores the guide points Draw On and Draw Off follow as the \
            `data-clipstroke-keyframes` attribute on each design's path (Apple, "Annotating custom \
            symbols"). Apple does not document the numbers. One reading of CoreUI's reader \
            (docs/template-format.md §5.1) splits the value at each space and takes a first 0 \
            (one set of keyframes) or 1 (several sets with their offsets), then groups of four: a \
            whole number, then three numbers, the floor of the third and fourth naming a subpath \
            of the path. A value it cannot read gives the path no guide points. The one real export \
            found fits that form, with a first 0, three groups, second numbers of 0 or 1, and third \
            and fourth numbers inside the path's subpaths; a value outside those ranges is reported \
            as only unobserved. The attribute on a group is not read: it belongs on a path. What \
            the device draws for such a path is not observed, and the reading is not verified, so \
            this is a warning. Annotate the path again in the SF Symbols app and export it.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "a first number of 2", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = "Template v.7.0"
                    f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"], value: "2 8 0 0.25 0.75")
                    return f.svg
                }()),
            RuleExample(
                "five numbers after the first", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = "Template v.7.0"
                    f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"], value: "0 8 0 0.25 0.75 1")
                    return f.svg
                }()),
            RuleExample("guide points as the export writes them", fires: false, svg: TemplateFixture.draw.svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        guard DrawDesigns.areRead(in: template) else { return [] }
        var out: [Diagnostic] = []
        for glyph in template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for (place, shape) in glyph.shapes.enumerated() {
                guard let points = shape.guidePoints, let problem = points.problems.first else { continue }
                let consequence =
                    problem.isOnlyUnobserved
                    ? "" : "; the reader cannot read the value, so the path has no guide points"
                out.append(
                    finding(
                        "the Draw guide points of \(DrawDesigns.pathName(place)) in \(glyph.variant.id): \(problem.message)\(consequence)",
                        at: points.attribute.sourceRange(ofValueRange: problem.range),
                        help:
                            "annotate the path again in the SF Symbols app (Draw On in the animation inspector) and export the symbol"
                    ))
            }
        }
        for stray in template.annotations.guidePointsOffShapes {
            let name = context.tree.element(of: stray.node).name
            out.append(
                finding(
                    "the Draw guide points are on a <\(name)>: the reader looks for them on the paths, so these are not read",
                    at: stray.attribute.range, help: "put the guide points on each path of the group"))
        }
        return out
    }
}
