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

    @Test func strokedSourcesStillStandInForRegularMUnderXcode() {
        let result = check(TemplateFixture.strokedVariableTemplate.svg) { $0.profile = .xcode }
        #expect(result.diagnostics.map(\.ruleID) == [])
    }

    @Test func anUnsupportedElementInASourceStillNeedsRegularMUnderXcode() {
        var f = TemplateFixture.strokedVariableTemplate
        f.glyphs["Black-S"]! += #"<image width="10" height="10"/>"#
        let result = check(f.svg) { $0.profile = .xcode }
        #expect(result.ruleIDs == ["missing-glyph", "unsupported-element"])
        #expect(
            result.diagnostics[0].message
                == "the template has no Regular-M glyph and no Ultralight-S, Regular-S and Black-S made of shapes to interpolate from"
        )
    }
}
