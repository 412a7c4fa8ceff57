import ArgumentParsing
import SymbolCheck
import SymbolInputs

/// `symbolcheck check PATH…`: every input gets its verdict; an unreadable one is reported and
/// the others are still checked (exit 2 then). Folders are searched for symbol sets, and the
/// inputs are checked on every core; the report is written in input order as results come,
/// so memory does not grow with the number of inputs (except with `--preview`, below).
package enum CheckCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        var config = try ConfigurationBuilder.build(values, environment: environment)
        let format = OutputFormat(rawValue: values.string("--format") ?? "text") ?? .text
        let jobs = try jobCount(values, environment: environment)
        config.sharesGlyphWorkAcrossThreads = jobs > 1
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(
            values.positionals("files"), includePlainSVG: values.flag("--all-svg"), in: tree)
        for note in discovery.notes { output.stderr += "warning: \(note)\n" }
        var context = ReportContext(
            configuration: config, toolVersion: ToolVersion.current,
            useColor: format == .text && usesColor(values, environment: environment), quiet: values.flag("--quiet"),
            workingDirectory: environment.currentDirectory)
        context.showsEveryTable = values.flag("--tables")
        let showsProgress =
            !context.quiet && ProgressLine.isShown(inputCount: discovery.inputs.count, environment: environment)
        var report = StreamedReport(
            format.reporter.makeStream(context: context),
            output: reportOutput(environment: environment, showsProgress: showsProgress),
            temporaryDirectory: temporaryDirectory(environment))
        // Previews are drawn after the report from the checked bytes, so with --preview every
        // result keeps its file's bytes until then: memory grows with the inputs, as a sheet
        // per template (about 100 ms each) dominates such a run anyway.
        let previewDirectory = values.string("--preview")
        var previewed: [CheckResult] = []
        checkAll(
            discovery.inputs, jobs: jobs, configuration: config, tree: tree, environment: environment,
            showsProgress: showsProgress, keepSources: previewDirectory != nil
        ) { results in
            for result in results { report.add(result) }
            if previewDirectory != nil { previewed += results }
        }
        let (summary, failure) = report.finish(into: &output)
        output.exitCode = exitCode(for: summary)
        if let failure {
            output.stderr += "error: \(failure)\n"
            output.exitCode = ExitCode.error.rawValue
        }
        if let directory = previewDirectory, let rendering = environment.rendering {
            let previews = try rendering.checkPreviews(previewed, directory, config, values, &output)
            output.exitCode = max(output.exitCode, previews.rawValue)
        }
    }

    /// `--color always|never`, or `auto`: on a terminal without NO_COLOR.
    static func usesColor(_ values: ParsedValues, environment: ToolEnvironment) -> Bool {
        switch values.string("--color") ?? "auto" {
        case "always": return true
        case "never": return false
        default: return environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        }
    }

    /// `--jobs`, or one thread per processor.
    package static func jobCount(_ values: ParsedValues, environment: ToolEnvironment) throws(UsageError) -> Int {
        guard values.isGiven("--jobs") else { return environment.processorCount }
        guard let jobs = try values.int("--jobs"), jobs > 0 else {
            throw values.usageError("'--jobs' must be a positive number of threads.")
        }
        return jobs
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
        if summary.failed > 0 { return ExitCode.findings.rawValue }
        return ExitCode.success.rawValue
    }
}
