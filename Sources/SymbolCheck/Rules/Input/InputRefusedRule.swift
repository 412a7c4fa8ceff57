import SVGModel

/// Emitted by the checker when a file is refused unread (exit status 2).
public struct InputRefusedRule: StageDiagnostic {
    public init() {}

    public let description = RuleDescription(
        id: "input-refused", category: .input,
        summary: "the file cannot be read, or is refused unread: a limit, an entity declaration, an encoding",
        rationale: """
            Symbol files come from designers, pull requests and downloads, and symbolcheck runs in CI \
            next to secrets. Files that declare DTD entities (the "billion laughs" attack), exceed the \
            size, nesting, attribute, element or path-command limits, or are not UTF-8 are refused \
            with this diagnostic and exit status 2 instead of being read. Limits can be raised with \
            options when a genuine file needs more.
            """,
        severities: .everywhere(.error),
        examples: [
            RuleExample(
                "an entity declaration", fires: true,
                svg: """
                    <?xml version="1.0"?>
                    <!DOCTYPE svg [ <!ENTITY a "aaaaaaaaaa"> ]>
                    <svg xmlns="http://www.w3.org/2000/svg">&a;</svg>

                    """)
        ])
}
