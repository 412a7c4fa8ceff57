import SVGModel

/// Emitted by the checker when the XML reader stops.
package struct XMLMalformedRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "xml-malformed", category: .input,
        summary: "the file is not well-formed XML",
        consequence: Consequence(
            .xcodeRejects,
            "actool cannot parse the file and stops the build with \"Unable to parse SVG Data\"",
            evidence: "docs/template-format.md §4.1 (actool's reader, decompiled)"),
        rationale: """
            actool parses the file with CoreSVG and rejects it with "Unable to parse SVG Data" when \
            the XML is broken; nothing else can be checked. symbolcheck points at the byte where \
            reading stopped: an unclosed or mismatched tag, a bad character, invalid UTF-8, an \
            undefined entity.
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "a mismatched end tag", fires: true,
                svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Symbols\"></svg>\n")
        ],
        fixedSeverityReason: "a file that is not well-formed XML cannot be checked any further and actool rejects it")

    func diagnostic(_ message: String, at range: SourceRange, help: String?) -> Diagnostic {
        finding(
            message, at: range, help: help,
            notes: [Diagnostic.Note("actool reports: \"Unable to parse SVG Data\"")])
    }
}
