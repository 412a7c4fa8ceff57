import SVGModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=<rule-id>::message`,
/// escaped as the runner requires (% CR LF in the message; also : and , in properties).
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ results: [CheckResult], context: ReportContext) -> String {
        var out = ""
        for result in results {
            for d in result.diagnostics {
                var props = ["file=\(Self.escapeProperty(result.path))"]
                if let o = d.offset, let loc = result.location(of: o) {
                    props += ["line=\(loc.line)", "col=\(loc.column)"]
                }
                props.append("title=\(Self.escapeProperty(d.ruleID))")
                var message = d.message
                if let help = d.help { message += "\nhelp: " + help }
                out += "::\(d.severity == .error ? "error" : "warning") \(props.joined(separator: ","))::\(Self.escapeData(message))\n"
            }
        }
        out += ReportSummary(results, strict: context.configuration.strict).line + "\n"
        return out
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
