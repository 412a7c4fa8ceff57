import SVGModel
import SymbolTestSupport
import TestSupport
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

    /// Corpus 112 (vf2symbols' template) was 27 findings: one cause, one finding (#23 item 5).
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus112IsOneEmptyGlyphFindingInBothProfiles() throws {
        for profile in Profile.allCases {
            let found = try corpusFindings("112.svg", "empty-glyph", profile: profile)
            #expect(found.map(\.message) == ["the glyph groups in all 27 variants (first Ultralight-S) are empty"])
            #expect(found.map(\.severity) == [.error])
        }
    }
}
