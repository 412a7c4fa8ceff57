import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `nonzero-fill` (contours that run the same way overlap or nest, so even-odd opens what non-zero fills) and
/// `evenodd-fragile` (`fill-rule="evenodd"` on a shape whose non-zero coverage differs): one analysis, one inner contour.
@Suite struct NonzeroFillRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func fillRuleRulesPointAtTheInnerContour() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
        expectSingle("nonzero-fill", in: f.svg, at: "M30 -60")
        f.glyphs["Regular-M"] =
            #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
        expectSingle("evenodd-fragile", in: f.svg, at: "M30 -60")
    }
}
