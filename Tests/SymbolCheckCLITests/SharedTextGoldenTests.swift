import FileAccess
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import TestSupport
import Testing

/// Text goldens of a small fixed sample of `../shared` (read in place, never copied here; the
/// goldens are our output): `fix` and `resize` over six corpus templates that one or both
/// change, `make` over six plain icons, against `golden/text/shared/<command>/<input>`, with
/// `golden/text/shared/outcomes.txt`. Skipped, saying why, without `../shared`; failed with SYMBOLCHECK_REQUIRE_SHARED=1.
///
/// The sample: 059.svg (a stroke `fix` outlines; nothing `resize` can measure), 057.svg (holes
/// `fix` rewinds), 102.svg (strokes outlined in two source glyphs of a variable template),
/// 058.svg (a variable template `fix` writes out statically, in SwiftDraw's own layout), 043.svg
/// (`resize` with a factor per scale row) and 163.svg (a small `resize`); three Lucide stroke
/// icons (all nine weights) and three Bootstrap filled ones (Regular only).
@Suite(
    .tags(.corpus), .lanes,
    .enabled(
        if: SharedFolder.corpus.isPresent && SharedFolder.icons.isPresent || SharedFolder.isRequired,
        "\(SharedFolder.corpus.isPresent ? SharedFolder.icons.skipReason : SharedFolder.corpus.skipReason)"))
struct SharedTextGoldenTests {
    static let corpusSample = ["043.svg", "057.svg", "058.svg", "059.svg", "102.svg", "163.svg"]
    static let iconSample = [
        "lucide/arrow-up-left.svg", "lucide/chevrons-right.svg", "lucide/tally-3.svg", "bootstrap/check2.svg",
        "bootstrap/record.svg", "bootstrap/calendar3-event-fill.svg",
    ]

    static let jobs: [TextRun.Job] =
        iconSample.map { TextRun.Job(command: .make, input: $0, folder: SharedFolder.icons.path) }
        + [TextRun.Command.fix, .resize].flatMap { command in
            corpusSample.map { TextRun.Job(command: command, input: $0, folder: SharedFolder.corpus.path) }
        }

    static let runs: [TextRun] = TextRun.runAll(jobs, goldenPrefix: "shared/")

    /// Both folders, or the failure that says which is absent.
    static func requireShared() throws {
        _ = try SharedFolder.corpus.require()
        _ = try SharedFolder.icons.require()
        for job in jobs {
            try #require(
                FileSystem.exists(job.folder + "/" + job.input),
                "the sample names \(job.input), absent from \(job.folder)")
        }
    }

    @Test(arguments: jobs)
    func writtenBytesMatchTheirGolden(_ job: TextRun.Job) throws {
        try Self.requireShared()
        try TextRun.of(job, in: Self.runs).expectWrittenBytesMatchTheirGolden()
    }

    @Test func outcomesMatchTheirGolden() throws {
        try Self.requireShared()
        try TextRun.expectOutcomes(
            Self.runs, matchGolden: "shared/outcomes.txt",
            header:
                "# What make, fix and resize do with a fixed sample of ../shared (Tests/SymbolCheckCLITests/SharedTextGoldenTests.swift); the bytes written are the goldens named here."
        )
    }

    @Test(arguments: TextRun.Command.allCases)
    func theBinaryWritesTheSameBytes(_ command: TextRun.Command) throws {
        try Self.requireShared()
        let runs = Self.runs.filter { $0.command == command }
        let folder = command == .make ? SharedFolder.icons.path : SharedFolder.corpus.path
        let problems = TextRunsThroughTheBinary.disagreements(runs, command: command, in: folder)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
    }

    @Test func everyMadeTemplateChecksClean() throws {
        try Self.requireShared()
        try TextRun.expectMadeTemplatesCheckClean(Self.runs)
    }
}
