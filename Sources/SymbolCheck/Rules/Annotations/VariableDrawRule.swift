import SVGModel
import Support
import SymbolModel

package struct VariableDrawRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "variable-draw", category: .annotations,
        summary:
            "a `-sfsymbols-variable-draw` range that does not read, or is on a layer without Draw guide points; a variable-value mode other than color or draw",
        consequence: Consequence(
            .judgment,
            "the symbol draws; the layer does not draw on with the variable value, or the value drives neither mode",
            evidence:
                "Apple documents the annotations; what the reader takes is one reading of CoreUI, not verified (docs/template-format.md §5.1)"
        ),
        rationale: """
            Variable Draw draws layers on as the variable value rises: each layer's class rule \
            carries `-sfsymbols-variable-draw:<start> <span>`, "the threshold at which the layer \
            begins to draw and its span" (Apple, "Annotating custom symbols"; its example: 0 0.33, \
            0.33 0.33, 0.67 0.33). One reading of CoreUI's layer reader (docs/template-format.md \
            §5.1) takes exactly two numbers, each from 0 to 1, and leaves a layer out of Variable \
            Draw when the value is anything else, when the span is 0, or when the layer's paths \
            carry no Draw guide points. `.defaults {-sfsymbols-variable-value-mode:…}` says which \
            of Variable Color and Variable Draw the variable value drives by default: Apple's \
            example writes draw, exports write color. A symbol may carry both Variable Color \
            thresholds and Variable Draw ranges: Apple says it "can support both … but can't \
            perform both at the same time", so both together are not reported. The reading is not \
            verified on a device, so these are warnings.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "a span past 1", fires: true,
                svg: {
                    var f = TemplateFixture.draw
                    f.styleSheet = ".monochrome-0 {-sfsymbols-variable-draw:0.5 1.5}"
                    f.glyphs = f.glyphs.mapValues { $0.replacing("<path ", with: #"<path class="monochrome-0" "#) }
                    return f.svg
                }()),
            RuleExample(
                "a layer drawn on from 0 over 0.33 of the value", fires: false,
                svg: {
                    var f = TemplateFixture.draw
                    f.styleSheet =
                        ".defaults {-sfsymbols-variable-value-mode:draw}\n.monochrome-0 {-sfsymbols-variable-draw:0 0.33}"
                    f.glyphs = f.glyphs.mapValues { $0.replacing("<path ", with: #"<path class="monochrome-0" "#) }
                    return f.svg
                }()),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        guard DrawDesigns.areRead(in: template) else { return [] }
        var out: [Diagnostic] = []
        let shapes = template.glyphs.values.sorted { $0.variant < $1.variant }.flatMap(\.shapes)
        for declaration in template.annotations.declarations(of: VersionedAnnotation.variableDraw.rawValue) {
            let written = "`\(declaration.property):\(declaration.value)`"
            switch VariableDrawRange.read(declaration.value) {
            case .failure(let problem):
                out.append(
                    finding(
                        "\(written) \(problem.message), so the layer takes no part in Variable Draw",
                        at: declaration.range,
                        help:
                            "write the layer's start and span, each from 0 to 1 (e.g. `0 0.33`), or set it again in the SF Symbols app"
                    ))
            case .success(let range) where range.span == 0:
                out.append(
                    finding(
                        "\(written) has a span of 0, so the layer takes no part in Variable Draw",
                        at: declaration.range,
                        help: "give the layer a span above 0, the share of the value it draws over"))
            case .success:
                // A layer is the shapes of its class; one whose paths carry no guide points does not draw on.
                guard let layer = declaration.className else { continue }
                let members = shapes.filter { $0.node.classes.contains(layer) }
                guard !members.isEmpty, members.allSatisfy({ $0.guidePoints == nil }) else { continue }
                out.append(
                    finding(
                        "layer `\(layer)` has a Variable Draw range, but none of its paths carries Draw guide points, so it takes no part in Variable Draw",
                        at: declaration.range,
                        help:
                            "place the layer's guide points in the SF Symbols app (Draw On), or remove its Variable Draw range",
                        notes: [Diagnostic.Note("its first path is here", at: context.span(of: members[0].node))]))
            }
        }
        for declaration in template.annotations.declarations(of: "-sfsymbols-variable-value-mode")
        where !["color", "draw"].contains(declaration.value.lowercased()) {
            out.append(
                finding(
                    "`-sfsymbols-variable-value-mode:\(declaration.value)` names neither color nor draw, the two modes a variable value drives",
                    at: declaration.range, help: "write `color` (Variable Color) or `draw` (Variable Draw)"))
        }
        return out
    }
}
