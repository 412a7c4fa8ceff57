import SVGModel
import Support
import SymbolEdit
import SymbolResize
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `glyph-overflows-tile`: a glyph is larger than the Control Center tile's symbol area (200 × 200
/// units, 48 pt of the 64 pt tile). `resize` stops at the area, and the corpus's `git.commit`,
/// the glyph the issue saw blown past the tile, resized stays inside it.
@Suite struct GlyphOverflowsTileRuleTests {
    static let cap = AppleTemplate.capHeight

    @Test func aGlyphPastTheSymbolAreaFailsAndResizeStopsAtIt() throws {
        // Aim at 2.5× the cap height: Regular-L's target (227 units) is past the 200-unit area.
        let side = 1.45 * 1.29 * Self.cap
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
        let messages = ruleMessages(f.svg, target: 2.5)
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
        #expect(!ruleMessages(output, target: 2.5).contains { $0.hasPrefix("glyph-overflows-tile") })
        // One unit more and the tile rule fires, at Regular-L, with the factor that fits.
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: 201))"/>"#
        #expect(
            ruleMessages(f.svg, target: 2.5).filter { $0.hasPrefix("glyph-overflows-tile") } == [
                "glyph-overflows-tile: Regular-L is 201 × 201 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)"
            ])
    }

    /// A glyph that only crowds the tile's edge is drawn whole: a warning. One the 64 pt tile
    /// (267 units) cuts off is drawn without its edges: an error (docs/checks.md, "Severity").
    @Test func crowdingTheEdgeIsAWarningAndCutOffAnError() {
        func severities(side: Double) -> [Severity] {
            var f = TemplateFixture()
            f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
            return check(f.svg).diagnostics.filter { $0.ruleID == "glyph-overflows-tile" }.map(\.severity)
        }
        #expect(severities(side: 199) == [])
        #expect(severities(side: 201) == [.warning])
        #expect(severities(side: 266) == [.warning])
        #expect(severities(side: 268) == [.error])
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
