import SVGModel

/// One finding. Locations are byte ranges in the file (chosen as `DiagnosticSpans` says);
/// reporters turn them into `line:column` and underlined snippets. Messages start lowercase
/// and have no final period; only `help` suggests a fix.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The element, attribute or command at fault; nil for whole-file findings.
    package var range: SourceRange?
    /// What to do about it, in the finding's own words; a command line to run is `suggestion`.
    public var help: String?
    public var notes: [Note]
    /// A command line that would help, as data: `symbolcheck` words it after `help` before
    /// reporting (`CommandAdvice` in SymbolCheckCLI); nil when there is none.
    package var suggestion: SuggestedAction?
    /// What `symbolcheck fix` does for this finding, decided by the rule that reports it (nil
    /// for rules `fix` does not serve). Not part of any report format: the finding suggests `fix`
    /// with it (`SuggestedAction.fix`), which `symbolcheck` words after the help.
    package var repair: Repair?
    /// The glyph group the finding is in (`Regular-M`), set by the checker from where it
    /// points; nil for a finding outside every glyph. A baseline matches findings by file, rule
    /// and glyph, so an edit that moves a finding's line does not make it new.
    public var glyph: String?
    /// For a finding about a Control (`controls`): the Control and the name it is about, set by
    /// the checker. A baseline keys such a finding by them, not by its line, so a finding that
    /// moved stays known and a new one beside a known one in the same file is new.
    package var control: ControlSubject?
    /// Whether the configured severity applies or the rule lowered this finding to a warning.
    package var severityAdjustment: SeverityAdjustment = .configured

    public struct Note: Sendable, Hashable {
        public var message: String
        /// The place the note is about, shown as its own snippet; nil for a note that only says something.
        package var range: SourceRange?

        package init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    package init(
        ruleID: String, severity: Severity, message: String, at range: SourceRange?, help: String? = nil,
        notes: [Note] = [], repair: Repair? = nil, suggestion: SuggestedAction? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.help = help
        self.notes = notes
        self.repair = repair
        self.suggestion = suggestion
    }
}

extension Diagnostic {
    /// The byte the finding is at (where its `line:column` is).
    public var start: Int? { range?.start }

    /// The same finding as a warning that stays one in every profile; an explicit
    /// `--warn`/`--error` for the rule still decides.
    package func loweredToWarning() -> Diagnostic {
        var out = self
        out.severity = .warning
        out.severityAdjustment = .warningUnlessOverridden
        return out
    }
}

/// What a finding about a Control is about, as a baseline knows it across edits: the Control's
/// type, and the image name (or the label's view, or the symbol set) the finding is at; no name
/// for a finding about the Control as a whole.
package struct ControlSubject: Sendable, Hashable {
    /// The Control's type name (`FlashControl`).
    package let type: String
    /// The name the finding is about: an asset or symbol name, a view's type, or the text of an
    /// argument whose name is known only at run time.
    package let name: String?

    package init(type: String, name: String?) {
        self.type = type
        self.name = name
    }
}

extension Diagnostic {
    /// The same finding, marked as about the Control `subject`.
    package func about(_ subject: ControlSubject) -> Diagnostic {
        var out = self
        out.control = subject
        return out
    }
}
