import ArgumentParsing
import SymbolCheck

/// The command tree: one spec per subcommand, with the option groups they share.
enum CommandSpecs {
    static let version = "0.1.0"

    static let formatOption = OptionSpec("--format", valueName: "format", help: "Output format.",
                                         allowedValues: OutputFormat.allCases.map(\.rawValue), defaultValue: "text")

    /// Options that change what a check reports; shared by `check` and `resize`.
    static let configurationOptions: [OptionSpec] = [
        OptionSpec("--profile", valueName: "profile", help: "Which consumer to check for: Control Center (all rules) or exactly what Xcode's actool rejects.",
                   allowedValues: Profile.allCases.map(\.rawValue), defaultValue: "control-center"),
        OptionSpec("--disable", valueName: "rule-id", help: "Turn a rule off. Repeatable.", isRepeatable: true),
        OptionSpec("--warn", valueName: "rule-id", help: "Report a rule as a warning. Repeatable.", isRepeatable: true),
        OptionSpec("--error", valueName: "rule-id", help: "Report a rule as an error. Repeatable.", isRepeatable: true),
        OptionSpec("--config", valueName: "path", help: "A JSON config file (default: .symbolcheck.json in this or a parent directory)."),
        OptionSpec("--max-template-version", valueName: "version", help: "The newest template version the target Xcode accepts.", defaultValue: "7.0"),
        OptionSpec("--target", valueName: "ratio", help: "Regular-M height ÷ cap height to aim for; S and L follow Apple's scale factors.", defaultValue: "1.45"),
        OptionSpec("--tolerance", valueName: "share", help: "Accepted relative deviation from the target.", defaultValue: "0.05"),
        OptionSpec("--reference", valueName: "file", help: "A template whose Regular-S/M/L set the reference heights (default: the bundled circle.circle)."),
        OptionSpec("--max-input-bytes", valueName: "n", help: "Refuse larger files.", defaultValue: "16777216"),
    ]

    static let check = CommandSpec(
        name: "check",
        abstract: "Check custom SF Symbol templates the way actool and Control Center will.",
        discussion: """
            A folder is searched for .symbolset folders (an .xcassets catalog, or any folder); a symbol \
            set is checked as its Contents.json and the SVG it names. Symbolic links are not followed \
            out of a folder.

            Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error or a file that cannot be read.
            """,
        arguments: [ArgumentSpec("files", help: "SVG templates, .symbolset folders, asset catalogs or folders to check; `-` reads standard input.", isRepeating: true)],
        options: [formatOption] + configurationOptions + [jobsOption],
        flags: [FlagSpec("--strict", help: "Count warnings as errors."),
                FlagSpec("--all-svg", help: "In folders, also check .svg files that are not in a symbol set.")])

    static let jobsOption = OptionSpec("--jobs", valueName: "n", help: "Check this many inputs at once (default: one per processor); the report is the same for any number.")

    static let rules = CommandSpec(
        name: "rules", abstract: "List every rule with its default severity and summary.",
        options: [OptionSpec("--profile", valueName: "profile", help: "Show severities for this profile.",
                             allowedValues: Profile.allCases.map(\.rawValue), defaultValue: "control-center")])

    static let explain = CommandSpec(
        name: "explain", abstract: "Explain a rule: why it exists and an example that triggers it.",
        arguments: [ArgumentSpec("rule-id", help: "The rule to explain, e.g. `glyph-size`.")])

    static let root = CommandSpec(
        name: "symbolcheck",
        abstract: "Check, measure, resize and preview custom SF Symbol templates.",
        discussion: "`symbolcheck FILE…` is the same as `symbolcheck check FILE…`.",
        subcommands: CommandTable.entries.map(\.spec),
        defaultSubcommand: "check",
        version: version)
}

/// One row per subcommand: its spec and what runs it. Adding a command is adding a row.
struct CommandEntry: Sendable {
    typealias Runner = @Sendable (ParsedValues, ToolEnvironment, inout ToolOutput) throws(UsageError) -> Void
    let spec: CommandSpec
    let run: Runner
}

enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry(spec: CommandSpecs.check) { v, e, o throws(UsageError) in try CheckCommand.run(v, environment: e, output: &o) },
        CommandEntry(spec: CommandSpecs.rules) { v, _, o throws(UsageError) in try RulesCommand.run(v, output: &o) },
        CommandEntry(spec: CommandSpecs.explain) { v, _, o throws(UsageError) in try ExplainCommand.run(v, output: &o) },
    ]
}
