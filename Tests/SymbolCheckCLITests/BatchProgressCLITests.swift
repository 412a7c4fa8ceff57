import SymbolCheckCLI
import SymbolCheckRenderCLI
import SymbolInputs
import TestSupport
import Testing

/// issue #25 item 2: `fix`, `resize` and `golden` over many inputs work on several threads a
/// bounded window ahead (`BatchChecker.map`, as `check` and `make` do), write each input's
/// report in input order as soon as it is ready, show `check`'s progress line on a terminal
/// (more than 20 inputs), and report one input's failure while the others go on.
@Suite struct BatchProgressCLITests {
    static let count = 21

    /// `count` copies of `Symbols/<symbol>` named `s00.svg`…, in a fresh folder; the paths in order.
    static func copies(of symbol: String, in folder: String) -> [String] {
        let bytes = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/" + symbol)
        return (0..<count).map { i in
            let path = folder + "/s\(i < 10 ? "0" : "")\(i).svg"
            BinaryRunner.writeFile(path, bytes)
            return path
        }
    }

    /// Runs in-process as a terminal user would: two threads, standard error a terminal.
    static func run(_ arguments: [String], jobs: Int = 2, log: StandardErrorLog) -> ToolOutput {
        var environment = ToolEnvironment(
            stderrIsTerminal: true, processorCount: jobs, standardErrorColumns: 200,
            writeStandardErrorNow: { log.append($0) })
        environment.rendering = RenderingCommands.support
        return SymbolCheckTool.run(arguments, environment: environment)
    }

    /// Where each path is first named in `text`: in input order when the report is.
    static func firstMentions(of paths: [String], in text: String) -> [String.Index?] {
        paths.map { text.firstRange(of: $0 + ":")?.lowerBound }
    }

    static func isAscending(_ positions: [String.Index?]) -> Bool {
        let found = positions.compactMap { $0 }
        return found.count == positions.count && zip(found, found.dropFirst()).allSatisfy { $0 < $1 }
    }

    @Test func fixReportsEveryFileInOrderWithAProgressLineAndGoesOnPastAFailure() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        var files = Self.copies(of: "camera.svg", in: folder)
        BinaryRunner.writeFile(files[5], Array("<svg".utf8))  // not XML: refused, the others are fixed
        let log = StandardErrorLog()
        let output = Self.run(["fix", "--dry-run"] + files, log: log)
        #expect(output.exitCode == 2)
        #expect(log.counters == (1...Self.count).map { "[\($0)/\(Self.count)]" })
        #expect(log.lines.last == "\r\u{1B}[K")
        // The refusal is reported in its place among the others (#43: a finding of the report).
        #expect(output.stderr == "")
        #expect(output.stdout.contains("\(files[5]): error: cannot fix: "), "\(output.stdout)")
        #expect(Self.isAscending(Self.firstMentions(of: files, in: output.stdout)))
        let broken = files.remove(at: 5)
        #expect(output.stdout.hasSuffix("21 files: 0 to fix, 20 with nothing to fix, 1 not fixed\n"))
        // The same report whatever the number of threads.
        let oneThread = Self.run(["fix", "--dry-run", "--jobs", "1"] + files + [broken], log: StandardErrorLog())
        let twoThreads = Self.run(["fix", "--dry-run"] + files + [broken], log: StandardErrorLog())
        #expect(oneThread.stdout == twoThreads.stdout)
        #expect(oneThread.stderr == twoThreads.stderr)
    }

    @Test func resizeShowsAProgressLineAndReportsInOrder() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let files = Self.copies(of: "camera-puny.svg", in: folder)
        let log = StandardErrorLog()
        let output = Self.run(["resize", "--dry-run"] + files, log: log)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(log.counters == (1...Self.count).map { "[\($0)/\(Self.count)]" })
        #expect(log.lines.last == "\r\u{1B}[K")
        #expect(Self.isAscending(Self.firstMentions(of: files, in: output.stdout)))
        #expect(output.stdout.hasSuffix("21 files: 21 to resize, 0 within tolerance and left as is, 0 not resized\n"))
        // Nothing on a pipe: the progress line is for a terminal only.
        var piped = ToolEnvironment(
            processorCount: 2, writeStandardErrorNow: { _ in Issue.record("progress on a pipe") })
        piped.rendering = RenderingCommands.support
        let quiet = SymbolCheckTool.run(["resize", "--dry-run"] + files, environment: piped)
        #expect(quiet.stdout == output.stdout)
    }

    @Test func goldenRecordAndVerifyShowAProgressLineAndReportInOrder() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let files = Self.copies(of: "camera.svg", in: folder)
        let goldens = folder + "/goldens"
        let recordLog = StandardErrorLog()
        let record = Self.run(["golden", "record"] + files + ["--golden-dir", goldens], log: recordLog)
        #expect(record.exitCode == 0, "\(record.stderr)")
        #expect(recordLog.counters == (1...Self.count).map { "[\($0)/\(Self.count)]" })
        let names = (0..<Self.count).map { "s\($0 < 10 ? "0" : "")\($0)" }
        let recorded = record.stdout.split(separator: "\n").map { String($0.prefix { $0 != "." }) }
        #expect(recorded == names.flatMap { [$0, $0] })
        let verifyLog = StandardErrorLog()
        let verify = Self.run(["golden", "verify"] + files + ["--golden-dir", goldens], log: verifyLog)
        #expect(verify.exitCode == 0, "\(verify.stderr)")
        #expect(verifyLog.counters == (1...Self.count).map { "[\($0)/\(Self.count)]" })
        #expect(verifyLog.lines.last == "\r\u{1B}[K")
        let verified = verify.stdout.split(separator: "\n").dropLast().map { String($0.prefix { $0 != "." }) }
        #expect(verified == names.flatMap { [$0, $0] })
        #expect(verify.stdout.hasSuffix("\n42 of 42 goldens match\n"))
    }
}
