import ArgumentParsing
import SymbolCheck

/// `symbolcheck check PATH…`: every input gets its verdict; an unreadable one is reported and
/// the others are still checked (exit 2 then). Folders are searched for symbol sets, and the
/// inputs are checked on every core with results in input order.
enum CheckCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let config = try ConfigurationBuilder.build(values, environment: environment)
        let format = OutputFormat(rawValue: values.string("--format") ?? "text") ?? .text
        let jobs = try jobCount(values, environment: environment)
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(values.positionals("files"), includePlainSVG: values.flag("--all-svg"), in: tree)
        for note in discovery.notes { output.stderr += "warning: \(note)\n" }
        let results = checkAll(discovery.inputs, jobs: jobs, configuration: config, tree: tree, environment: environment,
                               keepSources: values.isGiven("--preview"))
        let useColor = format == .text && environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        let context = ReportContext(configuration: config, toolVersion: CommandSpecs.version, useColor: useColor)
        output.stdout += format.reporter.report(results, context: context)
        output.exitCode = exitCode(for: results, strict: config.strict)
        if let directory = values.string("--preview"), let rendering = environment.rendering {
            let previews = try rendering.checkPreviews(results, directory, config, values, &output)
            output.exitCode = max(output.exitCode, previews.rawValue)
        }
    }

    /// `--jobs`, or one thread per processor.
    static func jobCount(_ values: ParsedValues, environment: ToolEnvironment) throws(UsageError) -> Int {
        guard values.isGiven("--jobs") else { return environment.processorCount }
        guard let jobs = try values.int("--jobs"), jobs > 0 else { throw values.usageError("'--jobs' must be a positive number of threads.") }
        return jobs
    }

    /// Every input's results, flattened in input order, with a progress line on a terminal.
    static func checkAll(_ inputs: [CheckInput], jobs: Int, configuration: CheckConfiguration, tree: POSIXFileTree,
                         environment: ToolEnvironment, keepSources: Bool) -> [CheckResult] {
        let standardInput = inputs.contains(.standardInput) ? environment.readStandardInput() : nil
        let showsProgress = ProgressLine.isShown(inputCount: inputs.count, environment: environment)
        let columns = environment.standardErrorColumns ?? 80
        let write = environment.writeStandardErrorNow
        var progress: BatchChecker.Progress?
        if showsProgress {
            progress = { @Sendable (done: Int, total: Int, input: CheckInput) in
                write(ProgressLine.text(done: done, total: total, path: input.path, columns: columns))
            }
        }
        let results = BatchChecker.check(inputs, jobs: jobs, configuration: configuration, tree: tree,
                                         standardInput: standardInput, keepSources: keepSources, progress: progress)
        if showsProgress { write(ProgressLine.clear) }
        return results.flatMap { $0 }
    }

    static func exitCode(for results: [CheckResult], strict: Bool) -> Int32 {
        if results.contains(where: \.isRefused) { return ExitCode.error.rawValue }
        if results.contains(where: { !$0.passes(strict: strict) }) { return ExitCode.findings.rawValue }
        return ExitCode.success.rawValue
    }
}
