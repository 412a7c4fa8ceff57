import SymbolCheck

/// One reporter per output format. Reporters turn results into text; only the CLI prints.
/// A report is written piece by piece (`ReportStream`), so a catalog of any size is reported
/// without holding its results or its text.
package protocol Reporter {
    /// The format as `--format`'s help lists it: its name (the `OutputFormat` case), and what
    /// it is for when the name does not say, e.g. "github (Actions annotations)".
    var formatHelp: String { get }
    /// A fresh stream for one report.
    func makeStream(context: ReportContext) -> any ReportStream
}

/// One report in the making: an opening, a piece of body per result in report order, and a
/// closing with the totals. The writer puts the pieces in this order:
///
///     opening (first, unless openingNeedsTotals) · add… · endOfResults · opening (last, if openingNeedsTotals) · closing
///
/// and the report is `opening + body + closing`. Streams count with `ReportSummary` only;
/// they keep no result beyond the symbol being reported (JUnit's test case).
package protocol ReportStream {
    /// True when the opening carries the totals (JUnit's `<testsuite tests=… failures=…>`):
    /// the writer must then hold the body (a temporary file) until every result is in.
    var openingNeedsTotals: Bool { get }
    /// The text before the first result.
    mutating func opening() -> String
    /// The body text for the next result. May be empty while a symbol's files are still
    /// arriving (JUnit writes a symbol's test case once the next symbol begins).
    mutating func add(_ result: CheckResult) -> String
    /// The body text still held after the last result.
    mutating func endOfResults() -> String
    /// The text after the body, with the totals.
    mutating func closing() -> String
    /// The counts so far (the command may add what only it knows: `controls`' wiring subject).
    var summary: ReportSummary { get set }
}

/// Most reports have no opening and hold nothing back: only the ones that do say so.
extension ReportStream {
    package var openingNeedsTotals: Bool { false }
    package func opening() -> String { "" }
    package func endOfResults() -> String { "" }
}

extension Reporter {
    /// The whole report of `results` at once, exactly the bytes the stream writes.
    package func report(_ results: [CheckResult], context: ReportContext) -> String {
        var stream = makeStream(context: context)
        var head = stream.openingNeedsTotals ? "" : stream.opening()
        var body = ""
        for result in results { body += stream.add(result) }
        body += stream.endOfResults()
        if stream.openingNeedsTotals { head = stream.opening() }
        return head + body + stream.closing()
    }
}

package struct ReportContext: Sendable {
    package var configuration: CheckConfiguration
    package var toolVersion: String
    /// ANSI colour (`--color`; by default text output on a terminal without NO_COLOR).
    package var useColor: Bool
    /// `--quiet`: findings and the summary only, no measurement tables.
    package var quiet: Bool
    /// `--tables`: a measurement table for every symbol, not only those with a size finding.
    package var showsEveryTable = false
    /// The folder the command ran in, for reports that name files by absolute path (Xcode's);
    /// empty: paths as given.
    package var workingDirectory: String
    /// What the summary line counts: `symbol`, or `control` for `symbolcheck controls`, whose
    /// report has one entry per Control.
    package var subject = "symbol"
    /// `controls`' subject: its report's entries are Controls, and the wiring's files.
    package static let controlSubject = "control"
    /// How a finding's suggestion is worded: for the command that reports, whose flags and
    /// config keys it may name (the commands module's `CommandAdvice`). Each worded suggestion
    /// is a help line of its own after the finding's own help.
    package var advice: any ReportWording
    /// The command whose SARIF report GitHub's closing notice suggests: the one reporting.
    package var codeScanningCommand: String
    /// The command writes its own totals under a text report (`fix`'s and `resize`'s `N files:
    /// …` line, which counts what was written): the text report then ends without its summary
    /// line. The other formats keep their totals.
    package var commandSaysTextTotals = false
    /// GitHub's workflow commands that earlier commands of the same step wrote
    /// (`GitHubReporter.stepReportVariable`): annotated once per step, under one cap.
    package var earlierGitHubAnnotations = GitHubReporter.EarlierAnnotations()

    package init(
        configuration: CheckConfiguration, toolVersion: String, advice: any ReportWording, codeScanningCommand: String,
        useColor: Bool = false, quiet: Bool = false, workingDirectory: String = ""
    ) {
        self.advice = advice
        self.codeScanningCommand = codeScanningCommand
        self.configuration = configuration
        self.toolVersion = toolVersion
        self.useColor = useColor
        self.quiet = quiet
        self.workingDirectory = workingDirectory
    }

    /// Text reports show measurement tables only where size is judged: not under `--quiet`,
    /// and not when `glyph-size` is off (as in `--profile xcode`), where the numbers would
    /// answer a question nobody asked.
    package var showsMeasurementTables: Bool {
        !quiet && configuration.severity(of: GlyphSizeRule().description) != nil
    }
}

package enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, github, junit, xcode, sarif

    /// `--format`'s help, from the formats themselves: a new format's reporter says its own words.
    package static var help: String {
        "Output format: " + allCases.map(\.reporter.formatHelp).joined(separator: ", ") + "."
    }

    package var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .xcode: return XcodeReporter()
        case .sarif: return SARIFReporter()
        }
    }
}
