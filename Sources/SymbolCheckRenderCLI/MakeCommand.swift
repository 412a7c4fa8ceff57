import AppRules
import ArgumentParsing
import Dispatch
import FileAccess
import SVGModel
import Support
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import SymbolMake
import SymbolReport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck make ICON… -o OUT`: makes a template per icon (on every core), checks it,
/// writes it atomically where OUT says, and prints the check report (each measurement table with `--verbose`).
enum MakeCommand {
    typealias Destination = MakeArguments.Destination

    struct Job: Sendable {
        var input: String
        var name: String
        /// The template's path as reported (and previewed): where it is written.
        var templatePath: String
        var contentsPath: String?
        /// A flat mark's scale from the icons of its width in this call (`FamilySizing`).
        var familyScale: MakeOptions.FamilyScale?
    }

    static func run(_ arguments: MakeArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        var configuration = try ConfigurationBuilder.build(arguments.settings, environment: environment)
        let (inputs, destination) = (arguments.icons, arguments.destination)
        var options = MakeOptions()
        options.sizeTarget = configuration.sizeTarget
        options.limits = configuration.geometryLimits
        options.timeLimit = configuration.timeLimit
        options.readerLimits = configuration.limits
        options.weights = MakeOptions.Weights(arguments.weights)
        options.sizeBy = MakeOptions.SizeBy(arguments.sizeBy, iconCount: inputs.count)
        let dryRun = arguments.dryRun
        let jobs = arguments.jobs.count(environment)
        configuration.sharesGlyphWorkAcrossThreads = jobs > 1

        var plan: [Job] = []
        for input in inputs {
            let name = arguments.name ?? defaultName(for: input, destination: destination)
            guard !name.isEmpty, !name.contains("/") else {
                throw arguments.usage.error("'\(name)' cannot name a symbol: use letters, digits, dots, dashes.")
            }
            switch destination {
            case .standardOutput: plan.append(Job(input: input, name: name, templatePath: "-"))
            case .templateFile(let path): plan.append(Job(input: input, name: name, templatePath: path))
            case .symbolset(let set):
                plan.append(
                    Job(
                        input: input, name: name, templatePath: SymbolSetLayout.template(named: name, inSet: set),
                        contentsPath: SymbolSetLayout.contentsFile(of: set)))
            case .catalog(let folder):
                let set = SymbolSetLayout.symbolSet(named: name, in: folder)
                plan.append(
                    Job(
                        input: input, name: name, templatePath: SymbolSetLayout.template(named: name, inSet: set),
                        contentsPath: SymbolSetLayout.contentsFile(of: set)))
            }
        }
        var seen: [String: String] = [:]
        for job in plan {
            if let earlier = seen[job.templatePath] {
                throw arguments.usage.error(
                    "'\(earlier)' and '\(job.input)' would both be written to '\(job.templatePath)'.")
            }
            seen[job.templatePath] = job.input
        }

        // A file `make` did not write, or that was edited since, is not replaced unless asked (#37 item 6).
        var status = ExitCode.success
        var notReplaced: [CheckResult] = []
        if !arguments.force {
            var replaceable: [Job] = []
            for job in plan {
                if let problem = notReplaceable(job, limit: configuration.limits.maxInputBytes) {
                    notReplaced.append(
                        CommandRefusal.notWritten.result(
                            "\(problem): not replaced", at: job.input,
                            help: "`\(MakeArguments.forceFlag.long)` replaces it"))
                    status = worse(status, .error)
                } else {
                    replaceable.append(job)
                }
            }
            plan = replaceable
        }

        let stdinBytes = inputs.contains("-") ? environment.readStandardInput() : nil
        let scales = FamilySizing.flatMarkScales(count: plan.count, options: options) {
            [plan, limit = configuration.limits.maxInputBytes] i in icon(plan[i], limit: limit, stdin: stdinBytes)
        }
        for (i, scale) in scales { plan[i].familyScale = scale }
        var toStandardOutput = false
        if case .standardOutput = destination { toStandardOutput = true }
        let quiet = arguments.quiet
        let showsProgress =
            !toStandardOutput && !quiet && ProgressLine.isShown(inputCount: plan.count, environment: environment)
        // The report is written as results come, in input order (standard error when the
        // template itself goes to standard output: one icon, so nothing to stream).
        var context = ReportContext(
            configuration: configuration, toolVersion: ToolVersion.withCommit, useColor: false, quiet: quiet)
        // A size finding shows its table anyway; every result's table is asked for (#44 item 6:
        // one icon's 27-row table by default buried its verdict), or is what a dry run is for.
        context.showsEveryTable = arguments.verbose || (dryRun && !quiet)
        context.advice = CommandAdvice(arguments.settings)
        context.codeScanningCommand = MakeArguments.codeScanningCommand
        // The text report also says what `make` changed and wrote, in its own words, where they
        // fall; the other formats carry the results (refusals included) and nothing else.
        let format = arguments.report.format
        let saysWhatWasDone = format == .text && !quiet
        var report = CheckCommand.writingReport(
            format, context: context, resultToStandardOutput: toStandardOutput, showsProgress: showsProgress,
            environment: environment)
        for refusal in notReplaced { report.add(refusal) }
        let previewDirectory = arguments.previewDirectory
        // A dry run writes nothing, previews included: it says so instead.
        let drawsPreviews = previewDirectory != nil && !dryRun
        var previewed: [CheckResult] = []
        var catalog = CatalogState.notYetNeeded
        makeAll(
            plan, jobs: jobs, options: options, configuration: configuration, limit: configuration.limits.maxInputBytes,
            stdin: stdinBytes, keepTemplates: drawsPreviews,
            progress: ProgressLine.callback(shown: showsProgress, environment: environment) { $0.input }
        ) { job, outcome in
            guard let made = outcome.made, let result = outcome.result else {
                if let failure = outcome.failure { report.add(failure) }
                status = worse(status, outcome.readError ? .error : .findings)
                return
            }
            // Each icon's notes before its findings and the closing totals, in input order.
            var changeNotes = ""
            for change in made.changes { changeNotes += "\(job.input):\(change.location): note: \(change.message)\n" }
            // Its family's size would have failed `glyph-size`: sized alone, and said so (#37 item 1).
            if let (variant, size) = made.sizedAlone {
                let side = size.opticalSize < size.targetOpticalSize ? "below" : "above"
                changeNotes +=
                    "\(job.input): note: sized alone to the target: by its frame, as its family draws it, its \(variant.id) would be \(fmt(size.opticalSize))× the cap height in optical size, \(side) the size model's band (\(fmt(size.targetOpticalSize))× ± \(fmt(configuration.sizeTarget.tolerance * 100)) %); `--size-by frame` keeps the family's size\n"
            }
            // Sized strictly by its frame, an icon its family draws small stays small (#22 item 3);
            // a Control shows one glyph alone, so say how to bring this one to the target instead.
            if options.sizeBy.leavesSmall(result.measurements) {
                changeNotes +=
                    "\(job.input): note: sized by its frame, as its family draws it; `--size-by ink` sizes this icon alone to the target (for a Control's glyph)\n"
            }
            if saysWhatWasDone { report.addLines(changeNotes) }
            report.add(result)
            if drawsPreviews { previewed.append(result) }
            // A template that passes its check (warnings are judgments, docs/checks.md "Severity")
            // exits 0, as `check` of it would; a configuration's `"strict": true` counts its warnings.
            if !result.passes(strict: configuration.strict) { status = worse(status, .findings) }
            if dryRun { return }
            if toStandardOutput {
                output.stdout += made.svg
                return
            }
            if case .catalog(let folder) = destination, case .notYetNeeded = catalog {
                // Created once something is made for it, so a run that makes nothing leaves no folder.
                catalog = ensureCatalog(folder).map { .failed(folder, $0) } ?? .ready
                if case .failed(let folder, let problem) = catalog {
                    report.add(CommandRefusal.notWritten.result("cannot create '\(folder)': \(problem)", at: folder))
                    status = worse(status, .error)
                }
            }
            if case .failed = catalog { return }
            // The folder the template goes in (a symbol set's, or a .svg's), created when missing.
            if let folder = folder(of: job) {
                if let problem = makeDirectory(folder) {
                    report.add(
                        CommandRefusal.notWritten.result("cannot create '\(folder)': \(problem)", at: job.input))
                    status = worse(status, .error)
                    return
                }
            }
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(Array(made.svg.utf8), to: job.templatePath)
                if let contents = job.contentsPath {
                    try AtomicFile.write(
                        Array(SymbolSetLayout.setContents(templateFile: "\(job.name).svg").utf8), to: contents)
                }
                // Said where it happens, before the closing summary.
                if saysWhatWasDone { report.addLines("wrote \(result.path)\n") }
            } catch {
                report.add(
                    CommandRefusal.notWritten.result("cannot write the result: \(error.message)", at: job.input))
                status = worse(status, .error)
            }
        }
        ProgressLine.finish(shown: showsProgress, environment: environment)
        var reportText = ToolOutput()
        _ = report.finish(into: &reportText)
        if toStandardOutput {
            output.stderr += reportText.stdout
        } else {
            output.stdout += reportText.stdout
        }
        if dryRun, let previews = previewDirectory {
            // Beside the text report; after another format's document, on standard error.
            let line = "dry run: no preview written to \(previews)\n"
            if format == .text { output.stdout += line } else { output.stderr += line }
        }
        if let previews = previewDirectory, !previewed.isEmpty {
            let previewStatus = try RenderingCommands.support.checkPreviews(
                previewed, previews, configuration, arguments.settings, &output)
            status = worse(status, previewStatus)
        }
        output.exitCode = max(output.exitCode, status.rawValue)
    }

    /// The folder a job's template is written in, when it has one to create.
    static func folder(of job: Job) -> String? {
        if let contents = job.contentsPath { return SymbolSetLayout.folder(ofContentsFile: contents) }
        guard job.templatePath != "-", let slash = job.templatePath.lastIndex(of: "/") else { return nil }
        let folder = String(job.templatePath[..<slash])
        return folder.isEmpty ? nil : folder
    }

    /// Why a job's existing files may not be replaced without `--force`: a template `make` did
    /// not write or that was edited since (`TemplateSeal`), a Contents.json other than the one
    /// `make` writes. Nil when there is nothing in the way.
    static func notReplaceable(_ job: Job, limit: Int) -> String? {
        if job.templatePath != "-", FileSystem.exists(job.templatePath) {
            guard case .success(let bytes) = FileSystem.readFile(job.templatePath, limit: limit) else {
                return "'\(job.templatePath)' exists and cannot be read"
            }
            switch TemplateSeal.verdict(bytes) {
            case .madeAndUnchanged: break
            case .editedSinceMade: return "'\(job.templatePath)' was edited since `make` wrote it"
            case .notMade: return "'\(job.templatePath)' exists and was not written by `make`"
            }
        }
        if let contents = job.contentsPath, FileSystem.exists(contents) {
            let expected = Array(SymbolSetLayout.setContents(templateFile: "\(job.name).svg").utf8)
            guard case .success(let bytes) = FileSystem.readFile(contents, limit: limit), bytes == expected else {
                return "'\(contents)' is not the Contents.json `make` writes for '\(job.name).svg'"
            }
        }
        return nil
    }

    /// Whether a catalog destination's folder exists yet.
    enum CatalogState {
        case notYetNeeded, ready
        case failed(String, String)
    }

    struct Outcome: Sendable {
        var made: MadeSymbol?
        var result: CheckResult?
        var failure: CheckResult?
        var readError = false
    }

    /// Makes and checks every job on `jobs` threads and hands each outcome to `receive` on the
    /// calling thread, in job order, as soon as it and every earlier one are done: at most a
    /// bounded window of outcomes is held (`BatchChecker.map`), each without the icon's bytes
    /// and, unless `keepTemplates` (previews draw from them), without the template read back.
    static func makeAll(
        _ plan: [Job], jobs: Int, options: MakeOptions, configuration: CheckConfiguration, limit: Int, stdin: [UInt8]?,
        keepTemplates: Bool, progress: ((Int, Int, Job) -> Void)?, receive: (Job, Outcome) -> Void
    ) {
        BatchChecker.map(
            Array(plan.indices), jobs: jobs,
            progress: progress.map { report in { done, total, i in report(done, total, plan[i]) } },
            work: { i in
                var outcome = makeOne(
                    plan[i], options: options, configuration: configuration, limit: limit, stdin: stdin)
                outcome.failure = outcome.failure?.compacted()
                if !keepTemplates { outcome.result = outcome.result?.compacted() }
                return (i, outcome)
            },
            receive: { (i, outcome) in receive(plan[i], outcome) })
    }

    static func makeOne(
        _ job: Job, options: MakeOptions, configuration: CheckConfiguration, limit: Int, stdin: [UInt8]?
    ) -> Outcome {
        let bytes: [UInt8]
        if job.input == "-" {
            guard let stdin else {
                return Outcome(
                    failure: Checker.unreadable(path: "-", reason: "standard input cannot be read"), readError: true)
            }
            bytes = stdin
        } else if FileSystem.isDirectory(job.input) {
            // A folder names no icon: an error for the run, not a symbol that failed.
            let refusal = InputRefusedRule().finding(
                "this is a folder; `make` takes icon files, not folders", at: nil,
                help: "name the icons in it: `symbolcheck make \(PathText.join(job.input, "*.svg")) -o <out>`")
            return Outcome(
                failure: CheckResult(
                    path: job.input, source: nil, diagnostics: [refusal], isRefused: true, namesNoSymbol: true),
                readError: true)
        } else {
            switch FileSystem.readFile(job.input, limit: limit) {
            case .success(let b): bytes = b
            case .failure(.failed(let why)):
                return Outcome(failure: Checker.unreadable(path: job.input, reason: why), readError: true)
            case .failure(.tooLarge(let n)):
                // Worded as `check` words it, the advice to raise the limit by the report's.
                return Outcome(
                    failure: Checker.unreadable(path: job.input, failure: .tooLarge(n), limit: limit), readError: true)
            }
        }
        // A symbol set's or catalog's Contents.json names templates; it is no icon to make one of.
        if job.input.split(separator: "/").last == "Contents.json" {
            let refusal = InputRefusedRule().finding(
                "this is a Contents.json: it describes a symbol set or an asset catalog, not an icon to make a template of",
                at: nil,
                help:
                    "give `make` the icon's .svg; to check a symbol set, pass its folder to `symbolcheck check`")
            return Outcome(
                failure: CheckResult(path: job.input, source: nil, diagnostics: [refusal], isRefused: true),
                readError: true)
        }
        var options = options
        options.familyScale = job.familyScale
        do {
            let made = try SymbolMaker.make(path: job.input, bytes: bytes, name: job.name, options: options)
            let result = Checker.check(SourceFile(path: job.templatePath, text: made.svg), configuration: configuration)
            return Outcome(made: made, result: result)
        } catch {
            // A file that is not an SVG at all (a PNG, PDF or JPEG) cannot be read: exit 2, as `check`.
            let refused = error.diagnostic.ruleID == InputRefusedRule().id
            return Outcome(
                failure: CheckResult(
                    path: job.input, source: error.source, diagnostics: [error.diagnostic], isRefused: refused),
                readError: refused)
        }
    }

    /// The job's icon as `makeOne` reads it, or nil where it cannot be (`makeOne` says why).
    static func icon(_ job: Job, limit: Int, stdin: [UInt8]?) -> SourceFile? {
        if job.input == "-" { return stdin.map { SourceFile(path: "-", bytes: $0) } }
        guard !FileSystem.isDirectory(job.input),
            case .success(let bytes) = FileSystem.readFile(job.input, limit: limit)
        else { return nil }
        return SourceFile(path: job.input, bytes: bytes)
    }

    /// A symbol set's folder name (Xcode names the symbol after it); else `icons/bolt.svg` →
    /// `bolt`; standard input → the output file's name, or `symbol`.
    static func defaultName(for input: String, destination: Destination) -> String {
        func stem(_ path: String, _ suffix: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.lowercased().hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : file
        }
        if case .symbolset(let p) = destination { return stem(p, ".symbolset") }
        if input != "-" { return stem(input, ".svg") }
        switch destination {
        case .templateFile(let p): return stem(p, ".svg")
        case .symbolset(let p): return stem(p, ".symbolset")
        default: return "symbol"
        }
    }

    /// The folder, and for an `.xcassets` catalog its top-level Contents.json when missing.
    static func ensureCatalog(_ folder: String) -> String? {
        if let problem = makeDirectory(folder) { return problem }
        let contents = SymbolSetLayout.contentsFile(of: folder)
        guard folder.lowercased().hasSuffix(".xcassets"), !FileSystem.exists(contents) else { return nil }
        do { try AtomicFile.write(Array(SymbolSetLayout.catalogContents.utf8), to: contents) } catch {
            return error.message
        }
        return nil
    }

    static func makeDirectory(_ path: String) -> String? { FileSystem.makeDirectory(path) }

    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode { a.rawValue >= b.rawValue ? a : b }
}
