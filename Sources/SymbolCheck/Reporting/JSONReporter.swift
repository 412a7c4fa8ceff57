import SVGModel

/// The JSON report, schema version 1 (documented in the README). Keys are written in a fixed
/// order and numbers with fixed precision, so identical input gives identical bytes.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    public func report(_ results: [CheckResult], context: ReportContext) -> String {
        let config = context.configuration
        let summary = ReportSummary(results, strict: config.strict)
        let w = JSONWriter()
        w.object {
            w.field("schemaVersion", raw: String(Self.schemaVersion))
            w.field("tool") { w.object { w.field("name", "symbolcheck"); w.field("version", context.toolVersion) } }
            w.field("configuration") {
                w.object {
                    w.field("profile", config.profile.rawValue)
                    w.field("strict", raw: config.strict ? "true" : "false")
                    w.field("target", raw: fixed(config.sizeTarget.ratio, 4))
                    w.field("tolerance", raw: fixed(config.sizeTarget.tolerance, 4))
                    w.field("maxTemplateVersion", config.maxTemplateVersion.description)
                    w.field("reference", config.reference.name)
                }
            }
            w.field("files") {
                w.array(results) { result in
                    w.object {
                        w.field("symbol", result.symbol ?? result.path)
                        w.field("path", result.path)
                        w.field("verdict", result.passes(strict: config.strict) ? "pass" : "fail")
                        w.field("refused", raw: result.isRefused ? "true" : "false")
                        w.field("errors", raw: String(result.errorCount))
                        w.field("warnings", raw: String(result.warningCount))
                        w.field("diagnostics") {
                            w.array(result.diagnostics) { d in diagnostic(d, result: result, into: w) }
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
            }
            w.field("summary") {
                w.object {
                    w.field("symbols", raw: String(summary.symbols))
                    w.field("files", raw: String(summary.files))
                    w.field("passed", raw: String(summary.passed))
                    w.field("failed", raw: String(summary.failed))
                    w.field("errors", raw: String(summary.errors))
                    w.field("warnings", raw: String(summary.warnings))
                }
            }
        }
        return w.output + "\n"
    }

    func diagnostic(_ d: Diagnostic, result: CheckResult, into w: JSONWriter) {
        w.object {
            w.field("rule", d.ruleID)
            w.field("severity", d.severity.rawValue)
            w.field("message", d.message)
            location(d.offset, result: result, into: w)
            if let help = d.help { w.field("help", help) } else { w.field("help", raw: "null") }
            w.field("notes") {
                w.array(d.notes) { note in
                    w.object {
                        w.field("message", note.message)
                        location(note.offset, result: result, into: w)
                    }
                }
            }
        }
    }

    func location(_ offset: Int?, result: CheckResult, into w: JSONWriter) {
        if let offset, let loc = result.location(of: offset) {
            w.field("line", raw: String(loc.line))
            w.field("column", raw: String(loc.column))
        } else {
            w.field("line", raw: "null")
            w.field("column", raw: "null")
        }
    }

    func measurement(_ m: GlyphMeasurement, into w: JSONWriter) {
        w.object {
            w.field("height", raw: fixed(m.height, 4))
            w.field("width", raw: fixed(m.width, 4))
            w.field("capHeight", raw: fixed(m.capHeight, 4))
            w.field("ratio", raw: fixed(m.ratio, 4))
            w.field("target", raw: fixed(m.target, 4))
            w.field("scaleToTarget", raw: fixed(m.scaleToTarget, 4))
            w.field("referenceRatio", raw: m.referenceRatio.map { fixed($0, 4) } ?? "null")
            w.field("centerOffset", raw: fixed(m.centerOffset, 4))
            w.field("leftBearing", raw: m.leftBearing.map { fixed($0, 4) } ?? "null")
            w.field("rightBearing", raw: m.rightBearing.map { fixed($0, 4) } ?? "null")
            w.field("derived", raw: m.derived ? "true" : "false")
        }
    }
}

/// A tiny pretty-printing JSON writer with two-space indentation.
final class JSONWriter {
    var output = ""
    private var indent = 0
    private var needsComma: [Bool] = []

    func object(_ body: () -> Void) {
        output += "{"
        open()
        body()
        close("}")
    }

    func array<T>(_ items: [T], _ each: (T) -> Void) {
        output += "["
        open()
        for item in items {
            element()
            each(item)
        }
        close("]")
    }

    func field(_ key: String, _ value: String) {
        field(key, raw: JSONWriter.quote(value))
    }

    func field(_ key: String, raw: String) {
        element()
        output += JSONWriter.quote(key) + ": " + raw
    }

    func field(_ key: String, _ body: () -> Void) {
        element()
        output += JSONWriter.quote(key) + ": "
        body()
    }

    private func open() {
        indent += 1
        needsComma.append(false)
    }

    private func close(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        indent -= 1
        if hadItems { output += "\n" + String(repeating: "  ", count: indent) }
        output += bracket
    }

    private func element() {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        output += "\n" + String(repeating: "  ", count: indent)
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let h = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
