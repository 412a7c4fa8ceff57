import SVGModel
import SymbolModel

/// The verdict on one input, with its findings in a stable order.
public struct CheckResult: Sendable {
    /// The path as the user typed it.
    public let path: String
    /// The bytes and line table, when the file could be read and is still held (for snippets
    /// and previews). A `compacted()` result drops them and keeps only `excerpt`.
    package let source: SourceFile?
    /// The locations and source lines the diagnostics need, once the bytes are dropped.
    package let excerpt: SourceExcerpt?
    public let diagnostics: [Diagnostic]
    package let measurements: [Variant: GlyphMeasurement]
    /// The file was not read (I/O error, limit, external entity, encoding): exit status 2.
    public let isRefused: Bool
    /// The symbol this file is part of when it is one of several files of a symbol: the
    /// `.symbolset` folder of a Contents.json or SVG. Nil when the file is a symbol by itself.
    /// Consecutive results with the same symbol count as one symbol in summaries.
    package let symbol: String?
    /// The template the rules saw, while the bytes are held (a preview draws it without reading
    /// the file again); nil when the file got no further than the XML, and after `compacted()`.
    package var template: SymbolTemplate? { templateBox?.template }
    /// The template behind a reference: a result is copied into every report entry that shows it
    /// (a symbol set under each Control), and the template held inline made each copy, and each
    /// slot of an array of results, hundreds of bytes (`controls` over 40,000 Controls).
    private let templateBox: TemplateBox?
    /// The path holds no symbol at all (a folder with no symbol set or `.svg` in it): reported as
    /// refused, but not counted as a symbol that failed.
    public let namesNoSymbol: Bool
    /// The path could not be read at all (missing, a permission): with `namesNoSymbol`, counted
    /// as a path that could not be read, not as a symbol that failed (#44).
    package private(set) var couldNotBeRead = false

    package init(
        path: String, source: SourceFile?, diagnostics: [Diagnostic],
        measurements: [Variant: GlyphMeasurement] = [:], isRefused: Bool = false, symbol: String? = nil,
        namesNoSymbol: Bool = false
    ) {
        self.init(
            path: path, source: source, excerpt: nil, diagnostics: diagnostics, measurements: measurements,
            isRefused: isRefused, symbol: symbol, template: nil, namesNoSymbol: namesNoSymbol)
    }

    /// The verdict on a read template: its findings count in the text the template was read
    /// from (`template.source`, the decoding of a file in another encoding), which the result
    /// takes from the template itself, so no caller can pair the offsets with other text.
    package init(
        path: String, judging template: SymbolTemplate, diagnostics: [Diagnostic],
        measurements: [Variant: GlyphMeasurement] = [:]
    ) {
        self.init(
            path: path, source: template.source, excerpt: nil, diagnostics: diagnostics, measurements: measurements,
            isRefused: false, symbol: nil, template: template)
    }

    package init(
        path: String, source: SourceFile?, excerpt: SourceExcerpt?, diagnostics: [Diagnostic],
        measurements: [Variant: GlyphMeasurement], isRefused: Bool, symbol: String?, template: SymbolTemplate?,
        namesNoSymbol: Bool = false
    ) {
        self.namesNoSymbol = namesNoSymbol
        self.path = path
        self.source = source
        self.excerpt = excerpt
        self.diagnostics = diagnostics.sorted(by: CheckResult.order)
        self.measurements = measurements
        self.isRefused = isRefused
        self.symbol = symbol
        self.templateBox = template.map(TemplateBox.init)
    }

    /// This result for a path that could not be read: no symbol, counted as such.
    package func asUnreadablePath() -> CheckResult {
        var result = CheckResult(
            path: path, source: source, excerpt: excerpt, diagnostics: diagnostics, measurements: measurements,
            isRefused: isRefused, symbol: symbol, template: template, namesNoSymbol: true)
        result.couldNotBeRead = true
        return result
    }

    /// This result with only the findings `keep` keeps (a baseline leaves out the known ones).
    package func keepingDiagnostics(_ keep: (Diagnostic) -> Bool) -> CheckResult {
        var result = CheckResult(
            path: path, source: source, excerpt: excerpt, diagnostics: diagnostics.filter(keep),
            measurements: measurements, isRefused: isRefused, symbol: symbol, template: template,
            namesNoSymbol: namesNoSymbol)
        result.couldNotBeRead = couldNotBeRead
        return result
    }

    /// This result with `more` findings (already judged under the run's settings).
    package func adding(_ more: [Diagnostic]) -> CheckResult {
        guard !more.isEmpty else { return self }
        var result = CheckResult(
            path: path, source: source, excerpt: excerpt, diagnostics: diagnostics + more,
            measurements: measurements, isRefused: isRefused, symbol: symbol, template: template,
            namesNoSymbol: namesNoSymbol)
        result.couldNotBeRead = couldNotBeRead
        return result
    }

    /// This result as one file of the symbol `name`.
    package func inSymbol(_ name: String) -> CheckResult {
        var result = CheckResult(
            path: path, source: source, excerpt: excerpt, diagnostics: diagnostics, measurements: measurements,
            isRefused: isRefused, symbol: name, template: template, namesNoSymbol: namesNoSymbol)
        result.couldNotBeRead = couldNotBeRead
        return result
    }

    /// The same result without the file's bytes: only the locations its diagnostics' spans
    /// start and end at and the lines they start on are kept, so a catalog of thousands of
    /// symbols does not hold every file.
    package func compacted() -> CheckResult {
        guard let source else { return self }
        var locations: [Int: SourceLocation] = [:]
        var lines: [Int: String] = [:]
        for d in diagnostics {
            for range in [d.range].compactMap({ $0 }) + d.notes.compactMap(\.range) {
                let (start, end) = source.locations(of: range)
                locations[range.start] = start
                locations[Swift.max(range.start, range.end)] = end
                if lines[start.line] == nil { lines[start.line] = source.lineText(start.line) }
            }
        }
        var result = CheckResult(
            path: path, source: nil, excerpt: SourceExcerpt(locations: locations, lines: lines),
            diagnostics: diagnostics, measurements: measurements, isRefused: isRefused, symbol: symbol,
            template: nil, namesNoSymbol: namesNoSymbol)
        result.couldNotBeRead = couldNotBeRead
        return result
    }

    /// Line and column of where a diagnostic's or note's span starts or ends.
    public func location(of offset: Int) -> SourceLocation? {
        source?.location(of: offset) ?? excerpt?.locations[offset]
    }

    /// Where a diagnostic's or note's span starts and ends; `end` is exclusive (the column
    /// after the last character), so an empty span has `end == start`.
    package func locations(of range: SourceRange) -> (start: SourceLocation, end: SourceLocation)? {
        if let source { return source.locations(of: range) }
        guard let start = excerpt?.locations[range.start],
            let end = excerpt?.locations[Swift.max(range.start, range.end)]
        else { return nil }
        return (start, end)
    }

    /// The text of a line a diagnostic points at (for snippets).
    package func lineText(_ line: Int) -> String? {
        source.map { $0.lineText(line) } ?? excerpt?.lines[line]
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// Fails on any error, or on any warning when `strict`.
    public func passes(strict: Bool) -> Bool {
        !isRefused && errorCount == 0 && (!strict || warningCount == 0)
    }

    /// Whole-file findings first, then by position, severity, rule and message.
    package static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let ao = a.start ?? -1
        let bo = b.start ?? -1
        if ao != bo { return ao < bo }
        if a.severity != b.severity { return a.severity > b.severity }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// What a compacted result keeps of its file: the locations its diagnostics' spans start and
/// end at, and the lines they start on.
package struct SourceExcerpt: Sendable {
    package let locations: [Int: SourceLocation]
    package let lines: [Int: String]

    package init(locations: [Int: SourceLocation], lines: [Int: String]) {
        self.locations = locations
        self.lines = lines
    }
}

/// A template held by reference (`CheckResult.template`).
private final class TemplateBox: Sendable {
    let template: SymbolTemplate
    init(_ template: SymbolTemplate) { self.template = template }
}
