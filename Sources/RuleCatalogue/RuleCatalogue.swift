import AppRules
import SymbolCheck

/// Every rule, in catalog order: the one list `explain`, `rules`, the reports, the settings'
/// rule ids and the library read. SymbolCheck lists the rules of one file
/// (`RuleRegistry.fileRules`), AppRules the rules over what holds a template
/// (`RuleRegistry.controlRules`); this module, the first that sees both, lists all of them.
extension RuleRegistry {
    /// Every rule id: the reading stages' diagnostics, the template rules, the catalog's, the Controls'.
    public static let all: [any DiagnosticSource] =
        fileRules + [ContentsJSONRule()] + controlRules.map { $0 as any DiagnosticSource }

    public static func rule(id: String) -> (any DiagnosticSource)? { all.first { $0.description.id == id } }

    public static var ids: [String] { all.map(\.description.id) }

    /// What a command reports besides the rules, each documented like a rule for `explain` and
    /// listed after the rules in SARIF: why `make` refused an icon (`MakeRefusal`), why `fix` or
    /// `resize` rewrote nothing or a result was not written (`CommandRefusal`), and the notes
    /// about a run (`RunNote`). No check runs them and no setting turns them off.
    package static let commandFindings: [any DiagnosticSource] =
        (MakeRefusal.all as [any DiagnosticSource]) + (CommandRefusal.all as [any DiagnosticSource])
        + (RunNote.all as [any DiagnosticSource])

    /// A rule, or a finding a command reports besides the rules (`commandFindings`), by id: what
    /// `explain` knows.
    package static func documented(id: String) -> (any DiagnosticSource)? {
        rule(id: id) ?? commandFindings.first { $0.description.id == id }
    }
}
