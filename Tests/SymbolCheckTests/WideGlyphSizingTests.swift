import SVGModel
import Support
import SymbolEdit
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// A wide bar, a flat minus and a tall narrow glyph through `check` and `resize`; a variable
/// template's derived rows as one finding; the Control Center tile's symbol area; and the
/// corpus's `git.commit`, the glyph the issue saw blown past the tile.
@Suite struct WideGlyphSizingTests {
    static let cap = AppleTemplate.capHeight

    /// Regular-S/M/L bars, `width` × `height` at M (scaled by Apple's factors in S and L).
    static func bars(width: Double, height: Double) -> String {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            f.drawBar("Regular-\(scale.rawValue)", width: width * k, height: height * k)
        }
        return f.svg
    }

    static func messages(_ svg: String, target: Double = SizeTarget.defaultRatio, tolerance: Double? = nil) -> [String]
    {
        check(svg) {
            $0.sizeTarget.ratio = target
            if let tolerance { $0.sizeTarget.tolerance = tolerance }
        }.diagnostics.map { "\($0.ruleID): \($0.message)" }
    }

    /// The optical size of a glyph more than 1.4 times as wide as tall: width ÷ √1.4.
    static func wideOptical(_ widthRatio: Double) -> Double { widthRatio / 1.4.squareRoot() }

    @Test func aWideBarIsSizedByItsWidth() throws {
        let svg = Self.bars(width: 2.4 * Self.cap, height: 20)
        // One factor brings the three rows to their targets: one finding, at Regular-S.
        let factor = SizeTarget.defaultRatio / Self.wideOptical(2.4)
        #expect(
            Self.messages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too large for their targets: scale them by \(fmt4(factor))",
                // Regular-L, 2.4 × 1.29 cap heights = 218 units, also passes the tile's edge.
                "glyph-overflows-tile: Regular-L is 218.1411 × 25.8 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)",
            ])
        let outcome = try resizeText(svg, target: SizeTarget.defaultRatio, tolerance: SizeTarget.defaultTolerance)
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(after.size.judgedBy == .width)
            #expect(
                abs(after.width / Self.cap - SizeTarget.defaultRatio * 1.4.squareRoot() * scale.designFactor) < 1e-5,
                "\(scale)")
        }
        #expect(Self.messages(String(decoding: outcome.output, as: UTF8.self)) == [])
    }

    @Test func aFlatMinusGrowsToItsWidthTargetNotToTheAnchorHeight() throws {
        // 0.9 × 0.1 cap heights: by height it would be scaled 15×, to 14 cap heights wide.
        let svg = Self.bars(width: 0.9 * Self.cap, height: 0.1 * Self.cap)
        let factor = SizeTarget.defaultRatio / Self.wideOptical(0.9)
        #expect(
            Self.messages(svg) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by \(fmt4(factor))"
            ])
        let outcome = try resizeText(svg, target: SizeTarget.defaultRatio, tolerance: SizeTarget.defaultTolerance)
        let m = try #require(outcome.after[.regularM])
        let width = SizeTarget.defaultRatio * 1.4.squareRoot()
        #expect(abs(m.width / Self.cap - width) < 1e-5)
        #expect(abs(m.height / Self.cap - 0.1 * width / 0.9) < 1e-5)
        #expect(Self.messages(String(decoding: outcome.output, as: UTF8.self)) == [])
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
            Self.messages(near) == [
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by \(fmt4(target / 0.95))–\(fmt4(target / 0.9))"
            ])
        let apart = Self.messages(rows([.small: 0.9, .medium: 0.9, .large: 1.1]))
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
            Self.messages(svg) == [
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
                == "Regular-S's optical size is 1.050× the cap height, too small for the target 1.198× ± 12%: scale it by 1.1407"
        )
        let template = try #require(readTemplate(Array(f.svg.utf8)))
        #expect(finding.range == template.glyph(.regularS).map { template.tree.span(of: $0.node) })
        #expect(
            finding.notes.map(\.message) == [
                "width 64 units, height 74 units, cap height 70.459 units",
                "optical size = height, for a glyph no wider than it is tall",
                "0.94× the height of the reference symbol at this scale",
                "Regular-M's optical size is 1.341× the cap height, too small for the target 1.530× ± 12% (derived from Regular-S)",
                "Regular-L's optical size is 1.730× the cap height, too small for the target 1.974× ± 12% (derived from Regular-S)",
            ])
    }

    @Test func aGlyphPastTheSymbolAreaFailsAndResizeStopsAtIt() throws {
        // Aim at 2.5× the cap height: Regular-L's target (227 units) is past the 200-unit area.
        let side = 1.45 * 1.29 * Self.cap
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
        let messages = Self.messages(f.svg, target: 2.5)
        #expect(
            messages.contains(
                "glyph-size: Regular-S, Regular-M and Regular-L are too small for their targets: scale them by 1.7241"
            ))
        let outcome = try resizeText(f.svg, target: 2.5, tolerance: SizeTarget.defaultTolerance)
        let row = try #require(outcome.plan.rows.first { $0.scale == .large })
        #expect(row.isLimitedBySymbolArea)
        #expect(abs(row.factor - 200 / side) < 1e-5)  // the path's numbers have four decimals
        let after = try #require(outcome.after[.regularL])
        #expect(abs(after.height - 200) < 1e-4)
        #expect(after.size.fitsSymbolArea)
        let output = String(decoding: outcome.output, as: UTF8.self)
        #expect(!Self.messages(output, target: 2.5).contains { $0.hasPrefix("glyph-overflows-tile") })
        // One unit more and the tile rule fires, at Regular-L, with the factor that fits.
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: 201))"/>"#
        #expect(
            Self.messages(f.svg, target: 2.5).filter { $0.hasPrefix("glyph-overflows-tile") } == [
                "glyph-overflows-tile: Regular-L is 201 × 201 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)"
            ])
    }

    @Test(.enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func gitCommitResizedStaysInsideTheTile() throws {
        let bytes = try #require(readBytes(try SharedFolder.corpus.require() + "/126.svg"))
        let before = Checker.check(SourceFile(path: "126.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(before.measurements[.regularM]?.size.judgedBy == .width)
        let outcome = try Resizer.resize(SourceFile(path: "126.svg", bytes: bytes), configuration: CheckConfiguration())
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(after.size.fitsSymbolArea, "\(scale): \(after.width) × \(after.height)")
            #expect(after.size.accepted, "\(scale)")
            #expect(
                abs(after.width / after.capHeight - SizeTarget.defaultRatio * 1.4.squareRoot() * scale.designFactor)
                    < 1e-4, "\(scale)")
        }
        let result = Checker.check(
            SourceFile(path: "126.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(!result.ruleIDs.contains("glyph-size") && !result.ruleIDs.contains("glyph-overflows-tile"))
        // Its ring and bar grow with it (2 × ink area ÷ perimeter, by the row's factor), and
        // the report says so: without a stem keeper (SymbolFix's, `--scale-weight` off) stems
        // scale along.
        let stemBefore = try #require(outcome.before[.regularM]?.ink?.stem)
        let stemAfter = try #require(outcome.after[.regularM]?.ink?.stem)
        let factor = try #require(outcome.plan.rows.first { $0.scale == .medium }).factor
        #expect(abs(stemAfter / stemBefore / factor - 1) < 0.01)
        #expect(
            ResizeReport.text(outcome, path: "126.svg", dryRun: false, scaleWeightChoice: "--scale-weight").contains(
                "  warning: stems change with the glyph, resize scales strokes along (--scale-weight): Regular-S +56.5% (8.21 → 12.86 units), Regular-M +58.4% (9.21 → 14.59 units)"
            ))
    }
}
