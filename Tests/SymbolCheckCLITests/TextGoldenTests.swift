import FileAccess
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import TestSupport
import Testing

/// The exact bytes `make`, `fix` and `resize` write for the files of `Symbols/`, against
/// `golden/text/<command>/<input>`: `make` over `Symbols/plain/`, `fix` and `resize` over every
/// template of `Symbols/` and `Symbols/broken/`. What each command does with each file
/// (wrote, unchanged, refused and why) is pinned in `golden/text/outcomes.txt`, so a file that
/// stops being changed or starts being refused fails too. Re-record with
/// `SYMBOLCHECK_RECORD=failed swift test --filter TextGoldenTests` (golden/text/README.md).
@Suite struct TextGoldenTests {
    static let symbols = packageRoot + "/Symbols"

    static let templates: [String] =
        listDirectory(symbols).filter { $0.hasSuffix(".svg") }
        + listDirectory(symbols + "/broken").filter { $0.hasSuffix(".svg") }.map { "broken/" + $0 }

    static let jobs: [TextRun.Job] =
        listDirectory(symbols + "/plain").filter { $0.hasSuffix(".svg") }.map {
            TextRun.Job(command: .make, input: "plain/" + $0, folder: symbols)
        }
        + [TextRun.Command.fix, .resize].flatMap { command in
            templates.map { TextRun.Job(command: command, input: $0, folder: symbols) }
        }

    /// Every job's run, worked out once (on every core) for all the tests below.
    static let runs: [TextRun] = TextRun.runAll(jobs, goldenPrefix: "")

    @Test func theRecordModeIsReadable() {
        #expect(TextGolden.mode.problem == nil, Comment(rawValue: TextGolden.mode.problem ?? ""))
    }

    @Test(arguments: jobs)
    func writtenBytesMatchTheirGolden(_ job: TextRun.Job) throws {
        try TextRun.of(job, in: Self.runs).expectWrittenBytesMatchTheirGolden()
    }

    @Test func outcomesMatchTheirGolden() throws {
        try TextRun.expectOutcomes(
            Self.runs, matchGolden: "outcomes.txt",
            header:
                "# What make, fix and resize do with each file of Symbols/ (Tests/SymbolCheckCLITests/TextGoldenTests.swift); the bytes written are the goldens named here."
        )
    }

    /// The built binary writes what the entry points return: the goldens pin the command line.
    @Test(arguments: TextRun.Command.allCases)
    func theBinaryWritesTheSameBytes(_ command: TextRun.Command) {
        let problems = TextRunsThroughTheBinary.disagreements(Self.runs, command: command, in: Self.symbols)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    /// Each `make` output checks clean: the command's own promise, and a reason to trust its golden.
    @Test func everyMadeTemplateChecksClean() throws {
        try TextRun.expectMadeTemplatesCheckClean(Self.runs)
    }

    /// golden/text holds README.md, the two outcomes files and exactly the goldens they name
    /// as written: a golden whose file is gone, or no longer changed, fails here.
    @Test func goldenFolderHoldsNothingElse() throws {
        var expected: Set<String> = ["README.md"]
        for outcomes in ["outcomes.txt", "shared/outcomes.txt"] {
            expected.insert(outcomes)
            let text = String(decoding: try #require(readBytes(TextGolden.directory + "/" + outcomes)), as: UTF8.self)
            for line in text.split(separator: "\n") {
                guard let wrote = line.firstRange(of: ": wrote ") else { continue }
                let rest = line[wrote.upperBound...]
                expected.insert(String(rest[..<(rest.firstRange(of: " (")?.lowerBound ?? rest.endIndex)]))
            }
        }
        let present = Set(Self.files(under: TextGolden.directory))
        #expect(present.subtracting(expected).sorted() == [], "files in golden/text that no outcome names")
        #expect(expected.subtracting(present).sorted() == [], "goldens named in an outcomes file but missing")
    }

    /// Every file below `root`, as paths relative to it.
    static func files(under root: String, prefix: String = "") -> [String] {
        listDirectory(root + "/" + prefix).flatMap { name -> [String] in
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            return FileSystem.isDirectory(root + "/" + relative) ? files(under: root, prefix: relative) : [relative]
        }
    }
}
