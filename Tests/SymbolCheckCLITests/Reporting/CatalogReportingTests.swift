import AppRules
import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI
@testable import SymbolReport

/// A symbol set is one symbol in summaries; the JUnit report, exactly. (Batches over a catalog:
/// `BatchCheckTests` in SymbolInputsTests.)
@Suite struct CatalogReportingTests {
    @Test func aSymbolSetIsOneSymbolThatFailsWhenAnyOfItsFilesFails() {
        let contents = CheckResult(
            path: "s.symbolset/Contents.json", source: nil, diagnostics: [], symbol: "s.symbolset")
        let bad = Checker.unreadable(path: "s.symbolset/a.svg", reason: "gone").inSymbol("s.symbolset")
        let alone = CheckResult(path: "b.svg", source: nil, diagnostics: [])
        let again = CheckResult(path: "b.svg", source: nil, diagnostics: [])
        let results = [contents, bad, alone, again]
        let summary = ReportSummary(results, strict: false)
        #expect((summary.symbols, summary.files, summary.passed, summary.failed) == (3, 4, 2, 1))
        #expect(summary.line == "3 symbols: 2 passed, 1 failed; 1 error, 0 warnings")
    }

    @Test func jsonNamesEachFilesSymbolAndCountsSymbols() {
        let contents = CheckResult(
            path: "s.symbolset/Contents.json", source: nil, diagnostics: [], symbol: "s.symbolset")
        let svg = CheckResult(path: "s.symbolset/a.svg", source: nil, diagnostics: [], symbol: "s.symbolset")
        let json = report([contents, svg], JSONReporter())
        #expect(json.contains("      \"symbol\": \"s.symbolset\",\n      \"path\": \"s.symbolset/Contents.json\",\n"))
        #expect(json.contains("      \"symbol\": \"s.symbolset\",\n      \"path\": \"s.symbolset/a.svg\",\n"))
        #expect(
            json.hasSuffix(
                "  \"summary\": {\n    \"symbols\": 1,\n    \"files\": 2,\n    \"passed\": 1,\n    \"failed\": 0,\n    \"errors\": 0,\n    \"warnings\": 0\n  }\n}\n"
            ))
    }

    /// A symbol set with an error and a warning in Contents.json, a passing SVG with a warning,
    /// a clean one, and an unreadable file, with characters XML must escape.
    static func junitCase() -> [CheckResult] {
        let json = "{\n  \"symbols\" : [ { \"filename\" : \"<b>.svg\", \"idiom\" : \"universal\" } ],\n  \"x\" : 1\n}\n"
        let source = SourceFile(path: "A&B.xcassets/s.symbolset/Contents.json", text: json)
        let contents = ContentsJSONRule().check(contents: source, folder: [DirectoryEntry(name: "a.svg", kind: .file)])
        let contentsResult = CheckResult(
            path: source.path, source: source, diagnostics: contents.diagnostics, symbol: "A&B.xcassets/s.symbolset")
        let warned = CheckResult(
            path: "w.svg", source: nil,
            diagnostics: [
                Diagnostic(ruleID: "opacity", severity: .warning, message: "opacity \"0.5\"\tis\u{1}odd", at: nil)
            ])
        let clean = CheckResult(path: "c.svg", source: nil, diagnostics: [])
        let gone = Checker.unreadable(path: "gone.svg", reason: "no such file or directory")
        return [contentsResult, warned, clean, gone]
    }

    @Test func junitHasOneCasePerSymbolWithFailuresErrorsAndEscaping() {
        #expect(
            report(Self.junitCase(), JUnitReporter()) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="4" failures="1" errors="1">
                  <testsuite name="symbolcheck" tests="4" failures="1" errors="1" skipped="0">
                    <testcase name="A&amp;B.xcassets/s.symbolset" classname="symbolcheck" file="A&amp;B.xcassets/s.symbolset/Contents.json" line="2">
                      <failure type="contents-json" message="`&lt;b&gt;.svg` is not in the symbol set&apos;s folder">A&amp;B.xcassets/s.symbolset/Contents.json:2:32: error: `&lt;b&gt;.svg` is not in the symbol set's folder [contents-json]
                help: add the file to the .symbolset folder, or correct the name</failure>
                      <system-out>A&amp;B.xcassets/s.symbolset/Contents.json:2:15: warning: `a.svg` is in the folder but no entry names it [contents-json]
                help: Xcode ignores it: name it in a `symbols` entry, or delete it
                A&amp;B.xcassets/s.symbolset/Contents.json:3:3: warning: unknown key `x` at the top level [contents-json]
                help: Xcode does not write this key in a symbol set: remove it, or correct its spelling
                </system-out>
                    </testcase>
                    <testcase name="w.svg" classname="symbolcheck" file="w.svg">
                      <system-out>w.svg: warning: opacity "0.5"\tis\u{FFFD}odd [opacity]
                </system-out>
                    </testcase>
                    <testcase name="c.svg" classname="symbolcheck" file="c.svg"/>
                    <testcase name="gone.svg" classname="symbolcheck" file="gone.svg">
                      <error type="input-refused" message="cannot read the file: no such file or directory">gone.svg: error: cannot read the file: no such file or directory [input-refused]</error>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func underStrictWarningsAreFailuresAndAttributesEscapeQuotesAndTabs() {
        let text = report(Self.junitCase(), JUnitReporter(), strict: true)
        #expect(text.contains("<testsuites name=\"symbolcheck\" tests=\"4\" failures=\"2\" errors=\"1\">\n"))
        #expect(
            text.contains(
                "      <failure type=\"opacity\" message=\"opacity &quot;0.5&quot;&#9;is\u{FFFD}odd\">w.svg: warning: opacity \"0.5\"\tis\u{FFFD}odd [opacity]</failure>\n"
            ))
        #expect(text.contains("      <failure type=\"contents-json\" message=\"unknown key `x` at the top level\">"))
        #expect(!text.contains("<system-out>"))
    }

    @Test func junitEscapingCoversWhatXMLCannotCarry() {
        #expect(
            JUnitReporter.escape("a<b>&\"c\"'\n\r\t\u{0}\u{FFFE}é", inAttribute: true)
                == "a&lt;b&gt;&amp;&quot;c&quot;&apos;&#10;&#13;&#9;\u{FFFD}\u{FFFD}é")
        #expect(JUnitReporter.escape("a\"b'\"\n\t\r\u{1}", inAttribute: false) == "a\"b'\"\n\t&#13;\u{FFFD}")
    }
}
