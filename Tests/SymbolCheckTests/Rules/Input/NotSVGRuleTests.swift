import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `not-svg`: the root element is not `svg`.
@Suite struct NotSVGRuleTests {
    @Test func notSVGPointsAtTheRootsStartTag() {
        let result = check("<html>\n<svg/></html>")
        #expect(result.locations(of: "not-svg") == ["1:1"])
    }
}
