import JSONReader
import SymbolCheckCLI
import SymbolCheckRenderCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck make` run as a user runs it: each output form, standard streams, refusals that
/// write nothing, and misuse.
@Suite struct MakeCLITests {
    /// A plus in a circle: a full-size icon of its 24-unit frame, so sizing by frame puts it in
    /// the size model's band.
    static let plus = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <circle cx="12" cy="12" r="10"/><path d="M8 12h8"/><path d="M12 8v8"/>
        </svg>

        """

    /// A bare plus and minus of one 24-unit family, drawn small on purpose.
    static func bare(_ paths: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\(paths)</svg>

        """
    }

    /// A filled square across most of its 16-unit frame (a full-size icon of its family).
    static let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">
          <rect x="1" y="1" width="14" height="14" rx="2" opacity="0.5"/>
        </svg>

        """

    static func withIcons(_ body: (_ folder: String) throws -> Void) rethrows {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        BinaryRunner.writeFile(folder + "/plus.svg", Array(plus.utf8))
        BinaryRunner.writeFile(folder + "/square.svg", Array(square.utf8))
        try body(folder)
    }

    @Test func templateFileIsWrittenCheckedAndDeterministic() throws {
        try Self.withIcons { folder in
            // Missing folders are created (#37 item 6).
            let run = BinaryRunner.run(["make", "plus.svg", "-o", "out/deep/plus.svg"], in: folder + "/")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.hasSuffix("wrote out/deep/plus.svg\n1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
            #expect(!BinaryRunner.readBytes(folder + "/out/deep/plus.svg").isEmpty)
            // One icon: what was written and the summary; its measurement table with --verbose (#44 item 6).
            let plain = BinaryRunner.run(["make", "plus.svg", "-o", "plain.svg"], in: folder)
            #expect(plain.status == 0)
            #expect(plain.stdout == "wrote plain.svg\n1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
            let first = BinaryRunner.run(["make", "plus.svg", "-o", "made.svg", "--verbose"], in: folder)
            #expect(first.status == 0)
            #expect(
                first.stdout.hasPrefix(
                    "made.svg: measurements (template units; ratio = height ÷ cap height; optical size and target in cap heights; stem = 2 × ink area ÷ perimeter)\n"
                ))
            // One icon is sized alone to the target. Up to the target column: the size model may
            // add columns after it.
            #expect(first.stdout.contains("\n  Regular-M     102.163  102.182  1.450    1.450   1.450 "))
            #expect(first.stdout.hasSuffix("wrote made.svg\n1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
            let bytes = BinaryRunner.readBytes(folder + "/made.svg")
            #expect(BinaryRunner.run(["make", "plus.svg", "-o", "again.svg"], in: folder).status == 0)
            #expect(BinaryRunner.readBytes(folder + "/again.svg") == bytes)
            let check = BinaryRunner.run(["check", "made.svg", "--profile", "xcode"], in: folder)
            #expect(check.status == 0)
        }
    }

    /// A file `make` did not write, or wrote and someone edited since, is not replaced unless
    /// `--force` says so: refused with exit status 2, the file untouched (#37 item 6). Its own
    /// unedited output is replaced without a word.
    @Test func anExistingFileIsReplacedOnlyIfMakeWroteItAndNobodyEditedIt() throws {
        try Self.withIcons { folder in
            #expect(BinaryRunner.run(["make", "plus.svg", "-o", "made.svg"], in: folder).status == 0)
            let again = BinaryRunner.run(["make", "plus.svg", "-o", "made.svg"], in: folder)
            #expect(again.status == 0, "its own output is replaced: \(again.stderr)")
            var edited = BinaryRunner.readBytes(folder + "/made.svg")
            edited += Array("<!-- moved a point -->\n".utf8)
            BinaryRunner.writeFile(folder + "/made.svg", edited)
            let refused = BinaryRunner.run(["make", "plus.svg", "-o", "made.svg"], in: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr == "")
            #expect(
                refused.stdout.hasPrefix(
                    "plus.svg: error: 'made.svg' was edited since `make` wrote it: not replaced [result-not-written]\n = help: `--force` replaces it\n"
                ))
            #expect(BinaryRunner.readBytes(folder + "/made.svg") == edited)
            BinaryRunner.writeFile(folder + "/mine.svg", Array(Self.square.utf8))
            let notMade = BinaryRunner.run(["make", "plus.svg", "-o", "mine.svg"], in: folder)
            #expect(notMade.status == 2)
            #expect(notMade.stdout.contains("'mine.svg' exists and was not written by `make`: not replaced"))
            #expect(BinaryRunner.readBytes(folder + "/mine.svg") == Array(Self.square.utf8))
            let forced = BinaryRunner.run(["make", "plus.svg", "-o", "mine.svg", "--force"], in: folder)
            #expect(forced.status == 0)
            #expect(
                String(decoding: BinaryRunner.readBytes(folder + "/mine.svg"), as: UTF8.self).contains(
                    "symbolcheck make"))
            // A symbol set's Contents.json that is not make's is refused too; the other icon is made.
            #expect(BinaryRunner.run(["make", "plus.svg", "square.svg", "-o", "A.xcassets"], in: folder).status == 0)
            BinaryRunner.writeFile(folder + "/A.xcassets/plus.symbolset/Contents.json", Array("{}\n".utf8))
            let catalog = BinaryRunner.run(["make", "plus.svg", "square.svg", "-o", "A.xcassets"], in: folder)
            #expect(catalog.status == 2)
            #expect(
                catalog.stdout.contains(
                    "'A.xcassets/plus.symbolset/Contents.json' is not the Contents.json `make` writes"))
            #expect(catalog.stdout.contains("wrote A.xcassets/square.symbolset/square.svg\n"))
        }
    }

    /// `--quiet`: the summary, and findings if any; no tables, notes or written paths (#37 item 6).
    /// A PNG passed to `make` is refused as an icon (exit 2), with what to pass instead — not
    /// with the advice `check` gives for a template, which would point back at `make`.
    @Test func aPNGIsRefusedWithTheAdviceForAnIcon() throws {
        try Self.withIcons { folder in
            BinaryRunner.writeFile(folder + "/image.svg", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
            let run = BinaryRunner.run(["make", "image.svg", "-o", "out.svg"], in: folder)
            #expect(run.status == 2)
            let text = run.stdout + run.stderr
            #expect(text.contains("this file is a PNG image, not an SVG icon"), "\(text)")
            #expect(text.contains("export the icon as SVG"))
            #expect(!text.contains("symbolcheck make"))
            #expect(BinaryRunner.readBytes(folder + "/out.svg").isEmpty)
        }
    }

    @Test func quietPrintsTheSummaryOnly() throws {
        try Self.withIcons { folder in
            let run = BinaryRunner.run(["make", "plus.svg", "square.svg", "-o", "Q.xcassets", "--quiet"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n")
            #expect(run.stderr == "")
        }
    }

    /// Each template is said as it is written, after its report and before the closing summary.
    @Test func wroteLinesComeBeforeTheSummary() throws {
        try Self.withIcons { folder in
            let run = BinaryRunner.run(["make", "plus.svg", "square.svg", "-o", "W.xcassets", "-v"], in: folder)
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let plus = try #require(lines.firstIndex(of: "wrote W.xcassets/plus.symbolset/plus.svg"))
            let square = try #require(lines.firstIndex(of: "wrote W.xcassets/square.symbolset/square.svg"))
            let squareTable = try #require(
                lines.firstIndex { $0.hasPrefix("W.xcassets/square.symbolset/square.svg: measurements") })
            #expect(plus < squareTable && squareTable < square)
            #expect(lines.last == "2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings")
        }
    }

    /// A folder names no icon: refused with what to pass instead, an error for the run (exit 2),
    /// and not counted as a symbol that failed; the icon beside it is still made.
    @Test func aFolderIsRefusedAndNotCountedAsASymbol() throws {
        try Self.withIcons { folder in
            #expect(mkdir(folder + "/icons", 0o755) == 0)
            let run = BinaryRunner.run(["make", "icons", "plus.svg", "-o", "Icons.xcassets"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.stdout.contains(
                    "icons: error: this is a folder; `make` takes icon files, not folders [input-refused]\n"
                        + " = help: name the icons in it: `symbolcheck make icons/*.svg -o <out>`\n"))
            #expect(run.stdout.contains("1 symbol: 1 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
            #expect(BinaryRunner.listDirectory(folder + "/Icons.xcassets") == ["Contents.json", "plus.symbolset"])
        }
    }

    @Test func symbolsetAndCatalogGetContentsJSON() throws {
        try Self.withIcons { folder in
            let set = BinaryRunner.run(["make", "plus.svg", "-o", "custom.plus.symbolset"], in: folder)
            #expect(set.status == 0)
            #expect(
                BinaryRunner.listDirectory(folder + "/custom.plus.symbolset") == ["Contents.json", "custom.plus.svg"])
            #expect(
                BinaryRunner.readText(folder + "/custom.plus.symbolset/Contents.json").contains(
                    #""filename" : "custom.plus.svg""#))
            let catalog = BinaryRunner.run(["make", "plus.svg", "square.svg", "-o", "Icons.xcassets"], in: folder)
            #expect(catalog.status == 0)
            #expect(
                BinaryRunner.listDirectory(folder + "/Icons.xcassets") == [
                    "Contents.json", "plus.symbolset", "square.symbolset",
                ])
            #expect(BinaryRunner.run(["check", "Icons.xcassets"], in: folder).status == 0)
        }
    }

    /// Regular-M's width in a made template's measurement table (`variant height width …`).
    static func regularMWidth(_ stdout: String, of file: String) -> Double? {
        let table = stdout.split(separator: "\n").drop { !$0.hasPrefix(file + ": measurements") }
        guard let row = table.first(where: { $0.hasPrefix("  Regular-M ") }) else { return nil }
        return Double(row.split(separator: " ")[2])
    }

    @Test func sizeByFrameKeepsAFamilysWidthsAndSizeByInkSizesEachAlone() throws {
        try Self.withIcons { folder in
            BinaryRunner.writeFile(folder + "/add.svg", Array(Self.bare(#"<path d="M5 12h14M12 5v14"/>"#).utf8))
            BinaryRunner.writeFile(folder + "/remove.svg", Array(Self.bare(#"<path d="M5 12h14"/>"#).utf8))
            // By default a family keeps its sizes within the size model's band; the plus, drawn
            // small by its family, would fall below it: it is sized alone, and said so (#37 item 1);
            // the minus, a flat mark, is sized with the plus of its width (#46 item 3).
            let byDefault = BinaryRunner.run(["make", "add.svg", "remove.svg", "-o", "default.xcassets"], in: folder)
            #expect(byDefault.status == 0, "\(byDefault.stdout)")
            #expect(!byDefault.stdout.contains("[glyph-size]"))
            #expect(
                byDefault.stdout.contains(
                    "add.svg: note: sized alone to the target: by its frame, as its family draws it, its Regular-S would be "
                ), "\(byDefault.stdout)")
            #expect(
                byDefault.stdout.contains(
                    "remove.svg:1:1: note: a flat mark, sized with the icon of its width in this run (add.svg)"),
                "\(byDefault.stdout)")
            #expect(
                byDefault.stdout.contains(
                    "below the size model's band (1.1354× ± 16.5 %); `--size-by frame` keeps the family's size\n"))
            let byFrame = BinaryRunner.run(
                ["make", "add.svg", "remove.svg", "-o", "frame.xcassets", "--size-by", "frame", "--verbose"], in: folder
            )
            // Told to keep the family's sizes, they stay small: `glyph-size` says so (a warning, so
            // exit 0: a judgment, docs/checks.md "Severity"), as one finding for all three rows,
            // and `make` says how to size one icon alone.
            #expect(byFrame.status == 0)
            #expect(
                byFrame.stdout.split(separator: "\n").filter { $0.contains("add.svg:") && $0.contains("[glyph-size]") }
                    .count == 1,
                "\(byFrame.stdout)")
            #expect(
                byFrame.stdout.contains(
                    "add.svg: note: sized by its frame, as its family draws it; `--size-by ink` sizes this icon alone to the target (for a Control's glyph)"
                ))
            let add = try #require(Self.regularMWidth(byFrame.stdout, of: "frame.xcassets/add.symbolset/add.svg"))
            let remove = try #require(
                Self.regularMWidth(byFrame.stdout, of: "frame.xcassets/remove.symbolset/remove.svg"))
            #expect(abs(add - remove) < 1, "plus \(add), minus \(remove)")
            // The hint follows the measurements, not the `glyph-size` finding: with the rule off
            // the icon is just as small, and the hint is still given.
            BinaryRunner.writeFile(folder + "/off.json", Array(#"{"disable": ["glyph-size"]}"#.utf8))
            let ruleOff = BinaryRunner.run(
                ["make", "add.svg", "-o", "off.xcassets", "--config", "off.json", "--size-by", "frame"], in: folder)
            #expect(ruleOff.status == 0, "\(ruleOff.stderr)")
            #expect(!ruleOff.stdout.contains("[glyph-size]"), "\(ruleOff.stdout)")
            #expect(
                ruleOff.stdout.contains(
                    "add.svg: note: sized by its frame, as its family draws it; `--size-by ink` sizes this icon alone to the target (for a Control's glyph)"
                ), "\(ruleOff.stdout)")
            let byInk = BinaryRunner.run(
                ["make", "add.svg", "remove.svg", "-o", "ink.xcassets", "--size-by", "ink", "--verbose"], in: folder)
            #expect(byInk.status == 0)
            #expect(!byInk.stdout.contains("note: sized by its frame"))
            let inkAdd = try #require(Self.regularMWidth(byInk.stdout, of: "ink.xcassets/add.symbolset/add.svg"))
            let inkRemove = try #require(
                Self.regularMWidth(byInk.stdout, of: "ink.xcassets/remove.symbolset/remove.svg"))
            // Each alone at the target: the minus, a flat mark, as wide as a square glyph there.
            #expect(abs(inkRemove - inkAdd) < 1, "plus \(inkAdd), minus \(inkRemove)")
            // The target: 1.45 cap heights of 70.459 units.
            #expect(abs(inkAdd - 1.45 * 70.459) < 1, "plus \(inkAdd)")
            let wrong = BinaryRunner.run(["make", "add.svg", "-o", "x.svg", "--size-by", "box"], in: folder)
            #expect(wrong.status == 2)
        }
    }

    @Test func standardInputToStandardOutput() {
        let run = BinaryRunner.run(
            ["make", "-", "-o", "-", "--name", "square", "--verbose"], stdin: Array(Self.square.utf8))
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(run.stdout.contains("Generated from square</text>"))
        #expect(run.stderr.hasPrefix("-: measurements"))
    }

    @Test func dryRunWritesNothing() throws {
        try Self.withIcons { folder in
            let run = BinaryRunner.run(["make", "plus.svg", "-o", "plus.symbolset", "--dry-run"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("Black-L"))
            #expect(!run.stdout.contains("wrote"))
            #expect(BinaryRunner.listDirectory(folder) == ["plus.svg", "square.svg"])
        }
    }

    /// issue #26: `make` reads icons under the reader limits `check` takes from
    /// `.symbolcheck.json`: an icon nested deeper than its `maxDepth` is refused by both, with
    /// the same message, rule and exit status, and nothing is written.
    @Test func theConfigFilesMaxDepthAppliesToMakeAsToCheck() throws {
        try Self.withIcons { folder in
            BinaryRunner.writeFile(folder + "/.symbolcheck.json", Array(#"{"maxDepth": 8}"#.utf8))
            let deep =
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#
                + String(repeating: "<g>", count: 10) + #"<path d="M2 2h20v20H2z"/>"#
                + String(repeating: "</g>", count: 10) + "</svg>\n"
            BinaryRunner.writeFile(folder + "/deep.svg", Array(deep.utf8))
            let check = BinaryRunner.run(["check", "deep.svg"], in: folder)
            let make = BinaryRunner.run(["make", "deep.svg", "-o", "deep.out.svg"], in: folder)
            let line = check.stdout.split(separator: "\n").first { $0.contains("nested more than") }
            #expect(line?.hasPrefix("deep.svg:1:") == true)
            #expect(line?.hasSuffix(": error: elements are nested more than 8 deep [input-refused]") == true)
            #expect(check.status == 2)
            #expect(make.status == check.status)
            #expect(make.stdout.split(separator: "\n").contains { $0 == line }, "\(make.stdout)")
            #expect(!BinaryRunner.listDirectory(folder).contains("deep.out.svg"))
            // Under another config file's deeper limit the same icon is made.
            BinaryRunner.writeFile(folder + "/deeper.json", Array(#"{"maxDepth": 256}"#.utf8))
            let unlimited = BinaryRunner.run(
                ["make", "deep.svg", "-o", "deep.out.svg", "--config", "deeper.json"], in: folder)
            #expect(unlimited.status != 2)
            #expect(BinaryRunner.listDirectory(folder).contains("deep.out.svg"))
        }
    }

    /// A dry run writes nothing, previews included, and says so instead of drawing them.
    @Test func dryRunWritesNoPreview() throws {
        try Self.withIcons { folder in
            let run = BinaryRunner.run(
                ["make", "plus.svg", "-o", "plus.symbolset", "--dry-run", "--preview", "previews"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.hasSuffix("dry run: no preview written to previews\n"))
            #expect(!run.stdout.contains("wrote"))
            #expect(BinaryRunner.listDirectory(folder) == ["plus.svg", "square.svg"])
        }
    }

    @Test func textIsRefusedWithItsLocationAndNothingIsWritten() throws {
        try Self.withIcons { folder in
            BinaryRunner.writeFile(
                folder + "/label.svg",
                Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#.utf8)
                    + Array("\n  <path d=\"M2 2h20v20H2z\"/>\n  <text x=\"4\" y=\"20\">Hi</text>\n</svg>\n".utf8))
            let run = BinaryRunner.run(["make", "label.svg", "-o", "label.svg.out.svg"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.stdout == """
                    label.svg:3:3: error: text cannot go into a symbol template [make-unsupported]
                      |
                    3 |   <text x="4" y="20">Hi</text>
                      |   ^^^^^
                      = help: convert the text to outlines in your editor
                    1 symbol: 0 passed, 1 failed; 1 error, 0 warnings

                    """)
            #expect(!BinaryRunner.listDirectory(folder).contains("label.svg.out.svg"))
        }
    }

    /// `make --format json` (#43 item 4): the results and the refusal of one run in `check`'s
    /// JSON, which follows docs/output.md's schema; the text report's "wrote" lines are left out
    /// of it, and the template is still written.
    @Test func makeReportsInJSONAsCheckDoes() throws {
        try Self.withIcons { folder in
            BinaryRunner.writeFile(
                folder + "/label.svg",
                Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"#.utf8)
                    + Array("\n  <path d=\"M2 2h20v20H2z\"/>\n  <text x=\"4\" y=\"20\">Hi</text>\n</svg>\n".utf8))
            let run = BinaryRunner.run(
                ["make", "plus.svg", "label.svg", "-o", "J.xcassets", "--format", "json"], in: folder)
            #expect(run.status == 1)
            let root = try JSONValue.parse(Array(run.stdout.utf8)).value
            #expect(JSONReportSchema.problems(root) == [])
            let at = ControlsCLITests.at
            #expect(at(root, "files", 0, "path") == .string("J.xcassets/plus.symbolset/plus.svg"))
            #expect(at(root, "files", 1, "path") == .string("label.svg"))
            #expect(at(root, "files", 1, "diagnostics", 0, "rule") == .string("make-unsupported"))
            #expect(at(root, "files", 1, "diagnostics", 0, "line") == .number(3))
            #expect(at(root, "summary", "symbols") == .number(2))
            #expect(!run.stdout.contains("wrote "))
            #expect(BinaryRunner.listDirectory(folder + "/J.xcassets") == ["Contents.json", "plus.symbolset"])
        }
    }

    /// issue #25: a scribble whose outline crosses itself thousands of times is refused in
    /// milliseconds, with its place and the flag, and the other icon is still made (exit 1).
    @Test func anOverBudgetIconIsRefusedAndTheOthersAreMade() throws {
        try Self.withIcons { folder in
            let scribble = BinaryRunner.run(["python3", "scripts/scribble", "1000"], executable: "/usr/bin/env")
            try #require(scribble.status == 0)
            BinaryRunner.writeFile(folder + "/scribble.svg", Array(scribble.stdout.utf8))
            let run = BinaryRunner.run(["make", "scribble.svg", "plus.svg", "-o", "Icons.xcassets"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.stdout.contains(
                    "scribble.svg:2:3: error: this shape could not be outlined: too complex to outline: the outline crosses itself more than 10000 times, the limit [make-over-budget]"
                ))
            #expect(
                run.stdout.contains(
                    #"  = help: raise the limit with --max-crossings (or "maxCrossings" in .symbolcheck.json) if this file is genuine"#
                        + "\n"))
            #expect(run.stdout.contains("2 symbols: 1 passed, 1 failed; 1 error, 0 warnings\n"))
            #expect(BinaryRunner.listDirectory(folder + "/Icons.xcassets") == ["Contents.json", "plus.symbolset"])
            // The time limit is the same setting as check's, from the flag or .symbolcheck.json.
            BinaryRunner.writeFile(
                folder + "/.symbolcheck.json", Array(#"{"timeLimit": 0.000001, "maxCrossings": 1000000}"#.utf8))
            let timed = BinaryRunner.run(["make", "scribble.svg", "-o", "s.svg"], in: folder)
            #expect(timed.status == 1)
            #expect(
                timed.stdout.contains("outlining took longer than the time limit of 0.0 seconds [make-over-budget]"))
            #expect(
                timed.stdout.contains(
                    #"  = help: raise the limit with --time-limit (or "timeLimit" in .symbolcheck.json) if this file is genuine"#
                        + "\n"))
        }
    }

    @Test func everyCommandThatReadsInputsTakesTheTimeLimit() {
        for command in ["check", "make", "fix", "resize", "preview", "golden"] {
            let help = BinaryRunner.run([command, "--help"])
            #expect(help.stdout.contains("--time-limit <seconds>"), "\(command) --help")
        }
        for command in ["make", "fix"] {
            let help = BinaryRunner.run([command, "--help"]).stdout
            #expect(help.contains("--max-segments <n>") && help.contains("--max-crossings <n>"), "\(command) --help")
        }
        #expect(!BinaryRunner.run(["check", "--help"]).stdout.contains("--max-crossings"))
    }

    /// issue #25 item 2: over many icons, each result is written as soon as it and every
    /// earlier one are made (a bounded window is held, as `check` does), with `check`'s
    /// progress line on a terminal; the output is the same as before, in input order.
    @Test func manyIconsAreMadeInOrderWithAProgressLineOnATerminal() throws {
        try Self.withIcons { folder in
            var icons: [String] = []
            for i in 0..<21 {
                let name = "p\(i < 10 ? "0" : "")\(i).svg"
                BinaryRunner.writeFile(folder + "/" + name, Array((i % 2 == 0 ? Self.plus : Self.square).utf8))
                icons.append(folder + "/" + name)
            }
            let live = StandardErrorLog()
            var environment = ToolEnvironment(
                stderrIsTerminal: true, processorCount: 2, standardErrorColumns: 200,
                writeStandardErrorNow: { live.append($0) })
            environment.rendering = RenderingCommands.support
            let output = SymbolCheckTool.run(
                ["make"] + icons + ["-o", folder + "/Icons.xcassets", "--weights", "regular"], environment: environment)
            #expect(output.exitCode == 0)
            let counters = live.lines.dropLast().map { line in String(line.dropFirst(4).prefix { $0 != " " }) }
            #expect(counters == (1...21).map { "[\($0)/21]" })
            #expect(live.lines.last == "\r\u{1B}[K")
            let wrote = output.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
            #expect(
                wrote.map { String($0) }
                    == icons.map { path in
                        let name = String(path.split(separator: "/").last!.dropLast(4))
                        return "wrote \(folder)/Icons.xcassets/\(name).symbolset/\(name).svg"
                    })
            #expect(output.stdout.contains("\n21 symbols: 21 passed, 0 failed; 0 errors, 0 warnings\n"))
            #expect(BinaryRunner.listDirectory(folder + "/Icons.xcassets").count == 22)
        }
    }

    @Test func softMasksFiltersAndUnknownClipPathsAreRefused() throws {
        let cases = [
            (
                #"<mask id="m"><rect width="24" height="24" fill="gray"/></mask><path mask="url(#m)" d="M2 2h9v9z"/>"#,
                "the mask `#m` has a shape whose luminance is between black and white (the colour rgb(128, 128, 128)): it lets what it masks through partly, which no outline can draw"
            ),
            (#"<filter id="f"/>"#, "filters cannot go into a symbol template"),
            (
                #"<path clip-path="url(#c)" d="M2 2h20v20H2z"/>"#,
                "`clip-path` refers to `#c`, which is not a <clipPath> in this file"
            ),
            (#"<image href="a.png" width="4" height="4"/>"#, "a bitmap image cannot go into a symbol template"),
        ]
        for (markup, message) in cases {
            let svg =
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1h4v4z"/>"# + markup
                + "</svg>"
            let run = BinaryRunner.run(["make", "-", "-o", "-"], stdin: Array(svg.utf8))
            #expect(run.status == 1, "\(markup)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("error: \(message) [make-unsupported]"), "\(run.stderr)")
        }
    }

    /// A triangle exported by Figma in a frame whose clip keeps its left half.
    static let figmaHalfClipped = """
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#clip0_1_2)"><path d="M12 2L2 22H22L12 2Z" fill="black"/></g>
        <defs><clipPath id="clip0_1_2"><rect width="12" height="24" fill="white"/></clipPath></defs>
        </svg>
        """

    /// issue #23 item 3: what `make` did to draw a clipped icon as it looked is said in its output.
    @Test func aClipThatCutsIsAppliedAndSaidSo() throws {
        let svg = Self.figmaHalfClipped
        let run = BinaryRunner.run(["make", "-", "-o", "-"], stdin: Array(svg.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<g id=\"Regular-M\""))
        #expect(
            run.stderr.hasPrefix(
                "-:2:4: note: the clip path `#clip0_1_2` cuts 50 % of the ink it applies to: applied (intersected with its shapes)\n"
            ), "\(run.stderr)")
    }

    /// issue #23 item 3: each icon's notes come before its measurements, then what was written
    /// (#37 item 6), all before the closing totals, in input order (as `check` prints findings,
    /// then totals).
    @Test func notesComeBeforeEachIconsReportAndTheTotals() throws {
        let svg = Self.figmaHalfClipped
        try Self.withIcons { folder in
            BinaryRunner.writeFile(folder + "/a.svg", Array(svg.utf8))
            BinaryRunner.writeFile(folder + "/b.svg", Array(svg.utf8))
            let run = BinaryRunner.run(["make", "a.svg", "b.svg", "-o", "out.xcassets", "--verbose"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            func line(_ prefix: String) throws -> Int {
                try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix) in \(run.stdout)")
            }
            let note = ": note: the clip path `#clip0_1_2` cuts 50 % of the ink it applies to"
            let order = [
                try line("a.svg:2:4" + note), try line("out.xcassets/a.symbolset/a.svg: measurements"),
                try line("wrote out.xcassets/a.symbolset/a.svg"),
                try line("b.svg:2:4" + note), try line("out.xcassets/b.symbolset/b.svg: measurements"),
                try line("wrote out.xcassets/b.symbolset/b.svg"), try line("2 symbols: 2 passed"),
            ]
            #expect(order == order.sorted(), "\(run.stdout)")
        }
    }

    @Test func aTemplateIsToldToUseCheckOrResize() {
        let run = BinaryRunner.run(["make", "Symbols/camera.svg", "-o", "-"])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "Symbols/camera.svg:44:2: error: this file is already a symbol template (it has a Symbols group) [make-already-template]"
            ))
        #expect(
            run.stderr.contains(
                "= help: check it with `symbolcheck check Symbols/camera.svg`, or fix its size with `symbolcheck resize`"
            ))
    }

    @Test func severalIconsNeedAFolder() {
        let run = BinaryRunner.run(["make", "a.svg", "b.svg", "-o", "one.svg"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: 'one.svg' holds one symbol; give one icon, or a folder or .xcassets catalog for 2.\n"))
    }
}
