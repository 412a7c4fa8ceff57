import SVGModel
import Support
import SymbolCheck

/// `path:line:col: error: message [rule-id]`, a source snippet with the span underlined
/// (`^^^`, as rustc does), notes (those with a place get their own `-->` snippet) and help
/// lines, then a measurement table per file and a summary line.
package struct TextReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "text for people" }

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            reporter: self, advice: context.advice, colors: Colors(enabled: context.useColor),
            showsMeasurementTables: context.showsMeasurementTables, showsEveryTable: context.showsEveryTable,
            summary: ReportSummary(strict: context.configuration.strict, subject: context.subject),
            configFile: context.configuration.configFile, closesWithSummary: !context.commandSaysTextTotals)
    }

    /// Each result's diagnostics and measurement table as it comes; the summary line last.
    struct Stream: ReportStream {
        let reporter: TextReporter
        let advice: any ReportWording
        let colors: Colors
        let showsMeasurementTables: Bool
        /// `--tables`: also for symbols without a size finding.
        let showsEveryTable: Bool
        var summary: ReportSummary
        /// Named above the summary line, so a surprising verdict can be traced to its settings.
        let configFile: String?
        /// False when the command writes its own totals (`ReportContext.commandSaysTextTotals`).
        let closesWithSummary: Bool

        func closing() -> String {
            guard closesWithSummary else { return "" }
            return (configFile.map { "Settings from \($0)\n" } ?? "") + summary.line + "\n"
        }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            var out = ""
            for d in result.diagnostics {
                out += reporter.render(d, helpLines: advice.helpLines(of: d), in: result, colors: colors)
            }
            if showsMeasurementTables, !result.measurements.isEmpty, showsEveryTable || result.hasSizeFinding {
                out += reporter.measurementTable(result, colors: colors)
            }
            return out
        }
    }

    /// A finding as rustc writes one: its first line, its snippet, its notes, then `helpLines`
    /// (its own help and its worded suggestion), each a `= help:` line.
    func render(_ d: Diagnostic, helpLines: [String], in result: CheckResult, colors c: Colors) -> String {
        var out = ""
        let severity = colored(d.severity.rawValue, d.severity, c)
        let span = d.range.flatMap { result.locations(of: $0) }
        let noteSpans = d.notes.map { note in note.range.flatMap { result.locations(of: $0) } }
        var location = result.path
        if let span { location += ":\(span.start)" }
        out += c.bold("\(location): ") + severity + c.bold(": \(d.message)") + " [\(d.ruleID)]\n"
        // One gutter for the whole diagnostic, wide enough for every snippet's line number, so
        // the bars line up as rustc's do.
        let gutter = ([span] + noteSpans).compactMap { $0.map { String($0.start.line).count } }.max() ?? 0
        let pad = String(repeating: " ", count: gutter)
        let underline = { (carets: String) in colored(carets, d.severity, c) }
        if let span { out += snippet(span, in: result, gutter: gutter, colors: c, underline: underline) }
        for (note, noteSpan) in zip(d.notes, noteSpans) {
            out += "\(pad) \(c.blue("=")) \(c.bold("note")): \(note.message)\n"
            if let noteSpan {
                out += "\(pad)\(c.blue("-->")) \(result.path):\(noteSpan.start)\n"
                out += snippet(noteSpan, in: result, gutter: gutter, colors: c, underline: { c.blue($0) })
            }
        }
        for help in helpLines { out += "\(pad) \(c.blue("=")) \(c.bold("help")): \(help)\n" }
        return out
    }

    /// Errors red, warnings yellow, notes blue (as the notes under a finding).
    func colored(_ text: String, _ severity: Severity, _ c: Colors) -> String {
        switch severity {
        case .error: return c.red(text)
        case .warning: return c.yellow(text)
        case .note: return c.blue(text)
        }
    }

    /// The line a span starts on with `^` under the span: to the end of the line when the span
    /// goes on to later lines, one `^` for an empty span.
    func snippet(
        _ span: (start: SourceLocation, end: SourceLocation), in result: CheckResult, gutter: Int, colors c: Colors,
        underline: (String) -> String
    ) -> String {
        let line = span.start.line
        let text = result.lineText(line) ?? ""
        let length =
            span.end.line == line
            ? span.end.column - span.start.column
            : text.unicodeScalars.count - span.start.column + 1
        let shown = Self.window(text, column: span.start.column, length: length)
        let pad = String(repeating: " ", count: gutter)
        let number = String(line) + String(repeating: " ", count: gutter - String(line).count)
        return "\(pad) \(c.blue("|"))\n"
            + "\(c.blue(number)) \(c.blue("|")) \(shown.text)\n"
            + "\(pad) \(c.blue("|")) \(String(repeating: " ", count: shown.underlineColumn - 1))"
            + underline(String(repeating: "^", count: shown.underlineLength)) + "\n"
    }

    /// At most 100 characters of a long line (minified files are one line), keeping the start
    /// of the span `column..<column + length` in view; the underline is clipped to what is
    /// shown and is at least one `^`. Columns count Unicode scalars, as `SourceFile` does; the
    /// underline's column and length are terminal cells (`Character.displayWidth`).
    static func window(_ text: String, column: Int, length: Int) -> (
        text: String, underlineColumn: Int, underlineLength: Int
    ) {
        // One pass over the line and only the shown part copied: a minified file's one line
        // can be megabytes long and carry hundreds of findings.
        let count = text.unicodeScalars.count
        var start = 0
        var end = count
        if count > 100 {
            start = Swift.max(0, Swift.min(column - 1 - 30, count - 100))
            end = Swift.min(count, start + 100)
        }
        var shown = String.UnicodeScalarView()
        var shift = -start
        if start > 0 {
            shown.append("…")
            shift += 1
        }
        var k = 0
        for scalar in text.unicodeScalars {
            if k >= end { break }
            if k >= start { shown.append(scalar == "\t" ? " " : scalar) }
            k += 1
        }
        if end < count { shown.append("…") }
        // Scalar indices, 0-based: the span and the part of it that is shown.
        let spanStart = column - 1
        let visibleStart = Swift.max(spanStart, start) + shift
        let visibleEnd = Swift.min(spanStart + Swift.max(0, length), end) + shift
        // The underline in terminal cells: a character belongs to the span when it starts in it.
        let text = String(shown)
        var cellsBefore = 0
        var cellsInSpan = 0
        var index = 0
        for character in text {
            if index < visibleStart {
                cellsBefore += character.displayWidth
            } else if index < visibleEnd {
                cellsInSpan += character.displayWidth
            } else {
                break
            }
            index += character.unicodeScalars.count
        }
        return (text, cellsBefore + 1, Swift.max(1, cellsInSpan))
    }

    func measurementTable(_ result: CheckResult, colors c: Colors) -> String {
        var out =
            "\(result.path): measurements (template units; ratio = height ÷ cap height; optical size and target in cap heights; stem = 2 × ink area ÷ perimeter)\n"
        let header = [
            "variant", "height", "width", "ratio", "optical", "target", "by", "scale by", "stem", "vs ref", "centre",
        ]
        var rows: [[String]] = []
        for m in result.measurements.values.sorted(by: { $0.variant < $1.variant }) {
            rows.append([
                m.variant.id + (m.derived ? " (derived)" : ""), fixed(m.height, 3), fixed(m.width, 3),
                fixed(m.ratio, 3), fixed(m.size.opticalSize, 3),
                m.size.judgedBy == .none ? "-" : fixed(m.size.targetOpticalSize, 3), m.size.judgedBy.rawValue,
                fixed(m.scaleToTarget, 4), m.ink.map { fixed($0.stem, 2) } ?? "-",
                m.referenceRatio.map { fixed($0, 3) } ?? "-",
                signed(fixed(m.centerOffset, 2)),
            ])
        }
        let widths = header.indices.map { k in ([header[k]] + rows.map { $0[k] }).map(\.count).max()! }
        func line(_ cells: [String]) -> String {
            "  "
                + cells.enumerated().map { k, s in
                    k == 0
                        ? s + String(repeating: " ", count: widths[k] - s.count)
                        : String(repeating: " ", count: widths[k] - s.count) + s
                }.joined(separator: "  ") + "\n"
        }
        out += c.bold(line(header))
        for r in rows { out += line(r) }
        for m in result.measurements.values.sorted(by: { $0.variant < $1.variant }) {
            if let reason = m.size.unjudgedReason { out += "  \(m.variant.id) not judged: \(reason)\n" }
        }
        return out
    }
}

struct Colors {
    let enabled: Bool
    func wrap(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    func red(_ s: String) -> String { wrap(s, "1;31") }
    func yellow(_ s: String) -> String { wrap(s, "1;33") }
    func blue(_ s: String) -> String { wrap(s, "1;34") }
    func bold(_ s: String) -> String { wrap(s, "1") }
}

/// `+0.25`, `-0.25`, and `0.00` for zero (never `-0.00`).
func signed(_ formatted: String) -> String {
    if formatted.hasPrefix("-") || formatted.allSatisfy({ $0 == "0" || $0 == "." }) { return formatted }
    return "+" + formatted
}
