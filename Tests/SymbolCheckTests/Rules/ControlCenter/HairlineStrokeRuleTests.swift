import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `hairline-stroke`: a glyph shape has a stroke narrower than one pixel at @3x.
@Suite struct HairlineStrokeRuleTests {
    static let side = TemplateFixture.side(.medium)

    @Test func hairlineStrokePointsAtTheDeclarationThatSetsIt() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path stroke="black" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        expectSingle("hairline-stroke", in: f.svg, at: "stroke=\"black\"")
    }

    /// One pixel at @3x in the tile: 1 / (0.24 pt per unit × 3 px per pt) ≈ 1.389 units, measured
    /// after the shape's transforms.
    @Test func theHairlineThresholdIsOnePixelAtThreeXInTheTile() {
        #expect(abs(StrokeVisibility.onePixelInTemplateUnits(pointSize: 100) - 1 / 0.72) < 1e-9)
        func ids(width: String, scale: Double = 1) -> [String] {
            var f = TemplateFixture()
            f.glyphs["Regular-M"] =
                #"<g transform="scale(\#(scale))"><path stroke="black" stroke-width="\#(width)" d="M0 -60h\#(60 / scale)v\#(60 / scale)h-\#(60 / scale)Z"/></g>"#
            return check(f.svg).ruleIDs.filter { $0 == "stroke" || $0 == "hairline-stroke" }
        }
        #expect(ids(width: "1.38") == ["hairline-stroke"])
        #expect(ids(width: "1.39") == ["stroke"])
        #expect(ids(width: "1", scale: 2) == ["stroke"])
        #expect(ids(width: "2", scale: 0.5) == ["hairline-stroke"])
    }

    /// In a template typeset at 568 pt (Medium's cap height 400 units, as a shipping app drew
    /// one), a unit is 24/568 pt: one pixel at @3x is 7.89 units, and the message counts pixels
    /// at that scale.
    @Test func theThresholdFollowsTheTemplatesPointSize() throws {
        #expect(abs(StrokeVisibility.onePixelInTemplateUnits(pointSize: 568) - 568 / 72.0) < 1e-9)
        func ids(width: String) -> [String] {
            var f = TemplateFixture()
            f.setCapHeight(400, of: .medium)
            f.glyphs["Regular-M"] =
                #"<path stroke="black" stroke-width="\#(width)" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
            return check(f.svg).ruleIDs.filter { $0 == "stroke" || $0 == "hairline-stroke" }
        }
        #expect(ids(width: "2") == ["hairline-stroke"])
        #expect(ids(width: "7.8") == ["hairline-stroke"])
        #expect(ids(width: "8") == ["stroke"])
        var f = TemplateFixture()
        f.setCapHeight(400, of: .medium)
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        let d = try #require(check(f.svg).diagnostics.first { $0.ruleID == "hairline-stroke" })
        #expect(d.message.contains("is 2 units wide, 0.25 pixels at @3x in the Control Center tile"))
        #expect(d.help == "remove `stroke`, or widen it to at least 7.89 units and outline it")
    }

    @Test func aHairlineSaysItsWidthInPixels() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="0.5" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        let d = try #require(check(f.svg).diagnostics.first)
        #expect(
            d.message
                == "stroke `black` on a shape in Regular-M is 0.5 units wide, 0.36 pixels at @3x in the Control Center tile, narrower than one pixel, and Control Center does not draw strokes"
        )
    }
}
