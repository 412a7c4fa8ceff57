import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `missing-guide`: one of Baseline-S/M/L or Capline-S/M/L is absent.
@Suite struct MissingGuideRuleTests {
    @Test func missingGuidePointsAtTheGuidesGroup() {
        var f = TemplateFixture()
        f.guides["Capline-L"] = .some(nil)
        expectSingle("missing-guide", in: f.svg, at: "<g id=\"Guides\"")
    }
}
