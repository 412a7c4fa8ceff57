import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `unsupported-element`: a glyph contains text, an image, a filter, a pattern, a gradient paint
/// or an unknown element, or a clip path or mask that cuts ink applied to a shape. Its clip tests
/// are still in `ClipShapeCoverageTests`, `StackedClipTests` and `UseInGlyphTests`.
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
