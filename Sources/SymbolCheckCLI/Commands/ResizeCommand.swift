import AppRules
import ArgumentParsing
import FileAccess
import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolInputs
import SymbolReport
import SymbolResize
import SymbolSettings

/// `resize`'s command line.
package struct ResizeArguments: ParsableCommand {
    static let takenSettings: [CheckSetting] =
        [.target, .tolerance] + SettingOptions.searchSettings + SettingOptions.outliningBudgetSettings
    static let filesArgument = ArgumentSpec(
        "files",
        help: "SVG templates, .symbolset folders, asset catalogs or folders to resize; `-` reads standard input.",
        isRepeating: true)
    static let outputSpec = OutputOption.spec(
        valueName: "output",
        help: "Write the result here (atomically): a file for one file, a folder for several; `-` is standard output.")
    static let keepWeightFlag = FlagSpec(
        "--keep-weight",
        help: "Keep the stems' weight by offsetting the outlines back (the default; refused with --scale-weight).")
    static let scaleWeightFlag = FlagSpec(
        "--scale-weight",
        help: "Scale the stems with the glyph (the default keeps their weight by offsetting the outlines back).")
    static let dryRunFlag = RewriteDestination.dryRunFlag(help: "Print the factors only; write nothing.")

    package static let spec = CommandSpec(
        name: "resize",
        abstract: "Scale every drawn variant so each scale row's Regular glyph meets its size target.",
        discussion: """
            Takes the inputs `check` takes: files, `.symbolset` folders, asset catalogs and folders \
            (with --all-svg, plain .svg files in them too), and `-` for standard input. Each row's \
            factor brings its Regular glyph to the target box (a glyph wider than 1.4 × its height \
            is sized by its width), never past the Control Center tile's symbol area; every weight \
            of the row gets it, so a variable template stays interpolation-compatible. A row within \
            tolerance is left as it is, and a file with nothing to change is not rewritten. \
            Numbers are rewritten in place (no transform is added); everything outside the glyph \
            groups and their margin guides stays byte-identical.

            Stems keep their weight: each resized glyph's outline is offset back (GEOS) by what \
            the scale added to its stem (2 × ink area ÷ perimeter), and its shapes are written as \
            filled paths. Where that would change the glyph (a hole closing, a part vanishing), a \
            shape erases or is drawn through <use>, or a variable template would no longer \
            interpolate, the glyph is scaled plainly and a warning gives the stem change in \
            percent. --keep-weight (the default) says so explicitly; --scale-weight scales the stems \
            with the glyph.

            With one symbol (one file, standard input, or a .symbolset named itself), '-o' names the \
            output file ('-o -' writes it to standard output and the report to standard error). \
            With a catalog, a folder or several inputs, '-o' names a folder: each \
            result is written under it at the path it was given as (`-o out Icons.xcassets` writes \
            `out/Icons.xcassets/…/x.svg`). Missing folders are created.

            Each file has --time-limit seconds to be read, resized and measured again; a file past \
            it is refused, nothing written for it, and the others are resized.

            --format gives the report in `check`'s formats: a file refused or not written is a \
            finding with its id (`resize-refused`, `result-not-written`, `input-refused`; \
            `symbolcheck explain ID`), a result still off target the size rule's, at its place in \
            the file written.

            Exit status: 0 when every result meets its target, 1 when one still fails glyph-size or \
            glyph-overflows-tile (or its check ran out of time), 2 on a usage error or a file that \
            cannot be read, resized (past its time limit included) or written.
            """,
        synopsis:
            "<files>... (-o <output> | --in-place) [--target <ratio>] [--keep-weight | --scale-weight] [--dry-run] [--format <format>]",
        arguments: [filesArgument],
        options: [outputSpec, ReportFormatOptions.formatSpec] + SettingOptions.options(takenSettings)
            + [JobsOption.spec],
        flags: [RewriteDestination.inPlaceFlag, keepWeightFlag, scaleWeightFlag, dryRunFlag, InputOptions.allSVGFlag])

    var inputs: InputOptions
    var destination: RewriteDestination
    var settings: SettingOptions
    var jobs: JobsOption
    /// `--scale-weight`: the stems scale with the glyph (no GEOS, so no `symbolcheck-render`).
    var scalesWeight: Bool
    /// `--format`: the report's format, `check`'s (text by default).
    var report: ReportFormatOptions
    let usage: CommandUsage

    /// The command GitHub's closing notice suggests for every finding: `resize`'s own, in SARIF.
    static var codeScanningCommand: String { CommandAdvice.codeScanningCommand(for: spec) }

    package init(parsing values: ParsedValues) throws(UsageError) {
        report = ReportFormatOptions(parsing: values)
        inputs = InputOptions(parsing: values, paths: Self.filesArgument)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        destination = try RewriteDestination(
            parsing: values, output: Self.outputSpec, dryRun: Self.dryRunFlag, inputs: inputs.paths,
            dryRunShows: "the factors")
        if inputs.paths.isEmpty {
            throw values.usage.error("Name at least one template, symbol set or folder to resize.")
        }
        if values.isOn(Self.keepWeightFlag) && values.isOn(Self.scaleWeightFlag) {
            throw values.usage.error(
                "\(Self.keepWeightFlag.long) (the default) and \(Self.scaleWeightFlag.long) ask for opposite things: give one of them."
            )
        }
        scalesWeight = values.isOn(Self.scaleWeightFlag)
        jobs = try JobsOption(parsing: values)
        usage = values.usage
    }
}

/// `symbolcheck resize PATH… (-o OUT | --in-place)`: rewrites every template found (as `check`
/// finds them) so each scale row's Regular glyph meets its target, writes each result
/// atomically on every core, and checks it for glyph-size and glyph-overflows-tile. A file with
/// nothing to change is not rewritten.
enum ResizeCommand {
    /// What became of one file: its result for the report (what it still fails, or why nothing
    /// was written for it), and the text report's words on what was resized and written.
    struct FileReport: Sendable {
        enum Kind: Sendable { case resized, leftAsIs, failed }
        var kind: Kind
        /// The text report's lines on what was resized and written (`ResizeReport.text`, `wrote X`).
        var words = ""
        var result: CheckResult?
        /// The result still fails a size rule after resizing.
        var stillFailing = false
        /// The bytes for standard output (`-o -`).
        var standardOutput: [UInt8]? = nil
    }

    static func run(_ arguments: ResizeArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let configuration = try ConfigurationBuilder.build(arguments.settings, environment: environment)
        let paths = arguments.inputs.paths
        let dryRun = arguments.destination.dryRun
        let jobs = arguments.jobs.count(environment)
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(
            paths, includePlainSVG: arguments.inputs.includesPlainSVG, scope: configuration.scope, in: tree)
        let destination = try ResultPlacement.deciding(
            arguments.destination, paths: paths, inputs: discovery.inputs, usage: arguments.usage)
        // With the result on standard output, everything else goes to standard error. Otherwise
        // each file's result is reported as it comes (a catalog's report is never held whole),
        // with a progress line on a terminal, in `check`'s report in `--format`; the text report
        // also says what `resize` did and wrote, and ends with `resize`'s own count of the files.
        var toStandardOutput = false
        if case .standardOutput = destination { toStandardOutput = true }
        let showsProgress =
            !toStandardOutput && ProgressLine.isShown(inputCount: discovery.inputs.count, environment: environment)
        let format = arguments.report.format
        let context = ReportContext.rewriting(
            configuration: configuration, settings: arguments.settings,
            codeScanningCommand: ResizeArguments.codeScanningCommand, environment: environment)
        var report = CheckCommand.writingReport(
            format, context: context, resultToStandardOutput: toStandardOutput, showsProgress: showsProgress,
            environment: environment)
        for note in discovery.notes { report.add(note) }
        let standardInput = discovery.inputs.contains(.standardInput) ? environment.readStandardInput() : nil
        // Without --scale-weight this runs in `symbolcheck-render`, which keeps the stems.
        let stemKeeper =
            arguments.scalesWeight ? nil : environment.rendering.map { StemKeeping(offsetting: $0.inkOffsetting) }
        var counts = (resized: 0, leftAsIs: 0, failed: 0, stillFailing: 0, files: 0)
        BatchChecker.map(
            discovery.inputs, jobs: jobs,
            progress: ProgressLine.callback(shown: showsProgress, environment: environment) { $0.path },
            work: { input in
                let results = InputResizer.resize(
                    input, configuration: configuration, tree: tree, standardInput: standardInput,
                    stemKeeper: stemKeeper)
                // `-o x.svg` names one file: a symbol set that holds several SVGs cannot go there.
                if case .file(let file) = destination, results.count > 1 {
                    return [
                        FileReport(
                            kind: .failed,
                            result: ResultPlacement.severalFilesRefusal(input.path, count: results.count, file: file))
                    ]
                }
                return results.map {
                    finish($0, destination: destination, dryRun: dryRun, configuration: configuration)
                }
            },
            receive: { files in
                for file in files {
                    if format == .text { report.addLines(file.words) }
                    if let result = file.result { report.add(result) }
                    if let bytes = file.standardOutput { output.stdout += String(decoding: bytes, as: UTF8.self) }
                    counts.files += 1
                    switch file.kind {
                    case .resized: counts.resized += 1
                    case .leftAsIs: counts.leftAsIs += 1
                    case .failed: counts.failed += 1
                    }
                    if file.stillFailing { counts.stillFailing += 1 }
                }
            })
        ProgressLine.finish(shown: showsProgress, environment: environment)
        if format == .text, counts.files > 1 {
            report.addLines(
                "\(counts.files) files: \(counts.resized) \(dryRun ? "to resize" : "resized"), \(counts.leftAsIs) within tolerance and left as is, \(counts.failed) not resized"
                    + (counts.stillFailing > 0 ? ", \(counts.stillFailing) still off target" : "") + "\n")
        }
        var reportText = ToolOutput()
        _ = report.finish(into: &reportText)
        if toStandardOutput { output.stderr += reportText.stdout } else { output.stdout += reportText.stdout }
        output.exitCode =
            counts.failed > 0
            ? ExitCode.error.rawValue : counts.stillFailing > 0 ? ExitCode.findings.rawValue : ExitCode.success.rawValue
    }

    /// Writes one file's result where it goes and says what happened. Success is reported only
    /// after the write.
    static func finish(
        _ file: InputResizer.FileResult, destination: ResultPlacement, dryRun: Bool, configuration: CheckConfiguration
    ) -> FileReport {
        let outcome: ResizeOutcome
        switch file.outcome {
        case .failure(let error): return FileReport(kind: .failed, result: refusal(error, file: file))
        case .success(let value): outcome = value
        }
        let leftAsIs = file.isLeftAsIs
        var result = FileReport(kind: leftAsIs ? .leftAsIs : .resized)
        let target: String?
        switch destination.target(for: file.path) {
        case .none: target = nil
        case .file(let path): target = destination == .inPlace && leftAsIs ? nil : path
        case .outside(let folder):
            result.kind = .failed
            result.result = ResultPlacement.outsideRefusal(file.path, folder: folder)
            return result
        }
        if destination == .standardOutput && !dryRun { result.standardOutput = outcome.output }
        let copied: Bool
        switch destination {
        case .file, .folder, .standardOutput: copied = !dryRun
        case .nowhere, .inPlace: copied = false
        }
        let summary =
            leftAsIs
            ? "\(file.path): every row is within tolerance of its target; \(copied ? "written unchanged" : "left as is")\n"
            : ResizeReport.text(
                outcome, path: file.path, dryRun: dryRun, scaleWeightChoice: ResizeArguments.scaleWeightFlag.long)
        guard !dryRun, let target else {
            result.words = summary
            if !dryRun, case .standardOutput = destination {
                result.result = offTarget(outcome, path: file.path, configuration)
            } else {
                result.result = CheckResult(path: file.path, source: nil, diagnostics: [])
            }
            result.stillFailing = result.result?.diagnostics.isEmpty == false
            return result
        }
        if let slash = target.lastIndex(of: "/"), target[..<slash] != "",
            let problem = FileSystem.makeDirectory(String(target[..<slash]))
        {
            result.kind = .failed
            result.result = CommandRefusal.notWritten.result(
                "cannot create the folder for the result: \(problem)", at: target)
            return result
        }
        do {
            try AtomicFile.write(outcome.output, to: target)
        } catch {
            result.kind = .failed
            result.result = CommandRefusal.notWritten.result("cannot write the result: \(error.message)", at: target)
            return result
        }
        result.words = summary + "wrote \(target)\n"
        result.result = offTarget(outcome, path: target, configuration)
        result.stillFailing = result.result?.diagnostics.isEmpty == false
        return result
    }

    /// Why nothing was written for a file: refused unread (`input-refused`: it could not be read,
    /// or names nothing `resize` can use), or `resize-refused` at its place in the text read.
    static func refusal(_ error: RewriteRefusal, file: InputResizer.FileResult) -> CheckResult {
        guard let source = file.source else {
            return file.isUnread
                ? InputChecker.unusable(file.path, error.message, help: error.help, suggestion: error.suggestion)
                : CommandRefusal.resize.result(
                    "cannot resize: \(error.message)", at: file.path, help: error.help, suggestion: error.suggestion)
        }
        return CommandRefusal.resize.result(
            "cannot resize: \(error.message)", at: file.path, in: source, offset: error.offset, help: error.help,
            suggestion: error.suggestion)
    }

    /// What of `resize`'s promise the written result still misses (`ResizeOutcome.offTarget`),
    /// at its line and column in the text the read-back judged, as `check` places them.
    static func offTarget(_ outcome: ResizeOutcome, path: String, _ configuration: CheckConfiguration) -> CheckResult {
        let findings = outcome.offTarget(writtenAs: path, configuration: configuration)
        let written = outcome.readBack.template?.source ?? outcome.readBack.source
        return CheckResult(path: path, source: findings.isEmpty ? nil : written, diagnostics: findings).compacted()
    }
}
