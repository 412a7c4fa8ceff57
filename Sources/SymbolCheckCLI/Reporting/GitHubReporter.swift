import SVGModel
import Support
import SymbolCheck

/// GitHub Actions workflow commands:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule-id>::message`, escaped as the
/// runner requires (% CR LF in the message; also : and , in properties). As GitHub's
/// annotations take columns only within one line, a span over several lines gives
/// `line`/`endLine` without columns; `endColumn` is the column of the span's last character.
/// An annotation has one place, so the message carries the notes as JUnit's text does, each
/// with its place (`note: contour 1 starts here (file.svg:94:13)`), then the help lines.
///
/// GitHub keeps only the first 10 error and 10 warning annotations of a step ("Workflow
/// commands for GitHub Actions", docs.github.com; docs/output.md): the findings after those are
/// written as plain lines in the log instead, and a notice at the end says how many there are
/// and where the whole report is.
package struct GitHubReporter: Reporter {
    /// Annotations of each severity GitHub shows per step.
    package static let annotationsShownPerStep = 10

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            summary: ReportSummary(strict: context.configuration.strict, subject: context.subject),
            advice: context.advice)
    }

    /// A workflow command per diagnostic as each result comes; the summary line last.
    struct Stream: ReportStream {
        var summary: ReportSummary
        let advice: CommandAdvice
        /// Annotations written so far, per severity.
        var annotated: [Severity: Int] = [:]

        func closing() -> String {
            let limit = GitHubReporter.annotationsShownPerStep
            let moreErrors = Swift.max(0, summary.errors - limit)
            let moreWarnings = Swift.max(0, summary.warnings - limit)
            guard moreErrors + moreWarnings > 0 else { return summary.line + "\n" }
            var more: [String] = []
            if moreErrors > 0 { more.append(counted(moreErrors, "more error")) }
            if moreWarnings > 0 { more.append(counted(moreWarnings, "more warning")) }
            let notice =
                "GitHub shows \(limit) errors and \(limit) warnings of a step as annotations: "
                + "\(more.joined(separator: " and ")) \(agreeing(moreErrors + moreWarnings, "is", "are")) in this step's log as plain lines."
                + " For every finding on the pull request, upload `\(CommandAdvice.codeScanningCommand)` to code scanning."
            return "::notice title=symbolcheck::\(GitHubReporter.escapeData(notice))\n" + summary.line + "\n"
        }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            var out = ""
            for d in result.diagnostics {
                let shown = annotated[d.severity, default: 0]
                let helpLines = advice.helpLines(of: d)
                guard shown < GitHubReporter.annotationsShownPerStep else {
                    out += d.plainText(helpLines, in: result) + "\n"
                    continue
                }
                annotated[d.severity] = shown + 1
                var props = ["file=\(GitHubReporter.escapeProperty(result.path))"]
                if let range = d.range, let span = result.locations(of: range) {
                    props += GitHubReporter.position(start: span.start, end: span.end)
                }
                props.append("title=\(GitHubReporter.escapeProperty(d.ruleID))")
                let message = d.message + d.plainNotesAndHelp(helpLines, in: result)
                out +=
                    "::\(GitHubReporter.command(d.severity)) \(props.joined(separator: ","))::\(GitHubReporter.escapeData(message))\n"
            }
            return out
        }
    }

    /// The workflow command of a severity: a note is a `notice`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The position properties of a span whose exclusive end is `end`.
    static func position(start: SourceLocation, end: SourceLocation) -> [String] {
        guard start.line == end.line else { return ["line=\(start.line)", "endLine=\(end.line)"] }
        let lastColumn = Swift.max(start.column, end.column - 1)
        return ["line=\(start.line)", "col=\(start.column)", "endLine=\(end.line)", "endColumn=\(lastColumn)"]
    }

    /// `::error file=…,title=…::message` for a file that fails as a whole (a golden image), with
    /// the same escaping as the check's annotations.
    package static func errorAnnotation(file: String, title: String, message: String) -> String {
        "::error file=\(escapeProperty(file)),title=\(escapeProperty(title))::\(escapeData(message))\n"
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
