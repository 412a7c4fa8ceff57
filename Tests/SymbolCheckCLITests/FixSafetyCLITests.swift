import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck fix` made safe at the command line: files it cannot rewrite exactly are refused
/// and left as they were, `-` is standard input and output, folders are created, links are
/// written through, and locations name the file written.
@Suite struct FixSafetyCLITests {
    static let broken = BinaryRunner.packageRoot + "/Symbols/broken/"
    static let strokeText = BinaryRunner.readText(broken + "stroke.svg")

    static let encodingRefusal =
        "error: cannot fix: fix rewrites UTF-8 files only, and this file is in another encoding\n"
        + "  = help: convert it to UTF-8 first, e.g. `iconv -f ENCODING -t UTF-8`, and set encoding=\"UTF-8\"\n"

    /// A scratch folder, removed afterwards.
    static func inFolder(_ body: (_ folder: String) throws -> Void) rethrows {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        try body(folder)
    }

    /// `stroke.svg` declared as UTF-16 and written so (little-endian, with its byte order mark).
    static var utf16Stroke: [UInt8] {
        let text = strokeText.replacing(#"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// `stroke.svg` declared as ISO-8859-1 with a few `é` before the glyphs, so every offset
    /// after them differs between the bytes and the decoded text.
    static var latin1Stroke: [UInt8] {
        let text = strokeText.replacing(#"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
            .replacing(#"<g id="Notes">"#, with: "<!-- \u{E9}\u{E9}\u{E9}\u{E9}\u{E9} --><g id=\"Notes\">")
        return text.unicodeScalars.map { UInt8($0.value) }
    }

    @Test(arguments: ["u16.svg", "latin1.svg"])
    func aFileInAnotherEncodingIsRefusedAndLeftAsItWas(name: String) throws {
        let bytes = name == "u16.svg" ? Self.utf16Stroke : Self.latin1Stroke
        try Self.inFolder { folder in
            BinaryRunner.writeFile(folder + "/" + name, bytes)
            let inPlace = BinaryRunner.run(["fix", name, "--in-place"], in: folder)
            #expect(inPlace.status == 2)
            #expect(inPlace.stdout == "")
            #expect(inPlace.stderr == "\(name): " + Self.encodingRefusal)
            #expect(BinaryRunner.readBytes(folder + "/" + name) == bytes)
            let out = BinaryRunner.run(["fix", name, "-o", "out.svg"], in: folder)
            #expect(out.status == 2)
            #expect(BinaryRunner.listDirectory(folder) == [name])
        }
    }

    /// `Symbols/broken/NAME` with the shape at `line` (1-based) moved into `<defs>` with `id`,
    /// and a `<use>` of it where it was: the `<defs>` go before the Symbols group (line 46), so
    /// the shape is at 47:3 and the `<use>` three lines below where the shape was.
    static func drawnThroughUse(_ name: String, line: Int, id: String) -> String {
        var lines = BinaryRunner.readText(broken + name).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let shape = lines[line - 1].drop { $0 == " " }.replacing("<path ", with: "<path id=\"\(id)\" ")
        lines[line - 1] = "   <use xlink:href=\"#\(id)\"/>"
        let symbols = lines.firstIndex(of: #" <g id="Symbols">"#)!
        lines.insert(contentsOf: [" <defs>", "  " + shape, " </defs>"], at: symbols)
        return lines.joined(separator: "\n")
    }

    /// The one `<use>` of the shape is every place that draws it, so `fix` repairs the shape
    /// where it is written, in `<defs>`, keeps the `<use>`, and locates the repair at the `<use>`.
    @Test(arguments: [
        ("stroke.svg", 55, "lens", "outlined the stroke"),
        ("nonzero-fill.svg", 53, "body", "deleted contour 2, which adds nothing to what non-zero fills"),
    ])
    func aShapeDrawnThroughOneUseIsRepairedWhereItIsWritten(name: String, line: Int, id: String, change: String)
        throws
    {
        try Self.inFolder { folder in
            let text = Self.drawnThroughUse(name, line: line, id: id)
            let use = "   <use xlink:href=\"#\(id)\"/>"
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line + 2] == use)
            BinaryRunner.writeFile(folder + "/use.svg", Array(text.utf8))
            // The finding's help says what fix will do.
            let check = BinaryRunner.run(["check", "--format", "json", "use.svg"], in: folder)
            #expect(check.stdout.contains("`symbolcheck fix use.svg --in-place`"))
            // A stroke finding says how fix repairs a shape drawn through a <use>; the
            // two-sentence nonzero-fill help names only the repair, which is made as it says.
            #expect(
                check.stdout.contains(
                    "the shape is drawn through a <use>: the repair is made where the shape is written when every place that draws it needs the same one, else in a copy written in place of the <use>"
                ) == (name == "stroke.svg"))
            let run = BinaryRunner.run(["fix", "use.svg", "-o", "out.svg"], in: folder)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(
                run.stdout
                    == "out.svg:\(line + 3):4: Regular-M: <path id=\"\(id)\">: \(change), made in `#\(id)` where it is written, as every place that draws it needs this repair\nwrote out.svg\n"
            )
            let fixed = BinaryRunner.readText(folder + "/out.svg")
            let lines = fixed.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[line + 2] == use)
            #expect(lines[46].hasPrefix("  <path ") && lines[46].contains("id=\"\(id)\""))
            #expect(lines[46] != text.split(separator: "\n", omittingEmptySubsequences: false)[46])
            // Nothing is left to repair.
            let again = BinaryRunner.run(["fix", "out.svg", "--dry-run"], in: folder)
            #expect(again.status == 0)
            #expect(!again.stdout.contains(change))
        }
    }

    @Test func dashOIsStandardOutputAndDashIsStandardInput() throws {
        try Self.inFolder { folder in
            BinaryRunner.writeFile(folder + "/stroke.svg", Array(Self.strokeText.utf8))
            let toFile = BinaryRunner.run(["fix", "stroke.svg", "-o", "out.svg"], in: folder)
            #expect(toFile.status == 0)
            let fixed = BinaryRunner.readBytes(folder + "/out.svg")
            let toStdout = BinaryRunner.run(["fix", "stroke.svg", "-o", "-"], in: folder)
            #expect(toStdout.status == 0)
            #expect(Array(toStdout.stdout.utf8) == fixed)
            #expect(toStdout.stderr == "-:55:4: Regular-M: <path>: outlined the stroke\n")
            let piped = BinaryRunner.run(["fix", "-", "-o", "-"], in: folder, stdin: Array(Self.strokeText.utf8))
            #expect(piped.status == 0)
            #expect(Array(piped.stdout.utf8) == fixed)
            #expect(piped.stderr == "-:55:4: Regular-M: <path>: outlined the stroke\n")
            let stdinToFile = BinaryRunner.run(
                ["fix", "-", "-o", "piped.svg"], in: folder, stdin: Array(Self.strokeText.utf8))
            #expect(stdinToFile.stdout == "piped.svg:55:4: Regular-M: <path>: outlined the stroke\nwrote piped.svg\n")
            #expect(BinaryRunner.readBytes(folder + "/piped.svg") == fixed)
            // No file named `-` appears.
            #expect(BinaryRunner.listDirectory(folder).sorted() == ["out.svg", "piped.svg", "stroke.svg"])
            let inPlace = BinaryRunner.run(["fix", "-", "--in-place"], in: folder, stdin: [])
            #expect(inPlace.status == 2)
            #expect(
                inPlace.stderr.hasPrefix(
                    "Error: '--in-place' cannot replace standard input; give '-o <output>' or '-o -'.\n"))
            let two = BinaryRunner.run(["fix", "stroke.svg", "out.svg", "-o", "-"], in: folder)
            #expect(two.status == 2)
            #expect(two.stderr.hasPrefix("Error: '-o -' takes one SVG file; use '--in-place' for 2 files.\n"))
        }
    }

    @Test func helpSaysVariableTemplatesAreWrittenOutAndWhatIsRefused() {
        let run = BinaryRunner.run(["fix", "--help"])
        #expect(run.status == 0)
        let text = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!text.contains("structurally different is refused"))
        #expect(
            text.contains(
                "A variable template (Ultralight/Regular/Black-S only) whose repaired sources would no longer interpolate is written out statically: the 24 variants actool derives are drawn into the file from the original sources, then all 27 glyphs are repaired. Refused, nothing written (exit 2): sources whose shapes differ in structure once arcs are drawn as curves, a source without usable margin guides, a shape drawn through a <use>, a hairline wireframe without '--wireframe', and a file that is not UTF-8."
            ))
    }

    @Test func missingFoldersOfTheOutputAreCreated() throws {
        try Self.inFolder { folder in
            BinaryRunner.writeFile(folder + "/stroke.svg", Array(Self.strokeText.utf8))
            let run = BinaryRunner.run(["fix", "stroke.svg", "-o", "nodir/sub/x.svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout == "nodir/sub/x.svg:55:4: Regular-M: <path>: outlined the stroke\nwrote nodir/sub/x.svg\n")
            #expect(BinaryRunner.run(["check", "--disable", "glyph-size", "nodir/sub/x.svg"], in: folder).status == 0)
        }
    }

    @Test func severalFilesEndWithASummary() throws {
        try Self.inFolder { folder in
            for name in ["stroke.svg", "nonzero-fill.svg"] {
                BinaryRunner.writeFile(folder + "/" + name, BinaryRunner.readBytes(Self.broken + name))
            }
            BinaryRunner.writeFile(
                folder + "/camera.svg", BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
            let run = BinaryRunner.run(
                ["fix", "stroke.svg", "camera.svg", "absent.svg", "nonzero-fill.svg", "--in-place"], in: folder)
            #expect(run.status == 2)
            #expect(
                run.stdout
                    == "stroke.svg:55:4: Regular-M: <path>: outlined the stroke\nwrote stroke.svg\n"
                    + "camera.svg: nothing to fix\n"
                    + "nonzero-fill.svg:53:4: Regular-M: <path>: deleted contour 2, which adds nothing to what non-zero fills\nwrote nonzero-fill.svg\n"
                    + "4 files: 2 fixed, 1 with nothing to fix, 1 not fixed\n")
            #expect(run.stderr == "absent.svg: error: cannot read the file: no such file or directory\n")
        }
    }

    @Test func anEmptyFolderIsReportedAsCheckReportsIt() throws {
        try Self.inFolder { folder in
            #expect(mkdir(folder + "/empty", 0o755) == 0)
            let check = BinaryRunner.run(["check", "empty"], in: folder)
            let fix = BinaryRunner.run(["fix", "empty", "--in-place"], in: folder)
            #expect(fix.status == 2)
            #expect(check.status == 2)
            #expect(fix.stdout == "")
            #expect(
                fix.stderr
                    == "empty: error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"
            )
            #expect(check.stdout.hasPrefix(fix.stderr))
            // With a plain .svg in it, the same help as check's, and the flag it names works.
            BinaryRunner.writeFile(folder + "/empty/stroke.svg", Array(Self.strokeText.utf8))
            let plain = BinaryRunner.run(["fix", "empty", "--dry-run"], in: folder)
            #expect(
                plain.stderr
                    == "empty: error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"
                    + "  = help: add --all-svg to include the 1 .svg file in it that is not in a symbol set\n")
            let all = BinaryRunner.run(["fix", "empty", "--all-svg", "--dry-run"], in: folder)
            #expect(all.status == 0)
            #expect(all.stdout == "empty/stroke.svg:55:4: Regular-M: <path>: outlined the stroke\n")
        }
    }

    @Test func anEmptySymbolSetIsAnErrorAsForResize() throws {
        try Self.inFolder { folder in
            #expect(mkdir(folder + "/Empty.symbolset", 0o755) == 0)
            let fix = BinaryRunner.run(["fix", "Empty.symbolset", "--in-place"], in: folder)
            #expect(fix.status == 2)
            #expect(fix.stdout == "")
            #expect(fix.stderr == "Empty.symbolset: error: cannot fix: the symbol set holds no SVG file to fix\n")
            let resize = BinaryRunner.run(["resize", "Empty.symbolset", "--in-place"], in: folder)
            #expect(resize.status == 2)
        }
    }

    /// `in/link.svg` → `../real/target.svg`: `command` replaces the target (atomically, in its
    /// own folder) and keeps the link.
    static func expectWrittenThroughTheLink(_ command: [String], source: String) throws {
        try inFolder { folder in
            #expect(mkdir(folder + "/in", 0o755) == 0)
            #expect(mkdir(folder + "/real", 0o755) == 0)
            let original = BinaryRunner.readBytes(source)
            BinaryRunner.writeFile(folder + "/real/target.svg", original)
            #expect(symlink("../real/target.svg", folder + "/in/link.svg") == 0)
            let run = BinaryRunner.run(command + ["in/link.svg", "--in-place"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasSuffix("wrote in/link.svg\n"))
            var st = stat()
            #expect(lstat(folder + "/in/link.svg", &st) == 0)
            #expect(st.st_mode & S_IFMT == S_IFLNK)
            #expect(BinaryRunner.readBytes(folder + "/real/target.svg") != original)
            #expect(BinaryRunner.listDirectory(folder + "/in") == ["link.svg"])
            #expect(BinaryRunner.listDirectory(folder + "/real") == ["target.svg"])
            #expect(BinaryRunner.run(command + ["in/link.svg", "--dry-run"], in: folder).status == 0)
        }
    }

    @Test func inPlaceOnASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        try Self.expectWrittenThroughTheLink(["fix"], source: Self.broken + "stroke.svg")
        try Self.expectWrittenThroughTheLink(
            ["resize"], source: BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
    }

    /// `stroke.svg` with Regular-M's stroked path data over two lines, and Regular-L's last
    /// path (line 61) stroked too: outlining the first joins its lines, so the second moves up
    /// one line in the result.
    static var multiLineStroke: String {
        strokeText.replacing(#"d="M57.5936-27.3117A14.814"#, with: "d=\"M57.5936-27.3117\n     A14.814")
            .replacing(
                #"d="M74.2957-25.0155A19.1101 19.1101 0 0 1 112.5159-25.0155A19.1101 19.1101 0 0 1 74.2957-25.0155Z"/>"#,
                with:
                    ##"d="M74.2957-25.0155A19.1101 19.1101 0 0 1 112.5159-25.0155A19.1101 19.1101 0 0 1 74.2957-25.0155Z" stroke="#000000" stroke-width="2"/>"##
            )
    }

    @Test func locationsAreInTheFileWritten() throws {
        try Self.inFolder { folder in
            BinaryRunner.writeFile(folder + "/m.svg", Array(Self.multiLineStroke.utf8))
            let dryRun = BinaryRunner.run(["fix", "m.svg", "--dry-run"], in: folder)
            #expect(
                dryRun.stdout
                    == "m.svg:55:4: Regular-M: <path>: outlined the stroke\nm.svg:61:4: Regular-L: <path>: outlined the stroke\n"
            )
            let run = BinaryRunner.run(["fix", "m.svg", "-o", "out.svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout
                    == "out.svg:55:4: Regular-M: <path>: outlined the stroke\nout.svg:60:4: Regular-L: <path>: outlined the stroke\nwrote out.svg\n"
            )
            let written = BinaryRunner.readText(folder + "/out.svg").split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(written[59].hasPrefix("   <path ") && written[59].contains("stroke:none"))
            let inPlace = BinaryRunner.run(["fix", "m.svg", "--in-place"], in: folder)
            #expect(
                inPlace.stdout
                    == "m.svg:55:4: Regular-M: <path>: outlined the stroke\nm.svg:60:4: Regular-L: <path>: outlined the stroke\nwrote m.svg\n"
            )
        }
    }
}
