import SymbolCheck

/// How a report words what the user can do next: a finding's suggestion as a command line with
/// the flags and config keys of the command that reports, and the commands a report names.
/// The commands module's `CommandAdvice` words it; the reports only ask, so no format spells a
/// command or a flag of its own.
package protocol ReportWording: Sendable {
    /// A finding's help, then each worded suggestion, a line each.
    func helpLines(of diagnostic: Diagnostic) -> [String]
    /// The worded suggestions alone (JSON keeps the finding's own help apart).
    func suggestionLines(of diagnostic: Diagnostic) -> [String]
    /// The flag that counts warnings as errors, for a note under a finding it raised.
    var strictFlagName: String { get }
    /// The command that explains a rule, for a SARIF rule's help.
    func explainCommandLine(for ruleID: String) -> String
    /// What `report`'s page advises for an image set a Control may name.
    var imageSetAdvice: String { get }
}
