import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `opacity`: opacity or fill-opacity below 1 reaches a glyph shape.
@Suite struct OpacityRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func opacityPointsAtTheDeclaration() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill-opacity="0.5" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("opacity", in: f.svg, at: "fill-opacity=")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"opacity="0.4""#
        expectSingle("opacity", in: f.svg, at: "opacity=\"0.4\"")
        #expect(check(f.svg).diagnostics[0].message.hasPrefix("a shape in Regular-M is drawn at 40% opacity"))
    }
}
