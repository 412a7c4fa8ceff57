import SVGModel
import Testing

@testable import SymbolCheck

/// The size model every command asks: the target box (height from the anchor, width from the
/// widest aspect), which side judges a glyph, and the Control Center tile's symbol area.
@Suite struct SizeTargetTests {
    static let cap = AppleTemplate.capHeight
    let target = SizeTarget()

    @Test func theSymbolAreaIsTheTileInsetByHalfItsCornerRadius() {
        #expect(ControlCenterSymbolArea.sidePoints == 48)
        #expect(ControlCenterSymbolArea.sideInTemplateUnits == 200)
        #expect(ControlCenterSymbolArea.largestFittingFactor(width: 250, height: 40) == 0.8)
        #expect(ControlCenterSymbolArea.largestFittingFactor(width: 0, height: 0) == .infinity)
    }

    @Test func aGlyphOfOrdinaryProportionsIsJudgedByHeight() {
        // Apple's circle at Regular-M: 99.61 units across (docs/template-format.md §3).
        let size = target.judge(width: 99.61, height: 99.61, capHeight: Self.cap, scale: .medium)
        #expect(size.judgedBy == .height)
        #expect(size.targetRatio == 1.45)
        #expect(size.accepted)
        #expect(size.factorToTarget == 1.45 / (99.61 / Self.cap))
        #expect(size.largestFittingFactor == 200 / 99.61)
        #expect(size.fitsSymbolArea)
    }

    @Test func aGlyphExactlyAsWideAsTheBoxIsStillJudgedByHeight() {
        let size = target.judge(width: 140, height: 100, capHeight: Self.cap, scale: .medium)
        #expect(size.judgedBy == .height)
        let wider = target.judge(width: 140.1, height: 100, capHeight: Self.cap, scale: .medium)
        #expect(wider.judgedBy == .width)
    }

    @Test func aWideBarIsJudgedByWidth() {
        let size = target.judge(width: 200, height: 20, capHeight: Self.cap, scale: .medium)
        let boxWidth = 1.45 * 1.4
        #expect(size.judgedBy == .width)
        #expect(size.targetWidthRatio == boxWidth)
        #expect(size.widthRatio == 200 / Self.cap)
        #expect(size.factorToTarget == boxWidth / (200 / Self.cap))
        #expect(size.targetRatio == 20 / Self.cap * size.factorToTarget)
        #expect(!size.accepted)
        #expect(size.largestFittingFactor == 1)
    }

    @Test func aFlatMinusWithoutHeightIsJudgedByWidth() {
        let size = target.judge(width: 80, height: 0, capHeight: Self.cap, scale: .small)
        let boxWidth = 1.45 * 0.783 * 1.4
        #expect(size.judgedBy == .width)
        #expect(size.factorToTarget == boxWidth / (80 / Self.cap))
        #expect(size.targetRatio == 0)
        #expect(size.factorToTarget.isFinite)
    }

    @Test func aTallNarrowGlyphKeepsTheAnchor() {
        let size = target.judge(width: 20, height: 1.845 * Self.cap, capHeight: Self.cap, scale: .large)
        #expect(size.judgedBy == .height)
        #expect(size.targetRatio == 1.45 * 1.29)
        #expect(size.accepted)  // 1.845 is within 5 % of 1.8705
    }

    @Test func toleranceAppliesToTheJudgedSide() {
        let boxWidth = 1.45 * 1.4 * Self.cap
        #expect(target.judge(width: boxWidth * 1.049, height: 10, capHeight: Self.cap, scale: .medium).accepted)
        #expect(!target.judge(width: boxWidth * 1.051, height: 10, capHeight: Self.cap, scale: .medium).accepted)
        #expect(target.judge(width: boxWidth * 0.951, height: 10, capHeight: Self.cap, scale: .medium).accepted)
        #expect(!target.judge(width: boxWidth * 0.949, height: 10, capHeight: Self.cap, scale: .medium).accepted)
    }

    @Test func theFactorWithinTheSymbolAreaStopsAtTheArea() {
        // A 100 × 70 glyph in the L row reaches its target (131.8 units tall) well inside the area.
        let fits = target.judge(width: 100, height: 70, capHeight: Self.cap, scale: .large)
        #expect(fits.factorWithinSymbolArea == fits.factorToTarget)
        // With a target of 3× the cap height the same glyph would pass the area: held at 200 units.
        let big = SizeTarget(ratio: 3).judge(width: 100, height: 70, capHeight: Self.cap, scale: .large)
        #expect(big.factorToTarget > 2)
        #expect(big.factorWithinSymbolArea == 2)
        let over = SizeTarget(ratio: 3).judge(width: 250, height: 40, capHeight: Self.cap, scale: .large)
        #expect(!over.fitsSymbolArea)
        #expect(over.factorToTarget > 1)
        #expect(over.factorWithinSymbolArea == 0.8)
    }
}
