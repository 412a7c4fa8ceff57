import AppRules
import RuleCatalogue
import SVGModel
import SymbolCheck

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and other static-analysis viewers
/// take. One run: the driver lists every rule from its description (id, summary, rationale,
/// the severity this run gives it), then one result per finding with its region (columns in
/// Unicode code points, as every report counts them; `endColumn` exclusive, as SARIF
/// defines it) and its notes as related locations. Relative paths stay relative to
/// `%SRCROOT%`, the folder the command ran in, which code scanning maps to the repository
/// root. Keys in a fixed order and no times, so identical input gives identical bytes.
package struct SARIFReporter: Reporter {
    /// The format as `--format`'s help lists it: its name, and what it is for.
    package var formatHelp: String { "sarif (2.1.0, for code scanning)" }

    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    package init() {}

    /// What a result's `ruleId` may name, each with its `ruleIndex`: every rule, then what a
    /// command reports besides them (a refusal of `make`, `fix` or `resize`, a note about the run).
    static let rules = RuleRegistry.all.map(\.description) + RuleRegistry.commandFindings.map(\.description)

    package func makeStream(context: ReportContext) -> any ReportStream {
        Stream(context: context, summary: ReportSummary(strict: context.configuration.strict, subject: context.subject))
    }

    /// The rules open the run and the results follow, so the report streams: the opening
    /// ends inside the `results` array, each finding is one element, the closing ends it.
    final class Stream: ReportStream {
        let context: ReportContext
        var summary: ReportSummary
        private let writer = JSONWriter()
        private let ruleIndex: [String: Int]

        init(context: ReportContext, summary: ReportSummary) {
            self.context = context
            self.summary = summary
            var index: [String: Int] = [:]
            for (i, rule) in SARIFReporter.rules.enumerated() { index[rule.id] = i }
            self.ruleIndex = index
        }

        func opening() -> String {
            let w = writer
            w.beginObject()
            w.field("$schema", SARIFReporter.schema)
            w.field("version", "2.1.0")
            w.key("runs")
            w.beginArray()
            w.nextElement()
            w.beginObject()
            w.field("tool") {
                w.object {
                    w.field("driver") {
                        w.object {
                            w.field("name", "symbolcheck")
                            w.field("version", context.toolVersion)
                            w.field("semanticVersion", context.toolVersion)
                            w.field("rules") {
                                w.array(SARIFReporter.rules) { rule($0, into: w) }
                            }
                        }
                    }
                }
            }
            if !context.workingDirectory.isEmpty {
                w.field("originalUriBaseIds") {
                    w.object {
                        w.field("%SRCROOT%") {
                            w.object {
                                let folder = context.workingDirectory
                                w.field("uri", SARIFReporter.fileURI(folder.hasSuffix("/") ? folder : folder + "/"))
                            }
                        }
                    }
                }
            }
            w.field("columnKind", "unicodeCodePoints")
            w.key("results")
            w.beginArray()
            return w.take()
        }

        func rule(_ rule: RuleDescription, into w: JSONWriter) {
            w.object {
                w.field("id", rule.id)
                w.field("shortDescription") { w.object { w.field("text", rule.summary) } }
                w.field("fullDescription") { w.object { w.field("text", rule.rationale) } }
                w.field("help") {
                    w.object {
                        w.field(
                            "text",
                            "\(rule.summary). Run `\(context.advice.explainCommandLine(for: rule.id))` for examples.")
                    }
                }
                w.field("defaultConfiguration") {
                    w.object {
                        // What a command reports besides the rules holds whatever the settings:
                        // a note about the run is a note (`RunNote`), a refusal an error.
                        let commandFinding: Severity? =
                            RuleRegistry.runNote(id: rule.id) != nil
                            ? .note : RuleRegistry.rule(id: rule.id) == nil ? .error : nil
                        if let severity = commandFinding ?? context.configuration.severity(of: rule) {
                            w.field("level", severity.rawValue)
                        } else {
                            w.field("enabled", raw: "false")
                        }
                    }
                }
                w.field("properties") { w.object { w.field("category", rule.category.rawValue) } }
            }
        }

        func add(_ result: CheckResult) -> String {
            summary.add(result)
            for d in result.diagnostics {
                writer.nextElement()
                finding(d, in: result, into: writer)
            }
            return writer.take()
        }

        func finding(_ d: Diagnostic, in result: CheckResult, into w: JSONWriter) {
            w.object {
                w.field("ruleId", d.ruleID)
                if let index = ruleIndex[d.ruleID] { w.field("ruleIndex", raw: String(index)) }
                w.field("level", d.severity.rawValue)
                let help = context.advice.helpLines(of: d).map { "\nhelp: \($0)" }.joined()
                w.field("message") { w.object { w.field("text", d.message + help) } }
                w.field("locations") { w.array([d.range]) { location($0, message: nil, in: result, into: w) } }
                let placed = d.notes.filter { $0.range != nil }
                if !placed.isEmpty {
                    w.field("relatedLocations") {
                        w.array(Array(placed.enumerated())) { i, note in
                            location(note.range, message: note.message, id: i + 1, in: result, into: w)
                        }
                    }
                }
                let unplaced = d.notes.filter { $0.range == nil }.map(\.message)
                if !unplaced.isEmpty {
                    w.field("properties") { w.object { w.field("notes") { w.array(unplaced) { w.string($0) } } } }
                }
            }
        }

        func location(
            _ range: SourceRange?, message: String?, id: Int? = nil, in result: CheckResult, into w: JSONWriter
        ) {
            w.object {
                if let id { w.field("id", raw: String(id)) }
                w.field("physicalLocation") {
                    w.object {
                        w.field("artifactLocation") {
                            w.object {
                                if result.path.hasPrefix("/") {
                                    w.field("uri", SARIFReporter.fileURI(result.path))
                                } else {
                                    w.field("uri", SARIFReporter.percentEncoded(SARIFReporter.relative(result.path)))
                                    w.field("uriBaseId", "%SRCROOT%")
                                }
                            }
                        }
                        if let range, let span = result.locations(of: range) {
                            w.field("region") {
                                w.object {
                                    w.field("startLine", raw: String(span.start.line))
                                    w.field("startColumn", raw: String(span.start.column))
                                    w.field("endLine", raw: String(span.end.line))
                                    w.field("endColumn", raw: String(span.end.column))
                                }
                            }
                        }
                    }
                }
                if let message { w.field("message") { w.object { w.field("text", message) } } }
            }
        }

        func closing() -> String {
            let w = writer
            w.endArray()
            w.field("invocations") {
                w.array([summary.refused == 0]) { ok in
                    w.object { w.field("executionSuccessful", raw: ok ? "true" : "false") }
                }
            }
            w.endObject()
            w.endArray()
            w.endObject()
            return w.take() + "\n"
        }
    }

    /// A relative path without leading `./`.
    static func relative(_ path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return String(rest)
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    /// RFC 3986: every byte outside the unreserved set and `/` percent-encoded, so a name with
    /// spaces, `#` or `%` stays one path.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
