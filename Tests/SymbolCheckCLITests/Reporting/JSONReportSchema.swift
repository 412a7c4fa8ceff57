import JSONReader
import Testing

/// The JSON report's schema as docs/output.md documents it (version 2): each key it lists, of the
/// type it says. `problems` lists what a report does not follow, as `files[3].diagnostics[0].line:
/// a string, not number|null`; empty when it follows the schema. Extra keys are allowed ("new
/// fields may be added within a version").
enum JSONReportSchema {
    enum Kind: String { case string, number, bool, array, object, null }

    static func problems(_ report: JSONValue) -> [String] {
        var found: [String] = []
        func kind(_ value: JSONValue) -> Kind {
            switch value {
            case .null: return .null
            case .bool: return .bool
            case .number: return .number
            case .string: return .string
            case .array: return .array
            case .object: return .object
            }
        }
        func members(_ value: JSONValue?) -> [String: JSONValue] {
            guard case .object(let list)? = value else { return [:] }
            return Dictionary(list.map { ($0.key, $0.value.value) }, uniquingKeysWith: { first, _ in first })
        }
        func items(_ value: JSONValue?) -> [JSONValue] {
            guard case .array(let list)? = value else { return [] }
            return list.map(\.value)
        }
        /// Each key of `keys` is in `object` with one of its kinds.
        func expect(_ object: JSONValue?, at path: String, _ keys: [String: [Kind]]) {
            guard case .object? = object else { return found.append("\(path): not an object") }
            let values = members(object)
            for (key, kinds) in keys.sorted(by: { $0.key < $1.key }) {
                guard let value = values[key] else {
                    found.append("\(path).\(key): missing")
                    continue
                }
                if !kinds.contains(kind(value)) {
                    found.append(
                        "\(path).\(key): \(kind(value).rawValue), not \(kinds.map(\.rawValue).joined(separator: "|"))")
                }
            }
        }
        let place: [String: [Kind]] = [
            "line": [.number, .null], "column": [.number, .null], "endLine": [.number, .null],
            "endColumn": [.number, .null],
        ]
        expect(
            report, at: "",
            [
                "schemaVersion": [.number], "tool": [.object], "configuration": [.object], "files": [.array],
                "summary": [.object],
            ])
        if members(report)["schemaVersion"] != .number(2) { found.append(".schemaVersion: not 2") }
        expect(members(report)["tool"], at: ".tool", ["name": [.string], "version": [.string]])
        expect(
            members(report)["configuration"], at: ".configuration",
            [
                "profile": [.string], "strict": [.bool], "target": [.number], "tolerance": [.number],
                "maxTemplateVersion": [.string], "reference": [.string], "configFile": [.string, .null],
            ])
        for (i, file) in items(members(report)["files"]).enumerated() {
            let at = ".files[\(i)]"
            expect(
                file, at: at,
                [
                    "path": [.string], "symbol": [.string, .null], "verdict": [.string], "refused": [.bool],
                    "errors": [.number], "warnings": [.number], "diagnostics": [.array], "measurements": [.object],
                ])
            if let verdict = members(file)["verdict"], ![.string("pass"), .string("fail")].contains(verdict) {
                found.append("\(at).verdict: not pass|fail")
            }
            for (j, d) in items(members(file)["diagnostics"]).enumerated() {
                expect(
                    d, at: "\(at).diagnostics[\(j)]",
                    place.merging(
                        [
                            "rule": [.string], "severity": [.string], "message": [.string], "help": [.string, .null],
                            "suggestions": [.array], "notes": [.array],
                        ], uniquingKeysWith: { a, _ in a }))
                if let severity = members(d)["severity"],
                    ![.string("error"), .string("warning"), .string("note")].contains(severity)
                {
                    found.append("\(at).diagnostics[\(j)].severity: not error|warning|note")
                }
                for (k, note) in items(members(d)["notes"]).enumerated() {
                    expect(
                        note, at: "\(at).diagnostics[\(j)].notes[\(k)]",
                        place.merging(["message": [.string]], uniquingKeysWith: { a, _ in a }))
                }
            }
        }
        expect(
            members(report)["summary"], at: ".summary",
            [
                "files": [.number], "symbols": [.number], "passed": [.number], "failed": [.number],
                "errors": [.number], "warnings": [.number],
            ])
        return found
    }
}

@Suite struct JSONReportSchemaTests {
    /// The schema check finds what breaks the schema (so the commands' tests that find nothing
    /// could have): a wrong version, a missing key, a key of another type, a verdict it does not list.
    @Test func itFindsWhatBreaksTheSchema() throws {
        let text = """
            {"schemaVersion": 1, "tool": {"name": "symbolcheck", "version": 3},
             "configuration": {"profile": "control-center", "strict": false, "target": 1, "tolerance": 0.1,
                               "maxTemplateVersion": "7.0", "reference": "x", "configFile": null},
             "files": [{"path": "a.svg", "symbol": null, "verdict": "maybe", "refused": false, "errors": 0,
                        "warnings": 0, "diagnostics": [{"rule": "stroke", "severity": "error", "message": "m",
                        "line": "1", "column": 1, "endLine": 1, "endColumn": 2, "help": null, "suggestions": [],
                        "notes": []}], "measurements": {}}]}
            """
        let root = try JSONValue.parse(Array(text.utf8)).value
        #expect(
            JSONReportSchema.problems(root) == [
                ".summary: missing", ".schemaVersion: not 2", ".tool.version: number, not string",
                ".files[0].verdict: not pass|fail", ".files[0].diagnostics[0].line: string, not number|null",
                ".summary: not an object",
            ])
    }
}
