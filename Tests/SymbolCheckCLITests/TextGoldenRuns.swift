import AppRules
import FileAccess
import SVGModel
import Support
import SymbolCheck
import SymbolCheckCLI
import SymbolEdit
import SymbolFix
import SymbolGeometry
import SymbolMake
import SymbolResize
import TestSupport
import Testing

/// One command over one input file, run in-process through the entry points the commands
/// call (`SymbolMaker.make`, `Fixer.fix`, `Resizer.resize` keeping stems, with the default settings):
/// the command line writes exactly these bytes (`TextGoldenTests` runs the binaries to prove
/// it).
struct TextRun: Sendable {
    enum Command: String, Sendable, CaseIterable { case make, fix, resize }

    enum Result: Sendable {
        /// New bytes: pinned by a golden.
        case wrote([UInt8])
        /// The output is the input, byte for byte (nothing to fix, every row within tolerance).
        case unchanged
        /// The command refuses the file; the message is its reason.
        case refused(String)
    }

    let command: Command
    /// The file as the test names it, relative to its folder (`plain/badge.svg`, `058.svg`).
    let input: String
    /// The golden folder's part for this input (`make/plain/badge.svg`, `shared/fix/058.svg`).
    let golden: String
    let result: Result
    /// What still fails after `fix` (its rule ids), written in the outcome line.
    let stillFailing: [String]

    /// The name `make` gives a symbol made from `input` (the file's stem, as the command line does).
    static func symbolName(_ input: String) -> String {
        let file = input.split(separator: "/").last.map(String.init) ?? input
        return file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
    }

    /// The time limit every golden run gets, in process and on the command line: the goldens
    /// pin the bytes written, not the speed, and the default 10 s is within reach of a debug
    /// build on a busy machine (058's written-out variants take about 4 s alone).
    static let timeLimitSeconds = 300

    static var configuration: CheckConfiguration {
        var configuration = CheckConfiguration()
        configuration.timeLimit = .seconds(timeLimitSeconds)
        return configuration
    }

    static func run(_ command: Command, input: String, bytes: [UInt8], goldenPrefix: String) -> TextRun {
        let source = SourceFile(path: input, bytes: bytes)
        var still: [String] = []
        let result: Result
        switch command {
        case .make:
            do {
                var options = MakeOptions()
                options.timeLimit = .seconds(timeLimitSeconds)
                let made = try SymbolMaker.make(
                    path: source.path, bytes: source.bytes, name: symbolName(input), options: options)
                result = .wrote(Array(made.svg.utf8))
            } catch {
                result = .refused(error.diagnostic.message)
            }
        case .fix:
            do {
                let outcome = try Fixer.fix(source, configuration: configuration)
                still = outcome.remaining.map(\.ruleID)
                result = outcome.output == bytes ? .unchanged : .wrote(outcome.output)
            } catch {
                result = .refused(error.message)
            }
        case .resize:
            do {
                let outcome = try Resizer.resize(
                    source, configuration: configuration, stemKeeper: StemKeeping(offsetting: GEOSInkOffset()))
                result = outcome.output == bytes ? .unchanged : .wrote(outcome.output)
            } catch {
                result = .refused(error.message)
            }
        }
        return TextRun(
            command: command, input: input, golden: goldenPrefix + command.rawValue + "/" + input, result: result,
            stillFailing: still)
    }

    /// The written bytes, when there are new ones.
    var written: [UInt8]? {
        if case .wrote(let bytes) = result { return bytes }
        return nil
    }

    /// `fix broken/stroke.svg: wrote fix/broken/stroke.svg`, `resize camera.svg: unchanged`,
    /// `fix broken/not-svg.svg: refused: …`: one line of a suite's `outcomes.txt` golden.
    var outcomeLine: String {
        let what: String
        switch result {
        case .wrote(let bytes): what = "wrote \(golden) (\(bytes.count) bytes)"
        case .unchanged: what = "unchanged (the output is the input)"
        case .refused(let reason): what = "refused: \(reason)"
        }
        let still =
            stillFailing.isEmpty ? "" : "; still fails: " + Array(Set(stillFailing)).sorted().joined(separator: ", ")
        return "\(command.rawValue) \(input): \(what)\(still)"
    }

    /// The `outcomes.txt` golden of a suite's runs: a header, then a line per run in order.
    static func outcomesText(_ runs: [TextRun], header: String) -> [UInt8] {
        Array((header + "\n" + runs.map(\.outcomeLine).joined(separator: "\n") + "\n").utf8)
    }

    /// One command over one file of `folder`.
    struct Job: Sendable, CustomTestStringConvertible {
        let command: Command
        let input: String
        let folder: String
        var testDescription: String { "\(command.rawValue) \(input)" }
    }

    /// Runs every job on every core; the results in the order given. A file that cannot be
    /// read is run as empty bytes, which every command refuses.
    static func runAll(_ jobs: [Job], goldenPrefix: String) -> [TextRun] {
        IndexedResults.concurrentMap(count: jobs.count) { k in
            let job = jobs[k]
            return run(
                job.command, input: job.input, bytes: readBytes(job.folder + "/" + job.input) ?? [],
                goldenPrefix: goldenPrefix)
        }
    }
}

/// The same runs through the built `symbolcheck`, one invocation per command, as a user
/// would run it: what each file became on disk (nil: nothing written).
enum TextRunsThroughTheBinary {
    struct Written {
        /// By input: the bytes on disk afterwards, nil when the command wrote nothing there.
        var files: [String: [UInt8]?] = [:]
        var run: ProcessRunner.Run
    }

    static func run(_ command: TextRun.Command, inputs: [String], in folder: String) -> Written {
        let tmp = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(tmp) }
        let limit = ["--time-limit", String(TextRun.timeLimitSeconds)]
        var written: Written
        switch command {
        case .make:
            // A folder: one NAME.symbolset per icon, named after the icon's file.
            let run = BinaryRunner.run(["make"] + limit + inputs + ["-o", tmp + "/made"], in: folder)
            written = Written(run: run)
            for input in inputs {
                let name = TextRun.symbolName(input)
                written.files[input] = TestSupport.readBytes(tmp + "/made/\(name).symbolset/\(name).svg")
            }
        case .fix:
            // Several files are fixed in place only: copies, fixed where they lie.
            for input in inputs {
                _ = FileSystem.makeDirectory(PathText.parent(tmp + "/" + input))
                BinaryRunner.writeFile(tmp + "/" + input, BinaryRunner.readBytes(folder + "/" + input))
            }
            let run = BinaryRunner.run(["fix", "--in-place"] + limit + inputs, in: tmp)
            written = Written(run: run)
            for input in inputs { written.files[input] = TestSupport.readBytes(tmp + "/" + input) }
        case .resize:
            // A folder mirrors the inputs' paths.
            let run = BinaryRunner.run(["resize"] + limit + inputs + ["-o", tmp + "/resized"], in: folder)
            written = Written(run: run)
            for input in inputs { written.files[input] = TestSupport.readBytes(tmp + "/resized/" + input) }
        }
        return written
    }

    /// What the binary must have left for `run` of a file whose bytes were `input`: the new
    /// bytes; the input itself when unchanged (`resize -o` writes it unchanged) or when `fix`
    /// leaves it in place; nothing when `make` or `resize` refuse.
    static func expected(_ run: TextRun, input: [UInt8]) -> [UInt8]? {
        switch run.result {
        case .wrote(let bytes): return bytes
        case .unchanged: return input
        case .refused: return run.command == .fix ? input : nil
        }
    }

    /// Failures of `runs` (all of one command, over files of `folder`) through the binary.
    static func disagreements(_ runs: [TextRun], command: TextRun.Command, in folder: String) -> [String] {
        let mine = runs.filter { $0.command == command }
        let binary = run(command, inputs: mine.map(\.input), in: folder)
        var problems: [String] = []
        for run in mine {
            let want = expected(run, input: BinaryRunner.readBytes(folder + "/" + run.input))
            let got = binary.files[run.input] ?? nil
            guard want != got else { continue }
            switch (want, got) {
            case (nil, _): problems.append("\(run.input): the binary wrote a file where the library refuses")
            case (_, nil): problems.append("\(run.input): the binary wrote nothing (library: \(run.outcomeLine))")
            case (let want?, let got?):
                problems.append(
                    "\(run.input): the binary wrote other bytes: "
                        + TextGolden.difference(expected: want, actual: got).summary)
            }
        }
        if !problems.isEmpty {
            problems.append(
                "symbolcheck \(command.rawValue) exited \(binary.run.status)\nstdout:\n\(binary.run.stdout)\nstderr:\n\(binary.run.stderr)"
            )
        }
        return problems
    }
}

/// The checks both text-golden suites make of their runs (`Symbols/` and the `../shared`
/// sample), written once; failures are recorded at the calling test.
extension TextRun {
    /// The run of `job` among `runs`.
    static func of(_ job: Job, in runs: [TextRun], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> TextRun
    {
        try #require(runs.first { $0.command == job.command && $0.input == job.input }, sourceLocation: sourceLocation)
    }

    /// The bytes written match their golden; a run that wrote nothing new leaves no golden behind.
    func expectWrittenBytesMatchTheirGolden(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard let written else {
            #expect(
                !FileSystem.exists(TextGolden.directory + "/" + golden),
                "\(golden) is a golden of a file that is now \(outcomeLine)", sourceLocation: sourceLocation)
            return
        }
        let verdict = try TextGolden.verify(golden, actual: written)
        let passed = verdict.passed
        #expect(passed, Comment(rawValue: verdict.message), sourceLocation: sourceLocation)
    }

    /// What each command did with each file (`outcomesText` under `header`) matches the golden `name`.
    static func expectOutcomes(
        _ runs: [TextRun], matchGolden name: String, header: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let verdict = try TextGolden.verify(name, actual: outcomesText(runs, header: header))
        let passed = verdict.passed
        #expect(passed, Comment(rawValue: verdict.message), sourceLocation: sourceLocation)
    }

    /// Every template `make` wrote checks clean in every profile: the command's own promise,
    /// and a reason to trust its golden.
    static func expectMadeTemplatesCheckClean(
        _ runs: [TextRun], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for run in runs where run.command == .make {
            let written = try #require(run.written, "\(run.outcomeLine)", sourceLocation: sourceLocation)
            for profile in Profile.allCases {
                var configuration = CheckConfiguration()
                configuration.profile = profile
                let result = Checker.check(SourceFile(path: run.golden, bytes: written), configuration: configuration)
                // Sized by its frame, an icon its family draws small keeps that size: `glyph-size`
                // says so (too small, never too large; docs/making.md, "Size by the frame").
                let tooSmall = result.measurements[.regularM].map { $0.scaleToTarget > 1 } ?? false
                let findings = result.diagnostics.map(\.ruleID).filter { !(tooSmall && $0 == GlyphSizeRule().id) }
                #expect(findings == [], "\(run.golden) \(profile.rawValue)", sourceLocation: sourceLocation)
            }
        }
    }
}
