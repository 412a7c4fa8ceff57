import SVGModel
import Support
import SymbolModel

package struct DrawGuidePointsMissingRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "draw-guide-points-missing", category: .annotations,
        summary: "a design lacks the Draw guide points the other designs carry on the same path",
        consequence: Consequence(
            .judgment,
            "the symbol draws; in the design without guide points (and the weights derived from it) Draw On and Off cannot follow the designed path; what the device draws instead is not observed",
            evidence:
                "Apple: the guide points are on each variant's path (\"Annotating custom symbols\"); no first-hand report of the device's behaviour (docs/template-format.md §5.1, docs/runtime.md)"
        ),
        rationale: """
            Draw On and Draw Off follow guide points the designer places in the SF \
            Symbols app, which writes them on the same path of every design — "on each variant's \
            path" (Apple, "Annotating custom symbols"): the Ultralight, Regular and Black sources, \
            or every glyph of a static template. A design whose path has none (removed by an \
            editor, or lost when a path was redrawn) cannot draw on as designed in that weight, \
            nor in the weights derived from it: one reading of CoreUI interpolates the derived \
            weights' guide points from the sources' (docs/template-format.md §5.1). What the \
            device draws instead is not observed, so this is a warning. actool does not check this, so `--profile \
            xcode` leaves it out. Annotate the path in every design again (SF Symbols 7, then \
            File > Export Symbol), or remove the guide points from every design.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Regular-L without the guide points Regular-S and -M carry", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = "Template v.7.0"
                    f.addDrawGuidePoints(to: ["Regular-S", "Regular-M"])
                    return f.svg
                }()),
            RuleExample("guide points on every design", fires: false, svg: TemplateFixture.draw.svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        guard DrawDesigns.areRead(in: template) else { return [] }
        let designs = DrawDesigns(template)
        guard !designs.annotatedPlaces.isEmpty else { return [] }
        var out: [Diagnostic] = []
        for glyph in designs.glyphs {
            let missing = designs.annotatedPlaces.filter {
                $0 < glyph.shapes.count && glyph.shapes[$0].guidePoints == nil
            }
            guard let first = missing.first else { continue }
            // The designs that carry the first missing path's guide points, and where.
            let carriers = designs.glyphs.filter { other in
                first < other.shapes.count && other.shapes[first].guidePoints != nil
            }
            let paths = missing.map { DrawDesigns.pathName($0) }
            let lacksAll = glyph.shapes.allSatisfy { $0.guidePoints == nil }
            let subject =
                lacksAll
                ? "no Draw guide points in \(glyph.variant.id)"
                : "no Draw guide points on \(Self.list(paths)) in \(glyph.variant.id)"
            // Named one by one up to three, else "every other design" or the first and a count.
            let others =
                carriers.count <= 3
                ? carriers.map(\.variant.id)
                : carriers.count == designs.glyphs.count - 1
                    ? ["every other design"]
                    : ["\(carriers[0].variant.id) and \(counted(carriers.count - 1, "more design"))"]
            let carry = carriers.count == 1 || others == ["every other design"] ? "carries" : "carry"
            var notes: [Diagnostic.Note] = []
            if let carrier = carriers.first, let points = carrier.shapes[first].guidePoints {
                notes.append(
                    Diagnostic.Note(
                        "\(carrier.variant.id)'s guide points on \(DrawDesigns.pathName(first)) are here",
                        at: points.attribute.range))
            }
            out.append(
                finding(
                    "\(subject), where \(Self.list(others)) \(carry) them on the same \(agreeing(missing.count, "path", "paths")): Draw On and Off cannot follow the design in \(glyph.variant.id)",
                    at: context.span(of: glyph.shapes[first].node),
                    help:
                        "annotate the \(agreeing(missing.count, "path", "paths")) in every design again in the SF Symbols app and export the symbol, or remove the guide points from every design",
                    notes: notes))
        }
        return out
    }

    /// "Regular-S", "Regular-S and Regular-M", "path 1, path 2 and path 3".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
