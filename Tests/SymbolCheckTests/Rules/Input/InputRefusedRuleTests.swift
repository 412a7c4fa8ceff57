import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `input-refused`: the file cannot be read, or is refused unread.
@Suite struct InputRefusedRuleTests {
    @Test func inputRefusedPointsAtTheExternalEntityReference() {
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n  <!ENTITY a SYSTEM \"a.txt\">\n]>\n<svg>\n  &a;</svg>\n"
        let result = check(svg)
        #expect(result.ruleIDs == ["input-refused"])
        #expect(result.isRefused)
        #expect(result.locations(of: "input-refused") == ["6:3"])
    }
}
