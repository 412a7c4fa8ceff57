import SVGModel
import SymbolCheck

/// Checks SVG text as `symbolcheck check` checks a file, with the default configuration unless told otherwise.
package func check(_ svg: String, path: String = "test.svg", configure: (inout CheckConfiguration) -> Void = { _ in })
    -> CheckResult
{
    var config = CheckConfiguration()
    configure(&config)
    return Checker.check(SourceFile(path: path, text: svg), configuration: config)
}

extension CheckResult {
    package var ruleIDs: [String] { diagnostics.map(\.ruleID) }

    /// `line:column` of each diagnostic of a rule.
    package func locations(of rule: String) -> [String] {
        diagnostics.filter { $0.ruleID == rule }.map { d in d.start.map { source!.location(of: $0).description } ?? "-"
        }
    }
}

/// `line:column` of the first occurrence of `needle` in `text` (1-based, as reported).
package func location(of needle: String, in text: String) -> String {
    let source = SourceFile(path: "x", text: text)
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
        return source.location(of: i).description
    }
    return "not found"
}
