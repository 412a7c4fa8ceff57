import SymbolReport

/// A `check --format json` report (docs/output.md, schema version 2) cut down for an agent:
/// the summary, each file's verdict, and the findings with their places — errors first, then
/// warnings, then notes, at most `maxFindings` of them, with the count of those left out — so
/// a catalog with thousands of findings still fits in one answer.
struct ReportDigest {
    let report: JSONNode
    let workspace: Workspace
    var maxFindings = 50
    var maxFiles = 200

    /// "pass", "fail" or "unreadable" (an input could not be read), from the summary.
    var verdict: String {
        let summary = report["summary"]
        if (report["files"]?.elements ?? []).contains(where: { $0["refused"]?.bool == true }) { return "unreadable" }
        return (summary?["failed"]?.number ?? 0) > 0 ? "fail" : "pass"
    }

    /// The digest's members: `verdict`, `summary`, `files`, `omittedFiles`, `findings`, `omittedFindings`.
    func write(to w: JSONWriter) {
        w.field("verdict", verdict)
        if let summary = report["summary"] {
            w.key("summary")
            summary.write(to: w)
        }
        let files = report["files"]?.elements ?? []
        w.field("files") {
            w.array(Array(files.prefix(maxFiles))) { file in
                w.object {
                    w.field("path", workspace.display(file["path"]?.string ?? ""))
                    for key in ["symbol", "verdict", "refused", "errors", "warnings"] {
                        if let value = file[key] {
                            w.key(key)
                            value.write(to: w)
                        }
                    }
                }
            }
        }
        w.field("omittedFiles", raw: String(max(0, files.count - maxFiles)))
        let findings = files.flatMap { file in
            (file["diagnostics"]?.elements ?? []).map { (path: file["path"]?.string ?? "", finding: $0) }
        }
        let rank = ["error": 0, "warning": 1, "note": 2]
        let ordered = findings.enumerated().sorted {
            let (a, b) = (
                rank[$0.element.finding["severity"]?.string ?? ""] ?? 3,
                rank[$1.element.finding["severity"]?.string ?? ""] ?? 3
            )
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
        w.field("findings") {
            w.array(Array(ordered.prefix(maxFindings))) { item in
                w.object {
                    w.field("path", workspace.display(item.path))
                    for (key, value) in item.finding.members ?? [] {
                        w.key(key)
                        value.write(to: w)
                    }
                }
            }
        }
        w.field("omittedFindings", raw: String(max(0, findings.count - maxFindings)))
    }

    /// The Regular-S, -M and -L measurements of the report's first file (what the preview
    /// sheet shows), as the report gives them.
    func writeMeasurements(to w: JSONWriter) {
        let measured = report["files"]?.elements?.first?["measurements"]
        w.field("measurements") {
            w.object {
                for variant in ["Regular-S", "Regular-M", "Regular-L"] {
                    if let value = measured?[variant] {
                        w.key(variant)
                        value.write(to: w)
                    }
                }
            }
        }
    }

    /// The JSON Schema of the digest's members, for the tools' output schemas.
    static let schemaProperties = """
        "verdict": {"type": "string", "enum": ["pass", "fail", "unreadable"],
          "description": "fail: an error (or, with strict, a warning); unreadable: an input could not be read"},
        "summary": {"type": "object", "description": "counts: files, symbols, passed, failed, errors, warnings"},
        "files": {"type": "array", "items": {"type": "object", "properties": {
          "path": {"type": "string"}, "symbol": {"type": ["string", "null"]},
          "verdict": {"type": "string"}, "refused": {"type": "boolean"},
          "errors": {"type": "integer"}, "warnings": {"type": "integer"}}}},
        "omittedFiles": {"type": "integer", "description": "files left out of the list (over 200)"},
        "findings": {"type": "array", "description": "errors first, then warnings and notes",
          "items": {"type": "object", "properties": {
            "path": {"type": "string"}, "rule": {"type": "string"},
            "severity": {"type": "string", "enum": ["error", "warning", "note"]},
            "message": {"type": "string"},
            "line": {"type": ["integer", "null"]}, "column": {"type": ["integer", "null"]},
            "endLine": {"type": ["integer", "null"]}, "endColumn": {"type": ["integer", "null"]},
            "help": {"type": ["string", "null"]},
            "suggestions": {"type": "array", "items": {"type": "string"}},
            "notes": {"type": "array"}},
            "required": ["path", "rule", "severity", "message"]}},
        "omittedFindings": {"type": "integer", "description": "findings left out (over the cap)"}
        """
}

extension ReportDigest {
    /// `controls`' report names each file's Control as its `symbol` ("path: Name"): one
    /// verdict per Control, failing when any of its files fails.
    func writeControls(to w: JSONWriter) {
        var order: [String] = []
        var failed: [String: Bool] = [:]
        for file in report["files"]?.elements ?? [] {
            let control = file["symbol"]?.string ?? workspace.display(file["path"]?.string ?? "")
            if failed[control] == nil { order.append(control) }
            failed[control] = (failed[control] ?? false) || file["verdict"]?.string == "fail"
        }
        w.field("controls") {
            w.array(order) { control in
                w.object {
                    w.field("control", control)
                    w.field("verdict", failed[control] == true ? "fail" : "pass")
                }
            }
        }
    }
}
