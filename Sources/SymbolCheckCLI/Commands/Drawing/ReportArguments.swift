import ArgumentParsing
import SymbolCheck
import SymbolSettings

/// `report`'s command line; `symbolcheck-render` draws it (`ReportCommand`).
package struct ReportArguments: ParsableCommand {
    static let takenSettings = CheckSetting.allCases
    static let filesArgument = ArgumentSpec(
        "files", help: "SVG templates, .symbolset folders, asset catalogs or folders, as for `check`.",
        isRepeating: true)
    static let outputSpec = OutputOption.spec(
        valueName: "dir", help: "The folder to write index.html and the sheets into (created if missing).",
        isRequired: true)

    package static let spec = CommandSpec(
        name: "report",
        abstract: "Write one HTML page with every symbol's preview sheet, verdict, findings and measurements.",
        discussion: """
            Checks the inputs as `check` does, with the same settings, and writes <dir>/index.html \
            with a preview sheet per symbol beside it (named as `check --preview` names them). \
            Symbols are grouped by verdict, failing ones first; an index keeps input order. The page \
            loads nothing from elsewhere and has no script, so it opens from file:// without a \
            network. Files are written atomically; the summary line is printed.

            Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error, a file that \
            cannot be read, or a page or sheet that cannot be written.
            """,
        arguments: [filesArgument],
        options: [outputSpec] + SettingOptions.options(takenSettings) + [JobsOption.spec],
        flags: SettingOptions.flags(takenSettings) + [InputOptions.allSVGFlag])

    package var inputs: InputOptions
    /// The folder the page and its sheets go into.
    package var directory: String
    package var settings: SettingOptions
    package var jobs: JobsOption

    package init(parsing values: ParsedValues) throws(UsageError) {
        inputs = InputOptions(parsing: values, paths: Self.filesArgument)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        directory = values.value(of: Self.outputSpec) ?? ""
        guard !directory.isEmpty else {
            throw values.usage.error(
                "Missing value for '\(Self.outputSpec.short ?? "") <\(Self.outputSpec.valueName)>'.")
        }
        jobs = try JobsOption(parsing: values)
    }
}
