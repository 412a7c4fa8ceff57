import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `guide-not-shape`: a guide id names a group or another non-shape element.
@Suite struct GuideNotShapeRuleTests {
    @Test func guideNotShapePointsAtTheGroup() {
        var f = TemplateFixture()
        f.guides["Baseline-L"] = #"<g id="Baseline-L"><line x1="263" x2="3036" y1="1556" y2="1556"/></g>"#
        expectSingle("guide-not-shape", in: f.svg, at: "<g id=\"Baseline-L\"")
    }
}
