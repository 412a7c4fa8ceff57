import SVGModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=<rule-id>::message`,
/// escaped as the runner requires (% CR LF in the message; also : and , in properties).
public struct GitHubReporter: Reporter {
    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(summary: ReportSummary(strict: context.configuration.strict))
    }

    /// A workflow command per diagnostic as each result comes; the summary line last.
    struct Stream: ReportStream {
        var summary: ReportSummary

        func closing() -> String { summary.line + "\n" }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            var out = ""
            for d in result.diagnostics {
                var props = ["file=\(GitHubReporter.escapeProperty(result.path))"]
                if let o = d.offset, let loc = result.location(of: o) {
                    props += ["line=\(loc.line)", "col=\(loc.column)"]
                }
                props.append("title=\(GitHubReporter.escapeProperty(d.ruleID))")
                var message = d.message
                if let help = d.help { message += "\nhelp: " + help }
                out +=
                    "::\(d.severity == .error ? "error" : "warning") \(props.joined(separator: ","))::\(GitHubReporter.escapeData(message))\n"
            }
            return out
        }
    }

    static func escapeData(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    static func escapeProperty(_ s: String) -> String {
        var out = ""
        for ch in escapeData(s).unicodeScalars {
            switch ch {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
