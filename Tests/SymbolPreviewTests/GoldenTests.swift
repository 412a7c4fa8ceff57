import SymbolPreview
import SymbolRender
import TestSupport
import Testing

/// symbolcheck's own golden images: every top-level `Symbols/*.svg` × every preview view
/// against `golden/<name>.<view>.png`. Re-record with
/// `SYMBOLCHECK_RECORD=failed swift test --filter GoldenTests` (see golden/README.md).
@Suite struct GoldenTests {
    static let symbols: [String] = listDirectory(packageRoot + "/Symbols").filter { $0.hasSuffix(".svg") }
    static let cases: [GoldenTestCase] = symbols.flatMap { file in
        PreviewView.goldenViews.map { GoldenTestCase(file: file, view: $0) }
    }

    @Test func theSymbolsFolderHasTheExpectedFiles() {
        #expect(
            Self.symbols == [
                "camera-puny.svg", "camera-variable.svg", "camera.svg", "reference.svg", "wide-bar.svg",
            ])
    }

    @Test(arguments: cases)
    func sheetMatchesItsGolden(_ testCase: GoldenTestCase) throws {
        let run = GoldenRun.shared
        #expect(run.modeProblem == nil, Comment(rawValue: run.modeProblem ?? ""))
        let verdict = try run.verify(symbol: testCase.symbol, svg: try symbolBytes(testCase.file), view: testCase.view)
        let passed = verdict.passed
        #expect(passed, Comment(rawValue: verdict.message))
    }

    /// golden/ holds PLATFORM, README.md, the text goldens' folder `text/` (checked by
    /// `TextGoldenTests`), the `.symbolcheck.json` that keeps a search entering it (an app that
    /// vendors this repository) from reading the text goldens' SVGs as the app's, and exactly the goldens of the cases with their symbols' measurements (these and
    /// `MadeIconGoldenTests`'): a golden whose symbol was removed or renamed fails here instead
    /// of lingering.
    @Test func goldenFolderHoldsNothingElse() {
        let expected = Set(
            Self.cases.map { "\($0.symbol).\($0.view.rawValue).png" }
                + MadeIconGoldenTests.cases.map { "\($0.symbol).\($0.view.rawValue).png" }
                + (Self.cases.map(\.symbol) + MadeIconGoldenTests.cases.map(\.symbol)).map { "\($0).measurements.txt" }
                + [GoldenPlatform.fileName, "README.md", "text", ".symbolcheck.json"])
        let present = Set(listDirectory(GoldenRun.goldenDirectory))
        #expect(present.subtracting(expected).sorted() == [], "files in golden/ that no test uses")
        #expect(
            expected.subtracting(present).sorted() == [],
            "files missing from golden/ (record with SYMBOLCHECK_RECORD=missing)")
    }

    @Test func platformFileNamesTheLibrariesTheGoldensWereMadeWith() throws {
        let run = GoldenRun.shared
        #expect(
            run.wrotePlatformFile == nil,
            Comment(rawValue: (run.wrotePlatformFile ?? "") + "; the run fails on purpose while recording"))
        let recorded = try #require(run.recordedPlatform, "golden/PLATFORM is missing or unreadable")
        #expect(recorded.librsvg.hasPrefix("2."))
        #expect(recorded.cairo.hasPrefix("1."))
    }

    // MARK: The comparison has teeth

    /// camera.svg with the Regular-M lens disc moved right by one template unit.
    static func nudgedCamera() throws -> [UInt8] {
        let text = String(decoding: try symbolBytes("camera.svg"), as: UTF8.self)
        let nudged = try text.replacingOnce(
            #"d="M57.5936-27.3117A14.814 14.814 0 0 1 87.2216-27.3117A14.814 14.814 0 0 1 57.5936-27.3117Z""#,
            with: #"d="M58.5936-27.3117A14.814 14.814 0 0 1 88.2216-27.3117A14.814 14.814 0 0 1 58.5936-27.3117Z""#)
        return Array(nudged.utf8)
    }

    @Test(arguments: PreviewView.goldenViews)
    func aPathNudgedByOneUnitFailsAgainstTheOriginalsGolden(_ view: PreviewView) throws {
        let artifacts = try temporaryDirectory("golden-teeth")
        let verdict = try GoldenRun.shared.verify(
            symbol: "camera", svg: try Self.nudgedCamera(), view: view,
            mode: .never, artifactsDirectory: artifacts)
        #expect(verdict.status == .mismatched)
        let difference = try #require(verdict.difference)
        #expect(difference.sizesMatch)
        #expect(difference.differingPixelCount > 300)
        #expect(difference.largestChannelDelta > 150)
        // Artifacts where the message says, nothing written to golden/.
        let goldenCase = verdict.goldenCase
        #expect(verdict.writes.map(\.kind) == [.actual, .diff])
        #expect(goldenCase.actualPath == artifacts + "/camera.\(view.rawValue).png")
        #expect(goldenCase.diffPath == artifacts + "/camera.\(view.rawValue).diff.png")
        for line in [
            "expected: \(goldenCase.goldenPath)", "actual:   \(goldenCase.actualPath)",
            "diff:     \(goldenCase.diffPath)",
            "\(difference.differingPixelCount) of \(difference.comparedPixelCount) pixels differ",
            "largest channel delta \(difference.largestChannelDelta)",
            "SYMBOLCHECK_RECORD=failed swift test --filter GoldenTests",
        ] {
            #expect(verdict.message.contains(line), "missing from the message: \(line)")
        }
        let actual = try PNGCodec.decode(try readFile(goldenCase.actualPath))
        let diff = try PNGCodec.decode(try readFile(goldenCase.diffPath))
        #expect(diff.width == 3 * actual.width + 8)
        #expect(diff.height == actual.height + 4)
    }

    /// Even the looser cross-platform tolerance catches the nudge: it moves hundreds of
    /// pixels by far more than 32.
    @Test func theNudgeFailsUnderTheCrossPlatformToleranceToo() throws {
        let golden = try PNGCodec.decode(try readFile(GoldenRun.goldenDirectory + "/camera.light.png"))
        let template = try TemplateLoader.load(svg: try Self.nudgedCamera(), path: "nudged.svg")
        let nudged = try PreviewPlan(template: template, svg: try Self.nudgedCamera(), reference: .bundled).image(
            view: .light, showsJudgement: false)
        let tolerance = GoldenTolerance.otherPlatform
        let difference = ImageComparison.compare(
            expected: golden, actual: nudged, tolerance: tolerance.channelTolerance)
        #expect(difference.differingFraction > tolerance.maxDifferingShare)
    }

    @Test(arguments: PreviewView.goldenViews)
    func anIdenticalRenderPasses(_ view: PreviewView) throws {
        let artifacts = try temporaryDirectory("golden-identical")
        let verdict = try GoldenRun.shared.verify(
            symbol: "camera", svg: try symbolBytes("camera.svg"), view: view,
            mode: .never, artifactsDirectory: artifacts)
        #expect(verdict.status == .matched, Comment(rawValue: verdict.message))
        #expect(
            verdict.message
                == "camera.\(view.rawValue): matches \(GoldenRun.goldenDirectory)/camera.\(view.rawValue).png (identical bytes)"
        )
        #expect(verdict.writes.isEmpty)
        #expect(listDirectory(artifacts).isEmpty)
    }
}

struct GoldenTestCase: CustomTestStringConvertible, Sendable {
    let file: String
    let view: PreviewView
    var symbol: String { String(file.dropLast(4)) }
    var testDescription: String { "\(symbol).\(view.rawValue)" }
}
