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
/// and which command's SARIF report has them all.
///
/// A step may run several commands (the action runs `check`, then `controls`): given what the
/// earlier ones wrote (`stepReportVariable`), a finding they annotated at the same place is not
/// annotated again (a symbol set's own error that `controls` reports beside its Control's), and
/// the cap counts their annotations too, so the step's are the first 10 of each severity.
///
/// Paths are relative to the folder the command ran in (the repository's root in a workflow),
/// without `./`: GitHub does not show an annotation whose path starts with `./` on a pull
/// request's diff.
package struct GitHubReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "github (Actions annotations)" }

    /// Annotations of each severity GitHub shows per step.
    package static let annotationsShownPerStep = 10
    /// A file holding what earlier commands of the same step wrote in this format (the action
    /// sets it for `controls`, after `check`).
    package static let stepReportVariable = "SYMBOLCHECK_GITHUB_STEP_REPORT"

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            summary: ReportSummary(strict: context.configuration.strict, subject: context.subject),
            advice: context.advice, codeScanningCommand: context.codeScanningCommand,
            workingDirectory: context.workingDirectory, earlier: context.earlierGitHubAnnotations)
    }

    /// The annotations earlier commands of the step wrote, and how many of each severity, read
    /// from their workflow commands.
    package struct EarlierAnnotations: Sendable, Equatable {
        /// `error file=…,line=…,…,title=…::message`: the command, its properties and the message's
        /// first line (the notes and help after it are worded for the command that wrote it).
        var keys: Set<String> = []
        var counts: [Severity: Int] = [:]

        package init() {}

        /// Reads the `::error …::`, `::warning …::` and `::notice …::` lines of `report`.
        package init(report: String) {
            for line in report.split(separator: "\n") where line.hasPrefix("::") {
                let body = Array(line.dropFirst(2))
                guard let end = body.indices.dropLast().first(where: { body[$0] == ":" && body[$0 + 1] == ":" })
                else { continue }
                let place = String(body[..<end])
                let command = place.prefix { $0 != " " }
                guard let severity = GitHubReporter.severity(ofCommand: command), place.contains("file=") else {
                    continue
                }
                let data = String(body[(end + 2)...])
                let firstLine = data.split(separator: "%0A", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if keys.insert(place + "::" + firstLine).inserted { counts[severity, default: 0] += 1 }
            }
        }
    }

    /// A workflow command per diagnostic as each result comes; the summary line last.
    struct Stream: ReportStream {
        var summary: ReportSummary
        let advice: any ReportWording
        let codeScanningCommand: String
        let workingDirectory: String
        /// Annotations written in this step so far (`EarlierAnnotations.keys`), this command's and
        /// the earlier ones'.
        var keys: Set<String>
        /// Annotations written in this step so far, per severity.
        var annotated: [Severity: Int]
        /// Findings written as plain lines for want of annotations, per severity.
        var leftOut: [Severity: Int] = [:]

        init(
            summary: ReportSummary, advice: any ReportWording, codeScanningCommand: String, workingDirectory: String,
            earlier: EarlierAnnotations
        ) {
            self.summary = summary
            self.advice = advice
            self.codeScanningCommand = codeScanningCommand
            self.workingDirectory = workingDirectory
            keys = earlier.keys
            annotated = earlier.counts
        }

        func closing() -> String {
            let limit = GitHubReporter.annotationsShownPerStep
            let moreErrors = leftOut[.error, default: 0]
            let moreWarnings = leftOut[.warning, default: 0]
            guard moreErrors + moreWarnings > 0 else { return summary.line + "\n" }
            var more: [String] = []
            if moreErrors > 0 { more.append(counted(moreErrors, "more error")) }
            if moreWarnings > 0 { more.append(counted(moreWarnings, "more warning")) }
            let notice =
                "GitHub shows \(limit) errors and \(limit) warnings of a step as annotations: "
                + "\(more.joined(separator: " and ")) \(agreeing(moreErrors + moreWarnings, "is", "are")) in this step's log as plain lines."
                + " For every finding on the pull request, upload `\(codeScanningCommand)` to code scanning."
            return "::notice title=symbolcheck::\(GitHubReporter.escapeData(notice))\n" + summary.line + "\n"
        }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            var out = ""
            let path = GitHubReporter.annotationPath(result.path, workingDirectory: workingDirectory)
            for d in result.diagnostics {
                var props = ["file=\(GitHubReporter.escapeProperty(path))"]
                if let range = d.range, let span = result.locations(of: range) {
                    props += GitHubReporter.position(start: span.start, end: span.end)
                }
                props.append("title=\(GitHubReporter.escapeProperty(d.ruleID))")
                let place = "\(GitHubReporter.command(d.severity)) \(props.joined(separator: ","))"
                let key = place + "::" + GitHubReporter.escapeData(d.message)
                // Annotated already in this step (by an earlier command, or twice in this one).
                guard !keys.contains(key) else { continue }
                let helpLines = advice.helpLines(of: d)
                let shown = annotated[d.severity, default: 0]
                guard shown < GitHubReporter.annotationsShownPerStep else {
                    leftOut[d.severity, default: 0] += 1
                    out += d.plainText(helpLines, in: result) + "\n"
                    continue
                }
                keys.insert(key)
                annotated[d.severity] = shown + 1
                let message = d.message + d.plainNotesAndHelp(helpLines, in: result)
                out += "::\(place)::\(GitHubReporter.escapeData(message))\n"
            }
            return out
        }
    }

    /// `path` as an annotation names it: relative to `workingDirectory` when inside it, without
    /// `./` steps.
    static func annotationPath(_ path: String, workingDirectory: String) -> String {
        var path = path
        if !workingDirectory.isEmpty {
            let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            if path.hasPrefix(root) { path = String(path.dropFirst(root.count)) }
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let kept = parts.enumerated().filter { index, part in
            part != "." && !(part.isEmpty && index > 0)
        }.map(\.element)
        return kept.isEmpty ? "." : kept.joined(separator: "/")
    }

    /// The severity of a workflow command's name (`error`, `warning`, `notice`).
    static func severity(ofCommand name: Substring) -> Severity? {
        switch name {
        case "error": return .error
        case "warning": return .warning
        case "notice": return .note
        default: return nil
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
