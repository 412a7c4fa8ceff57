import SymbolCheckCLI
import SymbolPreview
import TestSupport

/// The settings of this `swift test` run's golden tests, worked out once: record mode,
/// folders, and how the committed goldens' platform (`golden/PLATFORM`) relates to this one.
///
/// Policy (see golden/README.md): goldens are recorded on Debian 12 (librsvg 2.54, cairo
/// 1.16). Against goldens from other library versions the tests compare with
/// `GoldenTolerance.otherPlatform` and every failure says so; they never partly re-record
/// such a folder (only `SYMBOLCHECK_RECORD=all`, which also rewrites PLATFORM).
struct GoldenRun: Sendable {
    static let shared = GoldenRun()

    static let goldenDirectory = packageRoot + "/golden"
    static let rerecordCommand: @Sendable (GoldenRecordMode) -> String = {
        "\(GoldenRecordMode.environmentVariable)=\($0.rawValue) swift test --filter GoldenTests"
    }

    let mode: GoldenRecordMode
    let modeProblem: String?
    let artifactsDirectory: String
    let recordedPlatform: GoldenPlatform?
    let platform: GoldenPlatformMatch
    /// Set when this run wrote golden/PLATFORM (a recording, so it must fail).
    let wrotePlatformFile: String?

    var tolerance: GoldenTolerance { platform.defaultTolerance }

    init() {
        let environment = ToolEnvironment.current().variables
        do {
            mode = try GoldenRecordMode.resolve(environment: environment)
            modeProblem = nil
        } catch {
            mode = .never
            modeProblem = error.message
        }
        // Relative overrides are taken from the package root, where `swift test` runs.
        let override = environment["SYMBOLCHECK_GOLDEN_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        artifactsDirectory =
            override.map { $0.hasPrefix("/") ? $0 : packageRoot + "/" + $0 }
            ?? packageRoot + "/.build/golden-artifacts"

        let platformPath = GoldenPlatform.filePath(inGoldenDirectory: Self.goldenDirectory)
        let recorded = (try? readText(platformPath)).flatMap(GoldenPlatform.init(parsing:))
        recordedPlatform = recorded
        platform = GoldenPlatformMatch(recorded: recorded)

        let current = GoldenPlatform.current
        let shouldWrite = (recorded == nil && mode != .never) || (mode == .all && recorded != current)
        if shouldWrite, (try? writeFile(Array(current.fileText.utf8), to: platformPath)) != nil {
            wrotePlatformFile = "wrote \(platformPath) (\(current))"
        } else {
            wrotePlatformFile = nil
        }
        if let note = platform.note {
            // Said once per run, besides in every failure, so a passing run says it too.
            print("GoldenTests: \(note); using \(tolerance)")
        }
    }

    /// Compares `svg`'s sheet for `view` with `golden/<symbol>.<view>.png` and carries out the
    /// writes the comparison asks for (a recorded golden; actual and diff artifacts).
    func verify(
        symbol: String, svg: [UInt8], view: PreviewView, mode: GoldenRecordMode? = nil,
        artifactsDirectory: String? = nil
    ) throws -> GoldenVerdict {
        let goldenCase = GoldenCase(
            symbol: symbol, view: view, goldenDirectory: Self.goldenDirectory,
            artifactsDirectory: artifactsDirectory ?? self.artifactsDirectory)
        let plan = try Previewer.plan(svg: svg, path: symbol + ".svg")
        let png = try plan.png(view: view, showsJudgement: false)
        let expected = fileExists(goldenCase.goldenPath) ? try readFile(goldenCase.goldenPath) : nil
        let stored =
            fileExists(goldenCase.measurementsPath)
            ? GoldenMeasurements(parsing: String(decoding: try readFile(goldenCase.measurementsPath), as: UTF8.self))
            : nil
        let verdict = try GoldenComparison.evaluate(
            goldenCase, actualPNG: png, expectedPNG: expected, mode: mode ?? self.mode,
            tolerance: tolerance, platform: platform, panels: try plan.panels(view: view),
            measurements: .init(actual: plan.measurements, expected: stored),
            rerecordCommand: Self.rerecordCommand)
        for write in verdict.writes {
            try writeFile(write.bytes, to: write.path)
        }
        return verdict
    }
}
