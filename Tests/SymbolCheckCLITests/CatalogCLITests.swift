import JSONReader
import SymbolReport
import Testing

@testable import SymbolCheckCLI

/// The built binary on asset catalogs written to a temporary folder: what is found, what is
/// reported where, links, --all-svg, junit, the progress line and parallel determinism.
@Suite struct CatalogCLITests {
    /// App/Assets.xcassets with good, broken and oddly named symbol sets in nested groups, and
    /// a symbol set per `contents-json` case.
    static func appCatalog() -> CatalogFixture {
        let f = CatalogFixture()
        let c = "App/Assets.xcassets/"
        f.file(c + "Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        f.symbolset(c + "camera.symbolset")
        f.symbolset(c + "Tools/Drawing/stroke.symbolset", from: "Symbols/broken/stroke.svg")
        f.symbolset(c + "Ünïcødé ☕/with space.symbolset", svg: "glyph ☕.svg")
        f.link(c + "alias.symbolset", to: "camera.symbolset")
        f.copy("Symbols/camera.svg", to: c + "loose.svg")

        let cases = c + "Cases/"
        f.file(cases + "invalid-json.symbolset/Contents.json", "{\n  \"symbols\" : [\n}\n")
        f.copy("Symbols/camera.svg", to: cases + "invalid-json.symbolset/symbol.svg")
        f.file(
            cases + "no-symbols.symbolset/Contents.json",
            "{\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n")
        f.copy("Symbols/camera.svg", to: cases + "no-symbols.symbolset/symbol.svg")
        f.file(
            cases + "missing-file.symbolset/Contents.json",
            """
            {
              "info" : { "author" : "xcode", "version" : 1 },
              "symbols" : [ { "filename" : "Symbol.svg", "idiom" : "universal" } ]
            }

            """)
        f.copy("Symbols/camera.svg", to: cases + "missing-file.symbolset/symbol.svg")
        f.file(
            cases + "two-universal.symbolset/Contents.json",
            """
            {
              "symbols" : [
                { "filename" : "a.svg", "idiom" : "universal" },
                { "filename" : "b.svg", "idiom" : "universal" }
              ]
            }

            """)
        f.copy("Symbols/camera.svg", to: cases + "two-universal.symbolset/a.svg")
        f.copy("Symbols/camera.svg", to: cases + "two-universal.symbolset/b.svg")
        f.symbolset(cases + "unnamed-svg.symbolset")
        f.copy("Symbols/camera.svg", to: cases + "unnamed-svg.symbolset/extra.svg")
        f.file(
            cases + "unknown-key.symbolset/Contents.json",
            """
            {
              "images" : [],
              "info" : { "author" : "xcode", "version" : 1 },
              "symbols" : [ { "filename" : "symbol.svg", "idiom" : "universal" } ]
            }

            """)
        f.copy("Symbols/camera.svg", to: cases + "unknown-key.symbolset/symbol.svg")
        f.file(
            cases + "rendering-intent.symbolset/Contents.json",
            """
            {
              "info" : { "author" : "xcode", "version" : 1 },
              "properties" : { "symbol-rendering-intent" : "hierarchical" },
              "symbols" : [ { "filename" : "symbol.svg", "idiom" : "universal" } ]
            }

            """)
        f.copy("Symbols/camera.svg", to: cases + "rendering-intent.symbolset/symbol.svg")
        f.copy("Symbols/camera.svg", to: cases + "no-contents.symbolset/symbol.svg")
        return f
    }

    static let appDiagnostics = [
        "App/Assets.xcassets/Cases/invalid-json.symbolset/Contents.json:3:1: error: not valid JSON: expected a JSON value, found `}` [contents-json]",
        "App/Assets.xcassets/Cases/missing-file.symbolset/Contents.json:3:15: warning: `symbol.svg` is in the folder but no entry names it [contents-json]",
        "App/Assets.xcassets/Cases/missing-file.symbolset/Contents.json:3:32: error: `Symbol.svg` is not in the symbol set's folder [contents-json]",
        "App/Assets.xcassets/Cases/no-contents.symbolset/Contents.json: error: the symbol set has no Contents.json [contents-json]",
        "App/Assets.xcassets/Cases/no-symbols.symbolset/Contents.json:1:1: error: no `symbols` array in Contents.json [contents-json]",
        "App/Assets.xcassets/Cases/rendering-intent.symbolset/Contents.json:3:48: warning: `symbol-rendering-intent` \"hierarchical\" is not a value Xcode is known to write [contents-json]",
        "App/Assets.xcassets/Cases/two-universal.symbolset/Contents.json:4:20: error: a second SVG entry for the idiom `universal` [contents-json]",
        "App/Assets.xcassets/Cases/unknown-key.symbolset/Contents.json:2:3: warning: unknown key `images` at the top level [contents-json]",
        "App/Assets.xcassets/Cases/unnamed-svg.symbolset/Contents.json:3:15: warning: `extra.svg` is in the folder but no entry names it [contents-json]",
        "App/Assets.xcassets/Tools/Drawing/stroke.symbolset/symbol.svg:55:171: error: stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes [stroke]",
    ]

    @Test func aCatalogIsCheckedSymbolSetBySymbolSetWithPathsAsTyped() {
        let f = Self.appCatalog()
        defer { f.remove() }
        let run = BinaryRunner.run(["App/Assets.xcassets", "--tables"], in: f.root)
        #expect(run.status == 1)
        #expect(run.diagnosticLines == Self.appDiagnostics)
        #expect(run.stdout.hasSuffix("\n11 symbols: 5 passed, 6 failed; 6 errors, 4 warnings\n"))
        #expect(run.stderr == "")
        // With --tables every SVG that is checked gets its measurement table, in input order.
        let tables = run.stdout.split(separator: "\n").filter {
            $0.hasSuffix(
                ": measurements (template units; ratio = height ÷ cap height; optical size and target in cap heights; stem = 2 × ink area ÷ perimeter)"
            )
        }
        #expect(
            tables.map { String($0.prefix { $0 != ":" }) } == [
                "App/Assets.xcassets/Cases/invalid-json.symbolset/symbol.svg",
                "App/Assets.xcassets/Cases/no-contents.symbolset/symbol.svg",
                "App/Assets.xcassets/Cases/no-symbols.symbolset/symbol.svg",
                "App/Assets.xcassets/Cases/rendering-intent.symbolset/symbol.svg",
                "App/Assets.xcassets/Cases/two-universal.symbolset/a.svg",
                "App/Assets.xcassets/Cases/two-universal.symbolset/b.svg",
                "App/Assets.xcassets/Cases/unknown-key.symbolset/symbol.svg",
                "App/Assets.xcassets/Cases/unnamed-svg.symbolset/symbol.svg",
                "App/Assets.xcassets/Tools/Drawing/stroke.symbolset/symbol.svg",
                "App/Assets.xcassets/camera.symbolset/symbol.svg",
                "App/Assets.xcassets/Ünïcødé ☕/with space.symbolset/glyph ☕.svg",
            ])
    }

    @Test func contentsJSONFindingsShowTheirSnippetAndHelp() {
        let f = Self.appCatalog()
        defer { f.remove() }
        let run = BinaryRunner.run(["App/Assets.xcassets/Cases/two-universal.symbolset"], in: f.root)
        #expect(
            run.stdout.hasPrefix(
                """
                App/Assets.xcassets/Cases/two-universal.symbolset/Contents.json:4:20: error: a second SVG entry for the idiom `universal` [contents-json]
                  |
                4 |     { "filename" : "b.svg", "idiom" : "universal" }
                  |                    ^^^^^^^
                  = note: the first entry for it names `a.svg`
                 --> App/Assets.xcassets/Cases/two-universal.symbolset/Contents.json:3:20
                  |
                3 |     { "filename" : "a.svg", "idiom" : "universal" },
                  |                    ^^^^^^^
                  = help: keep one SVG per idiom, or tell them apart with `appearances` or `language-direction`

                """))
        #expect(run.stdout.hasSuffix("\n1 symbol: 0 passed, 1 failed; 1 error, 0 warnings\n"))
    }

    @Test func allSVGAddsPlainFilesOutsideSymbolSets() {
        let f = Self.appCatalog()
        defer { f.remove() }
        let run = BinaryRunner.run(["--all-svg", "--tables", "App"], in: f.root)
        #expect(run.diagnosticLines == Self.appDiagnostics)
        #expect(run.stdout.contains("App/Assets.xcassets/loose.svg: measurements"))
        #expect(run.stdout.hasSuffix("\n12 symbols: 6 passed, 6 failed; 6 errors, 4 warnings\n"))
    }

    @Test func aFolderWithoutSymbolSetsIsAnErrorThatSuggestsAllSVG() {
        let run = BinaryRunner.run(["Symbols"])
        #expect(run.status == 2)
        // Symbols/.symbolcheck.json leaves broken/ and plain/ out of a search of Symbols: the
        // seven examples at its top are the .svg files it counts.
        #expect(
            run.stdout == """
                Symbols: error: the folder holds no symbol sets (.symbolset folders) [input-refused]
                 = help: add --all-svg to include the 7 .svg files in it that are not in a symbol set
                0 symbols: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol

                """)
        let top = BinaryRunner.run(["--all-svg", "Symbols"])
        #expect(top.stdout.hasSuffix("\n7 symbols: 7 passed, 0 failed; 0 errors, 1 warning\n"))
        // Named, the folders it leaves out are searched: the same verdicts as naming the 44 files
        // one by one: the clean templates (the two Draw cameras among them), broken/clip-cuts-nothing.svg
        // (a note) and those whose one finding is a warning (glyph-off-center, glyph-outside-margins, hairline-stroke,
        // nonzero-fill, opacity, open-subpath, missing-layer-classes, camera-puny's glyph-size) pass;
        // plain/*.svg are not templates.
        let all = BinaryRunner.run(["--all-svg", "Symbols", "Symbols/broken", "Symbols/plain"])
        #expect(all.stdout.hasSuffix("\n44 symbols: 21 passed, 23 failed; 23 errors, 14 warnings\n"))
    }

    @Test func linksOutOfTheFolderAreNotFollowed() {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("Elsewhere/secret.symbolset")
        f.file("Elsewhere/passwd", "root:x:0:0:root:/root:/bin/bash\n")
        f.symbolset("Cat.xcassets/real.symbolset")
        f.link("Cat.xcassets/outside.symbolset", to: "../Elsewhere/secret.symbolset")
        f.link("Cat.xcassets/inside.symbolset", to: "real.symbolset")
        f.file(
            "Cat.xcassets/leak.symbolset/Contents.json",
            "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }\n")
        f.link("Cat.xcassets/leak.symbolset/a.svg", to: "../../Elsewhere/passwd")
        let run = BinaryRunner.run(["Cat.xcassets"], in: f.root)
        #expect(run.status == 2)
        // The skipped link is a note of the report, before the symbols, counted as none of them.
        #expect(run.stderr == "")
        #expect(
            run.stdout.hasPrefix(
                "Cat.xcassets/outside.symbolset: note: skipped: it is a symbolic link to a place outside Cat.xcassets, and symbolcheck does not follow links out of the folder it checks [input-note]\n"
            ))
        #expect(
            run.diagnosticLines == [
                "Cat.xcassets/leak.symbolset/a.svg: error: cannot read the file: it is a symbolic link to a place outside Cat.xcassets, and symbolcheck does not follow links out of the folder it checks [input-refused]"
            ])
        #expect(!run.stdout.contains("root:x"))
        #expect(run.stdout.hasSuffix("\n2 symbols: 1 passed, 1 failed; 1 error, 0 warnings\n"))
        // Named directly, the link is followed: the user asked for it.
        let named = BinaryRunner.run(["Cat.xcassets/outside.symbolset"], in: f.root)
        #expect(named.status == 0)
        // A clean symbol has no size finding, so no measurement table: the summary line alone.
        #expect(named.stdout == "1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
    }

    /// A note about the run is in every format, where that format puts a note, and counts as
    /// no symbol: one run of the binary per format over a folder with a link that leads nowhere.
    @Test(arguments: OutputFormat.allCases)
    func aSkippedPathIsANoteInEveryFormat(_ format: OutputFormat) throws {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("Cat.xcassets/real.symbolset")
        f.link("Cat.xcassets/gone.symbolset", to: "nowhere.symbolset")
        let run = BinaryRunner.run(["--format", format.rawValue, "Cat.xcassets"], in: f.root)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let message = "skipped: it is a symbolic link that leads nowhere"
        let path = "Cat.xcassets/gone.symbolset"
        switch format {
        case .text:
            #expect(run.stdout.hasPrefix("\(path): note: \(message) [input-note]\n"))
            #expect(run.stdout.hasSuffix("\n1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
        case .json:
            let root = try JSONValue.parse(Array(run.stdout.utf8)).value
            // `check`'s JSON, a note about the run included, follows docs/output.md's schema.
            #expect(JSONReportSchema.problems(root) == [])
            let at = ControlsCLITests.at
            #expect(at(root, "files", 0, "path") == .string(path))
            #expect(at(root, "files", 0, "verdict") == .string("pass"))
            #expect(at(root, "files", 0, "diagnostics", 0, "rule") == .string("input-note"))
            #expect(at(root, "files", 0, "diagnostics", 0, "severity") == .string("note"))
            #expect(at(root, "summary", "symbols") == .number(1))
        case .github:
            #expect(run.stdout.contains("::notice file=\(path),title=input-note::\(message)"))
        case .xcode:
            #expect(run.stdout.contains("/\(path): note: \(message) [input-note]\n"))
        case .sarif:
            #expect(run.stdout.contains(#""ruleId": "input-note""#))
            #expect(run.stdout.contains(#""level": "note""#))
        case .junit:
            #expect(run.stdout.contains("tests=\"1\" failures=\"0\" errors=\"0\""))
            #expect(run.stdout.contains("<system-out>\(path): note: \(message) [input-note]"))
        }
    }

    @Test func junitHasATestCasePerSymbol() {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("Cat.xcassets/good.symbolset")
        f.file(
            "Cat.xcassets/bad & <odd>.symbolset/Contents.json",
            """
            {
              "info" : { "author" : "xcode", "version" : 1 },
              "symbols" : [ { "filename" : "gone.svg", "idiom" : "universal" } ]
            }

            """)
        let run = BinaryRunner.run(["--format", "junit", "Cat.xcassets"], in: f.root)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="symbolcheck" tests="2" failures="1" errors="0">
                  <testsuite name="symbolcheck" tests="2" failures="1" errors="0" skipped="0">
                    <testcase name="Cat.xcassets/bad &amp; &lt;odd&gt;.symbolset" classname="symbolcheck" file="Cat.xcassets/bad &amp; &lt;odd&gt;.symbolset/Contents.json" line="3">
                      <failure type="contents-json" message="`gone.svg` is not in the symbol set&apos;s folder">Cat.xcassets/bad &amp; &lt;odd&gt;.symbolset/Contents.json:3:32: error: `gone.svg` is not in the symbol set's folder [contents-json]
                help: add the file to the .symbolset folder, or correct the name</failure>
                    </testcase>
                    <testcase name="Cat.xcassets/good.symbolset" classname="symbolcheck" file="Cat.xcassets/good.symbolset/symbol.svg"/>
                  </testsuite>
                </testsuites>

                """)
        #expect(BinaryRunner.run(["--format", "junit", "Cat.xcassets"], in: f.root).stdout == run.stdout)
    }

    @Test func outputIsTheSameBytesOnOneThreadAndOnMany() {
        let f = Self.appCatalog()
        defer { f.remove() }
        for format in ["text", "json", "github", "junit"] {
            let one = BinaryRunner.run(["--format", format, "--jobs", "1", "--all-svg", "App"], in: f.root)
            let many = BinaryRunner.run(["--format", format, "--jobs", "8", "--all-svg", "App"], in: f.root)
            let defaults = BinaryRunner.run(["--format", format, "--all-svg", "App"], in: f.root)
            #expect(one.status == 1)
            #expect(many.stdout == one.stdout, "\(format)")
            #expect(defaults.stdout == one.stdout, "\(format)")
        }
    }

    @Test func jobsMustBePositive() {
        let run = BinaryRunner.run(["--jobs", "0", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: '--jobs' must be a positive number of threads.\n"))
    }

    @Test func helpNamesTheNewInputsAndOptions() {
        let run = BinaryRunner.run(["check", "--help"])
        #expect(run.stdout.contains("--all-svg"))
        #expect(run.stdout.contains("--jobs <n>"))
        #expect(run.stdout.contains("  <files>                 SVG templates, .symbolset folders, asset catalogs or\n"))
    }

    // MARK: - Progress line

    /// A catalog of `count` clean symbol sets.
    static func manySymbolSets(_ count: Int) -> CatalogFixture {
        let f = CatalogFixture()
        for i in 0..<count { f.symbolset("Cat.xcassets/s\(i < 10 ? "0" : "")\(i).symbolset") }
        return f
    }

    /// Runs in-process with a terminal (or not) on standard error, recording what is written
    /// to it as the run goes.
    static func runRecordingProgress(_ arguments: [String], stderrIsTerminal: Bool, columns: Int? = 200)
        -> (output: ToolOutput, live: [String])
    {
        let log = StandardErrorLog()
        let environment = ToolEnvironment(
            stderrIsTerminal: stderrIsTerminal, processorCount: 2, standardErrorColumns: columns,
            writeStandardErrorNow: { log.append($0) })
        let output = SymbolCheckTool.run(arguments, environment: environment)
        return (output, log.lines)
    }

    @Test func aTerminalSeesAProgressLineForMoreThanTwentyInputsThenItIsCleared() {
        let f = Self.manySymbolSets(21)
        defer { f.remove() }
        let (output, live) = Self.runRecordingProgress([f.root + "/Cat.xcassets"], stderrIsTerminal: true)
        #expect(output.exitCode == 0)
        #expect(live.count == 22)
        #expect(live.last == "\r\u{1B}[K")
        let counters = live.dropLast().map { line in String(line.dropFirst(4).prefix { $0 != " " }) }
        #expect(counters == (1...21).map { "[\($0)/21]" })
        #expect(live.dropLast().allSatisfy { $0.hasPrefix("\r\u{1B}[K[") && $0.contains(f.root + "/Cat.xcassets/s") })
        #expect(output.stderr == "")
        #expect(!output.stdout.contains("\r"))
    }

    @Test func noProgressLineForTwentyInputsOrWhenStandardErrorIsNotATerminal() {
        let twenty = Self.manySymbolSets(20)
        defer { twenty.remove() }
        #expect(Self.runRecordingProgress([twenty.root + "/Cat.xcassets"], stderrIsTerminal: true).live == [])
        let many = Self.manySymbolSets(30)
        defer { many.remove() }
        #expect(Self.runRecordingProgress([many.root + "/Cat.xcassets"], stderrIsTerminal: false).live == [])
        let binary = BinaryRunner.run(["Cat.xcassets"], in: many.root)
        #expect(binary.stderr == "")
        #expect(binary.stdout == "30 symbols: 30 passed, 0 failed; 0 errors, 0 warnings\n")
    }

    @Test func theProgressLineNeverWrapsANarrowTerminal() {
        #expect(
            ProgressLine.text(done: 3, total: 40, path: "App/Assets.xcassets/Icons/camera.symbolset", columns: 24)
                == "\r\u{1B}[K[3/40] …amera.symbolset")  // 23 characters: never the last column
        #expect(ProgressLine.text(done: 3, total: 40, path: "a.svg", columns: 80) == "\r\u{1B}[K[3/40] a.svg")
        #expect(ProgressLine.isShown(inputCount: 21, environment: ToolEnvironment(stderrIsTerminal: true)))
        #expect(!ProgressLine.isShown(inputCount: 20, environment: ToolEnvironment(stderrIsTerminal: true)))
        #expect(!ProgressLine.isShown(inputCount: 500, environment: ToolEnvironment(stderrIsTerminal: false)))
    }
}
