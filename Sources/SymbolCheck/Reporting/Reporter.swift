/// One reporter per output format. Reporters turn results into text; only the CLI prints.
public protocol Reporter {
    func report(_ results: [CheckResult], context: ReportContext) -> String
}

public struct ReportContext: Sendable {
    public var configuration: CheckConfiguration
    public var toolVersion: String
    /// ANSI colour (text output on a terminal without NO_COLOR).
    public var useColor: Bool

    public init(configuration: CheckConfiguration, toolVersion: String, useColor: Bool = false) {
        self.configuration = configuration
        self.toolVersion = toolVersion
        self.useColor = useColor
    }
}

public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, github, junit

    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        }
    }
}

/// Counts for the summary line and JSON summary. A symbol set is one symbol of several files
/// (Contents.json and its SVG); it passes when all of them do.
public struct ReportSummary: Sendable {
    public let symbols: Int, files: Int, passed: Int, failed: Int, errors: Int, warnings: Int

    public init(_ results: [CheckResult], strict: Bool) {
        let groups = results.groupedBySymbol()
        symbols = groups.count
        files = results.count
        passed = groups.filter { $0.passes(strict: strict) }.count
        failed = symbols - passed
        errors = results.reduce(0) { $0 + $1.errorCount }
        warnings = results.reduce(0) { $0 + $1.warningCount }
    }

    public var line: String {
        "\(symbols) symbol\(symbols == 1 ? "" : "s"): \(passed) passed, \(failed) failed; \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
