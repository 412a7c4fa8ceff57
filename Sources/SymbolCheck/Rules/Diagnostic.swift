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
