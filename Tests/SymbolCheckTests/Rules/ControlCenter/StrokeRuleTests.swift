import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `stroke`: a glyph shape has a stroke paint.
@Suite struct StrokeRuleTests {
    let side = TemplateFixture.side(.medium)

    @Test func strokePointsAtTheDeclarationThatSetsIt() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("stroke", in: f.svg, at: "stroke=\"black\"")
        f = TemplateFixture()
        f.styleSheet = ".outline { stroke: black; stroke-width: 2 }"
        f.glyphs["Regular-M"] = #"<path class="outline" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("stroke", in: f.svg, at: "stroke: black")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"stroke="red" stroke-width="2""#
        expectSingle("stroke", in: f.svg, at: "stroke=\"red\"")
        #expect(
            check(f.svg).diagnostics[0].notes.map(\.message).contains(
                "`stroke` set by an attribute and inherited from <g id=\"Regular-M\">"))
    }

    @Test func oneDeclarationStrokingManyShapesIsOneError() {
        var f = TemplateFixture()
        f.styleSheet = "path { stroke: black; stroke-width: 2 }"
        let result = check(f.svg)
        #expect(result.ruleIDs == ["stroke"])
        #expect(
            result.diagnostics[0].message
                == "stroke `black` on 3 shapes in all 3 variants (first Regular-S): Control Center does not draw strokes"
        )
    }

    @Test func controlCenterReportsEachStrokeButDerivesMAndL() {
        let svg = TemplateFixture.strokedVariableTemplate.svg
        let result = check(svg)
        #expect(result.ruleIDs == ["stroke", "stroke", "stroke"])
        #expect(
            result.diagnostics.map(\.message) == [
                "stroke `#000000` on a shape in Ultralight-S: Control Center does not draw strokes",
                "stroke `#000000` on a shape in Regular-S: Control Center does not draw strokes",
                "stroke `#000000` on a shape in Black-S: Control Center does not draw strokes",
            ])
        #expect(result.measurements[.regularM]?.derived == true)
    }
}
