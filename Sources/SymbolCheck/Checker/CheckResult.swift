import SVGModel

/// The verdict on one input, with its findings in a stable order.
public struct CheckResult: Sendable {
    /// The path as the user typed it.
    public let path: String
    /// The bytes and line table, when the file could be read (for snippets).
    public let source: SourceFile?
    public let diagnostics: [Diagnostic]
    public let measurements: [Variant: GlyphMeasurement]
    /// The file was not read (I/O error, limit, entity declaration, encoding): exit status 2.
    public let isRefused: Bool
    /// The symbol this file is part of when it is one of several files of a symbol: the
    /// `.symbolset` folder of a Contents.json or SVG. Nil when the file is a symbol by itself.
    /// Consecutive results with the same symbol count as one symbol in summaries.
    public let symbol: String?

    public init(path: String, source: SourceFile?, diagnostics: [Diagnostic],
                measurements: [Variant: GlyphMeasurement] = [:], isRefused: Bool = false, symbol: String? = nil) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics.sorted(by: CheckResult.order)
        self.measurements = measurements
        self.isRefused = isRefused
        self.symbol = symbol
    }

    /// This result as one file of the symbol `name`.
    public func inSymbol(_ name: String) -> CheckResult {
        CheckResult(path: path, source: source, diagnostics: diagnostics, measurements: measurements,
                    isRefused: isRefused, symbol: name)
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// Fails on any error, or on any warning when `strict`.
    public func passes(strict: Bool) -> Bool {
        !isRefused && errorCount == 0 && (!strict || warningCount == 0)
    }

    /// Whole-file findings first, then by position, severity, rule and message.
    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let ao = a.offset ?? -1, bo = b.offset ?? -1
        if ao != bo { return ao < bo }
        if a.severity != b.severity { return a.severity > b.severity }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
