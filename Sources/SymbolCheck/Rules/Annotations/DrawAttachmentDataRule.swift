import SVGModel
import Support
import SymbolModel

package struct DrawAttachmentDataRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "draw-attachment-data", category: .annotations,
        summary:
            "a `<glyph id>-draw-attachment-data` node that names no glyph of the file, or holds something other than circles",
        consequence: Consequence(
            .judgment,
            "the symbol draws; the attachment node is never looked up, or its anchors are not read",
            evidence:
                "one reading of CoreThemeDefinition and CoreUI (docs/template-format.md §4.1, §5.1); no export with such nodes and no device report found"
        ),
        rationale: """
            From template version 7.0 actool looks up, for each glyph it finds, a node whose id is \
            the glyph's followed by `-draw-attachment-data` (one reading of CoreThemeDefinition, \
            docs/template-format.md §4.1, §5.1). One reading of CoreUI reads such a node's \
            children as circles, each giving an anchor at its centre, or, without children, a \
            data attribute whose name the reading does not show (not checked). A node named after \
            a glyph the file does not draw is never looked up; a child that is not a <circle> \
            gives the reader no centre. Apple does not document these nodes and no export with \
            them was found, so what they do on a device is not known: warnings.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "a rectangle among the attachment anchors", fires: true,
                svg: {
                    var f = TemplateFixture.draw
                    f.margins["Regular-S-draw-attachment-data"] =
                        #"<g id="Regular-S-draw-attachment-data"><circle cx="1410" cy="650" r="1"/><rect x="1420" y="650" width="2" height="2"/></g>"#
                    return f.svg
                }()),
            RuleExample(
                "two circle anchors", fires: false,
                svg: {
                    var f = TemplateFixture.draw
                    f.margins["Regular-S-draw-attachment-data"] =
                        #"<g id="Regular-S-draw-attachment-data"><circle cx="1410" cy="650" r="1"/><circle cx="1420" cy="650" r="1"/></g>"#
                    return f.svg
                }()),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        guard DrawDesigns.areRead(in: template) else { return [] }
        var out: [Diagnostic] = []
        for anchor in template.annotations.anchorNodes where anchor.annotation == .drawAttachmentData {
            guard let variant = anchor.variant, template.glyph(variant) != nil else {
                let named =
                    anchor.variant == nil
                    ? "`\(anchor.prefix)` is no glyph id" : "the file has no \(anchor.prefix) glyph"
                out.append(
                    finding(
                        "`\(anchor.node.id ?? "")` is never looked up: \(named), and actool looks for this node only beside a glyph it finds",
                        at: context.span(of: anchor.node), help: "name it after the glyph it belongs to, or remove it"))
                continue
            }
            let children = context.tree.children(of: anchor.node.index).filter { !$0.kind.isDescriptive }
            if let other = children.first(where: { $0.kind != .circle }) {
                out.append(
                    finding(
                        "`\(anchor.node.id ?? "")` holds a <\(context.tree.element(of: other).name)>: the reader takes each child as a circle and its centre as an anchor",
                        at: context.span(of: other),
                        help: "draw each anchor as a <circle>, or export the symbol again from the SF Symbols app"))
            }
        }
        return out
    }
}
