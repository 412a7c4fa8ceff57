import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `empty-glyph`: a glyph group has no drawable content or zero-size bounds.
@Suite struct EmptyGlyphRuleTests {
    @Test func emptyGlyphPointsAtTheGroup() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = ""
        expectSingle("empty-glyph", in: f.svg, at: "<g id=\"Regular-L\"")
        f.glyphs["Regular-L"] = #"<line x1="0" y1="-30" x2="100" y2="-30"/>"#
        let result = check(f.svg)
        #expect(
            result.diagnostics.first { $0.ruleID == "empty-glyph" }?.message
                == "the glyph Regular-L has zero-size bounds (100 × 0)")
    }
}
