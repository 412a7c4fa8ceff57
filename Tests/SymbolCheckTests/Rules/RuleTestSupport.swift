import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Expects exactly one finding in `svg`, of `rule`, pointing at the first occurrence of `needle`:
/// each rule points at the element, attribute, declaration or command at fault.
func expectSingle(
    _ rule: String, in svg: String, at needle: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let result = check(svg)
    #expect(result.ruleIDs == [rule], "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    #expect(result.locations(of: rule) == [location(of: needle, in: svg)], sourceLocation: sourceLocation)
}
