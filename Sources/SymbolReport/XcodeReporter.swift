import SVGModel
import SymbolCheck

/// The lines Xcode's issue navigator and `swift build` read, as clang writes them:
/// `ABSOLUTE_PATH:line:col: error|warning: message [rule-id]`, then each note as its own
/// `…: note: …` line at the note's place (or the finding's, when the note has none), and each
/// help line as a last note. No snippets, tables or summary: every line is a finding or belongs
/// to one. Xcode resolves only absolute paths, so a relative path is joined to the folder the
/// command ran in (`ReportContext.workingDirectory`). A finding without a place names the
/// file alone (`path: error: …`), which Xcode shows against the file.
package struct XcodeReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "xcode (Xcode's issue lines, absolute paths)" }

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            summary: ReportSummary(strict: context.configuration.strict, subject: context.subject),
            workingDirectory: context.workingDirectory, strict: context.configuration.strict,
            advice: context.advice)
    }

    struct Stream: ReportStream {
        var summary: ReportSummary
        let workingDirectory: String
        /// `--strict`: a warning fails the run, so it is written as the error it counts as
        /// (as clang writes a warning under -Werror), with a note saying why.
        let strict: Bool
        let advice: any ReportWording

        func closing() -> String { "" }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            let path = XcodeReporter.absolute(result.path, in: workingDirectory)
            var out = ""
            for d in result.diagnostics {
                let place = XcodeReporter.place(path, d.start.flatMap(result.location(of:)))
                let promoted = strict && d.severity == .warning
                let severity = promoted ? Severity.error : d.severity
                out += "\(place): \(severity.rawValue): \(XcodeReporter.oneLine(d.message)) [\(d.ruleID)]\n"
                if promoted {
                    out += "\(place): note: a warning, counted as an error by \(advice.strictFlagName)\n"
                }
                for note in d.notes {
                    let notePlace = note.range.map { XcodeReporter.place(path, result.location(of: $0.start)) }
                    out += "\(notePlace ?? place): note: \(XcodeReporter.oneLine(note.message))\n"
                }
                for help in advice.helpLines(of: d) {
                    out += "\(place): note: help: \(XcodeReporter.oneLine(help))\n"
                }
            }
            return out
        }
    }

    static func place(_ path: String, _ location: SourceLocation?) -> String {
        guard let location else { return path }
        return "\(path):\(location.line):\(location.column)"
    }

    /// `path` as an absolute path without `.` or `..` components: joined to `directory` when
    /// relative; kept as given when it names standard input.
    static func absolute(_ path: String, in directory: String) -> String {
        guard path != "-", !path.hasPrefix("<") else { return path }
        guard path.hasPrefix("/") || !directory.isEmpty else { return path }
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// One line per finding: a line break or other control character inside a message
    /// (quoted from the file) would start a line Xcode reads as something else.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
