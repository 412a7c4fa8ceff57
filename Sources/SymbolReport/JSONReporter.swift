import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// The JSON report, schema version 2 (documented in docs/output.md: version 2 keeps a finding's
/// own `help` apart from its worded `suggestions`). Keys are written in a fixed order and numbers
/// with fixed precision, so identical input gives identical bytes.
package struct JSONReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "json" }

    package static let schemaVersion = 2

    package init() {}

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(
            reporter: self, context: context,
            summary: ReportSummary(strict: context.configuration.strict, subject: context.subject))
    }

    /// The summary is the last key, so the report streams: the opening ends inside the
    /// `files` array, each result is one element of it, the closing ends the array and
    /// writes the summary. One writer keeps the indentation and commas across the pieces, so
    /// the stream is a class: a copy could not go on writing on its own.
    final class Stream: ReportStream {
        let reporter: JSONReporter
        let context: ReportContext
        var summary: ReportSummary
        private let writer = JSONWriter()

        init(reporter: JSONReporter, context: ReportContext, summary: ReportSummary) {
            self.reporter = reporter
            self.context = context
            self.summary = summary
        }

        func opening() -> String {
            let w = writer
            let config = context.configuration
            w.beginObject()
            w.field("schemaVersion", raw: String(JSONReporter.schemaVersion))
            w.field("tool") {
                w.object {
                    w.field("name", "symbolcheck")
                    w.field("version", context.toolVersion)
                }
            }
            w.field("configuration") {
                w.object {
                    w.field("profile", config.profile.rawValue)
                    w.field("strict", raw: config.strict ? "true" : "false")
                    w.field("target", raw: fixed(config.sizeTarget.ratio, 4))
                    w.field("tolerance", raw: fixed(config.sizeTarget.tolerance, 4))
                    w.field("maxTemplateVersion", config.maxTemplateVersion.description)
                    if let xcode = config.targetXcode { w.field("xcode", xcode.description) }
                    w.field("reference", config.reference.name)
                    if let file = config.configFile {
                        w.field("configFile", file)
                    } else {
                        w.field("configFile", raw: "null")
                    }
                }
            }
            w.key("files")
            w.beginArray()
            return w.take()
        }

        func add(_ result: CheckResult) -> String {
            summary.add(result)
            writer.nextElement()
            reporter.file(result, strict: context.configuration.strict, advice: context.advice, into: writer)
            return writer.take()
        }

        func closing() -> String {
            let w = writer
            w.endArray()
            w.field("summary") {
                w.object {
                    w.field("symbols", raw: String(summary.symbols))
                    w.field("files", raw: String(summary.files))
                    w.field("passed", raw: String(summary.passed))
                    w.field("failed", raw: String(summary.failed))
                    w.field("errors", raw: String(summary.errors))
                    w.field("warnings", raw: String(summary.warnings))
                    if summary.wiring != nil || summary.wiringFiles > 0 {
                        // `controls`: what the wiring was judged in, and its files with findings.
                        w.field("wiring") {
                            w.object {
                                w.field("projects", raw: String(summary.wiring?.projects ?? 0))
                                w.field("builtApps", raw: String(summary.wiring?.builtApps ?? 0))
                                w.field("files", raw: String(summary.wiringFiles))
                                w.field("failed", raw: String(summary.wiringFailed))
                            }
                        }
                    }
                }
            }
            w.endObject()
            return w.take() + "\n"
        }
    }

    func file(_ result: CheckResult, strict: Bool, advice: any ReportWording, into w: JSONWriter) {
        w.object {
            // A plain file belongs to no symbol set: null, as docs/output.md's schema says.
            if let symbol = result.symbol { w.field("symbol", symbol) } else { w.field("symbol", raw: "null") }
            w.field("path", result.path)
            w.field("verdict", result.passes(strict: strict) ? "pass" : "fail")
            w.field("refused", raw: result.isRefused ? "true" : "false")
            w.field("errors", raw: String(result.errorCount))
            w.field("warnings", raw: String(result.warningCount))
            w.field("diagnostics") {
                w.array(result.diagnostics) { d in
                    diagnostic(d, suggestions: advice.suggestionLines(of: d), result: result, into: w)
                }
            }
            w.field("measurements") {
                w.object {
                    for m in result.measurements.values.sorted(by: { $0.variant < $1.variant }) {
                        w.field(m.variant.id) { measurement(m, into: w) }
                    }
                }
            }
        }
    }

    /// A finding: `help` is its own (null when it has none), `suggestions` the command lines to
    /// run, worded (one string per help line; empty when there is none).
    func diagnostic(_ d: Diagnostic, suggestions: [String], result: CheckResult, into w: JSONWriter) {
        w.object {
            w.field("rule", d.ruleID)
            w.field("severity", d.severity.rawValue)
            w.field("message", d.message)
            location(d.range, result: result, into: w)
            if let help = d.help { w.field("help", help) } else { w.field("help", raw: "null") }
            w.field("suggestions") { w.array(suggestions) { w.string($0) } }
            w.field("notes") {
                w.array(d.notes) { note in
                    w.object {
                        w.field("message", note.message)
                        location(note.range, result: result, into: w)
                    }
                }
            }
        }
    }

    /// `line`/`column` where the span starts and `endLine`/`endColumn` where it ends
    /// (exclusive: the column after its last character, as SARIF and rustc write it); all null
    /// for a whole-file finding.
    func location(_ range: SourceRange?, result: CheckResult, into w: JSONWriter) {
        if let range, let span = result.locations(of: range) {
            w.field("line", raw: String(span.start.line))
            w.field("column", raw: String(span.start.column))
            w.field("endLine", raw: String(span.end.line))
            w.field("endColumn", raw: String(span.end.column))
        } else {
            for key in ["line", "column", "endLine", "endColumn"] { w.field(key, raw: "null") }
        }
    }

    func measurement(_ m: GlyphMeasurement, into w: JSONWriter) {
        w.object {
            w.field("height", raw: fixed(m.height, 4))
            w.field("width", raw: fixed(m.width, 4))
            w.field("capHeight", raw: fixed(m.capHeight, 4))
            w.field("ratio", raw: fixed(m.ratio, 4))
            w.field("target", raw: fixed(m.target, 4))
            w.field("opticalSize", raw: fixed(m.size.opticalSize, 4))
            w.field("targetOpticalSize", raw: fixed(m.size.targetOpticalSize, 4))
            w.field("judgedBy", m.size.judgedBy.rawValue)
            if let reason = m.size.unjudgedReason {
                w.field("notJudgedBecause", reason)
            } else {
                w.field("notJudgedBecause", raw: "null")
            }
            w.field("scaleToTarget", raw: fixed(m.scaleToTarget, 4))
            w.field("referenceRatio", raw: m.referenceRatio.map { fixed($0, 4) } ?? "null")
            w.field("centerOffset", raw: fixed(m.centerOffset, 4))
            w.field("leftBearing", raw: m.leftBearing.map { fixed($0, 4) } ?? "null")
            w.field("rightBearing", raw: m.rightBearing.map { fixed($0, 4) } ?? "null")
            w.field("inkArea", raw: m.ink.map { fixed($0.area, 4) } ?? "null")
            w.field("silhouetteArea", raw: m.ink.map { fixed($0.silhouetteArea, 4) } ?? "null")
            w.field("stem", raw: m.ink.map { fixed($0.stem, 4) } ?? "null")
            w.field("derived", raw: m.derived ? "true" : "false")
        }
    }
}
