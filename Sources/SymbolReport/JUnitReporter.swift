import SVGModel
import SymbolCheck

/// JUnit XML for CI test views (GitLab, Jenkins, Azure, test-report actions): one
/// `<testsuite>` per run, one `<testcase>` per symbol (a symbol set is one case however many
/// files it has). A failing symbol's findings are `<failure>` elements (`type` is the rule
/// id, the text is `file:line:col: severity: message [rule]` with notes and help lines); a file that
/// could not be read gives `<error>`; warnings of a passing symbol go to `<system-out>`. Each
/// case carries `file` and `line` (its first finding's) for the views that link them.
/// No times or dates, so identical input gives identical bytes.
package struct JUnitReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "junit" }

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        let strict = context.configuration.strict
        return Stream(
            reporter: self, strict: strict, advice: context.advice,
            summary: ReportSummary(strict: strict, subject: context.subject))
    }

    /// The counts open the report, so the opening comes last (`openingNeedsTotals`). A
    /// symbol's files are held until the next symbol begins, then written as its test case.
    struct Stream: ReportStream {
        let reporter: JUnitReporter
        let strict: Bool
        let advice: any ReportWording
        var summary: ReportSummary
        /// The files of the symbol being reported.
        var symbolFiles: [CheckResult] = []
        /// The notes about the run (`RunNote`): no test case of their own, as no symbol was
        /// tested; the suite's `<system-out>` after the cases holds them.
        var runNotes = ""

        var openingNeedsTotals: Bool { true }

        func opening() -> String {
            // A refused symbol never passes: it counts under `errors`, not `failures`. Each of
            // `controls`' wiring files is a test case too.
            let failures = summary.failed + summary.wiringFailed - summary.refused
            let counts =
                "tests=\"\(summary.entries)\" failures=\"\(failures)\" errors=\"\(summary.refused)\""
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"symbolcheck\" \(counts)>\n"
                + "  <testsuite name=\"symbolcheck\" \(counts) skipped=\"0\">\n"
        }

        mutating func add(_ result: CheckResult) -> String {
            summary.add(result)
            if result.isRunNote {
                for d in result.diagnostics { runNotes += d.plainText(advice.helpLines(of: d), in: result) + "\n" }
                return ""
            }
            var finished = ""
            if !result.continuesSymbol(of: symbolFiles.last?.symbol) { finished = endOfResults() }
            symbolFiles.append(result)
            return finished
        }

        mutating func endOfResults() -> String {
            guard let first = symbolFiles.first else { return "" }
            let text = reporter.testcase(
                SymbolResults(name: first.symbol ?? first.path, files: symbolFiles[...]), strict: strict,
                advice: advice)
            symbolFiles.removeAll(keepingCapacity: true)
            return text
        }

        func closing() -> String {
            let notes =
                runNotes.isEmpty
                ? "" : "    <system-out>\(JUnitReporter.escape(runNotes, inAttribute: false))</system-out>\n"
            return notes + "  </testsuite>\n</testsuites>\n"
        }
    }

    func testcase(_ symbol: SymbolResults, strict: Bool, advice: any ReportWording) -> String {
        let fails = !symbol.passes(strict: strict)
        // Where a test view links the case (#44): the file and line of its first finding that
        // counts, or of its first finding, or its first file.
        let counting = symbol.files.lazy.flatMap { result in
            result.diagnostics.lazy.filter { fails && ($0.severity == .error || strict && $0.severity == .warning) }
                .map { (result, Optional($0)) }
        }
        let any = symbol.files.lazy.flatMap { result in result.diagnostics.lazy.map { (result, Optional($0)) } }
        // A symbol set's case links its template, not its Contents.json; a Control's, its Swift file.
        let isSymbolSet = symbol.name.lowercased().hasSuffix(".symbolset")
        let template =
            (isSymbolSet ? symbol.files.first { $0.path.lowercased().hasSuffix(".svg") } : nil) ?? symbol.files.first
        let (file, finding) = counting.first ?? any.first ?? (template, nil)
        var place = ""
        if let file {
            place += " file=\"\(Self.escape(file.path, inAttribute: true))\""
            if let line = finding?.range.flatMap({ file.location(of: $0.start) })?.line { place += " line=\"\(line)\"" }
        }
        let opening =
            "    <testcase name=\"\(Self.escape(symbol.name, inAttribute: true))\" classname=\"symbolcheck\"\(place)"
        var body = ""
        var systemOut = ""
        for result in symbol.files {
            for d in result.diagnostics {
                let counts = fails && (d.severity == .error || strict && d.severity == .warning)
                let text = d.plainText(advice.helpLines(of: d), in: result)
                guard counts else {
                    systemOut += text + "\n"
                    continue
                }
                let element = result.isRefused && d.severity == .error ? "error" : "failure"
                body +=
                    "      <\(element) type=\"\(Self.escape(d.ruleID, inAttribute: true))\" message=\"\(Self.escape(d.message, inAttribute: true))\">"
                body += Self.escape(text, inAttribute: false) + "</\(element)>\n"
            }
        }
        if !systemOut.isEmpty {
            body += "      <system-out>\(Self.escape(systemOut, inAttribute: false))</system-out>\n"
        }
        return body.isEmpty ? opening + "/>\n" : opening + ">\n" + body + "    </testcase>\n"
    }

    /// Text for the report's attributes and elements, through the one XML escaper.
    static func escape(_ text: String, inAttribute: Bool) -> String {
        XMLEscaping.escaped(text, for: inAttribute ? .attribute : .characterData)
    }
}
