import SymbolCheck

/// Why a file cannot be rewritten (`resize`, `fix`). Rewriting refuses rather than guess: a
/// file it cannot rewrite exactly is left as it is, and nothing is written.
public struct RewriteRefusal: Error, Sendable, Hashable {
    public let message: String
    /// The byte in the input to point at, when there is one.
    public let offset: Int?
    /// What to do about it, in the refusal's own words; a command line to run is `suggestion`.
    public let help: String?
    /// A command line that would help, as data (the commands module words it after `help`).
    package let suggestion: SuggestedAction?

    package init(_ message: String, at offset: Int? = nil, help: String? = nil, suggestion: SuggestedAction? = nil) {
        self.message = message
        self.offset = offset
        self.help = help
        self.suggestion = suggestion
    }

    /// The refusal of a file a finding rules out (a PNG, a plain icon), in the finding's words.
    package init(_ finding: Diagnostic) {
        self.init(finding.message, help: finding.help, suggestion: finding.suggestion)
    }
}
