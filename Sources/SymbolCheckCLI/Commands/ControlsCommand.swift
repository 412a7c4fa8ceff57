import ArgumentParsing
import SymbolCheck
import SymbolInputs

/// `symbolcheck controls PATH…`: the Controls an app's Swift source declares, each judged by
/// the images its templates name (`ControlChecker`), in any of `check`'s report formats and
/// with `check`'s exit statuses.
enum ControlsCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let config = try ConfigurationBuilder.build(values, environment: environment)
        let format = OutputFormat(rawValue: values.string("--format") ?? "text") ?? .text
        let checked = ControlChecker.check(values.positionals("paths"), configuration: config, tree: POSIXFileTree())
        for note in checked.notes { output.stderr += "warning: \(note)\n" }
        var context = ReportContext(
            configuration: config, toolVersion: ToolVersion.current,
            useColor: format == .text && CheckCommand.usesColor(values, environment: environment),
            quiet: values.flag("--quiet"), workingDirectory: environment.currentDirectory)
        context.subject = "control"
        output.stdout += format.reporter.report(checked.results, context: context)
        output.exitCode = CheckCommand.exitCode(for: ReportSummary(checked.results, strict: config.strict))
    }
}
