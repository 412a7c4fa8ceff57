import JSONReader
import Testing

/// The JSON report's schema as docs/output.md documents it (version 2): each key it lists, of the
/// type it says. `problems` lists what a report does not follow, as `files[3].diagnostics[0].line:
/// a string, not number|null`; empty when it follows the schema. Extra keys are allowed ("new
/// fields may be added within a version").
enum JSONReportSchema {
    enum Kind: String { case string, number, bool, array, object, null }

    static func kind(_ value: JSONValue) -> Kind {
        switch value {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    static func members(_ value: JSONValue?) -> [String: JSONValue] {
        guard case .object(let list)? = value else { return [:] }
        return Dictionary(list.map { ($0.key, $0.value.value) }, uniquingKeysWith: { first, _ in first })
    }

    static func items(_ value: JSONValue?) -> [JSONValue] {
        guard case .array(let list)? = value else { return [] }
        return list.map(\.value)
    }

    /// Each key of `keys` is in `object` with one of its kinds; what is not, appended to `found`.
    static func expect(_ object: JSONValue?, at path: String, _ keys: [String: [Kind]], into found: inout [String]) {
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

    /// `symbolcheck rules --format json` as docs/output.md documents it (version 1): the profile and
    /// each rule's id, category, severity in that profile (null: off) and summary.
    static func ruleListProblems(_ list: JSONValue) -> [String] {
        var found: [String] = []
        expect(list, at: "", ["schemaVersion": [.number], "profile": [.string], "rules": [.array]], into: &found)
        if members(list)["schemaVersion"] != .number(1) { found.append(".schemaVersion: not 1") }
        for (index, rule) in items(members(list)["rules"]).enumerated() {
            let path = ".rules[\(index)]"
            expect(
                rule, at: path,
                ["id": [.string], "category": [.string], "severity": [.string, .null], "summary": [.string]],
                into: &found)
            if case .string(let severity)? = members(rule)["severity"],
                !["note", "warning", "error"].contains(severity)
            {
                found.append("\(path).severity: not note|warning|error|null")
            }
        }
        return found
    }

    static func problems(_ report: JSONValue) -> [String] {
        var found: [String] = []
        func expect(_ object: JSONValue?, at path: String, _ keys: [String: [Kind]]) {
            Self.expect(object, at: path, keys, into: &found)
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
        let list = try JSONValue.parse(
            Array(#"{"schemaVersion": 2, "profile": "xcode", "rules": [{"id": "stroke", "severity": "off"}]}"#.utf8)
        ).value
        #expect(
            JSONReportSchema.ruleListProblems(list) == [
                ".schemaVersion: not 1", ".rules[0].category: missing", ".rules[0].summary: missing",
                ".rules[0].severity: not note|warning|error|null",
            ])
        let root = try JSONValue.parse(Array(text.utf8)).value
        #expect(
            JSONReportSchema.problems(root) == [
                ".summary: missing", ".schemaVersion: not 2", ".tool.version: number, not string",
                ".files[0].verdict: not pass|fail", ".files[0].diagnostics[0].line: string, not number|null",
                ".summary: not an object",
            ])
    }
}
