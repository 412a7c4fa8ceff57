import AppRules
import FileAccess
import SymbolCheck
import SymbolCheckCLI
import SymbolPreview
import TestSupport
import Testing

/// The text goldens' comparison has teeth and follows the record modes: a one-digit change
/// fails with its line and column, the actual bytes go to the artifacts folder and never over
/// the golden, and every run that records fails.
@Suite struct TextGoldenComparisonTests {
    static let golden = Array("<svg>\n  <path d=\"M1 2L3 4\"/>\n  <path d=\"M5 6\"/>\n</svg>\n".utf8)
    static let nudged = Array("<svg>\n  <path d=\"M1 2L3 5\"/>\n  <path d=\"M5 6\"/>\n</svg>\n".utf8)

    /// A golden folder holding `x/a.svg`, and an empty artifacts folder.
    static func folders() -> (golden: String, artifacts: String) {
        let root = BinaryRunner.makeTemporaryDirectory()
        _ = FileSystem.makeDirectory(root + "/golden/x")
        BinaryRunner.writeFile(root + "/golden/x/a.svg", golden)
        return (root + "/golden", root + "/artifacts")
    }

    @Test func aChangedDigitFailsWithItsLineAndColumnAndLeavesTheGoldenAlone() throws {
        let (goldenDirectory, artifacts) = Self.folders()
        defer { BinaryRunner.removeTree(PathText.parent(goldenDirectory)) }
        let verdict = try TextGolden.verify(
            "x/a.svg", actual: Self.nudged, mode: .never, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(verdict.status == .mismatched)
        #expect(verdict.writes.map(\.kind) == [.actual])
        #expect(BinaryRunner.readBytes(goldenDirectory + "/x/a.svg") == Self.golden)
        #expect(BinaryRunner.readBytes(artifacts + "/x/a.svg") == Self.nudged)
        let expectedMessage = [
            "x/a.svg does not match its golden: first difference at line 2, column 19 (expected 4 lines, 55 bytes; actual 4 lines, 55 bytes)",
            "  expected: \(goldenDirectory)/x/a.svg",
            "  actual:   \(artifacts)/x/a.svg",
            "  --- \(goldenDirectory)/x/a.svg",
            "  +++ actual",
            "  @@ -2 +2 @@ column 19",
            "   <svg>",
            "  -  <path d=\"M1 2L3 4\"/>",
            "  +  <path d=\"M1 2L3 5\"/>",
            "   " + String(repeating: " ", count: 18) + "^",
            "  see all of it with: diff -u \(goldenDirectory)/x/a.svg \(artifacts)/x/a.svg",
            "  if the change is intended, re-record with: SYMBOLCHECK_RECORD=failed swift test --filter TextGoldenTests",
        ].joined(separator: "\n")
        #expect(verdict.message == expectedMessage)
    }

    @Test func identicalBytesPassAndWriteNothing() throws {
        let (goldenDirectory, artifacts) = Self.folders()
        defer { BinaryRunner.removeTree(PathText.parent(goldenDirectory)) }
        for mode in [GoldenRecordMode.never, .missing, .failed] {
            let verdict = try TextGolden.verify(
                "x/a.svg", actual: Self.golden, mode: mode, goldenDirectory: goldenDirectory,
                artifactsDirectory: artifacts)
            #expect(verdict.passed, "\(mode)")
            #expect(verdict.writes.isEmpty, "\(mode)")
        }
        #expect(!FileSystem.exists(artifacts))
    }

    /// missing records a new golden, failed and all re-record: each fails the run.
    @Test func everyRecordingFails() throws {
        let (goldenDirectory, artifacts) = Self.folders()
        defer { BinaryRunner.removeTree(PathText.parent(goldenDirectory)) }
        let new = try TextGolden.verify(
            "x/new.svg", actual: Self.golden, mode: .missing, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(new.status == .recorded)
        #expect(new.message.contains("the run fails on purpose so a new golden is never accepted unseen"))
        #expect(BinaryRunner.readBytes(goldenDirectory + "/x/new.svg") == Self.golden)

        let unseen = try TextGolden.verify(
            "x/unseen.svg", actual: Self.golden, mode: .never, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(unseen.status == .missing)
        #expect(!FileSystem.exists(goldenDirectory + "/x/unseen.svg"))

        // missing does not replace a golden that differs.
        let kept = try TextGolden.verify(
            "x/a.svg", actual: Self.nudged, mode: .missing, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(kept.status == .mismatched)
        #expect(BinaryRunner.readBytes(goldenDirectory + "/x/a.svg") == Self.golden)

        let replaced = try TextGolden.verify(
            "x/a.svg", actual: Self.nudged, mode: .failed, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(replaced.status == .recorded)
        #expect(replaced.message.contains("line 2, column 19"))
        #expect(BinaryRunner.readBytes(goldenDirectory + "/x/a.svg") == Self.nudged)

        let again = try TextGolden.verify(
            "x/a.svg", actual: Self.nudged, mode: .all, goldenDirectory: goldenDirectory,
            artifactsDirectory: artifacts)
        #expect(again.status == .recorded)
        #expect(!again.passed)
    }

    @Test func aShorterOutputAndALongLineAreShownAroundTheDifference() {
        let cut = TextGolden.difference(expected: Self.golden, actual: Array(Self.golden.prefix(20)))
        #expect(cut.line == 2 && cut.column == 15)
        #expect(cut.actualLines == 2)
        let long = Array(("<path d=\"" + String(repeating: "1 ", count: 200) + "\"/>\n").utf8)
        var changed = long
        changed[309] = UInt8(ascii: "7")
        let difference = TextGolden.difference(expected: long, actual: changed)
        #expect(difference.line == 1 && difference.column == 310)
        let excerpt = difference.excerpt(expectedName: "g")
        // A 100-byte window with the caret under the changed byte.
        let plus = excerpt[excerpt.count - 2]
        let caret = excerpt[excerpt.count - 1]
        #expect(plus.hasPrefix("+…") && plus.hasSuffix("…"))
        let at = caret.count - 1
        #expect(Array(plus)[at] == "7")
    }
}
