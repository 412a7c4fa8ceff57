import SVGModel
import SymbolCheck
import Testing

@testable import SymbolPreview

/// The preview's target band asks the checker's size model: a wide bar's band is the height its
/// width target gives it, not the anchor's.
@Suite struct WideGlyphBandTests {
    @Test func aWideBarsBandIsTheHeightItsWidthTargetGives() throws {
        var f = TemplateFixture()
        let cap = AppleTemplate.capHeight
        f.drawBar("Regular-M", width: 2.4 * cap, height: 20)
        let bytes = Array(f.svg.utf8)
        let plan = try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "bar.svg"), svg: bytes, reference: .bundled)
        let medium = try #require(plan.input.rows.first { $0.scale == .medium })
        // 2.03 / 2.4 of its 20 units: the height the bar has once its width is on target.
        #expect(abs(medium.targetHeight - 20 * (1.45 * 1.4) / 2.4) < 1e-9)
        let check = Checker.check(SourceFile(path: "bar.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(abs(try #require(check.measurements[.regularM]).target * cap - medium.targetHeight) < 1e-9)
        // The square rows keep the anchor.
        let large = try #require(plan.input.rows.first { $0.scale == .large })
        #expect(abs(large.targetHeight - 1.45 * 1.29 * cap) < 1e-9)
    }
}
