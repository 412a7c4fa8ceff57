import SVGModel

/// JUnit XML for CI test views (GitLab, Jenkins, Azure, test-report actions): one
/// `<testsuite>` per run, one `<testcase>` per symbol (a symbol set is one case however many
/// files it has). A failing symbol's findings are `<failure>` elements (`type` is the rule
/// id, the text is `file:line:col: severity: message [rule]` with notes and help); a file that
/// could not be read gives `<error>`; warnings of a passing symbol go to `<system-out>`.
/// No times or dates, so identical input gives identical bytes.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ results: [CheckResult], context: ReportContext) -> String {
        let strict = context.configuration.strict
        let symbols = results.groupedBySymbol()
        let errored = symbols.filter(\.isRefused).count
        let failed = symbols.filter { !$0.isRefused && !$0.passes(strict: strict) }.count
        let counts = "tests=\"\(symbols.count)\" failures=\"\(failed)\" errors=\"\(errored)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"symbolcheck\" \(counts)>\n"
        out += "  <testsuite name=\"symbolcheck\" \(counts) skipped=\"0\">\n"
        for symbol in symbols { out += testcase(symbol, strict: strict) }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    func testcase(_ symbol: SymbolResults, strict: Bool) -> String {
        let opening = "    <testcase name=\"\(Self.escape(symbol.name, inAttribute: true))\" classname=\"symbolcheck\""
        let fails = !symbol.passes(strict: strict)
        var body = "", systemOut = ""
        for result in symbol.files {
            for d in result.diagnostics {
                let counts = fails && (d.severity == .error || strict)
                guard counts else {
                    systemOut += Self.describe(d, in: result) + "\n"
                    continue
                }
                let element = result.isRefused && d.severity == .error ? "error" : "failure"
                body += "      <\(element) type=\"\(Self.escape(d.ruleID, inAttribute: true))\" message=\"\(Self.escape(d.message, inAttribute: true))\">"
                body += Self.escape(Self.describe(d, in: result), inAttribute: false) + "</\(element)>\n"
            }
        }
        if !systemOut.isEmpty { body += "      <system-out>\(Self.escape(systemOut, inAttribute: false))</system-out>\n" }
        return body.isEmpty ? opening + "/>\n" : opening + ">\n" + body + "    </testcase>\n"
    }

    /// The diagnostic as the text report's first line, with its notes and help.
    static func describe(_ d: Diagnostic, in result: CheckResult) -> String {
        var text = "\(place(d.offset, in: result)): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
        for note in d.notes {
            text += "\nnote: \(note.message)"
            if note.offset != nil { text += " (\(place(note.offset, in: result)))" }
        }
        if let help = d.help { text += "\nhelp: \(help)" }
        return text
    }

    static func place(_ offset: Int?, in result: CheckResult) -> String {
        guard let offset, let loc = result.location(of: offset) else { return result.path }
        return "\(result.path):\(loc)"
    }

    /// XML 1.0 escaping. Characters XML cannot carry at all (most C0 controls, U+FFFE, U+FFFF)
    /// become U+FFFD; in attributes, tab and line breaks become character references so a
    /// parser's attribute normalisation does not turn them into spaces.
    static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
