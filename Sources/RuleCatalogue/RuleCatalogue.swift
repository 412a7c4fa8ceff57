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
}
