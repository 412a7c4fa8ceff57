import SVGModel
import SymbolModel
import SymbolTestSupport
import TestSupport
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

/// Checks SVG text as `symbolcheck check --profile PROFILE` checks a file.
func check(_ svg: String, profile: Profile) -> CheckResult {
    check(svg) { $0.profile = profile }
}

/// The findings of the fill-rule pair, `nonzero-fill` and `evenodd-fragile`, in `svg`.
func fillFindings(_ svg: String) -> [Diagnostic] {
    check(svg).diagnostics.filter { $0.ruleID == "nonzero-fill" || $0.ruleID == "evenodd-fragile" }
}

/// Each finding in `svg` as `rule-id: message`, checked with the size target `target` (and
/// `tolerance`, where given).
func ruleMessages(_ svg: String, target: Double = SizeTarget.defaultRatio, tolerance: Double? = nil) -> [String] {
    check(svg) {
        $0.sizeTarget.ratio = target
        if let tolerance { $0.sizeTarget.tolerance = tolerance }
    }.diagnostics.map { "\($0.ruleID): \($0.message)" }
}

/// The findings of `rule` in the shared corpus's file `name`, checked under `profile`.
func corpusFindings(_ name: String, _ rule: String, profile: Profile = .controlCenter) throws -> [Diagnostic] {
    let dir = try SharedFolder.corpus.require()
    let bytes = try #require(readBytes(dir + "/" + name))
    var config = CheckConfiguration()
    config.profile = profile
    return Checker.check(SourceFile(path: name, bytes: bytes), configuration: config).diagnostics.filter {
        $0.ruleID == rule
    }
}
