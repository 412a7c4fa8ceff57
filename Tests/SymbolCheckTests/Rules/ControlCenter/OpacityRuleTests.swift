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

    /// Corpus 153's only translucency is `.multicolor-6:white {opacity:0.8}`: its `.monochrome-6`
    /// layer, which a Control's one colour draws, sets none. It was one opacity finding (three
    /// before #23 item 5), read from the multicolour layer's rule; the monochrome cascade has none.
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus153HasNoOpacityFindingFromItsMulticolourLayer() throws {
        #expect(try corpusFindings("153.svg", "opacity").isEmpty)
    }

    /// The same file with the translucency moved to its monochrome layer is reported once.
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus153WithAMonochromeOpacityIsOneFinding() throws {
        let bytes = try #require(readBytes(try SharedFolder.corpus.require() + "/153.svg"))
        let text = String(decoding: bytes, as: UTF8.self)
        let moved = text.replacing(
            ".monochrome-6 {-sfsymbols-motion-group:0;",
            with: ".monochrome-6 {opacity:0.8;-sfsymbols-motion-group:0;")
        #expect(moved != text)
        let found = check(moved).diagnostics.filter { $0.ruleID == "opacity" }
        #expect(
            found.map { $0.message } == [
                "3 shapes in all 3 variants (first Ultralight-S) are drawn at 80% opacity; Control Center draws them at 100%"
            ])
    }
}
