import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `point-size`: the point size from the Medium guides rounds to zero or below.
@Suite struct PointSizeRuleTests {
    @Test func pointSizePointsAtCaplineM() {
        var f = TemplateFixture()
        f.guides["Capline-M"] = #"<line id="Capline-M" x1="263" x2="3036" y1="1125.7" y2="1125.7"/>"#
        expectSingle("point-size", in: f.svg, at: "<line id=\"Capline-M\"")
    }
}
