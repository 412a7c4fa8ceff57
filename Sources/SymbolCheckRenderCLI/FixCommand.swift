import AppRules
import ArgumentParsing
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import SymbolFix
import SymbolInputs
import SymbolModel

/// `symbolcheck fix PATH… (--in-place | -o OUT) [--dry-run]`: repairs the glyph shapes that
/// fail the fill-rule or stroke rules as their findings say, writes each file atomically and
/// checks the result. Inputs are found as `check` finds them (`-` is standard input); `-o -`
/// puts the result on standard output and the report on standard error. Files are fixed on
/// `--jobs` threads, a bounded window ahead (`BatchChecker.map`), and each one's report is
/// written in input order as soon as it is ready.
enum FixCommand {
    /// What became of one file, counted in the summary.
    enum FileResult: Sendable { case fixed, unchanged, stillFailing, failed }

    static func run(_ arguments: FixArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let configuration = try ConfigurationBuilder.build(arguments.settings, environment: environment)
        let paths = arguments.inputs.paths
        let destination = arguments.destination
        let dryRun = destination.dryRun
        let wireframe = arguments.wireframe.map {
            WireframeChoice(WireframeRepair($0), askedAs: CommandAdvice.wireframe($0))
        }
        let advice = CommandAdvice(arguments.settings)
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(
            paths, includePlainSVG: arguments.inputs.includesPlainSVG, scope: configuration.scope, in: tree)
        var errors = ""
        for note in discovery.notes { errors += note.plainNoteLines }
        // One symbol with `-o x.svg` writes that file; a catalog, a folder or several paths
        // write under the folder `-o` names, as `resize` does.
        let placement = try ResultPlacement.deciding(
            destination, paths: paths, inputs: discovery.inputs, usage: arguments.usage)
        let toStandardOutput = placement == .standardOutput
        // Each file with the settings that hold for it (its input's: nested config files included).
        var files: [(path: String, configuration: CheckConfiguration)] = []
        var results: [FileResult] = []
        for input in discovery.inputs {
            let settings = input.configuration(in: configuration)
            switch input.kind {
            case .svgFile(let path): files.append((path, settings))
            case .standardInput: files.append(("-", settings))
            case .symbolset(let location):
                switch location.svgFiles(in: tree, limit: configuration.limits.maxInputBytes) {
                case .success(let found) where found.paths.isEmpty:
                    // As `resize` refuses it: a symbol set with nothing to fix is a mistake to report.
                    errors += "\(location.path): error: cannot fix: the symbol set holds no SVG file to fix\n"
                    results.append(.failed)
                case .success(let found) where found.paths.count > 1 && placement.isOneFile:
                    errors +=
                        "\(location.path): error: the symbol set holds \(found.paths.count) SVG files, and '-o' names one file\n  = help: give a folder to '-o', or use --in-place\n"
                    results.append(.failed)
                case .success(let found): files += found.paths.map { ($0, settings) }
                case .failure(let why):
                    errors +=
                        "\(location.path): error: cannot list the symbol set: \(why.reason(limit: configuration.limits.maxInputBytes))\n"
                    results.append(.failed)
                }
            case .unusable(let path, let message, let help, let suggestion):
                // Worded and placed as `check` reports an input it cannot use.
                errors += "\(path): error: \(message) [input-refused]\n"
                for help in advice.helpLines(help, suggestion) { errors += "  = help: \(help)\n" }
                results.append(.failed)
            }
        }
        let standardInput = files.contains { $0.path == "-" } ? environment.readStandardInput() : nil
        let jobs = arguments.jobs.count(environment)
        let showsProgress = !toStandardOutput && ProgressLine.isShown(inputCount: files.count, environment: environment)
        // Each file's report is written as soon as it and every earlier one are done (a
        // catalog's report is never held whole); with the result on standard output, the report
        // goes to standard error at the end (one file).
        var reportOutput =
            toStandardOutput
            ? ReportOutput(writeNow: nil)
            : CheckCommand.reportOutput(environment: environment, showsProgress: showsProgress)
        BatchChecker.map(
            files, jobs: jobs,
            progress: ProgressLine.callback(shown: showsProgress, environment: environment) { $0.path },
            work: { (path, configuration) in
                var file = FileOutput()
                let target: String?
                switch placement.target(for: path) {
                case .none: target = toStandardOutput && !dryRun ? "-" : nil
                case .file(let written): target = dryRun ? nil : written
                case .outside(let folder):
                    file.errors = ResultPlacement.outsideMessage(path, folder: folder)
                    return (FileResult.failed, file)
                }
                let result = fix(
                    path, in: tree, standardInput: standardInput, to: target, dryRun: dryRun, wireframe: wireframe,
                    templateVersion: arguments.templateVersion, writingStatically: arguments.writesStatically,
                    configuration, advice: advice, into: &file)
                return (result, file)
            },
            receive: { (result, file) in
                results.append(result)
                reportOutput.write(file.report)
                errors += file.errors
                output.stdoutBytes += file.standardOutput
            })
        ProgressLine.finish(shown: showsProgress, environment: environment)
        if results.count > 1 {
            let count = { (kind: FileResult) in results.filter { $0 == kind }.count }
            let still = count(.stillFailing)
            reportOutput.write(
                "\(results.count) files: \(count(.fixed) + still) \(dryRun ? "to fix" : "fixed"), \(count(.unchanged)) with nothing to fix, \(count(.failed)) not fixed"
                    + (still > 0 ? ", \(still) still failing" : "") + "\n")
        }
        var reportText = ToolOutput()
        reportOutput.finish(into: &reportText)
        if toStandardOutput {
            output.stderr += reportText.stdout + errors
        } else {
            output.stdout += reportText.stdout
            output.stderr += errors
        }
        output.exitCode =
            results.contains(.failed)
            ? ExitCode.error.rawValue
            : results.contains(.stillFailing) ? ExitCode.findings.rawValue : ExitCode.success.rawValue
    }

    /// One file's report, errors and, for `-o -`, the result bytes.
    struct FileOutput: Sendable {
        var report = ""
        var errors = ""
        var standardOutput: [UInt8] = []
    }

    /// Reads, fixes and writes one file (`-`: standard input); `destination` nil writes nothing,
    /// `-` is standard output. Success is reported only after the write.
    static func fix(
        _ path: String, in tree: POSIXFileTree, standardInput: [UInt8]?, to destination: String?, dryRun: Bool,
        wireframe: WireframeChoice?, templateVersion: TemplateVersion?, writingStatically: Bool,
        _ configuration: CheckConfiguration,
        advice: CommandAdvice, into file: inout FileOutput
    ) -> FileResult {
        let limit = configuration.limits.maxInputBytes
        let read: Result<[UInt8], FileReadFailure>
        if path == "-" {
            read =
                standardInput.map { $0.count > limit ? .failure(.tooLarge($0.count)) : .success($0) }
                ?? .failure(.failed("standard input cannot be read"))
        } else {
            read = tree.read(path, limit: limit)
        }
        let bytes: [UInt8]
        switch read {
        case .success(let b): bytes = b
        case .failure(let failure):
            file.errors += "\(path): error: cannot read the file: \(failure.reason(limit: limit))\n"
            for help in advice.helpLines(nil, .raising(failure.exceededLimit)) {
                file.errors += "  = help: \(help)\n"
            }
            return .failed
        }
        let source = SourceFile(path: path, bytes: bytes)
        let outcome: FixOutcome
        do {
            outcome = try Fixer.fix(
                source, configuration: configuration, wireframe: wireframe, templateVersion: templateVersion,
                writingStatically: writingStatically)
        } catch {
            let location = error.offset.map { ":\(source.location(of: $0))" } ?? ""
            file.errors += "\(path)\(location): error: cannot fix: \(error.message)\n"
            for help in advice.helpLines(error.help, error.suggestion) { file.errors += "  = help: \(help)\n" }
            return .failed
        }
        // `-o OUT` of a file with nothing to fix still writes OUT, atomically and unchanged, so a
        // script can rely on OUT existing; once written, the report says that in one line.
        let copiedUnchanged = !outcome.changedAnything && destination.map { $0 != "-" && $0 != path } == true
        if !copiedUnchanged { file.report += FixReport.text(outcome, source: source, written: destination) }
        if let destination, destination == "-" {
            file.standardOutput = outcome.output
        } else if let destination, outcome.changedAnything || destination != path {
            if let problem = FileSystem.makeDirectory(PathText.parent(destination)) {
                file.errors += "\(destination): error: cannot create the folder for the result: \(problem)\n"
                return .failed
            }
            do {
                try AtomicFile.write(outcome.output, to: destination)
            } catch {
                file.errors += "\(destination): error: cannot write the result: \(error.message)\n"
                return .failed
            }
            file.report +=
                copiedUnchanged
                ? "\(path): nothing to fix; written unchanged to \(destination)\n" : "wrote \(destination)\n"
        }
        // What the file written still fails, under the user's own settings, each with what
        // addresses it: `fix` never reports success over an error it leaves.
        let shown = destination.map { $0 == "-" ? path : $0 } ?? path
        let left = Fixer.remainingErrors(outcome, path: shown, configuration: configuration)
        guard left.isEmpty else {
            let written = SourceFile(path: shown, bytes: outcome.output)
            for error in left {
                let d = error.diagnostic
                let place = d.start.map { ":\(written.location(of: $0))" } ?? ""
                file.report += "\(shown)\(place): error: still fails after fixing: \(d.message) [\(d.ruleID)]\n"
                for help in advice.helpLines(d.help, error.remedy) { file.report += "  = help: \(help)\n" }
            }
            return .stillFailing
        }
        return outcome.changedAnything ? .fixed : .unchanged
    }
}
