import SVGModel

package struct NotSVGRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "not-svg", category: .input,
        summary: "the root element is not `svg`",
        consequence: Consequence(
            .xcodeRejects,
            "actool cannot read a document whose root is not `svg` and stops the build",
            evidence: "docs/template-format.md §4.1"),
        rationale: """
            A symbol template is an SVG document. CoreSVG cannot read any other root element, so \
            actool rejects the file before looking for guides or glyphs.
            """,
        remedy: .input,
        examples: [
            RuleExample(
                "an HTML wrapper", fires: true, svg: "<html><svg xmlns=\"http://www.w3.org/2000/svg\"/></html>\n"),
            RuleExample("a plain svg root", fires: false, svg: TemplateFixture().svg),
        ],
        fixedSeverityReason: "a file whose root is not `svg` is no template and actool rejects it")

    // Emitted by the checker from `TemplateFrontEnd`'s failure, which words the message once.
}
