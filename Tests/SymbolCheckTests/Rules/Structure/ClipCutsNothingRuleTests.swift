import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `clip-cuts-nothing`: a clip path or mask lets all of the ink it applies to through. More of its
/// tests are in `ClipShapeCoverageTests` and `UseInGlyphTests` (to move here) and in
/// `StackedClipTests` (clips stacked on one shape, both clip rules).
@Suite struct ClipCutsNothingRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func clipCutsNothingPointsAtTheClipPath() {
        var f = TemplateFixture()
        let square = TemplateFixture.squarePath(side: side)
        f.glyphs["Regular-M"] =
            #"<clipPath id="c"><rect x="-500" y="-500" width="1000" height="1000"/></clipPath><g clip-path="url(#c)"><path d="\#(square)"/></g>"#
        expectSingle("clip-cuts-nothing", in: f.svg, at: "clip-path=\"url")
        // A clip that cuts the square stays an unsupported-element error.
        f.glyphs["Regular-M"] =
            #"<clipPath id="c"><rect x="-500" y="-500" width="520" height="1000"/></clipPath><g clip-path="url(#c)"><path d="\#(square)"/></g>"#
        expectSingle("unsupported-element", in: f.svg, at: "clip-path=\"url")
    }
}
