import SVGModel
import SymbolCheck
import SymbolMake
import SymbolModel
import Testing

/// `make`'s `--size-by ink` hint is decided from the size model's numbers: a judged row whose
/// optical size is below the band around its target, when the icon was sized by its frame.
@Suite struct SizingHintTests {
    static func icon(_ paths: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\(paths)</svg>
        """
    }

    static func measurements(_ svg: String, sizeBy: MakeOptions.SizeBy) throws -> [Variant: GlyphMeasurement] {
        var options = MakeOptions()
        options.sizeBy = sizeBy
        let made = try make(svg, name: "icon", options: options)
        return Checker.check(SourceFile(path: "icon.svg", text: made.svg), configuration: CheckConfiguration())
            .measurements
    }

    /// A minus drawn 14 of its family's 24 units wide: by its frame every Regular row is below
    /// its band, so the hint is given; by its ink it is at its target, and the hint is not.
    @Test func aSmallIconSizedByItsFrameGetsTheHintAndSizedByInkDoesNot() throws {
        let minus = Self.icon(#"<path d="M5 12h14"/>"#)
        let byFrame = try Self.measurements(minus, sizeBy: .frame)
        for row in SizeTarget.judgedRows {
            let size = try #require(byFrame[row]).size
            #expect(size.isBelowTargetBand, "\(row.id): \(size.opticalSize) against \(size.targetOpticalSize)")
        }
        #expect(MakeOptions.SizeBy.frame.leavesSmall(byFrame))
        let byInk = try Self.measurements(minus, sizeBy: .ink)
        #expect(SizeTarget.judgedRows.allSatisfy { byInk[$0]?.size.isBelowTargetBand == false })
        #expect(!MakeOptions.SizeBy.ink.leavesSmall(byInk))
        // The measurements decide, not how the icon was made: frame-sized numbers under `ink`
        // give no hint (ink sizing has nothing more to offer).
        #expect(!MakeOptions.SizeBy.ink.leavesSmall(byFrame))
    }

    /// A circle across 22 of its 24 units lands inside its band by its frame: no hint.
    @Test func anIconInsideItsBandGetsNoHint() throws {
        let circle = try Self.measurements(Self.icon(#"<circle cx="12" cy="12" r="10"/>"#), sizeBy: .frame)
        #expect(try #require(circle[.regularM]).size.accepted)
        #expect(!MakeOptions.SizeBy.frame.leavesSmall(circle))
    }

    /// Too large is not too small, and an unjudged glyph (a hairline) is neither.
    @Test func belowTheBandIsJudgedAndSmallerOnly() {
        let target = SizeTarget()
        let cap = 70.459
        let large = target.judge(width: 150, height: 150, capHeight: cap, scale: .medium)
        #expect(!large.accepted && !large.isBelowTargetBand)
        let small = target.judge(width: 60, height: 60, capHeight: cap, scale: .medium)
        #expect(!small.accepted && small.isBelowTargetBand)
        let atTarget = target.judge(
            width: cap * SizeTarget.defaultRatio, height: cap * SizeTarget.defaultRatio, capHeight: cap, scale: .medium)
        #expect(atTarget.accepted && !atTarget.isBelowTargetBand)
        #expect(!MakeOptions.SizeBy.frame.leavesSmall([:]))
    }
}
