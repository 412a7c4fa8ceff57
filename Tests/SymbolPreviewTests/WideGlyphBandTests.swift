import SVGModel
import SymbolCheck
import SymbolModel
import Testing

@testable import SymbolPreview

/// The preview's target band asks the checker's size model: a wide bar's band is the height its
/// width target gives it, a square's the target optical size, an open mark's its own height.
@Suite struct WideGlyphBandTests {
    @Test func aWideBarsBandIsTheHeightItsWidthTargetGives() throws {
        var f = TemplateFixture()
        let cap = AppleTemplate.capHeight
        // 3.4 times as wide as tall: a bar, judged by its width ÷ 1.3.
        f.drawBar("Regular-M", width: 2.4 * cap, height: 50)
        let bytes = Array(f.svg.utf8)
        let plan = try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "bar.svg"), svg: bytes, reference: .bundled)
        let medium = try #require(plan.input.rows.first { $0.scale == .medium })
        // 1.45 × 1.3 / 2.4 of its 50 units: the height the bar has once its width is on target.
        #expect(abs(medium.targetHeight - 50 * (1.45 * 1.3) / 2.4) < 1e-9)
        let check = Checker.check(SourceFile(path: "bar.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(abs(try #require(check.measurements[.regularM]).target * cap - medium.targetHeight) < 1e-9)
        // The square rows are judged by height: the band is the target optical size.
        let large = try #require(plan.input.rows.first { $0.scale == .large })
        #expect(abs(large.targetHeight - 1.45 * 1.29 * cap) < 1e-9)
    }

    /// A flat mark (past 4:1, a minus) is judged by its width itself: its band is the height
    /// it has once its width is the target optical size (docs/sizing.md, "Flat marks").
    @Test func aFlatMarksBandIsTheHeightItsWidthGives() throws {
        var f = TemplateFixture()
        let cap = AppleTemplate.capHeight
        f.drawBar("Regular-M", width: 2.4 * cap, height: 20)
        let bytes = Array(f.svg.utf8)
        let plan = try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "minus.svg"), svg: bytes, reference: .bundled)
        let medium = try #require(plan.input.rows.first { $0.scale == .medium })
        #expect(abs(medium.targetHeight - 20 * 1.45 / 2.4) < 1e-9)
        let check = Checker.check(SourceFile(path: "minus.svg", bytes: bytes), configuration: CheckConfiguration())
        let m = try #require(check.measurements[.regularM])
        #expect(m.size.judgedBy == .flat)
        #expect(abs(m.target * cap - medium.targetHeight) < 1e-9)
    }

    @Test func anOpenMarksBandIsItsOwnHeight() throws {
        // A chevron of 6-unit strokes, 1.8 times as wide as tall: the model does not judge it.
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -20l45 -30l45 30l-3.3 5l-41.7 -27.8l-41.7 27.8z"/>"#
        let bytes = Array(f.svg.utf8)
        let plan = try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "mark.svg"), svg: bytes, reference: .bundled)
        let medium = try #require(plan.input.rows.first { $0.scale == .medium })
        let check = Checker.check(SourceFile(path: "mark.svg", bytes: bytes), configuration: CheckConfiguration())
        let m = try #require(check.measurements[.regularM])
        #expect(m.size.judgedBy == .none)
        #expect(abs(medium.targetHeight - m.height) < 1e-9)
    }
}
