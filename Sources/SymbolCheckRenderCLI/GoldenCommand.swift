import AppRules
import ArgumentParsing
import FileAccess
import SVGModel
import Support
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import SymbolModel
import SymbolPreview
import SymbolReport

/// `symbolcheck golden record|verify PATHS… --golden-dir DIR`: pins symbols' preview sheets
/// as golden PNGs (`DIR/<name>.<view>.png`, with `DIR/PLATFORM` naming the library versions)
/// and checks later renders against them, with the same comparison and artifacts as
/// symbolcheck's own golden tests.
enum GoldenCommand {
    typealias Action = GoldenArguments.Action

    struct Settings: Sendable {
        var action: Action
        var goldenDirectory: String
        var artifactsDirectory: String
        var tolerance: Int?
        var maxDifferingShare: Double?
        /// The budget settings every command shares (`--max-input-bytes`, `--time-limit`).
        var configuration: CheckConfiguration
        var limits: ReaderLimits { configuration.limits }
        /// The words for raising a limit, from the settings `golden` takes.
        var advice: CommandAdvice
        /// The inputs as given (and `--all-svg`), for the command that records them all.
        var inputArguments: [String] = []
        /// `record --prune`: remove goldens whose symbol is not among the inputs.
        var prune = false
        /// `--format github`: each failing golden also as a GitHub Actions `::error` annotation.
        var githubAnnotations = false
        /// Every input is a folder searched for symbols (not a single `.svg`, `.symbolset` or
        /// `-`): only then are the golden folder's other goldens the inputs' business — reported
        /// by `verify`, noted or pruned by `record`. A run naming single symbols is about those.
        var coversWholeFolders = true
        /// Symbols rendered at once (`--jobs`).
        var jobs = 1
        /// Where a long run's progress line and streamed output go.
        var environment = ToolEnvironment()
    }

    static func run(_ arguments: GoldenArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let settings = try parse(arguments, environment: environment)
        let found = GoldenInputs.collect(
            arguments.inputs.paths, includePlainSVG: arguments.inputs.includesPlainSVG,
            scope: settings.configuration.scope, in: POSIXFileTree(),
            limit: settings.limits.maxInputBytes, help: settings.advice.helpLines)
        let symbols = found.symbols
        for note in found.notes { output.stderr += "warning: \(note)\n" }
        var status = ExitCode.success
        for problem in found.problems {
            output.stderr += "error: \(problem.message)\n"
            status = .error
        }
        // Two symbols with one name would write (or compare) the same files: nothing is done.
        if found.hasNameCollisions {
            output.stderr +=
                "error: nothing \(settings.action == .record ? "recorded" : "verified"): give the symbols different names, or \(settings.action.rawValue) them with separate --golden-dir folders\n"
            output.exitCode = ExitCode.error.rawValue
            return
        }
        let outcome: ExitCode
        switch settings.action {
        case .record: outcome = record(symbols, settings, output: &output)
        case .verify: outcome = verify(symbols, settings, unusableInputs: found.problems.count, output: &output)
        }
        output.exitCode = PreviewCommand.worse(status, outcome).rawValue
    }

    /// The run's settings: the typed values, with what only the file system and the
    /// environment tell (whether every input is a folder, where artifacts go).
    static func parse(_ arguments: GoldenArguments, environment: ToolEnvironment) throws(UsageError) -> Settings {
        let coversWholeFolders = arguments.inputs.paths.allSatisfy(isFolderOfSymbols)
        try arguments.refusingPrune(coversWholeFolders: coversWholeFolders)
        var configuration = CheckConfiguration()
        configuration.scope.workingDirectory = environment.currentDirectory
        try ConfigurationBuilder.applyGiven(arguments.settings, to: &configuration)
        let artifacts =
            arguments.artifactsDirectory
            ?? environment.variables[GoldenArguments.artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? GoldenArguments.defaultArtifacts
        return Settings(
            action: arguments.action, goldenDirectory: arguments.goldenDirectory, artifactsDirectory: artifacts,
            tolerance: arguments.tolerance, maxDifferingShare: arguments.maxDifferingShare,
            configuration: configuration, advice: CommandAdvice(arguments.settings),
            inputArguments: arguments.inputArguments, prune: arguments.prune,
            githubAnnotations: arguments.format == .github, coversWholeFolders: coversWholeFolders,
            jobs: arguments.jobs.count(environment), environment: environment)
    }

    // MARK: record

    static func record(_ symbols: [GoldenSymbol], _ settings: Settings, output: inout ToolOutput) -> ExitCode {
        guard !symbols.isEmpty else { return .error }
        if let problem = FileSystem.makeDirectory(settings.goldenDirectory) {
            output.stderr += "error: cannot create the golden folder '\(settings.goldenDirectory)': \(problem)\n"
            return .error
        }
        var status = ExitCode.success
        forEachSymbol(symbols, settings, output: &output) { symbol, output in
            recordOne(symbol, settings, output: &output)
        } receive: { symbolStatus, _ in
            status = PreviewCommand.worse(status, symbolStatus)
        }
        let stale = settings.coversWholeFolders ? goldensWithoutSymbol(symbols, settings) : []
        if settings.prune {
            for golden in stale {
                if let problem = FileSystem.removeFile(golden.goldenPath) {
                    output.stderr += "error: cannot remove '\(golden.goldenPath)': \(problem)\n"
                    status = PreviewCommand.worse(status, .error)
                } else {
                    output.stdout +=
                        "\(golden.name): removed \(golden.goldenPath) (no input is named \(golden.symbol))\n"
                }
                if FileSystem.exists(golden.measurementsPath),
                    let problem = FileSystem.removeFile(golden.measurementsPath)
                {
                    output.stderr += "error: cannot remove '\(golden.measurementsPath)': \(problem)\n"
                    status = PreviewCommand.worse(status, .error)
                }
            }
        } else if !stale.isEmpty {
            output.stdout +=
                "note: \(counted(stale.count, "golden")) in \(settings.goldenDirectory) \(agreeing(stale.count, "has", "have")) no symbol among the inputs (\(stale.map(\.name).joined(separator: ", "))); add --prune to remove \(agreeing(stale.count, "it", "them"))\n"
        }
        let platformPath = GoldenPlatform.filePath(inGoldenDirectory: settings.goldenDirectory)
        let platformText = Array(GoldenPlatform.current.fileText.utf8)
        if case .success(let existing) = FileSystem.readFile(platformPath, limit: 1 << 16), existing == platformText {
            return status
        }
        do {
            try AtomicFile.write(platformText, to: platformPath)
        } catch let failure {
            output.stderr += "error: \(failure.message)\n"
            status = PreviewCommand.worse(status, .error)
        }
        return status
    }

    /// Renders and records one symbol's goldens (run on a worker thread, into its own output).
    static func recordOne(_ symbol: GoldenSymbol, _ settings: Settings, output: inout ToolOutput) -> SymbolOutcome {
        var outcome = SymbolOutcome(status: .success)
        let drawn = eachGoldenView(of: symbol, settings, output: &output, outcome: &outcome) {
            goldenCase, png, _, output, _ in
            if case .success(let existing) = FileSystem.readFile(goldenCase.goldenPath, limit: 1 << 28),
                existing == png
            {
                output.stdout += "\(goldenCase.name): unchanged \(goldenCase.goldenPath)\n"
                return
            }
            try AtomicFile.write(png, to: goldenCase.goldenPath)
            output.stdout += "\(goldenCase.name): recorded \(goldenCase.goldenPath)\n"
        }
        guard let plan = drawn else { return SymbolOutcome(status: outcome.status) }
        var status = outcome.status
        // The measurements the views share, for `verify` to name the one that changed.
        let measurementsPath = GoldenCase(
            symbol: symbol.name, view: .light, goldenDirectory: settings.goldenDirectory, artifactsDirectory: ""
        ).measurementsPath
        let text = Array(plan.measurements.text.utf8)
        if case .success(let existing) = FileSystem.readFile(measurementsPath, limit: 1 << 20), existing == text {
            return SymbolOutcome(status: status)
        }
        do {
            try AtomicFile.write(text, to: measurementsPath)
        } catch let failure {
            output.stderr += "error: \(failure.message)\n"
            status = PreviewCommand.worse(status, .error)
        }
        return SymbolOutcome(status: status)
    }

    // MARK: verify

    /// `unusableInputs`: paths already reported as errors, which the summary line counts so it
    /// never reads as a full pass while the run exits 2.
    static func verify(
        _ symbols: [GoldenSymbol], _ settings: Settings, unusableInputs: Int, output: inout ToolOutput
    ) -> ExitCode {
        guard !symbols.isEmpty else { return .error }
        // No folder: every golden is missing, which one line says (not two lines per golden).
        guard FileSystem.isDirectory(settings.goldenDirectory) else {
            if FileSystem.exists(settings.goldenDirectory) {
                output.stderr += "error: the golden folder '\(settings.goldenDirectory)' is not a folder\n"
                return .error
            }
            let total = symbols.count * PreviewView.goldenViews.count
            let record = recordEverythingCommand(settings)
            output.stdout +=
                "no golden folder at \(settings.goldenDirectory): record the goldens with: \(record) --golden-dir \(ShellWord.quote(settings.goldenDirectory))\n"
                + "0 of \(total) goldens match, \(total) missing"
                + errorsNote(unusableInputs: unusableInputs, otherErrors: 0) + "\n"
            return .findings
        }
        let platformPath = GoldenPlatform.filePath(inGoldenDirectory: settings.goldenDirectory)
        var recordedPlatform: GoldenPlatform?
        if case .success(let bytes) = FileSystem.readFile(platformPath, limit: 1 << 16) {
            recordedPlatform = GoldenPlatform(parsing: String(decoding: bytes, as: UTF8.self))
        }
        let platform = GoldenPlatformMatch(recorded: recordedPlatform)
        var tolerance = platform.defaultTolerance
        if let t = settings.tolerance { tolerance.channelTolerance = t }
        if let s = settings.maxDifferingShare { tolerance.maxDifferingShare = s }
        if let note = platform.note { output.stdout += "note: \(note) (\(tolerance))\n" }

        var status = ExitCode.success
        var counts: [String: Int] = [:]
        let settledTolerance = tolerance
        forEachSymbol(symbols, settings, output: &output) { symbol, output in
            verifyOne(symbol, settings, tolerance: settledTolerance, platform: platform, output: &output)
        } receive: { symbolStatus, symbolCounts in
            status = PreviewCommand.worse(status, symbolStatus)
            counts.merge(symbolCounts, uniquingKeysWith: +)
        }
        let stale = settings.coversWholeFolders ? goldensWithoutSymbol(symbols, settings) : []
        for golden in stale {
            let line = "\(golden.name): no input is named \(golden.symbol), so nothing verifies \(golden.goldenPath)"
            output.stdout += line + "\n"
            if settings.githubAnnotations {
                output.stdout += GitHubReporter.errorAnnotation(
                    file: golden.goldenPath, title: "golden \(golden.name)", message: line)
            }
        }
        if !stale.isEmpty {
            let record = recordEverythingCommand(settings)
            output.stdout +=
                "  if the symbol was renamed or deleted, remove \(agreeing(stale.count, "it", "them")) with: \(record) --golden-dir \(ShellWord.quote(settings.goldenDirectory)) --prune\n"
            counts["without a symbol"] = stale.count
            status = PreviewCommand.worse(status, .findings)
        }
        let total = symbols.count * PreviewView.goldenViews.count
        output.stdout +=
            "\(counts["match", default: 0]) of \(total) goldens match"
            + ["differ", "missing", "failed", "without a symbol"].compactMap { key in
                counts[key].map { ", \($0) \(key == "failed" ? "not rendered" : key)" }
            }.joined()
            + errorsNote(unusableInputs: unusableInputs, otherErrors: counts["error", default: 0]) + "\n"
        return status
    }

    /// Renders one symbol's sheets and compares them with its goldens (run on a worker thread,
    /// into its own output); the counts are added to the summary line's.
    static func verifyOne(
        _ symbol: GoldenSymbol, _ settings: Settings, tolerance: GoldenTolerance, platform: GoldenPlatformMatch,
        output: inout ToolOutput
    ) -> SymbolOutcome {
        var outcome = SymbolOutcome(status: .success)
        let drawn = eachGoldenView(of: symbol, settings, output: &output, outcome: &outcome) {
            goldenCase, png, plan, output, outcome in
            var stored: GoldenMeasurements?
            if case .success(let bytes) = FileSystem.readFile(goldenCase.measurementsPath, limit: 1 << 20) {
                stored = GoldenMeasurements(parsing: String(decoding: bytes, as: UTF8.self))
            }
            var expected: [UInt8]?
            if FileSystem.exists(goldenCase.goldenPath) {
                switch FileSystem.readFile(goldenCase.goldenPath, limit: 1 << 28) {
                case .success(let bytes): expected = bytes
                case .failure(.failed(let why)):
                    output.stderr += "error: cannot read the golden '\(goldenCase.goldenPath)': \(why)\n"
                    outcome.count("error", status: .error)
                    return
                case .failure(.tooLarge(let n)):
                    output.stderr +=
                        "error: the golden '\(goldenCase.goldenPath)' is \(n) bytes, too large for a preview\n"
                    outcome.count("error", status: .error)
                    return
                }
            }
            let verdict = try GoldenComparison.evaluate(
                goldenCase, actualPNG: png, expectedPNG: expected, mode: .never, tolerance: tolerance,
                platform: platform, panels: try plan.panels(view: goldenCase.view),
                measurements: .init(actual: plan.measurements, expected: stored),
                rerecordCommand: { _ in recordCommand(for: symbol, settings) })
            if !verdict.writes.isEmpty, let problem = FileSystem.makeDirectory(settings.artifactsDirectory) {
                output.stderr +=
                    "error: cannot create the artifacts folder '\(settings.artifactsDirectory)': \(problem)\n"
                outcome.count("error", status: .error)
            } else {
                for write in verdict.writes { try AtomicFile.write(write.bytes, to: write.path) }
            }
            switch verdict.status {
            case .matched:
                output.stdout += "\(goldenCase.name): ok\n"
                outcome.count("match", status: .success)
            case .missing:
                output.stdout += verdict.message + "\n" + annotation(verdict, settings)
                outcome.count("missing", status: .findings)
            case .mismatched, .recorded, .unreadableGolden:
                output.stdout += verdict.message + "\n" + annotation(verdict, settings)
                outcome.count("differ", status: .findings)
            }
        }
        guard drawn != nil else {
            return SymbolOutcome(status: outcome.status, counts: ["failed": PreviewView.goldenViews.count])
        }
        return outcome
    }

    /// The setup `record` and `verify` share for one symbol: its sheet planned once, then each
    /// golden view drawn and handed to `body` with its case. A view that cannot be drawn or
    /// written is reported and counted as an error, and the next view goes on. Nil when the
    /// symbol has nothing to draw (`plan(for:)` has said why, in `outcome.status`).
    static func eachGoldenView(
        of symbol: GoldenSymbol, _ settings: Settings, output: inout ToolOutput, outcome: inout SymbolOutcome,
        _ body: (GoldenCase, [UInt8], PreviewPlan, inout ToolOutput, inout SymbolOutcome) throws -> Void
    ) -> PreviewPlan? {
        guard let plan = plan(for: symbol, settings, output: &output, status: &outcome.status) else { return nil }
        for view in PreviewView.goldenViews {
            let goldenCase = GoldenCase(
                symbol: symbol.name, view: view, goldenDirectory: settings.goldenDirectory,
                artifactsDirectory: settings.artifactsDirectory)
            do {
                try body(goldenCase, try plan.png(view: view, showsJudgement: false), plan, &output, &outcome)
            } catch let failure as AtomicFile.Failure {
                output.stderr += "error: \(failure.message)\n"
                outcome.count("error", status: .error)
            } catch {
                output.stderr += "error: \(goldenCase.name): \(error)\n"
                outcome.count("error", status: .error)
            }
        }
        return plan
    }

    /// A failing golden as a GitHub Actions annotation on the golden's file (with `--format
    /// github`), carrying the whole message: panels, measurements and files.
    static func annotation(_ verdict: GoldenVerdict, _ settings: Settings) -> String {
        guard settings.githubAnnotations else { return "" }
        return GitHubReporter.errorAnnotation(
            file: verdict.goldenCase.goldenPath, title: "golden \(verdict.goldenCase.name)", message: verdict.message)
    }

    /// What one symbol's record or verify came to, besides its output.
    struct SymbolOutcome: Sendable {
        var status: ExitCode
        var counts: [String: Int] = [:]

        /// One golden view more under `key` (`match`, `differ`, `error`…), the run's status
        /// at least `status`.
        mutating func count(_ key: String, status worst: ExitCode) {
            counts[key, default: 0] += 1
            status = PreviewCommand.worse(status, worst)
        }
    }

    /// Runs `each` for every symbol on `--jobs` threads, at most a bounded window ahead
    /// (`BatchChecker.map`, as `check` does), and writes each symbol's output in input order as
    /// soon as it and every earlier one are done, with a progress line on a terminal.
    static func forEachSymbol(
        _ symbols: [GoldenSymbol], _ settings: Settings, output: inout ToolOutput,
        each: @escaping @Sendable (GoldenSymbol, inout ToolOutput) -> SymbolOutcome,
        receive: (ExitCode, [String: Int]) -> Void
    ) {
        let environment = settings.environment
        let showsProgress = ProgressLine.isShown(inputCount: symbols.count, environment: environment)
        var text = CheckCommand.reportOutput(environment: environment, showsProgress: showsProgress)
        text.write(output.stdout)
        output.stdout = ""
        BatchChecker.map(
            symbols, jobs: settings.jobs,
            progress: ProgressLine.callback(shown: showsProgress, environment: environment) { $0.svgPath },
            work: { symbol in
                var symbolOutput = ToolOutput()
                let outcome = each(symbol, &symbolOutput)
                return (symbolOutput, outcome)
            },
            receive: { (symbolOutput, outcome) in
                text.write(symbolOutput.stdout)
                output.stderr += symbolOutput.stderr
                receive(outcome.status, outcome.counts)
            })
        ProgressLine.finish(shown: showsProgress, environment: environment)
        var written = ToolOutput()
        text.finish(into: &written)
        output.stdout += written.stdout
    }

    /// A folder searched for symbols (an asset catalog, a folder of them), not one symbol's
    /// `.symbolset` folder.
    static func isFolderOfSymbols(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        return FileSystem.isDirectory(trimmed) && !trimmed.lowercased().hasSuffix(".symbolset")
    }

    /// The goldens in the folder whose symbol is not among this run's inputs.
    static func goldensWithoutSymbol(_ symbols: [GoldenSymbol], _ settings: Settings) -> [GoldenCase] {
        GoldenCase.withoutSymbol(
            among: FileSystem.fileNames(in: settings.goldenDirectory) ?? [], symbols: Set(symbols.map(\.name)),
            goldenDirectory: settings.goldenDirectory)
    }

    /// `; 1 path not usable, 1 error (see above)`: what else made the run fail, so the summary
    /// line never reads "2 of 2 goldens match" alone while the run exits 2.
    static func errorsNote(unusableInputs: Int, otherErrors: Int) -> String {
        var parts: [String] = []
        if unusableInputs > 0 { parts.append("\(unusableInputs) path\(unusableInputs == 1 ? "" : "s") not usable") }
        if otherErrors > 0 { parts.append("\(otherErrors) error\(otherErrors == 1 ? "" : "s")") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ") + " (see above)"
    }

    /// Reads and plans one symbol; on failure reports it and raises `status`.
    static func plan(for symbol: GoldenSymbol, _ settings: Settings, output: inout ToolOutput, status: inout ExitCode)
        -> PreviewPlan?
    {
        let bytes: [UInt8]
        switch FileSystem.readFile(symbol.svgPath, limit: settings.limits.maxInputBytes) {
        case .success(let read): bytes = read
        case .failure(.failed(let why)):
            output.stderr += "error: \(symbol.svgPath): cannot read the file: \(why)\n"
            status = PreviewCommand.worse(status, .error)
            return nil
        case .failure(.tooLarge(let n)):
            output.stderr +=
                "error: \(symbol.svgPath): \(settings.advice.inputTooLarge(byteCount: n, limits: settings.limits))\n"
            status = PreviewCommand.worse(status, .error)
            return nil
        }
        do {
            return try Previewer.plan(
                svg: bytes, path: symbol.svgPath, reference: .bundled, configuration: settings.configuration)
        } catch {
            output.stderr += "error: \(symbol.svgPath): \(PreviewCommand.described(error, advice: settings.advice))\n"
            status = PreviewCommand.worse(status, PreviewCommand.exitCode(for: error))
            return nil
        }
    }

    /// `symbolcheck golden record` of this run's inputs, without `--golden-dir`.
    static func recordEverythingCommand(_ settings: Settings) -> String {
        (["symbolcheck", "golden", "record"] + settings.inputArguments).map(ShellWord.quote).joined(separator: " ")
    }

    static func recordCommand(for symbol: GoldenSymbol, _ settings: Settings) -> String {
        "symbolcheck golden record \(ShellWord.quote(symbol.sourcePath)) --golden-dir \(ShellWord.quote(settings.goldenDirectory))"
    }
}
