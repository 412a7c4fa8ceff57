import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `missing-margins`: a v3+ template lacks the margin guides actool requires, or has margins for a glyph it lacks.
@Suite struct MissingMarginsRuleTests {
    @Test func missingMarginsPointsAtTheGuidesGroup() {
        var f = TemplateFixture()
        f.margins = [:]
        expectSingle("missing-margins", in: f.svg, at: "<g id=\"Guides\"")
    }

    @Test func marginsForAnAbsentGlyphPointAtTheMargin() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = nil
        f.glyphs["Ultralight-S"] = nil
        let result = check(f.svg) { $0.profile = .xcode }
        // Regular-M margins without a Regular-M glyph (no variable template to fall back on).
        #expect(Set(result.ruleIDs) == ["missing-margins", "missing-glyph"])
        #expect(
            result.locations(of: "missing-margins") == [location(of: "<line id=\"left-margin-Regular-M\"", in: f.svg)])
    }

    @Test func aCompatibleVariableTemplateDerivesMAndL() {
        var f = TemplateFixture()
        let s = TemplateFixture.side(.small)
        f.glyphs = [
            "Ultralight-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
            "Regular-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
            "Black-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
        ]
        f.margins = [:]
        let result = check(f.svg)
        // Regular-S margins only: a static Regular-S pair is enough for actool.
        #expect(result.ruleIDs == ["missing-margins"] || result.ruleIDs == [])
        #expect(result.measurements[.regularM]?.derived == true)
        #expect(abs((result.measurements[.regularM]?.ratio ?? 0) - 1.45) < 1e-3)
    }
}
