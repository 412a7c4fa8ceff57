import SymbolCheck
import TestSupport
import Testing

@testable import SymbolCheckCLI
@testable import SymbolReport

/// GitHub's report in a workflow step that runs `check`, then `controls` (the action, #44 item 5):
/// paths relative to the repository's root without `./`, a symbol set's error annotated once in
/// the step, one cap of annotations across the step, and the closing notice naming the SARIF
/// report of the command that left findings out.
@Suite struct GitHubStepReportTests {
    /// The ControlsApp fixture copied to a fresh folder (the fixtures' own config leaves them out
    /// of a search run inside the checkout).
    static func app() -> String {
        let folder = BinaryRunner.makeTemporaryDirectory()
        let copy = BinaryRunner.run(
            ["-R", BinaryRunner.packageRoot + "/Tests/Fixtures/ControlsApp", folder + "/app"], executable: "/bin/cp")
        #expect(copy.status == 0, "\(copy.stderr)")
        return folder
    }

    static func annotations(_ report: String) -> [String] {
        report.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }
    }

    @Test func aStepAnnotatesEachFindingOnceWithPathsFromTheRoot() throws {
        let folder = Self.app()
        defer { BinaryRunner.removeTree(folder) }
        let root = folder + "/app"
        let check = BinaryRunner.run(["check", "--format", "github", "."], in: root)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("file=./"), "\(check.stdout)")
        #expect(check.stdout.contains("::error file=CameraWidgets/"), "\(check.stdout)")
        BinaryRunner.writeFile(folder + "/check.log", Array(check.stdout.utf8))
        let alone = BinaryRunner.run(["controls", "--format", "github", "."], in: root)
        let after = BinaryRunner.run(
            ["controls", "--format", "github", "."], in: root,
            environment: [GitHubReporter.stepReportVariable: folder + "/check.log"])
        #expect(after.status == alone.status)
        #expect(!after.stdout.contains("file=./"))
        // The Control's own finding is annotated, at its Swift line.
        #expect(after.stdout.contains("::error file=CameraWidgets/Controls.swift,line=25,col=39,"), "\(after.stdout)")
        // Alone, `controls` annotates the symbol sets' own errors that `check` annotated too;
        // after `check`, none of them again.
        let checked = Set(Self.annotations(check.stdout).map(Self.key))
        let repeated = Self.annotations(alone.stdout).filter { checked.contains(Self.key($0)) }
        #expect(!repeated.isEmpty, "the fixture should have a symbol set both commands report")
        #expect(Self.annotations(after.stdout).allSatisfy { !checked.contains(Self.key($0)) }, "\(after.stdout)")
        // The summary still counts every finding: only annotations are shared.
        #expect(after.stdout.split(separator: "\n").last == alone.stdout.split(separator: "\n").last)
    }

    /// Ten errors annotated by an earlier command use up the step's: the next command's errors
    /// are plain lines, counted in a notice that names its own SARIF report.
    @Test func theCapIsTheStepsAndTheNoticeNamesTheCommandsSARIF() throws {
        let folder = Self.app()
        defer { BinaryRunner.removeTree(folder) }
        let earlier = (1...10).map { "::error file=Other/x\($0).svg,title=missing-glyph::earlier \($0)" }
        BinaryRunner.writeFile(folder + "/check.log", Array((earlier.joined(separator: "\n") + "\n").utf8))
        let run = BinaryRunner.run(
            ["controls", "--format", "github", "."], in: folder + "/app",
            environment: [GitHubReporter.stepReportVariable: folder + "/check.log"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("::error ") }, "\(run.stdout)")
        // The plain lines name files as the report's other lines do: as given.
        #expect(lines.contains { $0.hasPrefix("./CameraWidgets/Controls.swift:25:39: error: ") }, "\(run.stdout)")
        let notice = try #require(lines.first { $0.hasPrefix("::notice title=symbolcheck::") })
        #expect(notice.contains("upload `symbolcheck controls --format sarif` to code scanning"), "\(notice)")
        // An unreadable step report is said, and the run goes on.
        let missing = BinaryRunner.run(
            ["controls", "--format", "github", "."], in: folder + "/app",
            environment: [GitHubReporter.stepReportVariable: folder + "/none.log"])
        #expect(missing.stderr.hasPrefix("warning: \(GitHubReporter.stepReportVariable) names '\(folder)/none.log'"))
        #expect(missing.stdout.contains("::error file=CameraWidgets/Controls.swift,line=25,col=39,"))
    }

    @Test func annotationPathsAreRelativeToTheRootWithoutDotSteps() {
        #expect(GitHubReporter.annotationPath("./App/a.svg", workingDirectory: "/repo") == "App/a.svg")
        #expect(GitHubReporter.annotationPath("/repo/App/./a.svg", workingDirectory: "/repo") == "App/a.svg")
        #expect(GitHubReporter.annotationPath("/elsewhere/a.svg", workingDirectory: "/repo") == "/elsewhere/a.svg")
        #expect(GitHubReporter.annotationPath("App//a.svg", workingDirectory: "") == "App/a.svg")
    }

    /// `error file=…,line=…,title=…::message`, without the notes and help.
    static func key(_ annotation: String) -> String {
        let text = annotation.dropFirst(2)
        return String(text.split(separator: "%0A", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}
