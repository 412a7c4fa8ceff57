import SVGModel

/// `path:line:col: error: message [rule-id]`, a source snippet with a caret, notes and help,
/// then a measurement table per file and a summary line.
public struct TextReporter: Reporter {
    public init() {}

    public func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            reporter: self, colors: Colors(enabled: context.useColor),
            showsMeasurementTables: context.showsMeasurementTables,
            summary: ReportSummary(strict: context.configuration.strict),
            configFile: context.configuration.configFile)
    }

    /// Each result's diagnostics and measurement table as it comes; the summary line last.
    struct Stream: ReportStream {
        let reporter: TextReporter
        let colors: Colors
        let showsMeasurementTables: Bool
        var summary: ReportSummary
        /// Named above the summary line, so a surprising verdict can be traced to its settings.
        let configFile: String?

        func closing() -> String {
            (configFile.map { "Settings from \($0)\n" } ?? "") + summary.line + "\n"
        }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            var out = ""
            for d in result.diagnostics {
                out += reporter.render(d, in: result, colors: colors)
            }
            if showsMeasurementTables, !result.measurements.isEmpty {
                out += reporter.measurementTable(result, colors: colors)
            }
            return out
        }
    }

    func render(_ d: Diagnostic, in result: CheckResult, colors c: Colors) -> String {
        var out = ""
        let severity = d.severity == .error ? c.red("error") : c.yellow("warning")
        var location = result.path
        var snippet: (Int, String, Int)? = nil
        if let offset = d.offset, let loc = result.location(of: offset) {
            location += ":\(loc.line):\(loc.column)"
            snippet = (loc.line, result.lineText(loc.line) ?? "", loc.column)
        }
        out += c.bold("\(location): ") + severity + c.bold(": \(d.message)") + " [\(d.ruleID)]\n"
        if let (line, text, column) = snippet {
            let gutter = String(repeating: " ", count: String(line).count)
            let (shown, caretColumn) = Self.window(text, column: column)
            out += "\(gutter) \(c.blue("|"))\n"
            out += "\(c.blue(String(line))) \(c.blue("|")) \(shown)\n"
            out += "\(gutter) \(c.blue("|")) \(String(repeating: " ", count: caretColumn - 1))\(c.red("^"))\n"
        }
        let pad = snippet.map { String(repeating: " ", count: String($0.0).count) } ?? ""
        for note in d.notes {
            var noteLocation = ""
            if let o = note.offset, let loc = result.location(of: o) { noteLocation = " (\(result.path):\(loc))" }
            out += "\(pad) \(c.blue("=")) \(c.bold("note")): \(note.message)\(noteLocation)\n"
        }
        if let help = d.help { out += "\(pad) \(c.blue("=")) \(c.bold("help")): \(help)\n" }
        return out
    }

    /// At most 100 characters of a long line (minified files are one line), keeping the caret.
    static func window(_ text: String, column: Int) -> (String, Int) {
        let chars = Array(text.replacingTabs())
        guard chars.count > 100 else { return (String(chars), column) }
        let start = Swift.max(0, Swift.min(column - 1 - 30, chars.count - 100))
        let end = Swift.min(chars.count, start + 100)
        var shown = String(chars[start..<end])
        var caret = column - start
        if start > 0 {
            shown = "…" + shown
            caret += 1
        }
        if end < chars.count { shown += "…" }
        return (shown, Swift.max(1, caret))
    }

    func measurementTable(_ result: CheckResult, colors c: Colors) -> String {
        var out = "\(result.path): measurements (template units; ratio = height ÷ cap height)\n"
        let header = ["variant", "height", "width", "ratio", "target", "by", "scale by", "vs ref", "centre"]
        var rows: [[String]] = []
        for m in result.measurements.values.sorted(by: { $0.variant < $1.variant }) {
            rows.append([
                m.variant.id + (m.derived ? " (derived)" : ""), fixed(m.height, 3), fixed(m.width, 3),
                fixed(m.ratio, 3),
                fixed(m.target, 3), m.size.judgedBy.rawValue, fixed(m.scaleToTarget, 4),
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

extension String {
    func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }
}

/// `+0.25`, `-0.25`, and `0.00` for zero (never `-0.00`).
func signed(_ formatted: String) -> String {
    if formatted.hasPrefix("-") || formatted.allSatisfy({ $0 == "0" || $0 == "." }) { return formatted }
    return "+" + formatted
}
