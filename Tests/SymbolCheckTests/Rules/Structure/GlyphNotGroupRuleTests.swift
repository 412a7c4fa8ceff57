import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `glyph-not-group`: a glyph id names something other than a `g` group.
@Suite struct GlyphNotGroupRuleTests {
    @Test func glyphNotGroupPointsAtTheElement() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = nil
        let svg = f.svg.replacingFirst(
            " </g>\n</svg>", with: "  <path id=\"Regular-L\" d=\"M1406 1400h100v100h-100Z\"/>\n </g>\n</svg>")
        expectSingle("glyph-not-group", in: svg, at: "<path id=\"Regular-L\"")
    }
}
