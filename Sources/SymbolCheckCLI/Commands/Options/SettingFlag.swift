import SymbolCheck

/// A setting's flag is its `.symbolcheck.json` key in kebab case: the table below the command
/// line holds the keys, and only the commands module spells flags (docs/design.md,
/// "Command-line words live in the commands module").
extension CheckSetting {
    /// `--max-template-version` for `maxTemplateVersion`.
    package var flag: String {
        "--" + key.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }
}
