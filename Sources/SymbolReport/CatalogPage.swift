import AppRules
import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// `symbolcheck report`'s page: one static HTML file with every symbol's preview sheet, verdict,
/// findings with their places, and measurement table. No script and nothing from elsewhere, so
/// it opens from `file://` without a network. Symbols are grouped by verdict, failing ones
/// first (each group a `<details>` element, so the page needs no script to fold), in input order
/// within a group; the index at the top keeps input order. Everything taken from the input
/// (names, paths, messages) is escaped.
package enum CatalogPage {
    /// One symbol on the page.
    package struct Entry: Sendable {
        /// The name the sheet is saved under (`golden`'s naming), shown as the title.
        package var name: String
        package var symbol: SymbolResults
        /// The sheet's file name beside the page; nil when none was drawn.
        package var sheet: String?

        package init(name: String, symbol: SymbolResults, sheet: String?) {
            self.name = name
            self.symbol = symbol
            self.sheet = sheet
        }
    }

    /// The groups, in the page's order: failing symbols first.
    package enum Verdict: Int, CaseIterable, Sendable, Comparable {
        case fails, unreadable, passesWithWarnings, passes

        package static func < (a: Verdict, b: Verdict) -> Bool { a.rawValue < b.rawValue }

        /// `data-verdict` and the group's id.
        package var id: String {
            switch self {
            case .fails: return "fails"
            case .unreadable: return "unreadable"
            case .passesWithWarnings: return "warnings"
            case .passes: return "passes"
            }
        }

        var heading: String {
            switch self {
            case .fails: return "Fails"
            case .unreadable: return "Cannot be read"
            case .passesWithWarnings: return "Passes with warnings"
            case .passes: return "Passes"
            }
        }

        /// A refused file outranks its findings; a failure is an error, or a warning under
        /// `--strict`, as `check` counts them (`CheckResult.passes(strict:)`).
        package init(of symbol: SymbolResults, strict: Bool) {
            if symbol.isRefused {
                self = .unreadable
            } else if !symbol.passes(strict: strict) {
                self = .fails
            } else if symbol.warningCount > 0 {
                self = .passesWithWarnings
            } else {
                self = .passes
            }
        }
    }

    /// Splits results in report order into symbols, as `ReportSummary` counts them.
    package static func groupedBySymbol(_ results: [CheckResult]) -> [SymbolResults] {
        var starts: [Int] = []
        var openSymbol: String?
        for (k, result) in results.enumerated() {
            if k == 0 || !result.continuesSymbol(of: openSymbol) { starts.append(k) }
            openSymbol = result.symbol
        }
        return starts.enumerated().map { n, start in
            let end = n + 1 < starts.count ? starts[n + 1] : results.count
            let first = results[start]
            return SymbolResults(name: first.symbol ?? first.path, files: results[start..<end])
        }
    }

    /// The whole page. `summary` is the check's summary line; `settings` says what was judged
    /// against (profile, config file), shown under it.
    package static func html(
        _ entries: [Entry], summary: ReportSummary, strict: Bool, showsMeasurements: Bool, settings: [String],
        advice: any ReportWording, imageSets: [String] = []
    ) -> String {
        let verdicts = entries.map { Verdict(of: $0.symbol, strict: strict) }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>symbolcheck report</title>
            <style>\(style)</style>
            </head>
            <body>
            <h1>symbolcheck report</h1>
            <p class="summary">\(escaped(summary.line))</p>

            """
        for line in settings { out += "<p class=\"settings\">\(escaped(line))</p>\n" }
        out += drawDataList(entries)
        out += imageSetList(imageSets, advice: advice)
        out += index(entries, verdicts: verdicts)
        for verdict in Verdict.allCases {
            let members = entries.indices.filter { verdicts[$0] == verdict }
            guard !members.isEmpty else { continue }
            out += "<details class=\"group\" id=\"\(verdict.id)\" open>\n"
            out += "<summary><h2>\(verdict.heading) (\(members.count))</h2></summary>\n"
            for k in members {
                out += symbol(
                    entries[k], number: k, verdict: verdict, showsMeasurements: showsMeasurements, advice: advice)
            }
            out += "</details>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// The symbols in input order, each linking to its card.
    static func index(_ entries: [Entry], verdicts: [Verdict]) -> String {
        var out = "<details class=\"index\"><summary>All symbols in input order</summary>\n<table>\n"
        out += "<tr><th>symbol</th><th>verdict</th><th>errors</th><th>warnings</th></tr>\n"
        for (k, entry) in entries.enumerated() {
            let errors = entry.symbol.errorCount
            let warnings = entry.symbol.warningCount
            out +=
                "<tr><td><a href=\"#symbol-\(k)\">\(escaped(entry.symbol.name))</a></td>"
                + "<td class=\"\(verdicts[k].id)\">\(verdicts[k].heading)</td><td>\(errors)</td><td>\(warnings)</td></tr>\n"
        }
        return out + "</table>\n</details>\n"
    }

    static func symbol(
        _ entry: Entry, number: Int, verdict: Verdict, showsMeasurements: Bool, advice: any ReportWording
    ) -> String {
        var out = "<article class=\"symbol\" id=\"symbol-\(number)\" data-verdict=\"\(verdict.id)\">\n"
        // Titled with the symbol's path as given (#44), not the sheet's file name.
        out +=
            "<h3>\(escaped(entry.symbol.name)) <span class=\"verdict \(verdict.id)\">\(verdict.heading)</span></h3>\n"
        for result in entry.symbol.files { out += "<p class=\"path\">\(escaped(result.path))</p>\n" }
        if let draw = drawData(of: entry) { out += "<p class=\"draw\">\(escaped(draw))</p>\n" }
        if let sheet = entry.sheet {
            out += "<img src=\"\(escaped(urlPath(sheet)))\" alt=\"preview sheet of \(escaped(entry.name))\">\n"
        }
        let findings = entry.symbol.files.flatMap { result in result.diagnostics.map { (result, $0) } }
        if !findings.isEmpty {
            out += "<ul class=\"findings\">\n"
            for (result, d) in findings { out += finding(d, helpLines: advice.helpLines(of: d), in: result) }
            out += "</ul>\n"
        }
        if showsMeasurements {
            for result in entry.symbol.files where !result.measurements.isEmpty {
                let table = TextReporter().measurementTable(result, colors: Colors(enabled: false))
                out +=
                    "<details class=\"measurements\"><summary>measurements</summary><pre>\(escaped(table))</pre></details>\n"
            }
        }
        return out + "</article>\n"
    }

    /// What a symbol's files carry of SF Symbols 7 Draw data (docs/template-format.md §5.1),
    /// which its still sheet cannot show: "Draw data: guide points on 6 paths, not animated in
    /// the sheet"; nil without any.
    static func drawData(of entry: Entry) -> String? {
        let templates = entry.symbol.files.compactMap(\.template).filter { $0.drawGuidePointPathCount > 0 }
        guard !templates.isEmpty else { return nil }
        let paths = templates.reduce(0) { $0 + $1.drawGuidePointPathCount }
        let read = templates.allSatisfy(\.readsDrawData)
        return "Draw data: guide points on \(counted(paths, "path")), "
            + (read ? "not animated in the sheet" : "ignored: the template's version is below 7.0")
    }

    /// The image sets beside the symbol sets, which no sheet shows: a Control that names one
    /// shows a question mark (docs/runtime.md, "Controls"); nothing when there are none.
    static func imageSetList(_ imageSets: [String], advice: any ReportWording) -> String {
        guard !imageSets.isEmpty else { return "" }
        var out = "<details class=\"imagesets\" open><summary>\(counted(imageSets.count, "image set")), not symbols: "
        out += escaped(ControlImageSetRule.questionMark) + "</summary>\n<ul>\n"
        for path in imageSets { out += "<li><code>\(escaped(path))</code></li>\n" }
        out += "</ul>\n<p class=\"help\">\(escaped(advice.imageSetAdvice))</p>\n</details>\n"
        return out
    }

    /// The symbols that carry Draw data, each linking to its card; nothing when none does.
    static func drawDataList(_ entries: [Entry]) -> String {
        let links = entries.indices.filter { drawData(of: entries[$0]) != nil }.map { k in
            "<a href=\"#symbol-\(k)\">\(escaped(entries[k].name))</a>"
        }
        guard !links.isEmpty else { return "" }
        return "<p class=\"draw\">Draw data (SF Symbols 7 guide points) in \(counted(links.count, "symbol")): "
            + links.joined(separator: ", ") + "</p>\n"
    }

    /// `path:line:col severity message [rule]`, then notes (with their places) and help lines.
    static func finding(_ d: Diagnostic, helpLines: [String], in result: CheckResult) -> String {
        var out = "<li class=\"\(d.severity.rawValue)\"><code class=\"place\">\(escaped(result.place(d.start)))</code> "
        out += "<span class=\"severity\">\(d.severity.rawValue)</span> "
        out += "<span class=\"message\">\(escaped(d.message))</span> "
        out += "<code class=\"rule\">[\(escaped(d.ruleID))]</code>"
        for note in d.notes {
            var line = note.message
            if let start = note.range?.start { line += " (\(result.place(start)))" }
            out += "<div class=\"note\">note: \(escaped(line))</div>"
        }
        for help in helpLines { out += "<div class=\"help\">help: \(escaped(help))</div>" }
        return out + "</li>\n"
    }

    static func escaped(_ text: String) -> String { XMLEscaping.escaped(text) }

    /// A sheet's file name as a relative URL, percent-encoded as SARIF's file URIs are (RFC 3986),
    /// so `#`, `?`, `%` and spaces in a symbol's name still name the file.
    static func urlPath(_ fileName: String) -> String { SARIFReporter.percentEncoded(fileName) }

    static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:16px;color:#1c1c1e;background:#fff}\
        h2{display:inline;font-size:18px}h3{margin:0 0 4px;font-size:16px}\
        .summary{font-weight:600}.settings,.path,.draw{color:#636366;margin:2px 0}\
        .symbol{border:1px solid #d1d1d6;border-radius:8px;padding:12px;margin:12px 0}\
        .symbol img{display:block;max-width:100%;height:auto;margin:8px 0;border:1px solid #e5e5ea}\
        .verdict{font-size:12px;padding:2px 6px;border-radius:4px;color:#fff;vertical-align:middle}\
        .fails{background:#d70015;color:#fff}.unreadable{background:#8e8e93;color:#fff}\
        .warnings{background:#b25000;color:#fff}.passes{background:#248a3d;color:#fff}\
        .findings{padding-left:18px}.findings li{margin:4px 0}\
        .findings li.error .severity{color:#d70015;font-weight:600}\
        .findings li.warning .severity{color:#b25000;font-weight:600}\
        .note,.help{margin-left:16px;color:#3a3a3c}\
        pre{overflow-x:auto;background:#f2f2f7;padding:8px}\
        table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left}\
        @media (prefers-color-scheme: dark){body{background:#000;color:#f2f2f7}\
        pre{background:#1c1c1e}.note,.help{color:#c7c7cc}.settings,.path,.draw{color:#aeaeb2}}
        """
}
