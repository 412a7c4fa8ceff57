import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck fix` run as a user runs it: what it prints per variant, where the result goes,
/// exit statuses, and misuse.
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
            let two = BinaryRunner.run(["fix", "stroke.svg", "nonzero-fill.svg", "-o", "x.svg"], in: folder)
            #expect(two.status == 2)
            #expect(two.stderr.hasPrefix("Error: '-o <output>' takes one SVG file; use '--in-place' for 2 files.\n"))
            let missing = BinaryRunner.run(["fix", "absent.svg", "--in-place"], in: folder)
            #expect(missing.status == 2)
            #expect(missing.stderr.hasPrefix("absent.svg: error: cannot read the file: "))
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

    @Test func aVariableTemplateThatCannotStayVariableIsWrittenOutStatically() throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        BinaryRunner.writeFile(folder + "/v.svg", Array(Self.strokedVariable.utf8))
        let run = BinaryRunner.run(["fix", "v.svg", "-o", "out.svg"], in: folder)
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
}
