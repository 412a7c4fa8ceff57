import AppRules
import ArgumentParsing
import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolInputs
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

            Exit status: 0 when every result meets its target, 1 when one still fails glyph-size or \
            glyph-overflows-tile (or its check ran out of time), 2 on a usage error or a file that \
            cannot be read, resized (past its time limit included) or written.
            """,
        synopsis:
            "<files>... (-o <output> | --in-place) [--target <ratio>] [--keep-weight | --scale-weight] [--dry-run]",
        arguments: [filesArgument],
        options: [outputSpec] + SettingOptions.options(takenSettings) + [JobsOption.spec],
        flags: [RewriteDestination.inPlaceFlag, keepWeightFlag, scaleWeightFlag, dryRunFlag, InputOptions.allSVGFlag])

    var inputs: InputOptions
    var destination: RewriteDestination
    var settings: SettingOptions
    var jobs: JobsOption
    /// `--scale-weight`: the stems scale with the glyph (no GEOS, so no `symbolcheck-render`).
    var scalesWeight: Bool
    let usage: CommandUsage

    package init(parsing values: ParsedValues) throws(UsageError) {
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
    /// What became of one file, as the report shows it.
    struct FileReport: Sendable {
        enum Kind: Sendable { case resized, leftAsIs, failed }
        var kind: Kind
        var report = ""
        var errors = ""
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
        // each file's report is written as it comes (a catalog's report is never held whole),
        // with a progress line on a terminal.
        var toStandardOutput = false
        if case .standardOutput = destination { toStandardOutput = true }
        let showsProgress =
            !toStandardOutput && ProgressLine.isShown(inputCount: discovery.inputs.count, environment: environment)
        var report =
            toStandardOutput
            ? ReportOutput(writeNow: nil)
            : CheckCommand.reportOutput(environment: environment, showsProgress: showsProgress)
        for note in discovery.notes { output.stderr += note.plainNoteLines }
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
                            errors:
                                "\(input.path): error: the symbol set holds \(results.count) SVG files, and '-o \(file)' names one file\n  = help: give a folder to '-o', or use --in-place\n"
                        )
                    ]
                }
                return results.map {
                    finish(
                        $0, destination: destination, dryRun: dryRun, configuration: configuration,
                        advice: CommandAdvice(arguments.settings))
                }
            },
            receive: { files in
                for file in files {
                    report.write(file.report)
                    output.stderr += file.errors
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
        if counts.files > 1 {
            report.write(
                "\(counts.files) files: \(counts.resized) \(dryRun ? "to resize" : "resized"), \(counts.leftAsIs) within tolerance and left as is, \(counts.failed) not resized"
                    + (counts.stillFailing > 0 ? ", \(counts.stillFailing) still off target" : "") + "\n")
        }
        var reportText = ToolOutput()
        report.finish(into: &reportText)
        if toStandardOutput { output.stderr += reportText.stdout } else { output.stdout += reportText.stdout }
        output.exitCode =
            counts.failed > 0
            ? ExitCode.error.rawValue : counts.stillFailing > 0 ? ExitCode.findings.rawValue : ExitCode.success.rawValue
    }

    /// Writes one file's result where it goes and says what happened. Success is reported only
    /// after the write.
    static func finish(
        _ file: InputResizer.FileResult, destination: ResultPlacement, dryRun: Bool, configuration: CheckConfiguration,
        advice: CommandAdvice
    ) -> FileReport {
        let outcome: ResizeOutcome
        switch file.outcome {
        case .failure(let error): return FileReport(kind: .failed, errors: describe(error, file: file, advice: advice))
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
            result.errors = ResultPlacement.outsideMessage(file.path, folder: folder)
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
            result.report = summary
            if !dryRun, case .standardOutput = destination {
                result.stillFailing = reportOffTarget(outcome, path: file.path, configuration, into: &result)
            }
            return result
        }
        if let slash = target.lastIndex(of: "/"), target[..<slash] != "",
            let problem = FileSystem.makeDirectory(String(target[..<slash]))
        {
            result.kind = .failed
            result.errors = "\(target): error: cannot create the folder for the result: \(problem)\n"
            return result
        }
        do {
            try AtomicFile.write(outcome.output, to: target)
        } catch {
            result.kind = .failed
            result.errors = "\(target): error: cannot write the result: \(error.message)\n"
            return result
        }
        result.report = summary + "wrote \(target)\n"
        result.stillFailing = reportOffTarget(outcome, path: target, configuration, into: &result)
        return result
    }

    static func describe(_ error: RewriteRefusal, file: InputResizer.FileResult, advice: CommandAdvice) -> String {
        var text: String
        if let source = file.source {
            let location = error.offset.map { ":\(source.location(of: $0))" } ?? ""
            text = "\(file.path)\(location): error: cannot resize: \(error.message)"
        } else {
            text = "\(file.path): error: \(error.message)"
        }
        for help in advice.helpLines(error.help, error.suggestion) { text += "\n  = help: \(help)" }
        return text + "\n"
    }

    /// What of `resize`'s promise the written result still misses (`ResizeOutcome.offTarget`),
    /// added to the report at its line and column in the text the read-back judged; whether
    /// anything is.
    static func reportOffTarget(
        _ outcome: ResizeOutcome, path: String, _ configuration: CheckConfiguration, into result: inout FileReport
    ) -> Bool {
        let findings = outcome.offTarget(writtenAs: path, configuration: configuration)
        let written = outcome.readBack.template?.source ?? outcome.readBack.source
        result.report += findings.map { d in
            let place = d.start.map { ":\(written.location(of: $0))" } ?? ""
            return "\(path)\(place): error: \(d.message) [\(d.ruleID)]\n"
        }.joined()
        return !findings.isEmpty
    }
}
