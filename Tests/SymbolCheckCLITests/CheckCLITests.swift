import AppRules
import FileAccess
import Support
import SymbolCheck
import SymbolInputs
import SymbolReport
import Testing

@testable import SymbolCheckCLI

/// The built binary, as a user runs it: verdicts, exit codes, formats and misuse. And the report
/// written while the catalog is checked, in chunks, whose bytes are the report built at once from
/// every result: for every format, on one thread and on several, with JUnit's body held in an
/// unlinked temporary file (or in memory when there is none), and without writing report text
/// after a progress line on a shared terminal.
@Suite struct CheckCLITests {
    @Test func aCleanTemplatePassesWithStatusZero() {
        let run = BinaryRunner.run(["Symbols/camera.svg", "--tables"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
        #expect(
            run.stdout.contains(
                "  Regular-M  102.166  132.815  1.450    1.450   1.450  height    1.0000  20.75   1.025    0.00\n"))
        #expect(run.stderr == "")
    }

    @Test func checkIsTheDefaultSubcommand() {
        #expect(
            BinaryRunner.run(["check", "Symbols/camera.svg"]).stdout == BinaryRunner.run(["Symbols/camera.svg"]).stdout)
    }

    @Test func anErrorGivesStatusOneWithLocationSnippetAndHelp() {
        let run = BinaryRunner.run(["Symbols/broken/stroke.svg"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0]
                == "Symbols/broken/stroke.svg:55:171: error: stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes [stroke]"
        )
        #expect(lines[1] == "   |")
        #expect(lines[2].hasPrefix("55 | …"))
        #expect(lines[3].hasSuffix("^") && lines[3].hasPrefix("   | "))
        #expect(
            run.stdout.contains(
                "   = help: outline the stroke in your drawing app (Object > Path > Outline Stroke) and remove `stroke`\n"
                    + "   = help: `symbolcheck fix Symbols/broken/stroke.svg --in-place` outlines it with SVG's widths, caps and joins\n"
            ))
        #expect(run.stdout.hasSuffix("1 symbol: 0 passed, 1 failed; 1 error, 0 warnings\n"))
    }

    @Test func warningsPassUnlessStrict() {
        #expect(BinaryRunner.run(["Symbols/broken/opacity.svg"]).status == 0)
        #expect(BinaryRunner.run(["--strict", "Symbols/broken/opacity.svg"]).status == 1)
        #expect(BinaryRunner.run(["--error", "opacity", "Symbols/broken/opacity.svg"]).status == 1)
    }

    @Test func disablingARuleSilencesIt() {
        let run = BinaryRunner.run(["--disable", "stroke", "Symbols/broken/stroke.svg"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("[stroke]"))
    }

    @Test func theXcodeProfileTurnsControlCenterRulesOff() {
        let run = BinaryRunner.run(["--profile", "xcode", "Symbols/camera-puny.svg", "Symbols/broken/stroke.svg"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
    }

    @Test func anUnreadableFileIsReportedAndOthersAreStillChecked() {
        let run = BinaryRunner.run(["Symbols/nope.svg", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "Symbols/nope.svg: error: cannot read the file: no such file or directory [input-refused]\n"))
        // A path that could not be read is no symbol that failed (#44).
        #expect(
            run.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 1 error, 0 warnings; 1 path that could not be read\n"))
    }

    @Test func aDirectoryWithoutSymbolSetsIsNotReadAsAFile() {
        let run = BinaryRunner.run(["Symbols"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "Symbols: error: the folder holds no symbol sets (.symbolset folders) [input-refused]")
        )
    }

    /// A folder with nothing to check fails the run (exit 2) with what it holds, and is counted
    /// apart: it is not a symbol that failed.
    @Test func anEmptyFolderIsNotCountedAsAFailedSymbol() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let alone = BinaryRunner.run([folder])
        #expect(alone.status == 2)
        #expect(
            alone.stdout.hasPrefix(
                "\(folder): error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"))
        #expect(alone.stdout.hasSuffix("\n0 symbols: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
        let beside = BinaryRunner.run([folder, "Symbols/camera.svg"])
        #expect(beside.status == 2)
        #expect(beside.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
    }

    @Test func standardInputIsReadForADash() {
        let bytes = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg")
        let run = BinaryRunner.run(["-"], stdin: bytes)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("-:55:171: error: stroke"))
    }

    @Test func malformedXMLIsAnErrorAtTheByte() {
        let run = BinaryRunner.run(["Symbols/broken/xml-malformed.svg"])
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "Symbols/broken/xml-malformed.svg:53:698: error: the end tag </rect> does not match the start tag <path> [xml-malformed]\n"
            ))
    }

    @Test func jsonIsByteIdenticalAcrossRunsAndHasTheSchema() {
        let args = ["--format", "json", "Symbols/camera-puny.svg", "Symbols/broken/stroke.svg"]
        let a = BinaryRunner.run(args)
        let b = BinaryRunner.run(args)
        #expect(a.status == 1)
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.hasPrefix("{\n  \"schemaVersion\": 2,\n  \"tool\": {\n    \"name\": \"symbolcheck\",\n"))
        #expect(a.stdout.contains("\"path\": \"Symbols/camera-puny.svg\",\n      \"verdict\": \"pass\","))
        #expect(
            a.stdout.contains(
                "        \"Regular-M\": {\n          \"height\": 79.6186,\n          \"width\": 103.5043,\n          \"capHeight\": 70.4600,\n          \"ratio\": 1.1300,\n          \"target\": 1.4500,\n          \"opticalSize\": 1.1300,\n          \"targetOpticalSize\": 1.4500,\n          \"judgedBy\": \"height\",\n          \"notJudgedBecause\": null,\n          \"scaleToTarget\": 1.2832,\n          \"referenceRatio\": 0.7992,\n          \"centerOffset\": 0.0005,\n          \"leftBearing\": 6.0000,\n          \"rightBearing\": 6.0000,\n          \"inkArea\": 6380.3798,\n          \"silhouetteArea\": 7309.0503,\n          \"stem\": 16.1658,\n          \"derived\": false\n        }"
            ))
        #expect(
            a.stdout.contains(
                "        {\n          \"rule\": \"glyph-size\",\n          \"severity\": \"warning\",\n          \"message\": \"Regular-S, Regular-M and Regular-L are too small for their targets: scale them by 1.2832"
            ))
        #expect(
            a.stdout.hasSuffix(
                "  \"summary\": {\n    \"symbols\": 2,\n    \"files\": 2,\n    \"passed\": 1,\n    \"failed\": 1,\n    \"errors\": 1,\n    \"warnings\": 1\n  }\n}\n"
            ))
    }

    @Test func githubFormatEscapesAsTheRunnerRequires() {
        let run = BinaryRunner.run(["--format", "github", "Symbols/broken/stroke.svg"])
        #expect(
            run.stdout.hasPrefix(
                "::error file=Symbols/broken/stroke.svg,line=55,col=171,endLine=55,endColumn=186,title=stroke::stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes%0Anote: `stroke` set by an attribute%0Anote: first stroked shape (Symbols/broken/stroke.svg:55:4)%0Ahelp: outline the stroke"
            ))
    }

    @Test func noColourWhenNotATerminal() {
        let run = BinaryRunner.run(["Symbols/broken/stroke.svg"])
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test func aFIFOIsRefusedWithoutBlocking() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        #expect(mkfifo(dir + "/pipe.svg", 0o644) == 0)
        let run = BinaryRunner.run([dir + "/pipe.svg"])
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "error: cannot read the file: it is not a regular file (a FIFO, socket or device) [input-refused]"))
    }

    @Test func aFileThatGrowsWhileReadGetsAVerdictOrTheSizeRefusalNeverACrash() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        let path = dir + "/growing.svg"
        let camera = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
        BinaryRunner.writeFile(path, camera)
        // Keep appending comment padding while the binary reads and checks the file.
        let pid = BinaryRunner.spawn(["check", "--max-input-bytes", "2000000", path])
        let chunk = Array(("<!--" + String(repeating: "x", count: 65_000) + "-->\n").utf8)
        var status: Int32 = 0
        var appended = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if let f = fopen(path, "ab") {
                _ = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
                fclose(f)
                appended += 1
            }
            usleep(1000)
        }
        let exit = (status >> 8) & 0xff
        #expect((status & 0x7f) == 0, "the process was killed by a signal")
        // Whole comments after the root are legal (0); a read that catches a comment half
        // written is malformed XML (1); a read that grows past the limit is refused (2).
        #expect([0, 1, 2].contains(exit), "exit \(exit) after \(appended) appends")
    }

    #if os(Linux)
        @Test func aFileThatCannotBeReadIsRefused() {
            // Linux's /proc/self/mem (proc(5)) is a regular file that even root cannot read from
            // offset 0. (Darwin has no such file; a root test run there can read anything.)
            let run = BinaryRunner.run(["/proc/self/mem"])
            #expect(run.status == 2)
            #expect(run.stdout.contains("/proc/self/mem: error: cannot read the file: "))
        }
    #endif

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
        var context = ReportContext(
            configuration: CheckConfiguration(), toolVersion: ToolVersion.withCommit, workingDirectory: workingDirectory
        )
        context.advice = CommandAdvice(flags: CheckArguments.takenSettings, readsConfigFile: true)
        return format.reporter.report(results, context: context)
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
            // SARIF's first piece is the driver's list of every rule with its rationale (about
            // 80 KB), written as one piece; the results after it come a chunk at a time.
            let results = format == .sarif ? Array(sizes.dropFirst()) : sizes
            #expect(results.allSatisfy { $0 < ReportOutput.chunkSize + 8192 }, "\(sizes)")
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
        // 12 of each kind: the clean sets and camera-puny's (a glyph-size warning) pass, the stroked
        // and the missing file's 24 fail, the 12 with a link out are errors.
        #expect(
            report.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="60" failures="24" errors="12">
                  <testsuite name="symbolcheck" tests="60" failures="24" errors="12" skipped="0">
                    <testcase name="\(f.root)/Cat.xcassets/s00.symbolset" classname="symbolcheck" file="\(f.root)/Cat.xcassets/s00.symbolset/symbol.svg"/>

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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
