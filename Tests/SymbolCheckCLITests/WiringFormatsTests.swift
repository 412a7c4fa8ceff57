import AppRules
import JSONReader
import RuleCatalogue
import SymbolCheck
import SymbolReport
import Testing

@testable import SymbolCheckCLI

/// The wiring's findings in every `--format`, run in-process as `symbolcheck controls` runs: a
/// copy of the sample app (Examples/LockScreenCamera) with one mutation (its capture
/// extension's extension point renamed, `capture-extension-point` at the Info.plist key), and a
/// built app wired the old way (Tests/Fixtures/BuiltApps/OldStyleCamera.app, its findings
/// placed in the built Info.plist as a whole). Each format's own fields are read back — the
/// text and Xcode lines, JSON's and SARIF's objects, JUnit's elements, GitHub's workflow
/// commands — and must give the same rules at the same file, line and column.
@Suite struct WiringFormatsTests {
    /// A finding as a report gives it: the rule, its severity, the file (relative to the folder
    /// the command ran in) and its line and column (nil for a finding about the file as a whole).
    struct Found: Hashable, CustomStringConvertible {
        let rule: String
        let severity: String
        let path: String
        let line: Int?
        let column: Int?

        var description: String {
            "\(path):\(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-") \(severity) [\(rule)]"
        }
    }

    /// What a report's finding may name: a rule, or what a command reports besides the rules
    /// (a refusal of `make`, `fix` or `resize`, a note about the run).
    static let ruleIDs = Set(RuleRegistry.ids + RuleRegistry.commandFindings.map(\.description.id))

    /// Runs `controls PATH --format FORMAT` in-process in `folder`.
    static func run(_ path: String, format: OutputFormat, in folder: String) -> ToolOutput {
        SymbolCheckTool.run(
            ["controls", path, "--format", format.rawValue, "--quiet"],
            environment: ToolEnvironment(currentDirectory: folder))
    }

    /// The findings of a report in `format`, paths made relative to `folder`.
    static func findings(_ report: String, format: OutputFormat, in folder: String) -> [Found] {
        func relative(_ path: String) -> String {
            var path = path
            if path.hasPrefix("file://") { path.removeFirst("file://".count) }
            return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
        switch format {
        case .text, .xcode:
            return report.split(separator: "\n").compactMap { textLine(String($0), relative: relative) }
        case .junit:
            // The elements' text: each finding's plain line (`path:line:col: severity: message
            // [rule]`), in a <failure> when it fails the case, else in <system-out>.
            var text = ""
            var inTag = false
            for character in report {
                if character == "<" {
                    inTag = true
                } else if character == ">" {
                    inTag = false
                    text += "\n"
                } else if !inTag {
                    text.append(character)
                }
            }
            let unescaped = text.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
                .replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&amp;", with: "&")
            return unescaped.split(separator: "\n").compactMap { textLine(String($0), relative: relative) }
        case .github:
            return report.split(separator: "\n").compactMap { line -> Found? in
                guard line.hasPrefix("::"), let end = line.dropFirst(2).firstRange(of: "::") else { return nil }
                let command = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
                guard let space = command.firstIndex(of: " ") else { return nil }
                var properties: [String: String] = [:]
                for pair in command[command.index(after: space)...].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 {
                        properties[String(parts[0])] = String(parts[1]).replacing("%3A", with: ":")
                            .replacing("%2C", with: ",").replacing("%25", with: "%")
                    }
                }
                guard let rule = properties["title"], ruleIDs.contains(rule), let file = properties["file"] else {
                    return nil
                }
                let severity = String(command[..<space])
                return Found(
                    rule: rule, severity: severity == "notice" ? "note" : severity, path: relative(file),
                    line: properties["line"].flatMap { Int($0) }, column: properties["col"].flatMap { Int($0) })
            }
        case .json:
            let document = try? JSONValue.parse(Array(report.utf8)).value
            return (ControlsCLITests.at(document, "files")?.arrayValues ?? []).flatMap { file -> [Found] in
                let path = ControlsCLITests.at(file, "path")?.stringValue ?? ""
                return (ControlsCLITests.at(file, "diagnostics")?.arrayValues ?? []).map { d in
                    Found(
                        rule: ControlsCLITests.at(d, "rule")?.stringValue ?? "",
                        severity: ControlsCLITests.at(d, "severity")?.stringValue ?? "", path: relative(path),
                        line: ControlsCLITests.at(d, "line")?.intValue,
                        column: ControlsCLITests.at(d, "column")?.intValue)
                }
            }
        case .sarif:
            let document = try? JSONValue.parse(Array(report.utf8)).value
            return (ControlsCLITests.at(document, "runs", 0, "results")?.arrayValues ?? []).map { r in
                let location = ControlsCLITests.at(r, "locations", 0, "physicalLocation")
                return Found(
                    rule: ControlsCLITests.at(r, "ruleId")?.stringValue ?? "",
                    severity: ControlsCLITests.at(r, "level")?.stringValue ?? "",
                    path: relative(ControlsCLITests.at(location, "artifactLocation", "uri")?.stringValue ?? ""),
                    line: ControlsCLITests.at(location, "region", "startLine")?.intValue,
                    column: ControlsCLITests.at(location, "region", "startColumn")?.intValue)
            }
        }
    }

    /// `path[:line:col]: severity: message [rule]`, the rule one of the catalogue's.
    static func textLine(_ line: String, relative: (String) -> String) -> Found? {
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "["), open > line.startIndex,
            line[line.index(before: open)] == " "
        else { return nil }
        let rule = String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        guard ruleIDs.contains(rule) else { return nil }
        let marks = ["error", "warning", "note"].compactMap { severity in
            line.firstRange(of: ": \(severity): ").map { (severity, $0) }
        }
        guard let (severity, mark) = marks.min(by: { $0.1.lowerBound < $1.1.lowerBound }) else { return nil }
        var parts = line[..<mark.lowerBound].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var line: Int?
        var column: Int?
        if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
            (line, column) = (l, c)
            parts.removeLast(2)
        }
        return Found(
            rule: rule, severity: severity, path: relative(parts.joined(separator: ":")), line: line, column: column)
    }

    @Test(arguments: OutputFormat.allCases)
    func aMutatedSampleAppsFindingIsPlacedInEveryFormat(_ format: OutputFormat) {
        BinaryRunner.inScratchFolder { folder in
            #expect(
                ProcessRunnerCopy.copy(BinaryRunner.packageRoot + "/Examples/LockScreenCamera", to: folder + "/App"))
            let plist = "App/LockScreenCameraCapture/Info.plist"
            let text = BinaryRunner.readText(folder + "/" + plist)
            #expect(text.contains("com.apple.securecapture"))
            BinaryRunner.writeFile(
                folder + "/" + plist,
                Array(text.replacing("com.apple.securecapture", with: "com.apple.camera-capture").utf8))
            let output = Self.run(folder + "/App", format: format, in: folder)
            #expect(output.exitCode == 1, "\(output.stdout)\(output.stderr)")
            // At the key: line 7, column 3 of the Info.plist as committed.
            #expect(
                Self.findings(output.stdout, format: format, in: folder) == [
                    Found(rule: "capture-extension-point", severity: "error", path: plist, line: 7, column: 3)
                ], "\(output.stdout)")
            if format == .junit {
                // The test case links the finding's file and line.
                #expect(output.stdout.contains("file=\"\(folder)/\(plist)\" line=\"7\""), "\(output.stdout)")
            }
        }
    }

    /// `controls --wiring-only`, which the Xcode build plugin runs for the app target while each
    /// target's own run checks its Controls: the wiring's finding alone, not a Control's image
    /// that the full run also reports, and a summary that counts no Control.
    @Test func wiringOnlyReportsTheWiringAndNotTheControlsImages() {
        BinaryRunner.inScratchFolder { folder in
            #expect(
                ProcessRunnerCopy.copy(BinaryRunner.packageRoot + "/Examples/LockScreenCamera", to: folder + "/App"))
            func wiringOnly(_ path: String) -> ToolOutput {
                SymbolCheckTool.run(
                    ["controls", "--wiring-only", "--quiet", folder + "/" + path],
                    environment: ToolEnvironment(currentDirectory: folder))
            }
            let passing = wiringOnly("App")
            #expect(passing.exitCode == 0, "\(passing.stdout)\(passing.stderr)")
            #expect(passing.stdout == "the wiring of 1 project: passed; 0 errors, 0 warnings\n", "\(passing.stdout)")
            let plist = "App/LockScreenCameraCapture/Info.plist"
            let control = "App/LockScreenCameraWidgets/CameraControl.swift"
            for (path, old, new) in [
                (plist, "com.apple.securecapture", "com.apple.camera-capture"),
                (control, "image: \"camera\")", "image: \"camera.missing\")"),
            ] {
                let text = BinaryRunner.readText(folder + "/" + path)
                #expect(text.contains(old))
                BinaryRunner.writeFile(folder + "/" + path, Array(text.replacing(old, with: new).utf8))
            }
            let all = Self.run(folder + "/App", format: .xcode, in: folder)
            #expect(
                Set(Self.findings(all.stdout, format: .xcode, in: folder).map(\.rule)) == [
                    "capture-extension-point", "control-image-missing",
                ], "\(all.stdout)")
            let wiring = wiringOnly("App")
            #expect(wiring.exitCode == 1, "\(wiring.stdout)\(wiring.stderr)")
            #expect(
                Self.findings(wiring.stdout, format: .text, in: folder) == [
                    Found(rule: "capture-extension-point", severity: "error", path: plist, line: 7, column: 3)
                ], "\(wiring.stdout)")
            #expect(
                wiring.stdout.hasSuffix("\nthe wiring of 1 project: failed, in 1 file; 1 error, 0 warnings\n"),
                "\(wiring.stdout)")
            // Without a project there is no wiring to judge: refused, exit 2.
            let widgets = wiringOnly("App/LockScreenCameraWidgets")
            #expect(widgets.exitCode == 2, "\(widgets.stdout)\(widgets.stderr)")
            #expect(widgets.stdout.contains("no project (.xcodeproj, project.yml) or built app is under"))
        }
    }

    @Test(arguments: OutputFormat.allCases)
    func aBuiltAppsFindingsAreInEveryFormat(_ format: OutputFormat) {
        let root = BinaryRunner.packageRoot
        let output = Self.run(root + "/Tests/Fixtures/BuiltApps/OldStyleCamera.app", format: format, in: root)
        #expect(output.exitCode == 1, "\(output.stdout)\(output.stderr)")
        // A built Info.plist is binary: each finding is about the file, its key path in the message.
        let plist = "Tests/Fixtures/BuiltApps/OldStyleCamera.app/PlugIns/OldStyleCapture.appex/Info.plist"
        let found = Self.findings(output.stdout, format: format, in: root)
        #expect(
            Set(found) == [
                Found(rule: "capture-extension-point", severity: "error", path: plist, line: nil, column: nil),
                Found(rule: "capture-extension-embedding", severity: "error", path: plist, line: nil, column: nil),
                Found(rule: "capture-extension-bundle-id", severity: "error", path: plist, line: nil, column: nil),
                Found(rule: "capture-camera-usage", severity: "warning", path: plist, line: nil, column: nil),
            ], "\(found)\n\(output.stdout)")
        #expect(found.count == 4, "\(found)")
        // The totals name the built app, not "0 controls", alike in every format that has them.
        switch format {
        case .text, .github:
            #expect(
                output.stdout.hasSuffix("\nthe wiring of 1 built app: failed, in 1 file; 3 errors, 1 warning\n"),
                "\(output.stdout)")
        case .json:
            let document = try? JSONValue.parse(Array(output.stdout.utf8)).value
            let summary = ControlsCLITests.at(document, "summary")
            #expect(ControlsCLITests.at(summary, "symbols")?.intValue == 0)
            #expect(
                ["projects", "builtApps", "files", "failed"].map {
                    ControlsCLITests.at(summary, "wiring", $0)?.intValue
                } == [0, 1, 1, 1], "\(output.stdout)")
        case .junit:
            #expect(output.stdout.contains("<testsuites name=\"symbolcheck\" tests=\"1\" failures=\"1\" errors=\"0\">"))
        case .xcode, .sarif:
            break
        }
    }

    /// The JSON report of the wiring holds only the keys docs/output.md documents (its schema
    /// sketch, the one the public contract names), and its summary says what was judged.
    @Test func theJSONReportHoldsOnlyTheDocumentedKeys() throws {
        let root = BinaryRunner.packageRoot
        let documented = try #require(Self.documentedJSONKeys(), "docs/output.md has its JSON sketch")
        #expect(documented.contains("schemaVersion") && documented.contains("diagnostics"))
        let output = Self.run(root + "/Tests/Fixtures/BuiltApps/OldStyleCamera.app", format: .json, in: root)
        let document = try JSONValue.parse(Array(output.stdout.utf8)).value
        var keys = Set<String>()
        func collect(_ value: JSONValue, under key: String?) {
            switch value {
            case .object(let members):
                for member in members {
                    // A measurement table's keys are variants (`Regular-M`), not fields.
                    if key != "measurements" { keys.insert(member.key) }
                    collect(member.value.value, under: member.key)
                }
            case .array(let items): for item in items { collect(item.value, under: key) }
            default: break
            }
        }
        collect(document, under: nil)
        #expect(keys.subtracting(documented) == [], "keys the docs do not name")
        #expect(keys.contains("rule") && keys.contains("line"))
    }

    /// Every `"key"` of the JSON sketch under docs/output.md's `## json`.
    static func documentedJSONKeys() -> Set<String>? {
        let docs = BinaryRunner.readText(BinaryRunner.packageRoot + "/docs/output.md")
        guard let section = docs.firstRange(of: "\n## json\n"),
            let open = docs[section.upperBound...].firstRange(of: "```\n"),
            let close = docs[open.upperBound...].firstRange(of: "```")
        else { return nil }
        let sketch = docs[open.upperBound..<close.lowerBound]
        var keys = Set<String>()
        var current: String?
        for character in sketch {
            if character == "\"" {
                if let word = current { keys.insert(word) }
                current = current == nil ? "" : nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return keys
    }
}
