import SVGModel
import Support
import SymbolEdit
import SymbolResize
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `glyph-size` and the optical size model every command asks (docs/sizing.md, "The optical size
/// model"): held to the card's pair (the camera at 1.45 cap heights on target, at 1.13 puny), to
/// Apple's own drawings of every shape class measured in the corpus, to a circle 1.70 tall that
/// must be reported, and to the Control Center tile's symbol area; a wide bar, a flat minus and
/// a tall narrow glyph through `check` and `resize`; a variable template's derived rows as one
/// finding.
@Suite struct GlyphSizeRuleTests {
    static let cap = AppleTemplate.capHeight
    let target = SizeTarget()

    /// Judges a glyph given in cap heights, as docs/sizing.md's evidence table gives it.
    func judge(height: Double, width: Double, scale: Scale = .medium) -> GlyphSize {
        target.judge(width: width * Self.cap, height: height * Self.cap, capHeight: Self.cap, scale: scale)
    }

    @Test func theTargetIsTheCardsAndTheToleranceApplesWidestDeviation() {
        // The card: a camera-like glyph 1.45 cap heights tall, 1.3 times as wide as tall.
        #expect(SizeTarget.defaultRatio == 1.45)
        #expect(SizeTarget.defaultWidestAspect == 1.3)
        // arrow.up.and.line.horizontal.and.arrow.down's Regular-S, 93.0176 units tall at a
        // 70.459 cap height, ÷ 0.783: +16.3 %, the widest deviation of Apple's drawings; a
        // circle 1.70 tall is +17.2 %.
        let arrow = 93.0176 / 70.459 / 0.783 / 1.45 - 1
        #expect(SizeTarget.defaultTolerance >= arrow)
        #expect(SizeTarget.defaultTolerance < arrow + 0.005)
        #expect(SizeTarget.defaultTolerance < 1.70 / 1.45 - 1)
    }

    /// Regular-M of every Apple-drawn glyph class in the evidence table, in cap heights.
    static let appleDrawn: [(name: String, height: Double, width: Double, measure: GlyphSize.Measure)] = [
        ("circle (bundled reference, Apple's measured circle)", 1.414, 1.414, .height),
        ("gearshape", 1.482, 1.482, .height),
        ("rectangle", 1.290, 1.642, .height),
        ("externaldrive", 1.184, 1.636, .width),
        ("paintpalette", 1.388, 1.669, .height),
        ("delete.backward", 1.276, 1.501, .height),
        ("rectangle.expand.vertical", 1.291, 1.559, .height),
        ("gearshape.2", 1.507, 1.902, .height),
        ("lock.fill", 1.358, 0.946, .height),
        ("arrow.up.and.line.horizontal.and.arrow.down", 1.650, 1.292, .height),
    ]

    @Test(arguments: appleDrawn.indices)
    func everyAppleDrawnClassPasses(_ k: Int) {
        let glyph = Self.appleDrawn[k]
        let size = judge(height: glyph.height, width: glyph.width)
        #expect(size.judgedBy == glyph.measure, "\(glyph.name)")
        #expect(size.accepted, "\(glyph.name): optical size \(size.opticalSize)")
    }

    @Test func theExtremesOfApplesDrawingsPassInTheirOwnRows() {
        // arrow.up.and.line.horizontal.and.arrow.down's Regular-S (72.461 × 93.018 units) and
        // externaldrive's Regular-L (146.986 × 105.862 units at a 70.46 cap height, judged by
        // its width): the two ends of Apple's drawings around the target.
        let arrow = target.judge(width: 72.461, height: 93.0176, capHeight: 70.459, scale: .small)
        #expect(arrow.judgedBy == .height && arrow.accepted)
        #expect(arrow.opticalSize > arrow.targetOpticalSize * 1.16)
        let drive = target.judge(width: 146.986, height: 105.8619, capHeight: 70.46, scale: .large)
        #expect(drive.judgedBy == .width && drive.accepted)
        #expect(drive.opticalSize < drive.targetOpticalSize * 0.86)
    }

    @Test func aCircleOneSeventyCapHeightsTallIsReported() {
        for scale in Scale.allCases {
            let side = 1.70 * scale.designFactor
            let circle = judge(height: side, width: side, scale: scale)
            #expect(!circle.accepted, "\(scale)")
            #expect(!circle.isBelowTargetBand, "\(scale): too large")
        }
        let svg = Self.circles(diameter: 1.70 * Self.cap)
        #expect(
            ruleMessages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too large for their targets: scale them by \(fmt4(1.45 / 1.70))"
            ])
        // Apple's circle (1.414 tall) and gearshape (1.482 tall) are within the band.
        #expect(ruleMessages(Self.circles(diameter: 1.414 * Self.cap)) == [])
        #expect(ruleMessages(Self.circles(diameter: 1.482 * Self.cap)) == [])
    }

    /// Regular-S/M/L filled discs `diameter` units across at M (scaled by Apple's factors in S
    /// and L), centred on the cap-height midline.
    static func circles(diameter: Double) -> String {
        var f = TemplateFixture()
        let n = TemplateFixture.number
        for scale in Scale.allCases {
            let r = diameter * scale.designFactor / 2
            let y = -AppleTemplate.capHeight / 2
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="M6 \#(n(y))a\#(n(r)) \#(n(r)) 0 1 1 \#(n(2 * r)) 0a\#(n(r)) \#(n(r)) 0 1 1 \#(n(-2 * r)) 0Z"/>"#
            f.margins["Regular-\(scale.rawValue)"] = TemplateFixture.marginGuides(
                "Regular-\(scale.rawValue)", left: TemplateFixture.columnX, right: TemplateFixture.columnX + 12 + 2 * r,
                baseline: AppleTemplate.baselines[scale]!)
        }
        return f.svg
    }

    @Test func theCardsCameraPairHolds() {
        // Symbols/camera.svg and Symbols/camera-puny.svg at Regular-M, in template units: 1.3
        // times as wide as tall, judged by height. The camera is on its target, and resize
        // would leave it as it is; the puny one is told the factor to 1.45 cap heights.
        let camera = target.judge(width: 132.815, height: 102.166, capHeight: 70.46, scale: .medium)
        #expect(camera.judgedBy == .height)
        #expect(camera.accepted)
        #expect(abs(camera.factorToTarget - 1) < 1e-4)
        let puny = target.judge(width: 103.504, height: 79.619, capHeight: 70.46, scale: .medium)
        #expect(!puny.accepted)
        #expect(puny.opticalSize < puny.targetOpticalSize)
        #expect(abs(puny.factorToTarget - 1.45 * 70.46 / 79.619) < 1e-9)
        #expect(abs(puny.targetRatio - 1.45) < 1e-9)
        // circle.circle (the bundled reference's Regular-M, 1.414 tall) is on target too.
        let reference = judge(height: 1.414, width: 1.414)
        #expect(reference.accepted && abs(reference.opticalSize / 1.45 - 1) < 0.03)
    }

    @Test func theTwoMeasuresMeetAtTheWidestProportion() {
        // At 1.3 × the height, the height and the width ÷ 1.3 agree: the verdict changes
        // continuously with the proportions.
        let atWidest = judge(height: 1, width: 1.3)
        let pastWidest = judge(height: 1, width: 1.3 * 1.001)
        #expect(atWidest.judgedBy == .height && pastWidest.judgedBy == .width)
        #expect(abs(atWidest.opticalSize - pastWidest.opticalSize) < 0.002)
        #expect(judge(height: 1, width: 0.5).judgedBy == .height)
        // A glyph a hair past the proportion (the camera, written at 4 decimals) is still
        // judged by its height.
        #expect(judge(height: 1, width: 1.3 * (1 + 1e-5)).judgedBy == .height)
    }

    @Test func theTargetHeightForAProportionIsWhatJudgingAGlyphOfItGives() {
        // `make` asks the model for the height a glyph of known proportions wants.
        for aspect in [0.4, 1, 1.3, 1.6, 3, 4, 4.5, 12] {
            for scale in Scale.allCases {
                let size = judge(height: 1, width: aspect, scale: scale)
                #expect(abs(target.targetHeightRatio(aspect: aspect, scale: scale) - size.targetRatio) < 1e-12)
            }
        }
    }

    @Test func aWideBarIsJudgedByItsWidth() {
        let size = target.judge(width: 200, height: 50, capHeight: Self.cap, scale: .medium)
        #expect(size.judgedBy == .width)
        #expect(abs(size.opticalSize - 200 / Self.cap / 1.3) < 1e-12)
        #expect(size.factorToTarget == 1.45 / size.opticalSize)
        #expect(abs(size.targetWidthRatio - 1.45 * 1.3) < 1e-12)
        #expect(size.targetRatio == 50 / Self.cap * size.factorToTarget)
        #expect(!size.accepted)
        #expect(size.largestFittingFactor == 1)
    }

    /// A flat mark (past 4:1: a minus, an ellipsis) is judged by its width as the square mark of
    /// that width, as Apple draws its minus as wide as its plus (docs/sizing.md, "Flat marks"); a
    /// bar up to 4:1 is still judged by its width ÷ 1.3.
    @Test func aFlatMarkIsJudgedByItsWidthAsASquareMark() {
        let minus = target.judge(width: 200, height: 20, capHeight: Self.cap, scale: .medium)
        #expect(minus.judgedBy == .flat)
        #expect(abs(minus.opticalSize - 200 / Self.cap) < 1e-12)
        #expect(abs(minus.targetWidthRatio - 1.45) < 1e-12)
        #expect(!minus.accepted)
        // As wide as a square at the target: the plus beside it.
        let plus = target.judge(width: 1.45 * Self.cap, height: 1.45 * Self.cap, capHeight: Self.cap, scale: .medium)
        let atTarget = target.judge(width: 1.45 * Self.cap, height: 8, capHeight: Self.cap, scale: .medium)
        #expect(atTarget.judgedBy == .flat && atTarget.accepted && plus.accepted)
        #expect(abs(atTarget.factorToTarget - plus.factorToTarget) < 1e-12)
        // 4:1 is the last proportion judged as a bar.
        #expect(target.judge(width: 200, height: 50, capHeight: Self.cap, scale: .medium).judgedBy == .width)
        #expect(target.judge(width: 200, height: 49.9, capHeight: Self.cap, scale: .medium).judgedBy == .flat)
    }

    @Test func aFlatMinusWithoutHeightIsJudgedByWidth() {
        let size = target.judge(width: 80, height: 0, capHeight: Self.cap, scale: .small)
        #expect(size.judgedBy == .flat)
        #expect(size.targetRatio == 0)
        #expect(size.factorToTarget.isFinite)
    }

    @Test func anOpenMarkIsNotJudged() {
        // chevron.up at Regular-M (corpus 104): 84.805 × 47.739 units, its ink 26 % of its box,
        // enclosing nothing, stem 8.85 units. Apple draws it 0.68 cap heights tall.
        let box = 84.805 * 47.739
        let chevron = InkShape(area: 0.26 * box, silhouetteArea: 0.26 * box, perimeter: 2 * 0.26 * box / 8.85)
        let size = target.judge(width: 84.805, height: 47.739, ink: chevron, capHeight: 70.459, scale: .medium)
        #expect(size.judgedBy == .none)
        #expect(size.accepted)
        #expect(size.factorToTarget == 1)
        #expect(size.unjudgedReason?.hasPrefix("an open mark") == true)
        // The same outline closed around a counter (a ring-like shape) is judged.
        let closed = InkShape(area: chevron.area, silhouetteArea: 0.8 * box, perimeter: chevron.perimeter)
        #expect(
            target.judge(width: 84.805, height: 47.739, ink: closed, capHeight: 70.459, scale: .medium).judgedBy
                == .width)
        // A filled bar (a minus: its stem is about its height) is judged by its width.
        let bar = InkShape(area: 100 * 12, silhouetteArea: 100 * 12, perimeter: 224)
        #expect(target.judge(width: 100, height: 12, ink: bar, capHeight: Self.cap, scale: .medium).judgedBy == .flat)
    }

    @Test func aHairlineIsNotJudged() {
        // A diagonal line 1 unit thick across a 100-unit box: 1.4 % of its box.
        let line = InkShape(area: 141, silhouetteArea: 141, perimeter: 284)
        let size = target.judge(width: 100, height: 100, ink: line, capHeight: Self.cap, scale: .medium)
        #expect(size.judgedBy == .none)
        #expect(size.unjudgedReason?.hasPrefix("a hairline") == true)
    }

    @Test func toleranceAppliesToTheOpticalSize() {
        let edge = 1.45 * Self.cap
        func accepts(_ k: Double) -> Bool {
            target.judge(width: edge * k, height: edge * k, capHeight: Self.cap, scale: .medium).accepted
        }
        #expect(accepts(1.164) && !accepts(1.166))
        #expect(accepts(0.836) && !accepts(0.834))
    }

    @Test func theSymbolAreaIsTheTileInsetByHalfItsCornerRadius() {
        #expect(ControlCenterSymbolArea.sidePoints == 48)
        #expect(ControlCenterSymbolArea.sideInTemplateUnits() == 200)
        #expect(ControlCenterSymbolArea.largestFittingFactor(width: 250, height: 40) == 0.8)
        #expect(ControlCenterSymbolArea.largestFittingFactor(width: 0, height: 0) == .infinity)
        // A template typeset at 568 pt (a 400-unit cap height): 24 pt is 568 ÷ 24 units per point.
        #expect(ControlCenterSymbolArea.sideInTemplateUnits(pointSize: 568) == 48 * 568 / 24)
        #expect(ControlCenterSymbolArea.largestFittingFactor(width: 1136, height: 100, pointSize: 568) == 1)
    }

    @Test func theFactorWithinTheSymbolAreaStopsAtTheArea() {
        // A 100 × 70 glyph in the L row reaches its target well inside the area.
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

    /// The Apple-drawn corpus files of the evidence table (`scripts/size-evidence.py`).
    static let appleDrawnCorpusFiles = [
        "001", "002", "098", "100", "107", "143", "097", "071", "073", "074", "076", "078", "080", "095", "099",
        "103", "140", "105", "096", "111", "106", "104", "141",
    ]

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func everyAppleDrawnCorpusGlyphChecksWithoutASizeFinding() throws {
        let corpus = try SharedFolder.corpus.require()
        for name in Self.appleDrawnCorpusFiles {
            let bytes = try #require(readBytes(corpus + "/\(name).svg"))
            let result = Checker.check(
                SourceFile(path: "\(name).svg", bytes: bytes), configuration: CheckConfiguration())
            #expect(!result.ruleIDs.contains("glyph-size"), "\(name).svg")
            #expect(result.measurements[.regularM]?.ink != nil, "\(name).svg")
        }
    }

    @Test func glyphSizeGivesRatioTargetAndFactor() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: 1.13 * AppleTemplate.capHeight))"/>"#
        expectSingle("glyph-size", in: f.svg, at: "<g id=\"Regular-M\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "Regular-M's optical size is 1.130× the cap height, too small for the target 1.450× ± 16.5%: scale it by 1.2832"
        )
    }

    /// Regular-S/M/L bars, `width` × `height` at M (scaled by Apple's factors in S and L).
    static func bars(width: Double, height: Double) -> String {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            f.drawBar("Regular-\(scale.rawValue)", width: width * k, height: height * k)
        }
        return f.svg
    }

    /// The optical size of a glyph more than 1.3 and at most 4 times as wide as tall: width ÷ 1.3.
    static func wideOptical(_ widthRatio: Double) -> Double { widthRatio / 1.3 }

    @Test func aWideBarIsSizedByItsWidth() throws {
        let svg = Self.bars(width: 2.4 * Self.cap, height: 50)
        // One factor brings the three rows to their targets: one finding, at Regular-S.
        let factor = SizeTarget.defaultRatio / Self.wideOptical(2.4)
        #expect(
            ruleMessages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too large for their targets: scale them by \(fmt4(factor))",
                // Regular-L, 2.4 × 1.29 cap heights = 218 units, also passes the tile's edge.
                "glyph-overflows-tile: Regular-L is 218.1411 × 64.5 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)",
            ])
        let outcome = try resizeText(svg, target: SizeTarget.defaultRatio, tolerance: SizeTarget.defaultTolerance)
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(after.size.judgedBy == .width)
            #expect(
                abs(after.width / Self.cap - SizeTarget.defaultRatio * 1.3 * scale.designFactor) < 1e-5,
                "\(scale)")
        }
        #expect(ruleMessages(String(decoding: outcome.output, as: UTF8.self)) == [])
    }

    @Test func aFlatMinusGrowsToItsWidthTargetNotToTheAnchorHeight() throws {
        // 0.9 × 0.1 cap heights: by height it would be scaled 15×, to 14 cap heights wide; as a
        // flat mark it grows to the width of a square glyph at the target.
        let svg = Self.bars(width: 0.9 * Self.cap, height: 0.1 * Self.cap)
        let factor = SizeTarget.defaultRatio / 0.9
        #expect(
            ruleMessages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by \(fmt4(factor))"
            ])
        let outcome = try resizeText(svg, target: SizeTarget.defaultRatio, tolerance: SizeTarget.defaultTolerance)
        let m = try #require(outcome.after[.regularM])
        #expect(m.size.judgedBy == .flat)
        let width = SizeTarget.defaultRatio
        #expect(abs(m.width / Self.cap - width) < 1e-5)
        #expect(abs(m.height / Self.cap - 0.1 * width / 0.9) < 1e-5)
        #expect(ruleMessages(String(decoding: outcome.output, as: UTF8.self)) == [])
    }

    /// Rows whose factors differ by a few per cent (as `make`'s rows do, each drawn at Apple's
    /// stem for its row) are one cause: one finding naming the range of factors. Rows that
    /// differ by more than half the tolerance are two findings.
    @Test func rowsOffByNearlyOneFactorAreOneFinding() throws {
        func rows(_ heights: [Scale: Double]) -> String {
            var f = TemplateFixture()
            for scale in Scale.allCases {
                let k = scale.designFactor
                f.drawBar("Regular-\(scale.rawValue)", width: 14 * k, height: heights[scale]! * k * Self.cap)
            }
            return f.svg
        }
        let target = SizeTarget.defaultRatio
        let near = rows([.small: 0.9, .medium: 0.93, .large: 0.95])
        #expect(
            ruleMessages(near) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by \(fmt4(target / 0.95))–\(fmt4(target / 0.9))"
            ])
        let apart = ruleMessages(rows([.small: 0.9, .medium: 0.9, .large: 1.1]))
        #expect(apart.count == 2)
        #expect(
            apart.first
                == "glyph-size: Regular-S and Regular-M are too small for their targets: scale them by \(fmt4(target / 0.9))"
        )
        #expect(apart.last?.hasPrefix("glyph-size: Regular-L's optical size is") == true)
        #expect(apart.last?.hasSuffix(": scale it by \(fmt4(target / 1.1))") == true)
    }

    @Test func aTallNarrowGlyphIsJudgedByItsHeight() throws {
        let svg = Self.bars(width: 14, height: 1.2 * Self.cap)
        let target = SizeTarget.defaultRatio
        #expect(
            ruleMessages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by \(fmt4(target / 1.2))"
            ])
        let outcome = try resizeText(svg, target: target, tolerance: SizeTarget.defaultTolerance)
        let l = try #require(outcome.after[.regularL])
        #expect(l.size.judgedBy == .height)
        #expect(abs(l.ratio - target * 1.29) < 1e-5)
    }

    @Test func aVariableTemplatesDerivedRowsAreOneFindingAtRegularS() throws {
        let f = TemplateFixture.variableSources()
        let result = check(f.svg)
        let size = result.diagnostics.filter { $0.ruleID == "glyph-size" }
        #expect(size.count == 1)
        let finding = try #require(size.first)
        #expect(
            finding.message
                == "Regular-S's optical size is 0.852× the cap height, too small for the target 1.135× ± 16.5%: scale it by 1.3333"
        )
        let template = try #require(readTemplate(Array(f.svg.utf8)))
        #expect(finding.range == template.glyph(.regularS).map { template.tree.span(of: $0.node) })
        #expect(
            finding.notes.map(\.message) == [
                "width 52 units, height 60 units, cap height 70.459 units",
                "optical size = height, for a glyph at most 1.3 times as wide as it is tall",
                "0.76× the height of the reference symbol at this scale",
                "Regular-M's optical size is 1.088× the cap height, too small for the target 1.450× ± 16.5% (derived from Regular-S)",
                "Regular-L's optical size is 1.403× the cap height, too small for the target 1.871× ± 16.5% (derived from Regular-S)",
            ])
    }
}
