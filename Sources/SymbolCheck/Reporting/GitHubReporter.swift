import SVGModel

/// GitHub Actions workflow commands:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule-id>::message`, escaped as the
/// runner requires (% CR LF in the message; also : and , in properties). As GitHub's
/// annotations take columns only within one line, a span over several lines gives
/// `line`/`endLine` without columns; `endColumn` is the column of the span's last character.
/// An annotation has one place, so the message carries the notes as JUnit's text does, each
/// with its place (`note: contour 1 starts here (file.svg:94:13)`), then the help.
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
                if let range = d.range, let span = result.locations(of: range) {
                    props += GitHubReporter.position(start: span.start, end: span.end)
                }
                props.append("title=\(GitHubReporter.escapeProperty(d.ruleID))")
                let message = d.message + d.plainNotesAndHelp(in: result)
                out +=
                    "::\(d.severity == .error ? "error" : "warning") \(props.joined(separator: ","))::\(GitHubReporter.escapeData(message))\n"
            }
            return out
        }
    }

    /// The position properties of a span whose exclusive end is `end`.
    static func position(start: SourceLocation, end: SourceLocation) -> [String] {
        guard start.line == end.line else { return ["line=\(start.line)", "endLine=\(end.line)"] }
        let lastColumn = Swift.max(start.column, end.column - 1)
        return ["line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)", "endColumn=\(lastColumn)"]
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
