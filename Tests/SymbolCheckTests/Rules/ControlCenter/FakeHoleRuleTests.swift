import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `fake-hole`: a glyph shape is filled white, the background colour, to hide ink.
@Suite struct FakeHoleRuleTests {
    @Test func fakeHolePointsAtTheWhiteFill() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" fill="white"/>"#
        expectSingle("fake-hole", in: f.svg, at: "fill=\"white\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "a shape in Regular-M is filled white, the background colour; Control Center draws it as ink in the symbol's one colour"
        )
    }
}
