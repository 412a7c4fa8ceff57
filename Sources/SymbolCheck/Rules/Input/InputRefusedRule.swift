import SVGModel

/// Emitted by the checker when a file is refused unread (exit status 2).
package struct InputRefusedRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "input-refused", category: .input,
        summary: "the file cannot be read, or is refused unread: a limit, an external entity, an encoding",
        consequence: Consequence(
            .unread,
            "symbolcheck did not read the file, so it cannot say what actool or the device does with it",
            evidence: "symbolcheck's own limits and guards (docs/hostile-input.md)"),
        rationale: """
            Symbol files come from designers, pull requests and downloads, and symbolcheck runs in CI \
            next to secrets. Files that refer to external entities (XXE: symbolcheck never loads \
            anything but the file), whose internal entities would expand more than 100 times (the \
            "billion laughs" attack), that exceed the size, nesting, attribute, element or \
            path-command limits, or that are in an encoding symbolcheck does not read (UTF-32, or \
            one other than UTF-8, UTF-16, ISO-8859-1, US-ASCII and windows-1252) are refused with \
            this diagnostic and exit status 2 instead of being read. Limits can be raised with \
            options when a genuine file needs more.
            """,
        remedy: .input,
        examples: [
            RuleExample(
                "an external entity", fires: true,
                svg: """
                    <?xml version="1.0"?>
                    <!DOCTYPE svg [ <!ENTITY a SYSTEM "file:///etc/hostname"> ]>
                    <svg xmlns="http://www.w3.org/2000/svg">&a;</svg>

                    """)
        ],
        fixedSeverityReason:
            "a file that was not read cannot be checked, and passing it would certify what nobody looked at")
}
