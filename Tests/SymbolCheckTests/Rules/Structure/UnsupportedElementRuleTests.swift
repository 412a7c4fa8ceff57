import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `unsupported-element`: a glyph contains text, an image, a filter, a pattern, a gradient paint
/// or an unknown element, or a clip path or mask that cuts ink applied to a shape. More of its
/// clip tests are in `ClipShapeCoverageTests` and `UseInGlyphTests` (to move here) and in
/// `StackedClipTests` (clips stacked on one shape, both clip rules).
@Suite struct UnsupportedElementRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func unsupportedElementPointsAtTheElementAndThePaint() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
        expectSingle("unsupported-element", in: f.svg, at: "<text x=")
        f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill="url(#g)" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("unsupported-element", in: f.svg, at: "fill=\"url")
    }
}
