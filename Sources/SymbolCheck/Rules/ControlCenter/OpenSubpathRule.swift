import SVGModel
import Support

public struct OpenSubpathRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "open-subpath", category: .controlCenter,
        summary: "a filled subpath is not closed",
        rationale: """
            Apple: "Check that all shapes in your design have a defined fill area with start and end \
            points that connect." Renderers close an open fill with a straight line, which is rarely \
            the intended outline, and interpolation and annotation tools treat open and closed \
            contours differently.
            """,
        severities: .controlCenterOnly(.warning),
        examples: [
            RuleExample(
                "a square without Z", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)).dropLast())"/>"#
                    return f.svg
                }()),
            RuleExample("closed squares", fires: false, svg: TemplateFixture().svg),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for shape in glyph.shapes where shape.isFilled && shape.node.kind == .path {
                for sub in shape.path.subpaths where !sub.isClosed && !sub.segments.isEmpty {
                    let gap = sub.end - sub.start
                    let gapLength = (gap.x * gap.x + gap.y * gap.y).squareRoot()
                    let detail =
                        gapLength < 1e-6
                        ? "ends where it starts but has no `Z`" : "ends \(fmt(gapLength)) units from its start"
                    out.append(
                        finding(
                            "a subpath in \(glyph.variant.id) is not closed: it \(detail)",
                            at: sub.sourceRange ?? context.span(of: shape.node),
                            help: "end the contour with `Z`", notes: context.useNotes(for: shape.node)))
                }
            }
        }
        return out
    }
}
