import ArgumentParsing

/// A spec modelled on symbolcheck's command line, shared by the tests.
enum SampleTool {
    static let check = CommandSpec(
        name: "check",
        abstract: "Check templates.",
        discussion: "Reads each SF Symbol template, measures its glyphs and reports every rule it breaks. "
            + "Exits with 1 when a finding fails the run.",
        arguments: [
            ArgumentSpec("files", help: "The files to check. Use '-' for standard input.", isRepeating: true)
        ],
        options: [
            OptionSpec(
                "--format", short: "-f", valueName: "format", help: "Output format.",
                allowedValues: ["text", "json", "github"], defaultValue: "text"),
            OptionSpec(
                "--disable", valueName: "rule-id", help: "Turn off a rule. Repeat to turn off several.",
                isRepeatable: true),
        ],
        flags: [FlagSpec("--strict", help: "Treat warnings as errors.")])

    static let rules = CommandSpec(
        name: "rules",
        abstract: "List the rules.",
        options: [
            OptionSpec(
                "--format", valueName: "format", help: "Output format.",
                allowedValues: ["text", "json"], defaultValue: "text")
        ])

    static let explain = CommandSpec(
        name: "explain",
        abstract: "Explain a rule.",
        arguments: [ArgumentSpec("rule-id", help: "The rule to explain.")])

    static let resize = CommandSpec(
        name: "resize",
        abstract: "Scale a template's glyphs to a target cap-height ratio.",
        synopsis: "<file> (-o <output> | --in-place) [--target <ratio>] [--dry-run]",
        arguments: [ArgumentSpec("file", help: "The template to resize.")],
        options: [
            OptionSpec("--output", short: "-o", valueName: "output", help: "Where to write the resized template."),
            OptionSpec("--target", valueName: "ratio", help: "Glyph height over cap height.", defaultValue: "1.0"),
        ],
        flags: [
            FlagSpec("--in-place", help: "Overwrite the input file."),
            FlagSpec("--dry-run", help: "Report what would change without writing anything."),
        ])

    static let preview = CommandSpec(
        name: "preview",
        abstract: "Render a template to a PNG image.",
        arguments: [ArgumentSpec("file", help: "The template to render.")],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "output", help: "Where to write the PNG image.",
                isRequired: true),
            OptionSpec("--scale", valueName: "n", help: "Pixels per point.", defaultValue: "2"),
            OptionSpec(
                "--appearance", valueName: "appearance", help: "Background to render on.",
                allowedValues: ["light", "dark"], defaultValue: "light"),
        ])

    static let root = CommandSpec(
        name: "symbolcheck",
        abstract: "Check, measure, resize and preview custom SF Symbol templates.",
        subcommands: [check, rules, explain, resize, preview],
        defaultSubcommand: "check",
        version: "symbolcheck 0.1.0")

    static func parse(_ arguments: [String]) -> ParseOutcome {
        ArgumentParsing.parse(arguments, root: root)
    }

    /// The values of a run, or `nil` for any other outcome, so a test can expect on them.
    static func values(_ arguments: [String]) -> ParsedValues? {
        guard case .run(_, let values) = parse(arguments) else { return nil }
        return values
    }

    /// The full error text, or `nil` when the arguments do not produce a usage error.
    static func errorText(_ arguments: [String]) -> String? {
        guard case .usageError(let error) = parse(arguments) else { return nil }
        return error.text
    }
}
