import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `opacity`: opacity or fill-opacity below 1 reaches a glyph shape.
@Suite struct OpacityRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func opacityPointsAtTheDeclaration() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill-opacity="0.5" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("opacity", in: f.svg, at: "fill-opacity=")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"opacity="0.4""#
        expectSingle("opacity", in: f.svg, at: "opacity=\"0.4\"")
        #expect(check(f.svg).diagnostics[0].message.hasPrefix("a shape in Regular-M is drawn at 40% opacity"))
    }

    /// Corpus 153 was 3 findings for one style rule: one cause, one finding (#23 item 5).
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus153IsOneOpacityFinding() throws {
        let found = try corpusFindings("153.svg", "opacity")
        #expect(
            found.map(\.message) == [
                "3 shapes in all 3 variants (first Ultralight-S) are drawn at 80% opacity; Control Center draws them at 100%"
            ])
    }
}
