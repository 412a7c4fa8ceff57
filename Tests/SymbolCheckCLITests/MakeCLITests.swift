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
    static let plus = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <path d="M5 12h14"/><path d="M12 5v14"/>
        </svg>

        """

    static let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">
          <rect x="2" y="2" width="12" height="12" rx="2" opacity="0.5"/>
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
            let run = BinaryRunner.run(["make", "plus.svg", "-o", "out/plus.svg"], in: folder + "/")
            #expect(run.status == 2)  // the folder `out` does not exist: nothing can be written there
            let first = BinaryRunner.run(["make", "plus.svg", "-o", "made.svg"], in: folder)
            #expect(first.status == 0)
            #expect(
                first.stdout.hasPrefix(
                    "made.svg: measurements (template units; ratio = height ÷ cap height; optical size and target in cap heights; stem = 2 × ink area ÷ perimeter)\n"
                ))
            // Up to the target column: the size model may add columns after it.
            #expect(first.stdout.contains("\n  Regular-M     107.800  107.800  1.530    1.530   1.530 "))
            #expect(first.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\nwrote made.svg\n"))
            let bytes = BinaryRunner.readBytes(folder + "/made.svg")
            #expect(BinaryRunner.run(["make", "plus.svg", "-o", "again.svg"], in: folder).status == 0)
            #expect(BinaryRunner.readBytes(folder + "/again.svg") == bytes)
            let check = BinaryRunner.run(["check", "made.svg", "--profile", "xcode"], in: folder)
            #expect(check.status == 0)
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

    @Test func standardInputToStandardOutput() {
        let run = BinaryRunner.run(["make", "-", "-o", "-", "--name", "square"], stdin: Array(Self.square.utf8))
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
                    "scribble.svg:2:3: error: this shape could not be outlined: too complex to outline: the outline crosses itself more than 10000 times, the --max-crossings limit [make-over-budget]"
                ))
            #expect(run.stdout.contains("  = help: raise the limit with --max-crossings if the input is genuine\n"))
            #expect(run.stdout.contains("2 symbols: 1 passed, 1 failed; 1 error, 0 warnings\n"))
            #expect(BinaryRunner.listDirectory(folder + "/Icons.xcassets") == ["Contents.json", "plus.symbolset"])
            // The time limit is the same setting as check's, from the flag or .symbolcheck.json.
            BinaryRunner.writeFile(
                folder + "/.symbolcheck.json", Array(#"{"timeLimit": 0.000001, "maxCrossings": 1000000}"#.utf8))
            let timed = BinaryRunner.run(["make", "scribble.svg", "-o", "s.svg"], in: folder)
            #expect(timed.status == 1)
            #expect(
                timed.stdout.contains("outlining took longer than the time limit of 0.0 seconds [make-over-budget]"))
            #expect(timed.stdout.contains("  = help: raise the limit with --time-limit if the input is genuine\n"))
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

    @Test func masksFiltersAndClipPathsAreRefused() throws {
        let cases = [
            (
                #"<mask id="m"><rect width="24" height="24" fill="white"/></mask>"#,
                "masks cannot go into a symbol template"
            ),
            (#"<filter id="f"/>"#, "filters cannot go into a symbol template"),
            (#"<path clip-path="url(#c)" d="M2 2h20v20H2z"/>"#, "`clip-path` cannot go into a symbol template"),
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
