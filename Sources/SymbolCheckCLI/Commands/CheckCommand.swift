import AppRules
import ArgumentParsing
import FileAccess
import Support
import SymbolCheck
import SymbolInputs
import SymbolReport

/// `check`'s command line.
package struct CheckArguments: ParsableCommand {
    static let takenSettings = SettingOptions.checkSettings
    static let filesArgument = ArgumentSpec(
        "files",
        help: "SVG templates, .symbolset folders, asset catalogs or folders to check; `-` reads standard input.",
        isRepeating: true)
    static let quietFlag = FlagSpec(
        "--quiet", short: "-q",
        help:
            "Findings and the summary only: no measurement tables, no progress line (tables are also left out when glyph-size is off, as under --profile xcode)."
    )
    static let tablesFlag = FlagSpec(
        "--tables",
        help:
            "A measurement table for every symbol in the text report, not only for those with a size finding (JSON always has the measurements)."
    )

    package static let spec = CommandSpec(
        name: "check",
        abstract: "Check custom SF Symbol templates the way actool and Control Center will.",
        discussion: """
            A folder is searched for .symbolset folders (an .xcassets catalog, or any folder); a symbol \
            set is checked as its Contents.json and the SVG it names. Symbolic links are not followed \
            out of a folder.

            Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error or a file that cannot be read.
            """,
        arguments: [filesArgument],
        options: ReportFormatOptions.specs + SettingOptions.options(takenSettings) + BaselineOptions.specs
            + [JobsOption.spec, PreviewDirectoryOption.spec],
        flags: SettingOptions.flags(takenSettings) + [InputOptions.allSVGFlag, quietFlag, tablesFlag])

    var inputs: InputOptions
    var report: ReportFormatOptions
    var settings: SettingOptions
    var jobs: JobsOption
    var baselines: BaselineOptions
    /// `--preview DIR`: also a preview sheet per symbol (drawn by `symbolcheck-render`).
    var previewDirectory: String?
    var quiet: Bool
    var showsEveryTable: Bool

    package init(parsing values: ParsedValues) throws(UsageError) {
        inputs = InputOptions(parsing: values, paths: Self.filesArgument)
        report = ReportFormatOptions(parsing: values)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        jobs = try JobsOption(parsing: values)
        baselines = BaselineOptions(parsing: values)
        previewDirectory = values.value(of: PreviewDirectoryOption.spec)
        quiet = values.isOn(Self.quietFlag)
        showsEveryTable = values.isOn(Self.tablesFlag)
    }
}

/// `symbolcheck check PATH…`: every input gets its verdict; an unreadable one is reported and
/// the others are still checked (exit 2 then). Folders are searched for symbol sets, and the
/// inputs are checked on every core; the report is written in input order as results come,
/// so memory does not grow with the number of inputs (except with `--preview`, below).
package enum CheckCommand {
    /// What `check` and `report` set up alike before checking: the settings, how many inputs
    /// are checked at once (and whether a template's glyphs may share threads: not under
    /// `--jobs 1`, which promises one thread), and the inputs found below the paths given,
    /// with the discovery's notes (`RunNote.input`) for the command to report.
    package struct Setup {
        package var configuration: CheckConfiguration
        package let jobs: Int
        package let tree = POSIXFileTree()
        package let discovery: InputDiscovery.Result

        package init(
            settings: SettingOptions, jobs: JobsOption, inputs: InputOptions, environment: ToolEnvironment
        ) throws(UsageError) {
            configuration = try ConfigurationBuilder.build(settings, environment: environment)
            self.jobs = jobs.count(environment)
            configuration.sharesGlyphWorkAcrossThreads = self.jobs > 1
            discovery = InputDiscovery.discover(
                inputs.paths, includePlainSVG: inputs.includesPlainSVG, scope: configuration.scope, in: tree)
        }
    }

    static func run(_ arguments: CheckArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let run = try Setup(
            settings: arguments.settings, jobs: arguments.jobs, inputs: arguments.inputs, environment: environment)
        let (config, jobs, tree, discovery) = (run.configuration, run.jobs, run.tree, run.discovery)
        let format = arguments.report.format
        var context = ReportContext(
            configuration: config, toolVersion: ToolVersion.withCommit,
            useColor: arguments.report.usesColor(environment), quiet: arguments.quiet,
            workingDirectory: environment.currentDirectory)
        context.showsEveryTable = arguments.showsEveryTable
        context.advice = CommandAdvice(arguments.settings)
        context.earlierGitHubAnnotations = GitHubReporter.earlierAnnotations(
            format: format, environment: environment, output: &output)
        let showsProgress =
            !context.quiet && ProgressLine.isShown(inputCount: discovery.inputs.count, environment: environment)
        var report = StreamedReport(
            format.reporter.makeStream(context: context),
            output: reportOutput(environment: environment, showsProgress: showsProgress),
            temporaryDirectory: temporaryDirectory(environment))
        // Previews are drawn after the report from the checked bytes, so with --preview every
        // result keeps its file's bytes until then: memory grows with the inputs, as a sheet
        // per template (about 100 ms each) dominates such a run anyway.
        let previewDirectory = arguments.previewDirectory
        var previewed: [CheckResult] = []
        var baseline = try arguments.baselines.read(environment)
        var recording = arguments.baselines.recording(environment)
        // What the search skipped opens the report: it is known before any input is checked.
        for note in discovery.notes { report.add(note) }
        checkAll(
            discovery.inputs, jobs: jobs, configuration: config, tree: tree, environment: environment,
            showsProgress: showsProgress, keepSources: previewDirectory != nil
        ) { results in
            for result in results {
                recording?.add(result)
                report.add(baseline?.filter(result) ?? result)
            }
            if previewDirectory != nil { previewed += results }
        }
        let (summary, failure) = report.finish(into: &output)
        output.stderr += BaselineOptions.note(baseline, path: arguments.baselines.baseline)
        output.exitCode = exitCode(for: summary)
        BaselineOptions.finish(recording, output: &output)
        if let failure {
            output.stderr += "error: \(failure)\n"
            output.exitCode = ExitCode.error.rawValue
        }
        if let directory = previewDirectory, let rendering = environment.rendering {
            let previews = try rendering.checkPreviews(previewed, directory, config, arguments.settings, &output)
            output.exitCode = max(output.exitCode, previews.rawValue)
        }
    }

    /// Standard output in chunks. When the progress line and the report share a terminal,
    /// each chunk erases the progress line first and ends at a line break (the next progress
    /// update draws it again below).
    package static func reportOutput(environment: ToolEnvironment, showsProgress: Bool) -> ReportOutput {
        guard showsProgress, environment.stdoutIsTerminal else {
            return ReportOutput(writeNow: environment.writeStandardOutputNow)
        }
        let writeError = environment.writeStandardErrorNow
        return ReportOutput(
            writeNow: environment.writeStandardOutputNow, beforeChunk: { writeError(ProgressLine.clear) })
    }

    /// The report of a command that writes what it makes (`make`, `fix`, `resize`) in `format`:
    /// written as results come, as `check`'s, unless the result itself goes to standard output
    /// (one input), when it is held for the command to put on standard error at the end.
    package static func writingReport(
        _ format: OutputFormat, context: ReportContext, resultToStandardOutput: Bool, showsProgress: Bool,
        environment: ToolEnvironment
    ) -> StreamedReport {
        StreamedReport(
            format.reporter.makeStream(context: context),
            output: resultToStandardOutput
                ? ReportOutput(writeNow: nil) : reportOutput(environment: environment, showsProgress: showsProgress),
            temporaryDirectory: temporaryDirectory(environment))
    }

    /// Where JUnit's body waits for its totals: $TMPDIR, else /tmp.
    package static func temporaryDirectory(_ environment: ToolEnvironment) -> String {
        guard let directory = environment.variables["TMPDIR"], !directory.isEmpty else { return "/tmp" }
        return directory
    }

    /// Checks every input and hands each one's results to `receive`, in input order, with a
    /// progress line on a terminal.
    package static func checkAll(
        _ inputs: [CheckInput], jobs: Int, configuration: CheckConfiguration, tree: POSIXFileTree,
        environment: ToolEnvironment, showsProgress: Bool, keepSources: Bool,
        receive: ([CheckResult]) -> Void
    ) {
        let standardInput = inputs.contains(.standardInput) ? environment.readStandardInput() : nil
        BatchChecker.stream(
            inputs, jobs: jobs, configuration: configuration, tree: tree, standardInput: standardInput,
            keepSources: keepSources,
            progress: ProgressLine.callback(shown: showsProgress, environment: environment) { $0.path },
            receive: receive)
        ProgressLine.finish(shown: showsProgress, environment: environment)
    }

    /// 2 when an input could not be read, 1 when a symbol fails, else 0.
    package static func exitCode(for summary: ReportSummary) -> Int32 {
        if summary.refused > 0 { return ExitCode.error.rawValue }
        if summary.anyFailed { return ExitCode.findings.rawValue }
        return ExitCode.success.rawValue
    }
}
