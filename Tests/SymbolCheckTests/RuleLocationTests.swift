import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// Where the two clip rules, `unsupported-element` and `clip-cuts-nothing`, point. Every other
/// rule's location test is in the rule's own suite under `Rules/`; these join theirs with the rest
/// of those rules' tests (`ClipShapeCoverageTests`, `UseInGlyphTests`).
@Suite struct RuleLocationTests {
    let side = TemplateFixture.side(.medium)

    @Test func unsupportedElementPointsAtTheElementAndThePaint() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
        expectSingle("unsupported-element", in: f.svg, at: "<text x=")
        f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill="url(#g)" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("unsupported-element", in: f.svg, at: "fill=\"url")
    }

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
