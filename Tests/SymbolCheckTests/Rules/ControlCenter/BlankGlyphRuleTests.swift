import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `blank-glyph`: a glyph has shapes but none that a compiled symbol draws.
@Suite struct BlankGlyphRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func blankGlyphPointsAtTheFillOfItsFirstShape() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill="none" stroke="black" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("blank-glyph", in: f.svg, at: "fill=\"none\" stroke=\"black\"")
    }
}
