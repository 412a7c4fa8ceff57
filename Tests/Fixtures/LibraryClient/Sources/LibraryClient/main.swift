import Foundation
import SymbolCheck
import SymbolResize

let path = CommandLine.arguments[1]
let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
var configuration = CheckConfiguration()  // control-center profile, the default target
configuration.severityOverrides["glyph-off-center"] = .some(nil)  // nil: the rule is off
let result = Checker.check(path: path, bytes: bytes, configuration: configuration)
for finding in result.diagnostics {
    let at = finding.start.flatMap(result.location(of:)).map { "\($0.line):\($0.column)" } ?? "-"
    print("\(path):\(at): \(finding.severity): \(finding.message) [\(finding.ruleID)]")
}
print(result.passes(strict: false) ? "passes" : "fails")
if let resized = try? Resizer.resize(path: path, bytes: bytes, configuration: configuration) {
    let again = Checker.check(path: path, bytes: resized.output, configuration: configuration)
    print("resized:", again.passes(strict: false) ? "passes" : "fails")
}
