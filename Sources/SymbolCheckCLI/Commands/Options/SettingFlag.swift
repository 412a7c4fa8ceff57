import SymbolCheck
import SymbolSettings

/// A setting's flag is its `.symbolcheck.json` key in kebab case: the table below the command
/// line holds the keys, and only the commands module spells flags (docs/design.md,
/// "Command-line words live in the commands module").
extension CheckSetting {
    /// `--max-template-version` for `maxTemplateVersion`.
    package var flag: String {
        "--" + key.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }
}

extension CheckSetting {
    /// The sentence for a value the setting refused (`message(_:wording:)`), with where to look
    /// up the rule ids when it names one that does not exist.
    func refusal(_ problem: Problem, wording: Wording) -> String {
        let sentence = message(problem, wording: wording)
        guard case .unknownRuleID = problem else { return sentence }
        return sentence + " " + CommandAdvice.seeTheRules
    }
}
