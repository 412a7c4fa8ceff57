import AppRules
import JSONReader
import RuleCatalogue
import SVGModel
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI
@testable import SymbolReport

/// The formats other tools read: Xcode's issue lines, SARIF for code scanning, and GitHub's
/// annotations past the 10 a step shows.
@Suite struct XcodeAndSARIFReportTests {
    static let svg = "<svg>\n  <path d=\"M0 0\"/>\n  <g id=\"Regular-M\">\n</svg>\n"

    /// A finding with a placed note, an unplaced note and help; a whole-file finding (which a
    /// result sorts first); a finding whose message carries a line break; and a file named by
    /// absolute path.
    static func results() -> [CheckResult] {
        let source = SourceFile(path: "App/My Icons.xcassets/cam.symbolset/cam.svg", text: svg)
        let pathStart = 8  // `<path` on line 2, column 3
        let group = 27  // `<g` on line 3, column 3
        let placed = Diagnostic(
            ruleID: "open-subpath", severity: .warning, message: "a filled subpath is not closed",
            at: SourceRange(start: pathStart, end: pathStart + 16), help: "close it with Z",
            notes: [.init("the glyph starts here", at: SourceRange(start: group, end: group + 2)), .init("one note")])
        let whole = Diagnostic(ruleID: "missing-glyph", severity: .error, message: "no Regular-S", at: nil)
        let twoLines = Diagnostic(ruleID: "opacity", severity: .warning, message: "a\nb\tc", at: nil)
        return [
            CheckResult(path: source.path, source: source, diagnostics: [placed, whole]),
            CheckResult(path: "/abs/other.svg", source: nil, diagnostics: [twoLines]),
            CheckResult(path: "./clean.svg", source: nil, diagnostics: []),
        ]
    }

    static func report(_ format: OutputFormat, _ results: [CheckResult], workingDirectory: String = "/work/app")
        -> String
    {
        let context = ReportContext(
            configuration: CheckConfiguration(), toolVersion: "9.8.7", workingDirectory: workingDirectory)
        return format.reporter.report(results, context: context)
    }

    @Test func xcodeWritesOneAbsoluteLinePerFindingAndNoteAndNothingElse() {
        #expect(
            Self.report(.xcode, Self.results()) == """
                /work/app/App/My Icons.xcassets/cam.symbolset/cam.svg: error: no Regular-S [missing-glyph]
                /work/app/App/My Icons.xcassets/cam.symbolset/cam.svg:2:3: warning: a filled subpath is not closed [open-subpath]
                /work/app/App/My Icons.xcassets/cam.symbolset/cam.svg:3:3: note: the glyph starts here
                /work/app/App/My Icons.xcassets/cam.symbolset/cam.svg:2:3: note: one note
                /work/app/App/My Icons.xcassets/cam.symbolset/cam.svg:2:3: note: help: close it with Z
                /abs/other.svg: warning: a b c [opacity]

                """)
        #expect(Self.report(.xcode, []) == "")
    }

    @Test func xcodeJoinsRelativePathsToTheFolderTheCommandRanIn() {
        #expect(XcodeReporter.absolute("./a/b.svg", in: "/w") == "/w/a/b.svg")
        #expect(XcodeReporter.absolute("a.svg", in: "/w/") == "/w/a.svg")
        #expect(XcodeReporter.absolute("/x/a.svg", in: "/w") == "/x/a.svg")
        #expect(XcodeReporter.absolute("-", in: "/w") == "-")
        #expect(XcodeReporter.absolute("../s/./a.svg", in: "/tmp/cat") == "/tmp/s/a.svg")
        #expect(XcodeReporter.absolute("/x/../y//a.svg", in: "") == "/y/a.svg")
    }

    @Test func xcodeWritesAWarningThatStrictCountsAsAnError() {
        var config = CheckConfiguration()
        config.strict = true
        let result = CheckResult(
            path: "a.svg", source: nil,
            diagnostics: [Diagnostic(ruleID: "opacity", severity: .warning, message: "half opacity", at: nil)])
        let context = ReportContext(configuration: config, toolVersion: "1", workingDirectory: "/w")
        #expect(
            XcodeReporter().report([result], context: context)
                == "/w/a.svg: error: half opacity [opacity]\n/w/a.svg: note: a warning, counted as an error by --strict\n"
        )
    }

    /// A member of a JSON object by key, or nil.
    static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value.value
    }

    static func at(_ value: JSONValue?, _ path: Any...) -> JSONValue? {
        var current = value
        for step in path {
            guard let here = current else { return nil }
            if let key = step as? String {
                current = member(here, key)
            } else if let index = step as? Int, case .array(let items) = here, items.indices.contains(index) {
                current = items[index].value
            } else {
                return nil
            }
        }
        return current
    }

    @Test func sarifNamesEveryRuleAndPlacesEveryFinding() throws {
        let text = Self.report(.sarif, Self.results())
        let document = try JSONValue.parse(Array(text.utf8)).value
        #expect(Self.at(document, "version") == .string("2.1.0"))
        let run = Self.at(document, "runs", 0)
        #expect(Self.at(run, "tool", "driver", "name") == .string("symbolcheck"))
        #expect(Self.at(run, "tool", "driver", "version") == .string("9.8.7"))
        guard case .array(let rules) = Self.at(run, "tool", "driver", "rules") else {
            Issue.record("no rules")
            return
        }
        // Every rule, then what a command reports besides them (`make-*`, `fix-refused`,
        // `resize-refused`, `result-not-written`, the notes about the run), which a result may name too.
        let ids = rules.map { Self.member($0.value, "id") }
        #expect(ids.prefix(RuleRegistry.ids.count) == ArraySlice(RuleRegistry.ids.map { JSONValue.string($0) }))
        for id in MakeRefusal.all.map(\.id) + CommandRefusal.all.map(\.id) + RunNote.all.map(\.id) {
            #expect(ids.dropFirst(RuleRegistry.ids.count).contains(.string(id)), "\(id)")
        }
        #expect(Self.at(run, "originalUriBaseIds", "%SRCROOT%", "uri") == .string("file:///work/app/"))
        #expect(Self.at(run, "columnKind") == .string("unicodeCodePoints"))

        let whole = Self.at(run, "results", 0, "locations", 0, "physicalLocation")
        #expect(Self.at(run, "results", 0, "ruleId") == .string("missing-glyph"))
        #expect(Self.at(whole, "region") == nil)

        let first = Self.at(run, "results", 1)
        let openSubpath = RuleRegistry.ids.firstIndex(of: "open-subpath")!
        #expect(Self.at(first, "ruleId") == .string("open-subpath"))
        #expect(Self.at(first, "ruleIndex") == .number(Double(openSubpath)))
        #expect(Self.at(first, "level") == .string("warning"))
        #expect(Self.at(first, "message", "text") == .string("a filled subpath is not closed\nhelp: close it with Z"))
        let location = Self.at(first, "locations", 0, "physicalLocation")
        #expect(
            Self.at(location, "artifactLocation", "uri")
                == .string("App/My%20Icons.xcassets/cam.symbolset/cam.svg"))
        #expect(Self.at(location, "artifactLocation", "uriBaseId") == .string("%SRCROOT%"))
        #expect(Self.at(location, "region", "startLine") == .number(2))
        #expect(Self.at(location, "region", "startColumn") == .number(3))
        #expect(Self.at(location, "region", "endColumn") == .number(19))
        #expect(Self.at(first, "relatedLocations", 0, "message", "text") == .string("the glyph starts here"))
        #expect(Self.at(first, "relatedLocations", 0, "physicalLocation", "region", "startLine") == .number(3))
        #expect(Self.at(first, "properties", "notes", 0) == .string("one note"))

        let absolute = Self.at(run, "results", 2, "locations", 0, "physicalLocation", "artifactLocation")
        #expect(Self.at(absolute, "uri") == .string("file:///abs/other.svg"))
        #expect(Self.at(absolute, "uriBaseId") == nil)
        #expect(Self.at(run, "results", 3) == nil)
        #expect(Self.at(run, "invocations", 0, "executionSuccessful") == .bool(true))
    }

    @Test func sarifHelpsWithTheExplainCommand() throws {
        let stroke = try #require(RuleRegistry.rule(id: "stroke")).description
        let index = try #require(RuleRegistry.ids.firstIndex(of: "stroke"))
        let text = Self.report(.sarif, [])
        let help = Self.at(
            try JSONValue.parse(Array(text.utf8)).value, "runs", 0, "tool", "driver", "rules", index, "help", "text")
        #expect(help == .string("\(stroke.summary). Run `symbolcheck explain stroke` for examples."))
    }

    @Test func sarifSaysWhichRulesTheProfileTurnsOff() throws {
        var config = CheckConfiguration()
        config.profile = .xcode
        let text = SARIFReporter().report([], context: ReportContext(configuration: config, toolVersion: "1"))
        let run = Self.at(try JSONValue.parse(Array(text.utf8)).value, "runs", 0)
        let glyphSize = RuleRegistry.ids.firstIndex(of: "glyph-size")!
        let xml = RuleRegistry.ids.firstIndex(of: "xml-malformed")!
        let rules = Self.at(run, "tool", "driver", "rules")
        #expect(Self.at(rules, glyphSize, "defaultConfiguration", "enabled") == .bool(false))
        #expect(Self.at(rules, xml, "defaultConfiguration", "level") == .string("error"))
        #expect(Self.at(run, "originalUriBaseIds") == nil)
    }

    @Test func githubWritesFindingsPastTenOfASeverityAsPlainLinesAndSaysHowMany() {
        let errors = (1...12).map {
            Diagnostic(ruleID: "missing-glyph", severity: .error, message: "e\($0 < 10 ? "0" : "")\($0)", at: nil)
        }
        let warnings = (1...11).map {
            Diagnostic(ruleID: "opacity", severity: .warning, message: "w\($0 < 10 ? "0" : "")\($0)", at: nil)
        }
        let result = CheckResult(path: "a.svg", source: nil, diagnostics: errors + warnings)
        let lines = Self.report(.github, [result]).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.contains("a.svg: error: e11 [missing-glyph]"))
        #expect(lines.contains("a.svg: error: e12 [missing-glyph]"))
        #expect(lines.contains("a.svg: warning: w11 [opacity]"))
        #expect(!lines.contains { $0.hasPrefix("::error") && $0.hasSuffix("::e11") })
        #expect(
            lines.suffix(2) == [
                "::notice title=symbolcheck::GitHub shows 10 errors and 10 warnings of a step as annotations: "
                    + "2 more errors and 1 more warning are in this step's log as plain lines. For every finding on "
                    + "the pull request, upload `symbolcheck check --format sarif` to code scanning.",
                "1 symbol: 0 passed, 1 failed; 12 errors, 11 warnings",
            ])
    }
}
