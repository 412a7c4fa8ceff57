import SymbolRender
import Testing

@testable import SymbolPreview

@Suite struct GoldenComparisonTests {
    static let goldenCase = GoldenCase(symbol: "dot", view: .light, goldenDirectory: "g", artifactsDirectory: "a/b")
    static let rerecord: @Sendable (GoldenRecordMode) -> String = { "REC=\($0.rawValue) run" }

    /// A 10 × 10 opaque grey image, optionally with pixel (3, 4) changed by `delta` in red
    /// and `extraPixels` more pixels (row 9) changed by 100.
    static func png(delta: Int = 0, extraPixels: Int = 0, width: Int = 10) throws -> [UInt8] {
        var image = try RGBAImage(width: width, height: 10, color: RGBAColor(red: 100, green: 100, blue: 100))
        image.setPixel(x: 3, y: 4, to: RGBAColor(red: UInt8(100 + delta), green: 100, blue: 100))
        for x in 0..<extraPixels { image.setPixel(x: x, y: 9, to: RGBAColor(red: 200, green: 100, blue: 100)) }
        return try PNGCodec.encode(image)
    }

    func evaluate(
        actual: [UInt8], expected: [UInt8]?, mode: GoldenRecordMode = .never,
        tolerance: GoldenTolerance = .samePlatform, platform: GoldenPlatformMatch = .same
    ) throws -> GoldenVerdict {
        try GoldenComparison.evaluate(
            Self.goldenCase, actualPNG: actual, expectedPNG: expected, mode: mode,
            tolerance: tolerance, platform: platform, rerecordCommand: Self.rerecord)
    }

    @Test func casePathsFollowTheNamingScheme() {
        let c = Self.goldenCase
        #expect(c.name == "dot.light")
        #expect(c.goldenPath == "g/dot.light.png")
        #expect(c.actualPath == "a/b/dot.light.png")
        #expect(c.diffPath == "a/b/dot.light.diff.png")
    }

    @Test func goldenFileNamesReadBackToTheirSymbols() {
        let golden = GoldenCase(goldenFileName: "Icons.star.dark.png", goldenDirectory: "g")
        #expect(
            golden?.symbol == "Icons.star" && golden?.view == .dark && golden?.goldenPath == "g/Icons.star.dark.png")
        for other in [
            "PLATFORM", "star.png", ".light.png", "star.sepia.png", "star.tinted.png", "star.measurements.txt",
            "star.light.png.diff", "star.light.diff.png",
        ] {
            #expect(GoldenCase(goldenFileName: other, goldenDirectory: "g") == nil, "\(other)")
        }
        let stale = GoldenCase.withoutSymbol(
            among: ["b.light.png", "a.dark.png", "a.light.png", "PLATFORM", "c.light.png"], symbols: ["b"],
            goldenDirectory: "g")
        #expect(stale.map(\.name) == ["a.dark", "a.light", "c.light"])
    }

    static let measuredM = GoldenMeasurements(entries: [
        .init(name: "Regular-M height", value: 102.2, unit: "units"),
        .init(name: "Regular-M width", value: 120, unit: "units"),
    ])
    static let resizedM = GoldenMeasurements(entries: [
        .init(name: "Regular-M height", value: 98.0, unit: "units"),
        .init(name: "Regular-M width", value: 120.04, unit: "units"),
    ])

    /// A failure says where on the sheet the pixels differ and which measurement changed.
    @Test func aMismatchNamesThePanelAndTheMeasurementThatChanged() throws {
        let panels = [
            SheetPanel(name: "Regular-M glyph", x: 2, y: 3, width: 4, height: 4),
            SheetPanel(name: "Lock Screen", x: 0, y: 7, width: 10, height: 2),
        ]
        let verdict = try GoldenComparison.evaluate(
            Self.goldenCase, actualPNG: try Self.png(delta: 50, extraPixels: 3), expectedPNG: try Self.png(),
            mode: .never, tolerance: .samePlatform, panels: panels,
            measurements: .init(actual: Self.resizedM, expected: Self.measuredM), rerecordCommand: Self.rerecord)
        #expect(verdict.status == .mismatched)
        let lines = verdict.message.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "dot.light does not match its golden: 4 of 100 pixels differ (4 %, at most 0 % may), largest channel delta 100 (tolerance 2)"
        )
        #expect(lines.contains("  where: Regular-M glyph (1 pixel), elsewhere on the sheet (3 pixels)"))
        // 120.04 is 120.0 at one decimal: not a change.
        #expect(lines.contains("  measurements: Regular-M height 102.2 → 98.0 units"))
        #expect(GoldenMeasurements(parsing: Self.measuredM.text) == Self.measuredM)
        #expect(Self.measuredM.text == "Regular-M height 102.2 units\nRegular-M width 120.0 units\n")
    }

    /// The measurements are compared beside the pixels: the same pixels with other stored
    /// measurements fail and say which; recording rewrites only the measurements.
    @Test func matchingPixelsWithChangedMeasurementsFail() throws {
        let png = try Self.png()
        let never = try GoldenComparison.evaluate(
            Self.goldenCase, actualPNG: png, expectedPNG: png, mode: .never, tolerance: .samePlatform,
            measurements: .init(actual: Self.resizedM, expected: Self.measuredM), rerecordCommand: Self.rerecord)
        #expect(never.status == .mismatched && never.writes.isEmpty)
        #expect(
            never.message.hasPrefix(
                "dot.light: the pixels match g/dot.light.png, but the measurements beside it changed: Regular-M height 102.2 → 98.0 units"
            ))
        let recorded = try GoldenComparison.evaluate(
            Self.goldenCase, actualPNG: png, expectedPNG: png, mode: .failed, tolerance: .samePlatform,
            measurements: .init(actual: Self.resizedM, expected: Self.measuredM), rerecordCommand: Self.rerecord)
        #expect(recorded.status == .recorded)
        #expect(recorded.writes.map(\.path) == ["g/dot.measurements.txt"])
        let unchanged = try GoldenComparison.evaluate(
            Self.goldenCase, actualPNG: png, expectedPNG: png, mode: .never, tolerance: .samePlatform,
            measurements: .init(actual: Self.measuredM, expected: Self.measuredM), rerecordCommand: Self.rerecord)
        #expect(unchanged.status == .matched)
    }

    @Test func aMissingGoldenFailsWithoutWritingInNeverMode() throws {
        let verdict = try evaluate(actual: try Self.png(), expected: nil)
        #expect(verdict.status == .missing)
        #expect(!verdict.passed)
        #expect(verdict.writes.isEmpty)
        #expect(verdict.message == "dot.light: no golden at g/dot.light.png\n  record it with: REC=missing run")
    }

    @Test(arguments: [GoldenRecordMode.missing, .failed, .all])
    func aMissingGoldenIsRecordedAndStillFails(_ mode: GoldenRecordMode) throws {
        let actual = try Self.png()
        let verdict = try evaluate(actual: actual, expected: nil, mode: mode)
        #expect(verdict.status == .recorded)
        #expect(!verdict.passed)
        #expect(verdict.writes == [GoldenWrite(kind: .golden, path: "g/dot.light.png", bytes: actual)])
    }

    @Test func identicalBytesMatch() throws {
        let verdict = try evaluate(actual: try Self.png(), expected: try Self.png())
        #expect(verdict.status == .matched)
        #expect(verdict.passed)
        #expect(verdict.writes.isEmpty)
    }

    @Test func aDifferenceWithinTheChannelToleranceMatches() throws {
        let verdict = try evaluate(actual: try Self.png(delta: 2), expected: try Self.png())
        #expect(verdict.status == .matched)
        #expect(verdict.difference?.differingPixelCount == 0)
        #expect(verdict.difference?.largestChannelDelta == 2)
    }

    @Test func oneChannelBeyondTheToleranceFailsWithArtifactsAndAFullMessage() throws {
        let actual = try Self.png(delta: 3)
        let verdict = try evaluate(actual: actual, expected: try Self.png())
        #expect(verdict.status == .mismatched)
        #expect(verdict.difference?.differingPixelCount == 1)
        #expect(verdict.difference?.largestChannelDelta == 3)
        #expect(verdict.writes.map(\.kind) == [.actual, .diff])
        #expect(verdict.writes.map(\.path) == ["a/b/dot.light.png", "a/b/dot.light.diff.png"])
        #expect(verdict.writes[0].bytes == actual)
        let diff = try PNGCodec.decode(verdict.writes[1].bytes)
        #expect(diff.width == 3 * 10 + 8 && diff.height == 14)
        // The middle panel marks exactly the differing pixel in red.
        #expect(diff.pixel(x: 2 + 10 + 2 + 3, y: 2 + 4) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(diff.pixel(x: 2 + 10 + 2 + 4, y: 2 + 4) != RGBAColor(red: 255, green: 0, blue: 0))
        #expect(
            verdict.message == """
                dot.light does not match its golden: 1 of 100 pixels differ (1 %, at most 0 % may), largest channel delta 3 (tolerance 2)
                  expected: g/dot.light.png
                  actual:   a/b/dot.light.png
                  diff:     a/b/dot.light.diff.png (expected | differing pixels in red | actual)
                  if the change is intended, re-record with: REC=failed run
                """)
    }

    @Test func theMaximumShareOfDifferingPixelsIsInclusive() throws {
        let expected = try Self.png()
        let actual = try Self.png(extraPixels: 5)
        let atLimit = try evaluate(
            actual: actual, expected: expected, tolerance: GoldenTolerance(maxDifferingShare: 0.05))
        #expect(atLimit.status == .matched)
        let below = try evaluate(
            actual: actual, expected: expected, tolerance: GoldenTolerance(maxDifferingShare: 0.049))
        #expect(below.status == .mismatched)
        #expect(below.difference?.differingPixelCount == 5)
    }

    @Test func differentSizesNeverMatch() throws {
        let verdict = try evaluate(
            actual: try Self.png(width: 11), expected: try Self.png(),
            tolerance: GoldenTolerance(channelTolerance: 255, maxDifferingShare: 1))
        #expect(verdict.status == .mismatched)
        #expect(verdict.message.hasPrefix("dot.light: the rendering is 11×10 pixels, the golden 10×10\n"))
    }

    @Test func failedModeReRecordsAMismatchAndStillFails() throws {
        let actual = try Self.png(delta: 50)
        let verdict = try evaluate(actual: actual, expected: try Self.png(), mode: .failed)
        #expect(verdict.status == .recorded)
        #expect(verdict.writes.map(\.kind) == [.actual, .diff, .golden])
        #expect(verdict.writes.last?.bytes == actual)
        #expect(!verdict.passed)
    }

    @Test func missingModeDoesNotReRecordAMismatch() throws {
        let verdict = try evaluate(actual: try Self.png(delta: 50), expected: try Self.png(), mode: .missing)
        #expect(verdict.status == .mismatched)
        #expect(!verdict.writes.contains { $0.kind == .golden })
    }

    @Test func allModeReRecordsEvenAMatchAndFails() throws {
        let verdict = try evaluate(actual: try Self.png(), expected: try Self.png(), mode: .all)
        #expect(verdict.status == .recorded)
        #expect(verdict.writes.map(\.kind) == [.golden])
        #expect(
            verdict.message.hasPrefix("dot.light: re-recorded g/dot.light.png (SYMBOLCHECK_RECORD=all; it matched)"))
    }

    @Test func anUnreadableGoldenFailsUnlessReRecorded() throws {
        let broken: [UInt8] = Array("not a png".utf8)
        let never = try evaluate(actual: try Self.png(), expected: broken)
        #expect(never.status == .unreadableGolden("the data is not a PNG file (wrong signature)"))
        #expect(never.writes.isEmpty)
        let failed = try evaluate(actual: try Self.png(), expected: broken, mode: .failed)
        #expect(failed.status == .recorded)
        #expect(failed.writes.map(\.kind) == [.golden])
    }

    static let otherPlatform = GoldenPlatformMatch.other(
        recorded: GoldenPlatform(librsvg: "2.60.0", cairo: "1.18.2"),
        current: GoldenPlatform(librsvg: "2.54.7", cairo: "1.16.0"))

    @Test func goldensFromAnotherPlatformAreNotPartlyReRecorded() throws {
        let missing = try evaluate(actual: try Self.png(), expected: nil, mode: .missing, platform: Self.otherPlatform)
        #expect(missing.status == .missing)
        #expect(missing.writes.isEmpty)
        #expect(
            missing.message.contains(
                "not recorded: these goldens come from another platform; re-record all of them with `REC=all run`"))
        let all = try evaluate(actual: try Self.png(), expected: nil, mode: .all, platform: Self.otherPlatform)
        #expect(all.status == .recorded)
    }

    @Test func aFailureAgainstAnotherPlatformSaysSo() throws {
        let verdict = try evaluate(
            actual: try Self.png(delta: 100), expected: try Self.png(),
            tolerance: .otherPlatform, platform: Self.otherPlatform)
        #expect(verdict.status == .mismatched)
        #expect(
            verdict.message.hasSuffix(
                """
                  note: the goldens were made with librsvg 2.60.0, cairo 1.18.2, this run uses librsvg 2.54.7, cairo 1.16.0: \
                compared across platforms (channel tolerance 32, at most 0.02 % of pixels differing)
                """))
    }

    @Test func percentagesAreFormattedTheSameEverywhere() {
        #expect(GoldenFormat.percent(0) == "0 %")
        #expect(GoldenFormat.percent(0.00001) == "< 0.01 %")
        #expect(GoldenFormat.percent(0.0002) == "0.02 %")
        #expect(GoldenFormat.percent(0.0123) == "1.23 %")
        #expect(GoldenFormat.percent(0.5) == "50 %")
        #expect(GoldenFormat.percent(0.105) == "10.5 %")
    }
}
