import AppRules
import ArgumentParsing
import FileAccess
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import SymbolFix
import SymbolInputs
import SymbolModel
import SymbolReport

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
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(
            paths, includePlainSVG: arguments.inputs.includesPlainSVG, scope: configuration.scope, in: tree)
        // One symbol with `-o x.svg` writes that file; a catalog, a folder or several paths
        // write under the folder `-o` names, as `resize` does.
        let placement = try ResultPlacement.deciding(
            destination, paths: paths, inputs: discovery.inputs, usage: arguments.usage)
        let toStandardOutput = placement == .standardOutput
        // Each file with the settings that hold for it (its input's: nested config files
        // included); what refuses an input before any file is read is reported first.
        var files: [(path: String, configuration: CheckConfiguration)] = []
        var results: [FileResult] = []
        var refused: [CheckResult] = []
        for input in discovery.inputs {
            let settings = input.configuration(in: configuration)
            switch input.kind {
            case .svgFile(let path): files.append((path, settings))
            case .standardInput: files.append(("-", settings))
            case .symbolset(let location):
                switch location.svgFiles(in: tree, limit: configuration.limits.maxInputBytes) {
                case .success(let found) where found.paths.isEmpty:
                    // As `resize` refuses it: a symbol set with nothing to fix is a mistake to report.
                    refused.append(
                        CommandRefusal.fix.result(
                            "cannot fix: the symbol set holds no SVG file to fix", at: location.path))
                case .success(let found) where found.paths.count > 1 && placement.isOneFile:
                    refused.append(
                        ResultPlacement.severalFilesRefusal(location.path, count: found.paths.count, file: nil))
                case .success(let found): files += found.paths.map { ($0, settings) }
                case .failure(let why):
                    let limit = configuration.limits.maxInputBytes
                    refused.append(
                        InputChecker.unusable(
                            location.path, "cannot list the symbol set: \(why.reason(limit: limit))", help: nil,
                            suggestion: why.exceededLimit.map(SuggestedAction.raiseLimit)))
                }
            case .unusable(let path, let message, let help, let suggestion):
                // Worded and placed as `check` reports an input it cannot use.
                refused.append(InputChecker.unusable(path, message, help: help, suggestion: suggestion))
            }
        }
        results += refused.map { _ in .failed }
        let standardInput = files.contains { $0.path == "-" } ? environment.readStandardInput() : nil
        let jobs = arguments.jobs.count(environment)
        let showsProgress = !toStandardOutput && ProgressLine.isShown(inputCount: files.count, environment: environment)
        // `check`'s report in `--format`: each file's result (what it still fails, or why it was
        // refused) is written as soon as it and every earlier one are done (a catalog's report is
        // never held whole); with the result on standard output, the report goes to standard
        // error at the end (one file). The text report also says what `fix` changed and wrote,
        // and ends with `fix`'s own count of the files.
        let format = arguments.report.format
        let context = ReportContext.rewriting(
            configuration: configuration, settings: arguments.settings,
            codeScanningCommand: FixArguments.codeScanningCommand, environment: environment)
        var report = CheckCommand.writingReport(
            format, context: context, resultToStandardOutput: toStandardOutput, showsProgress: showsProgress,
            environment: environment)
        for note in discovery.notes { report.add(note) }
        for refusal in refused { report.add(refusal) }
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
                    file.result = ResultPlacement.outsideRefusal(path, folder: folder)
                    return (FileResult.failed, file)
                }
                let result = fix(
                    path, in: tree, standardInput: standardInput, to: target, dryRun: dryRun, wireframe: wireframe,
                    templateVersion: arguments.templateVersion, writingStatically: arguments.writesStatically,
                    configuration, into: &file)
                return (result, file)
            },
            receive: { (result, file) in
                results.append(result)
                if format == .text { report.addLines(file.words) }
                if let found = file.result { report.add(found) }
                output.stdoutBytes += file.standardOutput
            })
        ProgressLine.finish(shown: showsProgress, environment: environment)
        if format == .text, results.count > 1 {
            let count = { (kind: FileResult) in results.filter { $0 == kind }.count }
            let still = count(.stillFailing)
            report.addLines(
                "\(results.count) files: \(count(.fixed) + still) \(dryRun ? "to fix" : "fixed"), \(count(.unchanged)) with nothing to fix, \(count(.failed)) not fixed"
                    + (still > 0 ? ", \(still) still failing" : "") + "\n")
        }
        var reportText = ToolOutput()
        _ = report.finish(into: &reportText)
        if toStandardOutput {
            output.stderr += reportText.stdout
        } else {
            output.stdout += reportText.stdout
        }
        output.exitCode =
            results.contains(.failed)
            ? ExitCode.error.rawValue
            : results.contains(.stillFailing) ? ExitCode.findings.rawValue : ExitCode.success.rawValue
    }

    /// One file's result for the report, the text report's words on what `fix` changed and
    /// wrote, and, for `-o -`, the result bytes.
    struct FileOutput: Sendable {
        /// What the file still fails, or why nothing was written for it; nil only before `fix` ran.
        var result: CheckResult?
        /// The text report's lines on what was changed and written (`FixReport.text`, `wrote X`).
        var words = ""
        var standardOutput: [UInt8] = []
    }

    /// Reads, fixes and writes one file (`-`: standard input); `destination` nil writes nothing,
    /// `-` is standard output. Success is reported only after the write.
    static func fix(
        _ path: String, in tree: POSIXFileTree, standardInput: [UInt8]?, to destination: String?, dryRun: Bool,
        wireframe: WireframeChoice?, templateVersion: TemplateVersion?, writingStatically: Bool,
        _ configuration: CheckConfiguration, into file: inout FileOutput
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
            file.result = Checker.unreadable(path: path, failure: failure, limit: limit)
            return .failed
        }
        let source = SourceFile(path: path, bytes: bytes)
        let outcome: FixOutcome
        do {
            outcome = try Fixer.fix(
                source, configuration: configuration, wireframe: wireframe, templateVersion: templateVersion,
                writingStatically: writingStatically)
        } catch {
            file.result = CommandRefusal.fix.result(
                "cannot fix: \(error.message)", at: path, in: source, offset: error.offset, help: error.help,
                suggestion: error.suggestion)
            return .failed
        }
        // `-o OUT` of a file with nothing to fix still writes OUT, atomically and unchanged, so a
        // script can rely on OUT existing; once written, the report says that in one line.
        let copiedUnchanged = !outcome.changedAnything && destination.map { $0 != "-" && $0 != path } == true
        if !copiedUnchanged { file.words += FixReport.text(outcome, source: source, written: destination) }
        if let destination, destination == "-" {
            file.standardOutput = outcome.output
        } else if let destination, outcome.changedAnything || destination != path {
            if let problem = FileSystem.makeDirectory(PathText.parent(destination)) {
                file.result = CommandRefusal.notWritten.result(
                    "cannot create the folder for the result: \(problem)", at: destination)
                return .failed
            }
            do {
                try AtomicFile.write(outcome.output, to: destination)
            } catch {
                file.result = CommandRefusal.notWritten.result(
                    "cannot write the result: \(error.message)", at: destination)
                return .failed
            }
            file.words +=
                copiedUnchanged
                ? "\(path): nothing to fix; written unchanged to \(destination)\n" : "wrote \(destination)\n"
        }
        // What the file written still fails, under the user's own settings, each with what
        // addresses it, placed in the text the read-back judged: `fix` never reports success
        // over an error it leaves.
        let shown = destination.map { $0 == "-" ? path : $0 } ?? path
        let left = Fixer.remainingErrors(outcome, path: shown, configuration: configuration)
        let written = outcome.readBack.template?.source ?? outcome.readBack.source
        file.result = CheckResult(
            path: shown, source: left.isEmpty ? nil : written,
            diagnostics: left.map { error in
                var d = error.diagnostic
                d.message = "still fails after fixing: \(d.message)"
                d.suggestion = error.remedy
                return d
            }
        ).compacted()
        guard left.isEmpty else { return .stillFailing }
        return outcome.changedAnything ? .fixed : .unchanged
    }
}
