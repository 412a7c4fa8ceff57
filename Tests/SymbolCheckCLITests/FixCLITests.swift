import JSONReader
import SymbolCheckCLI
import SymbolCheckRenderCLI
import SymbolReport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck fix` run as a user runs it: what it prints per variant, where the result goes,
/// exit statuses, and misuse; and fix made safe at the command line: files it cannot rewrite
/// exactly are refused and left as they were, `-` is standard input and output, folders are
/// created, and locations name the file written.
@Suite struct FixCLITests {
    /// A scratch folder with copies of the broken nonzero-fill and stroke examples.
    static func withCopies(_ body: (_ folder: String) throws -> Void) throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        for name in ["nonzero-fill.svg", "stroke.svg"] {
            BinaryRunner.writeFile(
                folder + "/" + name, BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/" + name))
        }
        try body(folder)
    }

    @Test func dryRunSaysWhatChangesAndWritesNothing() throws {
        try Self.withCopies { folder in
            let before = BinaryRunner.readBytes(folder + "/stroke.svg")
            let run = BinaryRunner.run(["fix", "nonzero-fill.svg", "stroke.svg", "--dry-run"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stdout
                    == "nonzero-fill.svg:53:4: Regular-M: <path>: deleted contour 2, which adds nothing to what non-zero fills\n"
                    + "stroke.svg:55:4: Regular-M: <path>: outlined the stroke\n"
                    + "2 files: 2 to fix, 0 with nothing to fix, 0 not fixed\n")
            #expect(run.stderr == "")
            #expect(BinaryRunner.readBytes(folder + "/stroke.svg") == before)
        }
    }

    @Test func inPlaceRewritesEachFileAndTheyCheckClean() throws {
        try Self.withCopies { folder in
            let run = BinaryRunner.run(["fix", "nonzero-fill.svg", "stroke.svg", "--in-place"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("wrote nonzero-fill.svg\n"))
            #expect(run.stdout.contains("wrote stroke.svg\n"))
            let check = BinaryRunner.run(
                ["check", "--disable", "glyph-size", "nonzero-fill.svg", "stroke.svg"], in: folder)
            #expect(check.status == 0, "\(check.stdout)")
            // A second run finds nothing to do.
            let again = BinaryRunner.run(["fix", "nonzero-fill.svg", "--in-place"], in: folder)
            #expect(again.stdout == "nonzero-fill.svg: nothing to fix\n")
        }
    }

    /// `-o OUT` of a clean file writes OUT (atomically, the same bytes), so a script can rely on
    /// it, and says so in one line rather than "nothing to fix" and then "wrote".
    @Test func aCleanFileIsWrittenUnchangedToOutAndSaidOnce() throws {
        try Self.withCopies { folder in
            let clean = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
            BinaryRunner.writeFile(folder + "/camera.svg", clean)
            let run = BinaryRunner.run(["fix", "camera.svg", "-o", "out/camera.svg"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout == "camera.svg: nothing to fix; written unchanged to out/camera.svg\n")
            #expect(run.stderr == "")
            #expect(BinaryRunner.readBytes(folder + "/out/camera.svg") == clean)
            // In place, a clean file is neither rewritten nor said to be.
            let inPlace = BinaryRunner.run(["fix", "camera.svg", "--in-place"], in: folder)
            #expect(inPlace.stdout == "camera.svg: nothing to fix\n")
        }
    }

    @Test func misuseIsAUsageError() throws {
        try Self.withCopies { folder in
            let both = BinaryRunner.run(["fix", "stroke.svg", "-o", "x.svg", "--in-place"], in: folder)
            #expect(both.status == 2)
            #expect(both.stderr.hasPrefix("Error: Give either '-o <output>' or '--in-place', not both.\n"))
            let neither = BinaryRunner.run(["fix", "stroke.svg"], in: folder)
            #expect(neither.status == 2)
            // Two files with `-o`: a folder, as `resize` writes them (`ResultPlacement`).
            let two = BinaryRunner.run(["fix", "stroke.svg", "nonzero-fill.svg", "-o", "x.svg"], in: folder)
            #expect(two.status == 0, "\(two.stdout)\(two.stderr)")
            #expect(BinaryRunner.listDirectory(folder + "/x.svg").sorted() == ["nonzero-fill.svg", "stroke.svg"])
            let missing = BinaryRunner.run(["fix", "absent.svg", "--in-place"], in: folder)
            #expect(missing.status == 2)
            #expect(missing.stdout.hasPrefix("absent.svg: error: cannot read the file: "))
        }
    }

    /// A variable template (Ultralight-S, Regular-S and Black-S with their margins) whose
    /// sources are one stroked line each, round-capped, wider with the weight (Regular-S's ink
    /// is 80 units tall, the size target).
    static let strokedVariable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Notes"><text id="template-version" x="3036" y="1933">Template v.6.0</text></g>
         <g id="Guides">
          <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1055.541" y2="1055.541" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="Baseline-L" x1="263" x2="3036" y1="1556" y2="1556" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="Capline-L" x1="263" x2="3036" y1="1485.541" y2="1485.541" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>
          <line id="left-margin-Ultralight-S" x1="500" x2="500" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
          <line id="right-margin-Ultralight-S" x1="598" x2="598" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
          <line id="left-margin-Regular-S" x1="1400" x2="1400" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
          <line id="right-margin-Regular-S" x1="1498" x2="1498" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
          <line id="left-margin-Black-S" x1="2880" x2="2880" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
          <line id="right-margin-Black-S" x1="2978" x2="2978" y1="600.785" y2="720.121" style="fill:none;stroke:#00AEEF;stroke-width:0.5"/>
         </g>
         <g id="Symbols">
          <g id="Ultralight-S" transform="matrix(1 0 0 1 500 696)">
           <path fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M9 -72.23L49 1.77L89 -72.23"/>
          </g>
          <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)">
           <path fill="none" stroke="black" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" d="M9 -72.23L49 1.77L89 -72.23"/>
          </g>
          <g id="Black-S" transform="matrix(1 0 0 1 2880 696)">
           <path fill="none" stroke="black" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" d="M9 -72.23L49 1.77L89 -72.23"/>
          </g>
         </g>
        </svg>

        """

    /// Not asked for a static template, `fix` refuses the file, writes nothing and exits 2,
    /// saying why and how to ask; with `--static` it writes the template out.
    @Test func aVariableTemplateThatCannotStayVariableIsWrittenOutStaticallyOnlyWhenAsked() throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        BinaryRunner.writeFile(folder + "/v.svg", Array(Self.strokedVariable.utf8))
        let refused = BinaryRunner.run(["fix", "v.svg", "-o", "out.svg"], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr == "")
        #expect(
            refused.stdout.hasPrefix(
                "v.svg:20:4: error: cannot fix: the repair would leave this variable template's Ultralight-S, Regular-S and Black-S unable to interpolate (first Ultralight-S: <path>)"
            ), "\(refused.stdout)")
        #expect(
            refused.stdout.contains(
                "\n   = help: to repair it as a static template instead (its 24 derived variants drawn in the file, all 27 repaired), run `symbolcheck fix v.svg --in-place --static`\n"
            ))
        #expect(readBytes(folder + "/out.svg") == nil)
        let run = BinaryRunner.run(["fix", "v.svg", "-o", "out.svg", "--static"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "v.svg: variable template written out statically: the 24 variants actool derives (Thin-S … Black-L) are drawn in the file, derived from the original Ultralight-S, Regular-S and Black-S, because the repaired sources no longer share one path structure, so actool could not derive the other variants from them; locations below are in the written file"
        )
        // Where the derived variants were placed, one line per variant, located in the written
        // file, then where it went.
        #expect(lines.count == 2 + 27 + 1 + 1)
        #expect(lines[1] == "v.svg: the derived variants are placed in Apple's weight columns")
        #expect(lines.dropFirst(2).first?.hasSuffix(": Ultralight-S: <path>: outlined the stroke") == true)
        #expect(lines.contains { $0.hasSuffix(": Thin-S: <path>: outlined the stroke") })
        #expect(lines[lines.count - 2] == "wrote out.svg")
        // The derived Thin-S is where the report says, in the written file.
        let thin = try #require(lines.first { $0.hasSuffix(": Thin-S: <path>: outlined the stroke") })
        let lineNumber = try #require(Int(thin.split(separator: ":")[1]))
        let written = BinaryRunner.readText(folder + "/out.svg").split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(written[lineNumber - 1].drop { $0 == " " }.hasPrefix("<path "))
        #expect(written[lineNumber - 2].contains(#"<g id="Thin-S""#))
        let check = BinaryRunner.run(["check", "out.svg"], in: folder)
        #expect(check.status == 0, "\(check.stdout)")
        let xcode = BinaryRunner.run(["check", "--profile", "xcode", "out.svg"], in: folder)
        #expect(xcode.status == 0, "\(xcode.stdout)")
    }

    /// After writing, the errors the file still has under the user's settings are listed at
    /// their place in the file written, each with its own help and what addresses it, and the
    /// exit status is 1: never 0 with "nothing to fix" over an error.
    @Test func errorsThatRemainAreListedWithWhatAddressesEachAndExitOne() throws {
        try BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(
                folder + "/m.svg",
                BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/missing-glyph.svg"))
            let missing = BinaryRunner.run(["fix", "m.svg", "-o", "out.svg"], in: folder)
            #expect(missing.status == 1)
            let lines = missing.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "m.svg: nothing to fix; written unchanged to out.svg")
            let error = try #require(lines.first { $0.contains("still fails after fixing") })
            #expect(error.hasPrefix("out.svg:"))
            #expect(error.hasSuffix("[missing-glyph]"))
            // The place is the finding's in the file written, as `check` gives it.
            let check = BinaryRunner.run(["check", "out.svg"], in: folder)
            #expect(check.status == 1)
            let place = error.split(separator: " ")[0]
            #expect(check.stdout.contains("\(place) error: "), "\(check.stdout)")
            #expect(
                missing.stdout.contains(
                    "  = help: `symbolcheck make ICON.svg -o OUT.svg` makes the template again from the icon its glyph was drawn from, with every variant and its margins\n"
                ))
            // A size error, raised by the user's config, is `resize`'s.
            BinaryRunner.writeFile(folder + "/.symbolcheck.json", Array(#"{ "error": ["glyph-size"] }"#.utf8))
            BinaryRunner.writeFile(
                folder + "/p.svg", BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg"))
            let puny = BinaryRunner.run(["fix", "p.svg", "--in-place"], in: folder)
            #expect(puny.status == 1)
            #expect(puny.stdout.contains("error: still fails after fixing: "), "\(puny.stdout)")
            #expect(puny.stdout.contains("[glyph-size]\n"))
            #expect(
                puny.stdout.contains(
                    "  = help: run `symbolcheck resize p.svg --in-place` to scale every variant to the target\n"))
            // What no command repairs is the designer's.
            BinaryRunner.writeFile(
                folder + "/e.svg", BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/empty-glyph.svg"))
            let empty = BinaryRunner.run(["fix", "e.svg", "--dry-run"], in: folder)
            #expect(empty.status == 1)
            #expect(
                empty.stdout.contains(
                    "  = help: no command repairs this: it is the designer's to change in a drawing tool (`symbolcheck explain empty-glyph` says what the device does with it)\n"
                ))
        }
    }

    static let broken = BinaryRunner.packageRoot + "/Symbols/broken/"
    static let strokeText = BinaryRunner.readText(broken + "stroke.svg")

    static let encodingRefusal =
        "error: cannot fix: fix rewrites UTF-8 files only, and this file is in another encoding [fix-refused]\n"
        + " = help: convert it to UTF-8 first, e.g. `iconv -f ENCODING -t UTF-8`, and set encoding=\"UTF-8\"\n"

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
        try BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(folder + "/" + name, bytes)
            let inPlace = BinaryRunner.run(["fix", name, "--in-place"], in: folder)
            #expect(inPlace.status == 2)
            #expect(inPlace.stderr == "")
            #expect(inPlace.stdout == "\(name): " + Self.encodingRefusal)
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
        try BinaryRunner.inScratchFolder { folder in
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
        try BinaryRunner.inScratchFolder { folder in
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
            #expect(
                two.stderr.hasPrefix(
                    "Error: '-o -' writes one file to standard output; give a folder for several inputs.\n"))
        }
    }

    @Test func helpSaysVariableTemplatesAreWrittenOutAndWhatIsRefused() {
        let run = BinaryRunner.run(["fix", "--help"])
        #expect(run.status == 0)
        let text = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!text.contains("structurally different is refused"))
        #expect(
            text.contains(
                "A variable template (Ultralight/Regular/Black-S only) stays variable: each repair is made alike in the three sources. Where the repaired sources would no longer interpolate, the file is refused, nothing written (exit 2), unless '--static' asks for a static template: then the 24 variants actool derives are drawn into the file from the original sources, and all 27 glyphs are repaired. Refused, nothing written (exit 2): sources whose shapes differ in structure once arcs are drawn as curves, a source without usable margin guides, a shape drawn through a <use>, a hairline wireframe without '--wireframe', and a file that is not UTF-8."
            ))
    }

    @Test func missingFoldersOfTheOutputAreCreated() throws {
        try BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(folder + "/stroke.svg", Array(Self.strokeText.utf8))
            let run = BinaryRunner.run(["fix", "stroke.svg", "-o", "nodir/sub/x.svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout == "nodir/sub/x.svg:55:4: Regular-M: <path>: outlined the stroke\nwrote nodir/sub/x.svg\n")
            #expect(BinaryRunner.run(["check", "--disable", "glyph-size", "nodir/sub/x.svg"], in: folder).status == 0)
        }
    }

    @Test func severalFilesEndWithASummary() throws {
        try BinaryRunner.inScratchFolder { folder in
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
                    + "absent.svg: error: cannot read the file: no such file or directory [input-refused]\n"
                    + "nonzero-fill.svg:53:4: Regular-M: <path>: deleted contour 2, which adds nothing to what non-zero fills\nwrote nonzero-fill.svg\n"
                    + "4 files: 2 fixed, 1 with nothing to fix, 1 not fixed\n")
            #expect(run.stderr == "")
        }
    }

    @Test func anEmptyFolderIsReportedAsCheckReportsIt() throws {
        try BinaryRunner.inScratchFolder { folder in
            #expect(mkdir(folder + "/empty", 0o755) == 0)
            let check = BinaryRunner.run(["check", "empty"], in: folder)
            let fix = BinaryRunner.run(["fix", "empty", "--in-place"], in: folder)
            #expect(fix.status == 2)
            #expect(check.status == 2)
            #expect(fix.stderr == "")
            #expect(
                fix.stdout
                    == "empty: error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"
            )
            #expect(check.stdout.hasPrefix(fix.stdout))
            // With a plain .svg in it, the same help as check's, and the flag it names works.
            BinaryRunner.writeFile(folder + "/empty/stroke.svg", Array(Self.strokeText.utf8))
            let plain = BinaryRunner.run(["fix", "empty", "--dry-run"], in: folder)
            #expect(
                plain.stdout
                    == "empty: error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n"
                    + " = help: add --all-svg to include the 1 .svg file in it that is not in a symbol set\n")
            let all = BinaryRunner.run(["fix", "empty", "--all-svg", "--dry-run"], in: folder)
            #expect(all.status == 0)
            #expect(all.stdout == "empty/stroke.svg:55:4: Regular-M: <path>: outlined the stroke\n")
        }
    }

    @Test func anEmptySymbolSetIsAnErrorAsForResize() throws {
        try BinaryRunner.inScratchFolder { folder in
            #expect(mkdir(folder + "/Empty.symbolset", 0o755) == 0)
            let fix = BinaryRunner.run(["fix", "Empty.symbolset", "--in-place"], in: folder)
            #expect(fix.status == 2)
            #expect(fix.stderr == "")
            #expect(
                fix.stdout
                    == "Empty.symbolset: error: cannot fix: the symbol set holds no SVG file to fix [fix-refused]\n")
            let resize = BinaryRunner.run(["resize", "Empty.symbolset", "--in-place"], in: folder)
            #expect(resize.status == 2)
        }
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
        try BinaryRunner.inScratchFolder { folder in
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

    // MARK: - --template-version (docs/template-format.md §2.1)

    @Test func templateVersionTakesADrawTemplateDownAndTheResultChecksCleanThere() throws {
        try BinaryRunner.inScratchFolder { folder in
            let input = BinaryRunner.packageRoot + "/Symbols/broken/draw-path-count.svg"
            BinaryRunner.writeFile(folder + "/draw.svg", BinaryRunner.readBytes(input))
            let run = BinaryRunner.run(["fix", "draw.svg", "--template-version", "6.0", "-o", "six.svg"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout
                    == "six.svg:15:3: Template v.7.0 taken down to v.6.0 (the version text and the \"Requires Xcode\" line)\n"
                    + "draw.svg: removed Draw guide points (`data-clipstroke-keyframes` on 6 elements), which 6.0 does not read\n"
                    + "wrote six.svg\n")
            let check = BinaryRunner.run(["check", "--max-template-version", "6.0", "six.svg"], in: folder)
            #expect(check.status == 0, "\(check.stdout)")
            // Every other byte is the input's: the guide points and the footer's numbers are all that differ.
            var expected = BinaryRunner.readText(input)
            while let start = expected.firstRange(of: " data-clipstroke-keyframes=\"") {
                let end = expected[start.upperBound...].firstIndex(of: "\"")!
                expected.removeSubrange(start.lowerBound...end)
            }
            expected = expected.replacing("Template v.7.0", with: "Template v.6.0").replacing(
                "Requires Xcode 26", with: "Requires Xcode 16")
            #expect(BinaryRunner.readText(folder + "/six.svg") == expected)
        }
    }

    @Test func templateVersionRefusesToRaiseOrToGoBelowThree() throws {
        try BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(
                folder + "/camera.svg", BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
            let up = BinaryRunner.run(["fix", "camera.svg", "--template-version", "7.0", "--in-place"], in: folder)
            #expect(up.status == 2)
            #expect(
                up.stdout.hasPrefix(
                    "camera.svg:13:3: error: cannot fix: the file is Template v.6.0; fix takes a template down, not up to 7.0 [fix-refused]\n"
                ))
            #expect(
                up.stdout.hasSuffix(
                    "   = help: export the symbol again from the SF Symbols app for the newer Xcode (File > Export Symbol)\n"
                ))
            let low = BinaryRunner.run(["fix", "camera.svg", "--template-version", "2.0", "--in-place"], in: folder)
            #expect(low.status == 2)
            #expect(low.stderr.hasPrefix("Error: '--template-version' goes down to 3.0;"))
            #expect(
                BinaryRunner.readBytes(folder + "/camera.svg")
                    == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
        }
    }

    /// Runs `symbolcheck ARGS` in-process in `folder` (which paths are not taken relative to: give
    /// them whole), the drawing commands included.
    static func runInProcess(_ arguments: [String], in folder: String) -> ToolOutput {
        var environment = ToolEnvironment(currentDirectory: folder)
        environment.rendering = RenderingCommands.support
        return SymbolCheckTool.run(arguments, environment: environment)
    }

    /// What a rewrite's report in each of the six formats gives in its own fields (the text and
    /// Xcode lines, JSON's and SARIF's objects, JUnit's elements, GitHub's commands): the same
    /// findings in every format; JSON follows docs/output.md's schema, SARIF indexes every
    /// finding's rule, and `explain` knows each id (a refusal's id it does not know fails here).
    static func expectEveryFormatAgrees(
        _ arguments: [String], in folder: String, exitCode: Int32,
        _ expect: (Set<WiringFormatsTests.Found>, OutputFormat) -> Void
    ) throws {
        var reference: Set<WiringFormatsTests.Found>?
        for format in OutputFormat.allCases {
            let output = runInProcess(arguments + ["--format", format.rawValue], in: folder)
            #expect(output.exitCode == exitCode, "\(format): \(output.stdout)\(output.stderr)")
            #expect(output.stderr == "", "\(format)")
            let found = Set(WiringFormatsTests.findings(output.stdout, format: format, in: folder))
            expect(found, format)
            if let reference { #expect(found == reference, "\(format)") } else { reference = found }
            let root = try? JSONValue.parse(Array(output.stdout.utf8)).value
            if format == .json {
                #expect(JSONReportSchema.problems(try #require(root)) == [])
            } else if format == .sarif {
                let rules = ControlsCLITests.at(root, "runs", 0, "tool", "driver", "rules")?.arrayValues ?? []
                for result in ControlsCLITests.at(root, "runs", 0, "results")?.arrayValues ?? [] {
                    let index = try #require(ControlsCLITests.at(result, "ruleIndex")?.intValue)
                    #expect(ControlsCLITests.at(rules[index], "id") == ControlsCLITests.at(result, "ruleId"))
                }
            }
        }
        for rule in Set((reference ?? []).map(\.rule)) {
            let explained = runInProcess(["explain", rule], in: folder)
            #expect(explained.exitCode == 0, "explain \(rule): \(explained.stderr)")
            #expect(explained.stdout.hasPrefix("\(rule): "))
        }
    }

    /// `fix --format` (#43 item 4): a file `fix` cannot rewrite (a variable template whose
    /// repair would not interpolate) is refused at its place, `fix-refused`, and a file written
    /// with an error left (`missing-glyph`) is reported at the place in the file written, in
    /// each format; nothing is written for the refused file.
    @Test func everyFormatCarriesARefusalAndWhatStillFails() throws {
        try BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(folder + "/v.svg", Array(Self.strokedVariable.utf8))
            BinaryRunner.writeFile(
                folder + "/m.svg",
                BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/missing-glyph.svg"))
            let paths = ["v.svg", "m.svg", "-o", "out"].map { $0 == "-o" ? $0 : folder + "/" + $0 }
            try Self.expectEveryFormatAgrees(["fix"] + paths, in: folder, exitCode: 2) {
                found, format in
                #expect(
                    found.contains(.init(rule: "fix-refused", severity: "error", path: "v.svg", line: 20, column: 4)),
                    "\(format): \(found)")
                #expect(
                    found.contains {
                        $0.rule == "missing-glyph" && $0.severity == "error" && $0.path == "out\(folder)/m.svg"
                    }, "\(format): \(found)")
            }
            // Under `-o`, at the path it was given as; nothing for the refused file.
            #expect(BinaryRunner.listDirectory(folder + "/out" + folder) == ["m.svg"])
        }
    }
}
