import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `xml-malformed`: the file is not well-formed XML.
@Suite struct XMLMalformedRuleTests {
    @Test func xmlMalformedPointsAtTheMismatchedName() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n  </svg>\n"
        let result = check(svg)
        #expect(result.ruleIDs == ["xml-malformed"])
        #expect(result.locations(of: "xml-malformed") == ["3:5"])
        #expect(result.diagnostics[0].message == "the end tag </svg> does not match the start tag <g>")
    }
}
