import SVGModel
import SymbolReport
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI

/// What each format's stream writes piece by piece: text and GitHub a result's lines as it
/// comes, JSON one element of `files` at a time with the summary last, JUnit a symbol's test
/// case once the next symbol begins and the totals only after the last result.
@Suite struct ReportStreamTests {
    static let context = ReportContext(configuration: CheckConfiguration(), toolVersion: "0.1.0")
    static let run = ReportBytesTests.run()

    @Test func textWritesEachResultAsItComesAndTheSummaryLast() {
        var stream = TextReporter().makeStream(context: Self.context)
        #expect(!stream.openingNeedsTotals)
        #expect(stream.opening() == "")
        #expect(stream.add(Self.run[1]) == "")  // a clean file without measurements has no lines
        #expect(
            stream.add(Self.run[7])
                == "gone.svg: error: cannot read the file: no such file or directory [input-refused]\n")
        #expect(stream.endOfResults() == "")
        #expect(stream.closing() == "2 symbols: 1 passed, 1 failed; 1 error, 0 warnings\n")
    }

    @Test func githubWritesEachResultAsItComesAndTheSummaryLast() {
        var stream = GitHubReporter().makeStream(context: Self.context)
        #expect(!stream.openingNeedsTotals)
        #expect(stream.opening() == "")
        #expect(
            stream.add(Self.run[3])
                == "::warning file=t.symbolset/t.svg,title=open-subpath::a filled subpath is not closed\n")
        #expect(stream.closing() == "1 symbol: 1 passed, 0 failed; 0 errors, 1 warning\n")
    }

    @Test func jsonOpensTheFilesArrayWritesOneElementPerResultAndClosesWithTheSummary() {
        var stream = JSONReporter().makeStream(context: Self.context)
        #expect(!stream.openingNeedsTotals)
        #expect(stream.opening() == ReportBytesTests.jsonOpening + "\n  \"files\": [")
        #expect(
            stream.add(Self.run[2]) == """

                    {
                      "symbol": "t.symbolset",
                      "path": "t.symbolset/Contents.json",
                      "verdict": "pass",
                      "refused": false,
                      "errors": 0,
                      "warnings": 0,
                      "diagnostics": [],
                      "measurements": {}
                    }
                """)
        #expect(stream.add(Self.run[5]).hasPrefix(",\n    {\n      \"symbol\": null,\n      \"path\": \"c.svg\",\n"))
        #expect(stream.endOfResults() == "")
        #expect(
            stream.closing() == """

                  ],
                  "summary": {
                    "symbols": 2,
                    "files": 2,
                    "passed": 2,
                    "failed": 0,
                    "errors": 0,
                    "warnings": 0
                  }
                }

                """)
    }

    @Test func junitWritesASymbolsCaseWhenTheNextSymbolBeginsAndItsTotalsLast() {
        var stream = JUnitReporter().makeStream(context: Self.context)
        #expect(stream.openingNeedsTotals)
        #expect(stream.add(Self.run[2]) == "")  // t.symbolset/Contents.json: more files may follow
        #expect(stream.add(Self.run[3]) == "")  // t.symbolset/t.svg
        #expect(
            stream.add(Self.run[5]) == """
                    <testcase name="t.symbolset" classname="symbolcheck" file="t.symbolset/t.svg">
                      <system-out>t.symbolset/t.svg: warning: a filled subpath is not closed [open-subpath]
                </system-out>
                    </testcase>

                """)
        #expect(stream.add(Self.run[7]) == "    <testcase name=\"c.svg\" classname=\"symbolcheck\" file=\"c.svg\"/>\n")
        #expect(
            stream.endOfResults() == """
                    <testcase name="gone.svg" classname="symbolcheck" file="gone.svg">
                      <error type="input-refused" message="cannot read the file: no such file or directory">gone.svg: error: cannot read the file: no such file or directory [input-refused]</error>
                    </testcase>

                """)
        #expect(stream.endOfResults() == "")
        #expect(
            stream.opening() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="3" failures="0" errors="1">
                  <testsuite name="symbolcheck" tests="3" failures="0" errors="1" skipped="0">

                """)
        #expect(stream.closing() == "  </testsuite>\n</testsuites>\n")
    }

    @Test func summaryCountsSymbolsAsTheirFilesArrive() {
        let set = "s.symbolset"
        let passing = CheckResult(path: "s.symbolset/Contents.json", source: nil, diagnostics: [], symbol: set)
        let refused = Checker.unreadable(path: "s.symbolset/a.svg", reason: "gone").inSymbol(set)
        let refusedToo = Checker.unreadable(path: "s.symbolset/b.svg", reason: "gone").inSymbol(set)
        var summary = ReportSummary(strict: false)
        summary.add(passing)
        #expect((summary.symbols, summary.files, summary.passed, summary.failed, summary.refused) == (1, 1, 1, 0, 0))
        summary.add(refused)  // the same symbol now fails, and is refused
        #expect((summary.symbols, summary.files, summary.passed, summary.failed, summary.refused) == (1, 2, 0, 1, 1))
        summary.add(refusedToo)  // still one refused symbol
        #expect(
            (summary.symbols, summary.files, summary.passed, summary.failed, summary.refused, summary.errors) == (
                1, 3, 0, 1, 1, 2
            ))
        summary.add(CheckResult(path: "b.svg", source: nil, diagnostics: []))
        summary.add(CheckResult(path: "b.svg", source: nil, diagnostics: []))  // a plain file is a symbol by itself
        summary.add(CheckResult(path: "t.symbolset/Contents.json", source: nil, diagnostics: [], symbol: "t.symbolset"))
        #expect((summary.symbols, summary.files, summary.passed, summary.failed, summary.refused) == (4, 6, 3, 1, 1))
        #expect(summary.line == "4 symbols: 3 passed, 1 failed; 2 errors, 0 warnings")
    }

    @Test func aWarningFailsTheSymbolOnlyUnderStrict() {
        var strict = ReportSummary(strict: true)
        var lenient = ReportSummary(strict: false)
        for result in [Self.run[2], Self.run[3]] {
            strict.add(result)
            lenient.add(result)
        }
        #expect((strict.symbols, strict.passed, strict.failed, strict.warnings) == (1, 0, 1, 1))
        #expect((lenient.symbols, lenient.passed, lenient.failed, lenient.warnings) == (1, 1, 0, 1))
    }
}
