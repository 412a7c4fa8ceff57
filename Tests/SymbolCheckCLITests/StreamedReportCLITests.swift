import Dispatch
import SymbolCheck
import SymbolInputs
import Testing

@testable import SymbolCheckCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `check` writes its report while the catalog is checked, in chunks, and the bytes are the
/// report built at once from every result: for every format, on one thread and on several,
/// with JUnit's body held in an unlinked temporary file (or in memory when there is none),
/// and without writing report text after a progress line on a shared terminal.
@Suite struct StreamedReportCLITests {
    static let count = 60

    /// `count` symbol sets in turn: passing, too small, stroked, naming a missing SVG, and with
    /// an SVG that links out of the folder (refused).
    static func catalog() -> CatalogFixture {
        let f = CatalogFixture()
        f.file("Elsewhere/passwd", "secret\n")
        for i in 0..<count {
            let set = "Cat.xcassets/s\(i < 10 ? "0" : "")\(i).symbolset"
            switch i % 5 {
            case 0: f.symbolset(set)
            case 1: f.symbolset(set, from: "Symbols/camera-puny.svg")
            case 2: f.symbolset(set, from: "Symbols/broken/stroke.svg")
            case 3:
                f.file(
                    set + "/Contents.json",
                    "{ \"symbols\" : [ { \"filename\" : \"gone.svg\", \"idiom\" : \"universal\" } ] }\n")
            default:
                f.file(
                    set + "/Contents.json",
                    "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }\n")
                f.link(set + "/a.svg", to: "../../Elsewhere/passwd")
            }
        }
        return f
    }

    /// The report built at once from every result, by the library and `check`'s words for its
    /// suggestions, as a run in `workingDirectory` would build it.
    static func allAtOnce(_ format: OutputFormat, _ catalog: String, workingDirectory: String) -> String {
        let tree = POSIXFileTree()
        let inputs = InputDiscovery.discover([catalog], includePlainSVG: false, in: tree).inputs
        let results = BatchChecker.check(inputs, jobs: 1, configuration: CheckConfiguration(), tree: tree).flatMap {
            $0
        }
        let advice = CommandAdvice(flags: CheckArguments.takenSettings, readsConfigFile: true)
        var context = ReportContext(
            configuration: CheckConfiguration(), toolVersion: ToolVersion.current, workingDirectory: workingDirectory)
        context.commandWords = CommandAdvice.reportWords
        return format.reporter.report(results.map(advice.worded), context: context)
    }

    /// Runs in-process with a standard output that is written at once, recording every write
    /// to either stream in order.
    static func run(
        _ arguments: [String], in directory: String, variables: [String: String] = [:],
        terminal: Bool = false
    ) -> (output: ToolOutput, log: WriteLog) {
        let log = WriteLog()
        let environment = ToolEnvironment(
            variables: variables, stdoutIsTerminal: terminal, stderrIsTerminal: terminal,
            currentDirectory: directory, processorCount: 2, standardErrorColumns: 80,
            writeStandardErrorNow: { log.append(.standardError($0)) },
            writeStandardOutputNow: { log.append(.standardOutput($0)) })
        return (SymbolCheckTool.run(arguments, environment: environment), log)
    }

    @Test(arguments: OutputFormat.allCases)
    func theStreamedReportIsTheReportBuiltAtOnce(format: OutputFormat) {
        let f = Self.catalog()
        defer { f.remove() }
        let catalog = f.root + "/Cat.xcassets"
        let expected = Self.allAtOnce(format, catalog, workingDirectory: f.root)
        for jobs in ["1", "3"] {
            let (output, log) = Self.run(["--format", format.rawValue, "--jobs", jobs, catalog], in: f.root)
            #expect(output.exitCode == 2)
            #expect(output.stdout == "")
            #expect(output.stderr == "")
            #expect(
                String(decoding: log.standardOutput.joined(), as: UTF8.self) == expected, "\(format), --jobs \(jobs)")
            // Written as it goes, not at the end: a chunk goes out as soon as a chunk's worth is
            // gathered, so none is much larger (one result's text is a few kilobytes).
            let sizes = log.standardOutput.map(\.count)
            #expect(sizes.dropLast().allSatisfy { $0 >= ReportOutput.chunkSize }, "\(sizes)")
            #expect(sizes.allSatisfy { $0 < ReportOutput.chunkSize + 8192 }, "\(sizes)")
        }
        // In-process without a way to write at once, the same bytes end up in `stdout`.
        let collected = SymbolCheckTool.run(
            ["--format", format.rawValue, catalog], environment: ToolEnvironment(currentDirectory: f.root))
        #expect(collected.stdout == expected)
    }

    @Test func junitCountsEverySymbolAndLeavesNoTemporaryFile() {
        let f = Self.catalog()
        defer { f.remove() }
        let temporary = f.root + "/tmp"
        f.folder("tmp")
        let (output, log) = Self.run(
            ["--format", "junit", "--jobs", "2", f.root + "/Cat.xcassets"], in: f.root,
            variables: ["TMPDIR": temporary])
        let report = String(decoding: log.standardOutput.joined(), as: UTF8.self)
        // 12 of each kind: the passing sets pass, 36 fail, the 12 with a link out are errors.
        #expect(
            report.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="60" failures="36" errors="12">
                  <testsuite name="symbolcheck" tests="60" failures="36" errors="12" skipped="0">
                    <testcase name="\(f.root)/Cat.xcassets/s00.symbolset" classname="symbolcheck"/>

                """))
        #expect(report.hasSuffix("  </testsuite>\n</testsuites>\n"))
        #expect(report.ranges(of: "<testcase ").count == 60)
        #expect(report.ranges(of: "<error type=\"input-refused\"").count == 12)
        #expect(output.exitCode == 2)
        #expect(BinaryRunner.listDirectory(temporary) == [])
    }

    @Test func withoutAUsableTemporaryFolderJUnitIsHeldInMemory() {
        let f = Self.catalog()
        defer { f.remove() }
        let catalog = f.root + "/Cat.xcassets"
        let (output, log) = Self.run(
            ["--format", "junit", catalog], in: f.root, variables: ["TMPDIR": f.root + "/no/such/folder"])
        #expect(
            String(decoding: log.standardOutput.joined(), as: UTF8.self)
                == Self.allAtOnce(.junit, catalog, workingDirectory: f.root))
        #expect(output.stderr == "")
        #expect(output.exitCode == 2)
    }

    @Test func onASharedTerminalEachChunkErasesTheProgressLineAndEndsAtALineBreak() {
        let f = Self.catalog()
        defer { f.remove() }
        let catalog = f.root + "/Cat.xcassets"
        let (_, log) = Self.run(["--format", "json", catalog], in: f.root, terminal: true)
        #expect(
            String(decoding: log.standardOutput.joined(), as: UTF8.self)
                == Self.allAtOnce(.json, catalog, workingDirectory: f.root))
        #expect(log.standardOutput.count >= 2)
        for (index, event) in log.events.enumerated() {
            guard case .standardOutput(let chunk) = event else { continue }
            #expect(chunk.last == UInt8(ascii: "\n"))
            #expect(index > 0 && log.events[index - 1] == .standardError(ProgressLine.clear))
        }
        let progress = log.events.filter {
            if case .standardError(let text) = $0 { text.contains("/\(Self.count)] ") } else { false }
        }
        #expect(progress.count == Self.count)
    }

    @Test(arguments: OutputFormat.allCases)
    func theBinaryWritesTheSameBytes(format: OutputFormat) {
        let f = Self.catalog()
        defer { f.remove() }
        f.folder("tmp")
        let catalog = f.root + "/Cat.xcassets"
        let run = BinaryRunner.run(
            ["--format", format.rawValue, catalog], in: f.root, environment: ["TMPDIR": f.root + "/tmp"])
        #expect(run.stdout == Self.allAtOnce(format, catalog, workingDirectory: f.root))
        #expect(run.stderr == "")
        #expect(run.status == 2)
        #expect(BinaryRunner.listDirectory(f.root + "/tmp") == [])
    }
}

/// What a run wrote to standard output and standard error, in order. The report and the
/// progress line are written from the calling thread only; the lock makes that checkable.
final class WriteLog: @unchecked Sendable {
    enum Event: Equatable {
        case standardOutput([UInt8])
        case standardError(String)
    }

    private let lock = DispatchSemaphore(value: 1)
    private var recorded: [Event] = []

    func append(_ event: Event) {
        lock.wait()
        recorded.append(event)
        lock.signal()
    }

    var events: [Event] {
        lock.wait()
        defer { lock.signal() }
        return recorded
    }

    var standardOutput: [[UInt8]] {
        events.compactMap { if case .standardOutput(let bytes) = $0 { bytes } else { nil } }
    }
}
