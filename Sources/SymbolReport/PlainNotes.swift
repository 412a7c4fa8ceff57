import SVGModel
import SymbolCheck

/// The notes and help lines of a diagnostic as plain lines, for reports that carry one block of
/// text per finding (JUnit's failure text, GitHub's annotation message): `note: … (path:line:col)`
/// for a note with a place, so where it points is not lost without a snippet, then a `help: …`
/// line for each of `helpLines` (its own help, then its worded suggestion).
extension Diagnostic {
    func plainNotesAndHelp(_ helpLines: [String], in result: CheckResult) -> String {
        var text = ""
        for note in notes {
            text += "\nnote: \(note.message)"
            if let start = note.range?.start { text += " (\(result.place(start)))" }
        }
        for help in helpLines { text += "\nhelp: \(help)" }
        return text
    }
}

extension Diagnostic {
    /// The diagnostic as the text report's first line (`path:line:col: severity: message
    /// [rule]`), then its notes and help lines as plain lines.
    func plainText(_ helpLines: [String], in result: CheckResult) -> String {
        "\(result.place(start)): \(severity.rawValue): \(message) [\(ruleID)]"
            + plainNotesAndHelp(helpLines, in: result)
    }
}

extension CheckResult {
    /// `path:line:col` of a byte offset, or just the path when it has no place.
    func place(_ offset: Int?) -> String {
        guard let offset, let loc = location(of: offset) else { return path }
        return "\(path):\(loc)"
    }
}
