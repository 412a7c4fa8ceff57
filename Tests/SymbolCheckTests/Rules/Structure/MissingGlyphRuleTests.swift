import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `missing-glyph`: a needed glyph variant is neither drawn nor derivable.
@Suite struct MissingGlyphRuleTests {
    @Test func missingGlyphSaysWhatIsDrawnAndMissing() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = nil
        f.margins["Regular-L"] = nil
        expectSingle("missing-glyph", in: f.svg, at: "<g id=\"Symbols\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "Control Center needs Regular-S, -M and -L (missing: Regular-L; drawn: Regular-S, Regular-M)")
    }
}
