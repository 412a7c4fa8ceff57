import Foundation
import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI
@testable import SymbolReport

/// Diagnostics carry a span: the text report underlines it, notes with a place get their own
/// snippet, JSON and GitHub annotations give where it ends.
@Suite struct SpanReportingTests {
    /// The bytes of the first `needle` in `text`.
    static func range(of needle: String, in text: String) throws -> SourceRange {
        let start = try #require(byteOffset(of: needle, in: text))
        return SourceRange(start: start, end: start + needle.utf8.count)
    }

    static func byteOffset(of needle: String, in text: String) -> Int? {
        let bytes = Array(text.utf8)
        let n = Array(needle.utf8)
        guard bytes.count >= n.count else { return nil }
        for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n { return i }
        return nil
    }

    static func text(_ result: CheckResult, colors: Bool = false) -> String {
        let d = result.diagnostics[0]
        return TextReporter().render(
            d, helpLines: CommandAdvice.check.helpLines(of: d), in: result, colors: Colors(enabled: colors))
    }

    static func report(_ format: OutputFormat, _ results: [CheckResult]) -> String {
        format.reporter.report(
            results, context: ReportContext(configuration: CheckConfiguration(), toolVersion: "0.1.0"))
    }

    static let attributeSVG = """
        <svg>
          <path opacity="0.5" d="M0 0h4v4z"/>
        </svg>
        """

    /// A finding on an attribute with a note at the element.
    static func attributeResult() throws -> CheckResult {
        let svg = attributeSVG
        let d = Diagnostic(
            ruleID: "opacity", severity: .warning, message: "a shape is translucent",
            at: try range(of: #"opacity="0.5""#, in: svg), help: "remove `opacity`",
            notes: [
                Diagnostic.Note("the shape is here", at: try range(of: "<path", in: svg)),
                Diagnostic.Note("Control Center draws it opaque"),
            ])
        return CheckResult(path: "t.svg", source: SourceFile(path: "t.svg", text: svg), diagnostics: [d])
    }

    @Test func anAttributeIsUnderlinedAndANoteWithAPlaceGetsItsOwnSnippet() throws {
        #expect(
            Self.text(try Self.attributeResult()) == """
                t.svg:2:9: warning: a shape is translucent [opacity]
                  |
                2 |   <path opacity="0.5" d="M0 0h4v4z"/>
                  |         ^^^^^^^^^^^^^
                  = note: the shape is here
                 --> t.svg:2:3
                  |
                2 |   <path opacity="0.5" d="M0 0h4v4z"/>
                  |   ^^^^^
                  = note: Control Center draws it opaque
                  = help: remove `opacity`

                """)
    }

    @Test func colorsUnderlineWarningsInYellowAndNotesInBlue() throws {
        let bold = "\u{1B}[1m"
        let blue = "\u{1B}[1;34m"
        let yellow = "\u{1B}[1;33m"
        let reset = "\u{1B}[0m"
        let bar = "\(blue)|\(reset)"
        #expect(
            Self.text(try Self.attributeResult(), colors: true) == """
                \(bold)t.svg:2:9: \(reset)\(yellow)warning\(reset)\(bold): a shape is translucent\(reset) [opacity]
                  \(bar)
                \(blue)2\(reset) \(bar)   <path opacity="0.5" d="M0 0h4v4z"/>
                  \(bar)         \(yellow)^^^^^^^^^^^^^\(reset)
                  \(blue)=\(reset) \(bold)note\(reset): the shape is here
                 \(blue)-->\(reset) t.svg:2:3
                  \(bar)
                \(blue)2\(reset) \(bar)   <path opacity="0.5" d="M0 0h4v4z"/>
                  \(bar)   \(blue)^^^^^\(reset)
                  \(blue)=\(reset) \(bold)note\(reset): Control Center draws it opaque
                  \(blue)=\(reset) \(bold)help\(reset): remove `opacity`

                """)
        // An error's underline is red.
        var result = try Self.attributeResult()
        var error = result.diagnostics[0]
        error.severity = .error
        error.notes = []
        error.help = nil
        result = CheckResult(path: result.path, source: result.source, diagnostics: [error])
        #expect(Self.text(result, colors: true).contains("  \(bar)         \u{1B}[1;31m^^^^^^^^^^^^^\(reset)\n"))
    }

    @Test func theGutterIsAsWideAsTheWidestLineNumberOfTheDiagnostic() throws {
        let svg = String(repeating: "\n", count: 8) + "<svg>\n\n  <path opacity=\"0.5\"/>\n</svg>"
        let d = Diagnostic(
            ruleID: "opacity", severity: .warning, message: "translucent", at: try Self.range(of: "<svg", in: svg),
            notes: [Diagnostic.Note("here", at: try Self.range(of: "<path", in: svg))])
        let result = CheckResult(path: "t.svg", source: SourceFile(path: "t.svg", text: svg), diagnostics: [d])
        #expect(
            Self.text(result) == """
                t.svg:9:1: warning: translucent [opacity]
                   |
                9  | <svg>
                   | ^^^^
                   = note: here
                  --> t.svg:11:3
                   |
                11 |   <path opacity="0.5"/>
                   |   ^^^^^

                """)
    }

    /// A minified file: one line of 429 characters with the command far into it.
    static let minifiedSVG =
        #"<svg><path d=""# + String(repeating: "h1", count: 100) + "M50 60" + String(repeating: "v1", count: 100)
        + #""/></svg>"#

    @Test func aPathCommandInALongLineIsShownInAWindowWithItsUnderlineAligned() throws {
        let svg = Self.minifiedSVG
        let command = try Self.range(of: "M50 60", in: svg)
        let d = Diagnostic(ruleID: "open-subpath", severity: .error, message: "not closed", at: command)
        let result = CheckResult(path: "m.svg", source: SourceFile(path: "m.svg", text: svg), diagnostics: [d])
        let shown = "…" + String(repeating: "h1", count: 15) + "M50 60" + String(repeating: "v1", count: 32) + "…"
        #expect(
            Self.text(result) == """
                m.svg:1:215: error: not closed [open-subpath]
                  |
                1 | \(shown)
                  | \(String(repeating: " ", count: 31))^^^^^^

                """)
        // A span running past the window is underlined to the window's edge.
        let rest = SourceRange(start: command.start, end: command.end + 200)
        let long = CheckResult(
            path: "m.svg", source: result.source,
            diagnostics: [Diagnostic(ruleID: "invalid-value", severity: .error, message: "bad", at: rest)])
        #expect(
            Self.text(long).hasSuffix(
                "  | \(String(repeating: " ", count: 31))\(String(repeating: "^", count: 70))\n"))
        // The JSON and GitHub reports give the whole span.
        #expect(Self.report(.github, [long]).hasPrefix("::error file=m.svg,line=1,col=215,endLine=1,endColumn=420,"))
    }

    /// A `<g>` whose `id` is on the next line: its span runs over two lines.
    static let multiLineSVG = """
        <svg>
          <g
             id="Regular-S"><path d="M0 0h4v4z"/></g>
        </svg>
        """

    static func multiLineResult() throws -> CheckResult {
        let svg = multiLineSVG
        let source = SourceFile(path: "g.svg", text: svg)
        let tree = SVGTreeBuilder.build(try XMLReader.read(source))
        let glyph = try #require(tree.node(withID: "Regular-S"))
        // An element's span: `<g` through its id attribute.
        #expect(tree.span(of: glyph) == SourceRange(start: 8, end: try Self.range(of: #"id="Regular-S""#, in: svg).end))
        let d = Diagnostic(
            ruleID: "glyph-size", severity: .error, message: "too small", at: tree.span(of: glyph))
        return CheckResult(path: "g.svg", source: source, diagnostics: [d])
    }

    @Test func aSpanOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() throws {
        #expect(
            Self.text(try Self.multiLineResult()) == """
                g.svg:2:3: error: too small [glyph-size]
                  |
                2 |   <g
                  |   ^^

                """)
    }

    @Test func githubGivesColumnsOnlyForASpanOnOneLine() throws {
        #expect(
            Self.report(.github, [try Self.multiLineResult(), try Self.attributeResult()]) == """
                ::error file=g.svg,line=2,endLine=3,title=glyph-size::too small
                ::warning file=t.svg,line=2,col=9,endLine=2,endColumn=21,title=opacity::a shape is translucent%0Anote: the shape is here (t.svg:2:3)%0Anote: Control Center draws it opaque%0Ahelp: remove `opacity`
                2 symbols: 1 passed, 1 failed; 1 error, 1 warning

                """)
    }

    @Test func jsonGivesWhereEachSpanEndsExclusive() throws {
        let result = try Self.attributeResult()
        let w = JSONWriter()
        JSONReporter().diagnostic(result.diagnostics[0], suggestions: [], result: result, into: w)
        #expect(
            w.take() == """
                {
                  "rule": "opacity",
                  "severity": "warning",
                  "message": "a shape is translucent",
                  "line": 2,
                  "column": 9,
                  "endLine": 2,
                  "endColumn": 22,
                  "help": "remove `opacity`",
                  "suggestions": [],
                  "notes": [
                    {
                      "message": "the shape is here",
                      "line": 2,
                      "column": 3,
                      "endLine": 2,
                      "endColumn": 8
                    },
                    {
                      "message": "Control Center draws it opaque",
                      "line": null,
                      "column": null,
                      "endLine": null,
                      "endColumn": null
                    }
                  ]
                }
                """)
        let multi = try Self.multiLineResult()
        let m = JSONWriter()
        JSONReporter().diagnostic(multi.diagnostics[0], suggestions: [], result: multi, into: m)
        #expect(m.take().contains(#""line": 2,\#n  "column": 3,\#n  "endLine": 3,\#n  "endColumn": 20,"#))
    }

    @Test func aCompactedResultKeepsWhereItsSpansEnd() throws {
        let result = try Self.attributeResult()
        let compacted = result.compacted()
        #expect(compacted.source == nil)
        #expect(Self.text(compacted) == Self.text(result))
        #expect(Self.report(.github, [compacted]) == Self.report(.github, [result]))
    }

    @Test func columnsCountCharactersAndTheUnderlineCoversEachOnce() throws {
        let svg = "<svg>\n  <text id=\"é\">ü</text>\n</svg>"
        let d = Diagnostic(
            ruleID: "unsupported-element", severity: .error, message: "text",
            at: try Self.range(of: #"<text id="é""#, in: svg))
        let result = CheckResult(path: "u.svg", source: SourceFile(path: "u.svg", text: svg), diagnostics: [d])
        #expect(
            Self.text(result) == """
                u.svg:2:3: error: text [unsupported-element]
                  |
                2 |   <text id="é">ü</text>
                  |   ^^^^^^^^^^^^

                """)
        #expect(Self.report(.github, [result]).hasPrefix("::error file=u.svg,line=2,col=3,endLine=2,endColumn=14,"))
    }
}

/// The underline sits under what it marks in a terminal: columns count Unicode scalars, the
/// carets count cells.
@Suite struct DisplayWidthTests {
    @Test func charactersTakeTheCellsTerminalsGiveThem() {
        let widths: [(Character, Int)] = [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("😀", 2), ("🇫🇷", 2), ("❤️", 2), ("中", 2), ("ｘ", 2),
            ("한", 2), ("👩‍💻", 2), ("\u{301}", 0), ("…", 1),
        ]
        for (character, width) in widths {
            #expect(character.displayWidth == width, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func theUnderlineOfASpanAfterWideCharactersIsPlacedInCells() throws {
        // The review's repro: `stroke=` after emoji, a flag, CJK and a decomposed é.
        let line = ##"    data-n="é😀🇫🇷e\##u{301}中文" stroke="#000000" stroke-width="2"/>"##
        let stroke = try #require(line.unicodeScalars.firstIndex(of: "s"))
        let column = line.unicodeScalars[..<stroke].count + 1
        #expect(column == 23)  // scalars, as JSON reports it
        let shown = TextReporter.window(line, column: column, length: 16)
        #expect(shown.text == line)
        // 12 cells of `    data-n="`, 10 of the value, 2 of `" `: the carets start in cell 25.
        #expect(shown.underlineColumn == 25)
        #expect(shown.underlineLength == 16)
        let wide = TextReporter.window("中文中文 x", column: 1, length: 4)
        #expect(wide.underlineColumn == 1 && wide.underlineLength == 8)
    }
}
