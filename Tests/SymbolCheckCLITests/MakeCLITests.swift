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
