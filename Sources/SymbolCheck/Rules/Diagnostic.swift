import SVGModel

/// One finding. Locations are byte offsets into the file; reporters turn them into
/// `line:column` and snippets. Messages start lowercase and have no final period; only
/// `help` suggests a fix.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Byte offset of the element, attribute or command at fault; nil for whole-file findings.
    public var offset: Int?
    public var help: String?
    public var notes: [Note]
    /// Whether the configured severity applies or the rule lowered this finding to a warning.
    public var severityAdjustment: SeverityAdjustment = .configured

    public struct Note: Sendable, Hashable {
        public var message: String
        public var offset: Int?

        public init(_ message: String, at offset: Int? = nil) {
            self.message = message
            self.offset = offset
        }
    }

    public init(
        ruleID: String, severity: Severity, message: String, at offset: Int?, help: String? = nil, notes: [Note] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.offset = offset
        self.help = help
        self.notes = notes
    }
}

extension Diagnostic {
    /// The same finding as a warning that stays one in every profile; an explicit
    /// `--warn`/`--error` for the rule still decides.
    public func loweredToWarning() -> Diagnostic {
        var out = self
        out.severity = .warning
        out.severityAdjustment = .warningUnlessOverridden
        return out
    }
}
