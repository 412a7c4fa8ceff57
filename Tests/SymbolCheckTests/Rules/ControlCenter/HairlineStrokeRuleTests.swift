import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `hairline-stroke`: a glyph shape has a stroke narrower than one pixel at @3x.
@Suite struct HairlineStrokeRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func hairlineStrokePointsAtTheDeclarationThatSetsIt() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path stroke="black" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("hairline-stroke", in: f.svg, at: "stroke=\"black\"")
    }
}
