import SVGModel

public struct NotSVGRule: StageDiagnostic {
    public init() {}

    public let description = RuleDescription(
        id: "not-svg", category: .input,
        summary: "the root element is not `svg`",
        rationale: """
            A symbol template is an SVG document. CoreSVG cannot read any other root element, so \
            actool rejects the file before looking for guides or glyphs.
            """,
        severities: .everywhere(.error),
        examples: [
            RuleExample(
                "an HTML wrapper", fires: true, svg: "<html><svg xmlns=\"http://www.w3.org/2000/svg\"/></html>\n"),
            RuleExample("a plain svg root", fires: false, svg: TemplateFixture().svg),
        ])

    /// Checked by the checker before the template is read: nothing else runs on such a file.
    func diagnostic(for document: XMLDocument) -> Diagnostic? {
        let root = document[document.root]
        guard root.localName != "svg" else { return nil }
        return finding(
            "the root element is <\(root.name)>, not <svg>", at: root.nameRange.start,
            help: "make <svg xmlns=\"http://www.w3.org/2000/svg\"> the root element")
    }
}
