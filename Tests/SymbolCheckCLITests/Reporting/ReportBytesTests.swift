import SVGModel
import SymbolReport
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI

/// Every format's exact bytes for a run that exercises symbol grouping: a symbol set of two
/// files that fails, one that passes with a warning (and fails under --strict), a plain file
/// with a warning, the same plain file twice (two symbols), and an unreadable file. Recorded
/// from the reporters that built the whole report at once, so reporters that write it piece
/// by piece are held to the same bytes.
@Suite struct ReportBytesTests {
    static func run() -> [CheckResult] {
        let base = CatalogReportingTests.junitCase()
        let setSVG = CheckResult(
            path: "A&B.xcassets/s.symbolset/a.svg", source: nil, diagnostics: [], symbol: "A&B.xcassets/s.symbolset")
        let tContents = CheckResult(
            path: "t.symbolset/Contents.json", source: nil, diagnostics: [], symbol: "t.symbolset")
        let tSVG = CheckResult(
            path: "t.symbolset/t.svg", source: nil,
            diagnostics: [
                Diagnostic(
                    ruleID: "open-subpath", severity: .warning, message: "a filled subpath is not closed", at: nil)
            ], symbol: "t.symbolset")
        return [base[0], setSVG, tContents, tSVG, base[1], base[2], base[2], base[3]]
    }

    static func report(_ format: OutputFormat, _ results: [CheckResult], strict: Bool = false) -> String {
        var config = CheckConfiguration()
        config.strict = strict
        return format.reporter.report(results, context: ReportContext(configuration: config, toolVersion: "0.1.0"))
    }

    static let contentsJSONText = """
        A&B.xcassets/s.symbolset/Contents.json:2:15: warning: `a.svg` is in the folder but no entry names it [contents-json]
          |
        2 |   "symbols" : [ { "filename" : "<b>.svg", "idiom" : "universal" } ],
          |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
          = help: Xcode ignores it: name it in a `symbols` entry, or delete it
        A&B.xcassets/s.symbolset/Contents.json:2:32: error: `<b>.svg` is not in the symbol set's folder [contents-json]
          |
        2 |   "symbols" : [ { "filename" : "<b>.svg", "idiom" : "universal" } ],
          |                                ^^^^^^^^^
          = help: add the file to the .symbolset folder, or correct the name
        A&B.xcassets/s.symbolset/Contents.json:3:3: warning: unknown key `x` at the top level [contents-json]
          |
        3 |   "x" : 1
          |   ^^^
          = help: Xcode does not write this key in a symbol set: remove it, or correct its spelling
        t.symbolset/t.svg: warning: a filled subpath is not closed [open-subpath]
        w.svg: warning: opacity "0.5"\tis\u{1}odd [opacity]
        gone.svg: error: cannot read the file: no such file or directory [input-refused]

        """

    @Test func text() {
        #expect(
            Self.report(.text, Self.run()) == Self.contentsJSONText
                + "6 symbols: 4 passed, 2 failed; 2 errors, 4 warnings\n")
        #expect(
            Self.report(.text, Self.run(), strict: true) == Self.contentsJSONText
                + "6 symbols: 2 passed, 4 failed; 2 errors, 4 warnings\n")
        #expect(Self.report(.text, []) == "0 symbols: 0 passed, 0 failed; 0 errors, 0 warnings\n")
    }

    @Test func github() {
        #expect(
            Self.report(.github, Self.run()) == """
                ::warning file=A&B.xcassets/s.symbolset/Contents.json,line=2,col=15,endLine=2,endColumn=67,title=contents-json::`a.svg` is in the folder but no entry names it%0Ahelp: Xcode ignores it: name it in a `symbols` entry, or delete it
                ::error file=A&B.xcassets/s.symbolset/Contents.json,line=2,col=32,endLine=2,endColumn=40,title=contents-json::`<b>.svg` is not in the symbol set's folder%0Ahelp: add the file to the .symbolset folder, or correct the name
                ::warning file=A&B.xcassets/s.symbolset/Contents.json,line=3,col=3,endLine=3,endColumn=5,title=contents-json::unknown key `x` at the top level%0Ahelp: Xcode does not write this key in a symbol set: remove it, or correct its spelling
                ::warning file=t.symbolset/t.svg,title=open-subpath::a filled subpath is not closed
                ::warning file=w.svg,title=opacity::opacity "0.5"\tis\u{1}odd
                ::error file=gone.svg,title=input-refused::cannot read the file: no such file or directory
                6 symbols: 4 passed, 2 failed; 2 errors, 4 warnings

                """)
        #expect(Self.report(.github, []) == "0 symbols: 0 passed, 0 failed; 0 errors, 0 warnings\n")
    }

    static let jsonOpening = """
        {
          "schemaVersion": 2,
          "tool": {
            "name": "symbolcheck",
            "version": "0.1.0"
          },
          "configuration": {
            "profile": "control-center",
            "strict": false,
            "target": 1.4500,
            "tolerance": 0.1650,
            "maxTemplateVersion": "7.0",
            "reference": "circle.circle (bundled)",
            "configFile": null
          },
        """

    @Test func jsonFilesArrayBetweenTheOpeningAndTheSummary() {
        let run = Self.run()
        #expect(
            Self.report(.json, [run[2], run[3], run[7]]) == Self.jsonOpening + """

                  "files": [
                    {
                      "symbol": "t.symbolset",
                      "path": "t.symbolset/Contents.json",
                      "verdict": "pass",
                      "refused": false,
                      "errors": 0,
                      "warnings": 0,
                      "diagnostics": [],
                      "measurements": {}
                    },
                    {
                      "symbol": "t.symbolset",
                      "path": "t.symbolset/t.svg",
                      "verdict": "pass",
                      "refused": false,
                      "errors": 0,
                      "warnings": 1,
                      "diagnostics": [
                        {
                          "rule": "open-subpath",
                          "severity": "warning",
                          "message": "a filled subpath is not closed",
                          "line": null,
                          "column": null,
                          "endLine": null,
                          "endColumn": null,
                          "help": null,
                          "suggestions": [],
                          "notes": []
                        }
                      ],
                      "measurements": {}
                    },
                    {
                      "symbol": null,
                      "path": "gone.svg",
                      "verdict": "fail",
                      "refused": true,
                      "errors": 1,
                      "warnings": 0,
                      "diagnostics": [
                        {
                          "rule": "input-refused",
                          "severity": "error",
                          "message": "cannot read the file: no such file or directory",
                          "line": null,
                          "column": null,
                          "endLine": null,
                          "endColumn": null,
                          "help": null,
                          "suggestions": [],
                          "notes": []
                        }
                      ],
                      "measurements": {}
                    }
                  ],
                  "summary": {
                    "symbols": 2,
                    "files": 3,
                    "passed": 1,
                    "failed": 1,
                    "errors": 1,
                    "warnings": 1
                  }
                }

                """)
    }

    @Test func jsonWithoutFiles() {
        #expect(
            Self.report(.json, []) == Self.jsonOpening + """

                  "files": [],
                  "summary": {
                    "symbols": 0,
                    "files": 0,
                    "passed": 0,
                    "failed": 0,
                    "errors": 0,
                    "warnings": 0
                  }
                }

                """)
    }

    static let junitCases = """
            <testcase name="t.symbolset" classname="symbolcheck" file="t.symbolset/t.svg">
              <system-out>t.symbolset/t.svg: warning: a filled subpath is not closed [open-subpath]
        </system-out>
            </testcase>
            <testcase name="w.svg" classname="symbolcheck" file="w.svg">
              <system-out>w.svg: warning: opacity "0.5"\tis\u{FFFD}odd [opacity]
        </system-out>
            </testcase>
            <testcase name="c.svg" classname="symbolcheck" file="c.svg"/>
            <testcase name="c.svg" classname="symbolcheck" file="c.svg"/>
            <testcase name="gone.svg" classname="symbolcheck" file="gone.svg">
              <error type="input-refused" message="cannot read the file: no such file or directory">gone.svg: error: cannot read the file: no such file or directory [input-refused]</error>
            </testcase>

        """

    @Test func junitCountsSymbolsNotFiles() {
        #expect(
            Self.report(.junit, Self.run()) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="6" failures="1" errors="1">
                  <testsuite name="symbolcheck" tests="6" failures="1" errors="1" skipped="0">
                    <testcase name="A&amp;B.xcassets/s.symbolset" classname="symbolcheck" file="A&amp;B.xcassets/s.symbolset/Contents.json" line="2">
                      <failure type="contents-json" message="`&lt;b&gt;.svg` is not in the symbol set&apos;s folder">A&amp;B.xcassets/s.symbolset/Contents.json:2:32: error: `&lt;b&gt;.svg` is not in the symbol set's folder [contents-json]
                help: add the file to the .symbolset folder, or correct the name</failure>
                      <system-out>A&amp;B.xcassets/s.symbolset/Contents.json:2:15: warning: `a.svg` is in the folder but no entry names it [contents-json]
                help: Xcode ignores it: name it in a `symbols` entry, or delete it
                A&amp;B.xcassets/s.symbolset/Contents.json:3:3: warning: unknown key `x` at the top level [contents-json]
                help: Xcode does not write this key in a symbol set: remove it, or correct its spelling
                </system-out>
                    </testcase>

                """ + Self.junitCases + """
                      </testsuite>
                    </testsuites>

                    """)
        #expect(
            Self.report(.junit, Array(Self.run().dropFirst(2)), strict: true).hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="5" failures="2" errors="1">
                  <testsuite name="symbolcheck" tests="5" failures="2" errors="1" skipped="0">
                    <testcase name="t.symbolset" classname="symbolcheck" file="t.symbolset/t.svg">
                      <failure type="open-subpath" message="a filled subpath is not closed">t.symbolset/t.svg: warning: a filled subpath is not closed [open-subpath]</failure>
                    </testcase>

                """))
    }

    @Test func junitWithoutSymbols() {
        #expect(
            Self.report(.junit, []) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="0" failures="0" errors="0">
                  <testsuite name="symbolcheck" tests="0" failures="0" errors="0" skipped="0">
                  </testsuite>
                </testsuites>

                """)
    }
}
