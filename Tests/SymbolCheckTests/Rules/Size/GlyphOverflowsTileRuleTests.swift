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
/// units of a 100 pt template, 48 pt of the 64 pt tile). `resize` stops at the area, and the
/// corpus's `git.commit`, the glyph the issue saw blown past the tile, resized stays inside it.
/// A template drawn at its own scale is measured in its own units (its point size from its
/// guides), so it gets the verdict of the same drawing at Apple's scale.
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

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
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
                abs(after.width / after.capHeight - SizeTarget.defaultRatio * 1.3 * scale.designFactor)
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
                "  warning: stems change with the glyph, resize scales strokes along (--scale-weight): Regular-S +63.0% (8.21 → 13.39 units), Regular-M +64.9% (9.21 → 15.19 units)"
            ))
    }

    /// The examples as a tool working at its own scale draws them: a 400-unit cap height (568 pt),
    /// as a shipping app's template was. Every size finding, factor and fit is the one of the
    /// drawing at Apple's scale; the tile is 1,136 units there, not 200.
    @Test(arguments: ["camera", "camera-puny", "reference", "wide-bar", "camera-variable"])
    func aTemplateDrawnAtItsOwnScaleGetsTheVerdictOfApplesScale(_ name: String) throws {
        let apple = String(decoding: try #require(readBytes(packageRoot + "/Symbols/\(name).svg")), as: UTF8.self)
        let own = OwnScaleTemplate.scaled(apple, capHeight: 400)
        let atApple = check(apple)
        let atOwn = check(own)
        #expect(atOwn.ruleIDs == atApple.ruleIDs)
        #expect(atOwn.diagnostics.map(\.severity) == atApple.diagnostics.map(\.severity))
        #expect(Set(atOwn.measurements.keys) == Set(atApple.measurements.keys))
        for (variant, a) in atApple.measurements {
            let o = try #require(atOwn.measurements[variant])
            #expect(o.pointSize == 568 && a.pointSize == 100, "\(variant.id)")
            #expect(abs(o.ratio - a.ratio) < 1e-4, "\(variant.id)")
            #expect(abs(o.size.opticalSize / a.size.opticalSize - 1) < 1e-4, "\(variant.id)")
            #expect(o.size.accepted == a.size.accepted, "\(variant.id)")
            #expect(abs(o.scaleToTarget / a.scaleToTarget - 1) < 1e-4, "\(variant.id)")
            // The point size is rounded as actool rounds it (567.7 → 568): the fit agrees to that.
            #expect(abs(o.size.largestFittingFactor / a.size.largestFittingFactor - 1) < 1e-3, "\(variant.id)")
        }
    }

    /// Margins are allowed 0.5 units of a 100 pt template past the ink, as many points in a
    /// template at another scale: a right margin 0.4 units inside the ink passes at both scales
    /// (2.3 units at 568 pt), 0.6 fails at both.
    @Test(arguments: [(0.4, false), (0.6, true)])
    func theMarginAllowanceIsInTheTemplatesOwnUnits(_ inside: Double, _ fires: Bool) {
        var f = TemplateFixture()
        let x = TemplateFixture.columnX + 6 + TemplateFixture.side(.medium) - inside
        f.margins["Regular-M"] =
            #"<line id="left-margin-Regular-M" x1="1400" x2="1400" y1="1030.785" y2="1150.121"/><line id="right-margin-Regular-M" x1="\#(TemplateFixture.number(x))" x2="\#(TemplateFixture.number(x))" y1="1030.785" y2="1150.121"/>"#
        let own = OwnScaleTemplate.scaled(f.svg, capHeight: 400)
        #expect(check(f.svg).ruleIDs.contains("glyph-outside-margins") == fires)
        #expect(check(own).ruleIDs.contains("glyph-outside-margins") == fires)
    }

    @Test func thePunyCameraAtItsOwnScaleIsTooSmallAndFitsTheTile() throws {
        let apple = String(decoding: try #require(readBytes(packageRoot + "/Symbols/camera-puny.svg")), as: UTF8.self)
        let own = OwnScaleTemplate.scaled(apple, capHeight: 400)
        #expect(check(own).ruleIDs == ["glyph-size"])
        // Drawn at Apple's scale, the same glyphs are 1.13 cap heights tall; the one at 1.45 in a
        // 400-unit template, 580 units tall, fits the 1,136-unit symbol area.
        var f = TemplateFixture()
        for scale in Scale.allCases {
            f.setCapHeight(400, of: scale)
            let side = TemplateFixture.side(scale, capHeight: 400)
            f.drawBar("Regular-\(scale.rawValue)", width: side, height: side, capHeight: 400)
        }
        let squares = check(f.svg)
        #expect(!squares.ruleIDs.contains("glyph-size") && !squares.ruleIDs.contains("glyph-overflows-tile"))
        // One past the area in its units: 1,137 units wide at 568 pt.
        f.drawBar("Regular-L", width: 1137, height: TemplateFixture.side(.large, capHeight: 400), capHeight: 400)
        #expect(
            ruleMessages(f.svg).filter { $0.hasPrefix("glyph-overflows-tile") } == [
                "glyph-overflows-tile: Regular-L is 1137 × 748.2 units, larger than the Control Center tile's symbol area (1136 × 1136 units, 48 pt of the 64 pt tile)"
            ])
    }
}
