import ArgumentParsing

/// `--output`/`-o`: where a command writes. What it names differs by command (a PNG, a folder, a
/// template), so each command gives its placeholder and help; the names are declared here only.
package enum OutputOption {
    static func spec(valueName: String, help: String, isRequired: Bool = false) -> OptionSpec {
        OptionSpec("--output", short: short, valueName: valueName, help: help, isRequired: isRequired)
    }

    /// `-o`, as advice spells it.
    static let short = "-o"
}
