import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `invalid-value`: an attribute value cannot be read.
@Suite struct InvalidValueRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func invalidValuePointsAtTheBadPathCharacter() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side)) k"/>"#
        expectSingle("invalid-value", in: f.svg, at: "k\"/>")
    }
}
