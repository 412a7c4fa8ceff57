import Platform
import SymbolCheck
import SymbolModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck resize` run as a user runs it: the factors, the three ways to say where the
/// result goes, atomic in-place writes that keep permissions, and misuse; over what `check`
/// takes: catalogs, several files, standard input and output, files that need nothing, and
/// output folders that do not exist yet.
@Suite struct ResizeCLITests {
    /// The puny camera's rows land on 1.45 cap heights (S and L by Apple's factors), by the
    /// factor `check` names; its lens ring is too thin beside its body for the stems to be kept
    /// by an offset, so they scale along and the warning says why.
    static let table = """
          row  size before  size after  target  by        factor  variants
          S         0.8848      1.1354  1.1354  height  1.283186  Regular-S
          M         1.1300      1.4500  1.4500  height  1.283205  Regular-M
          L         1.4577      1.8705  1.8705  height  1.283205  Regular-L
          warning: stems change with the glyph, the stems could not be kept (offsetting Regular-L by -3.71 units would thin its parts drawn under 12.26 units across (7.6% of its ink) by more than 25%), so resize scaled strokes along: Regular-S +28.3% (12.66 → 16.24 units), Regular-M +28.3% (16.17 → 20.74 units), Regular-L +28.3% (20.88 → 26.79 units)

        """

    static let usage = """
        Usage: symbolcheck resize <files>... (-o <output> | --in-place)
                                  [--target <ratio>] [--keep-weight | --scale-weight]
                                  [--dry-run] [--format <format>] [--config <path>]
                                  [--tolerance <share>] [--exclude <glob> ...]
                                  [--max-input-bytes <n>] [--time-limit <seconds>]
                                  [--max-segments <n>] [--max-crossings <n>]
                                  [--jobs <n>] [--all-svg]
          See 'symbolcheck resize --help' for more information.

        """

    /// A scratch folder with a copy of the puny camera, removed afterwards.
    static func withPunyCopy(mode: mode_t = 0o644, _ body: (_ folder: String, _ copy: String) throws -> Void) throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let copy = folder + "/camera-puny.svg"
        BinaryRunner.writeFile(copy, BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg"))
        chmod(copy, mode)
        try body(folder, copy)
    }

    @Test func dryRunPrintsTheFactorsAndWritesNothing() throws {
        try Self.withPunyCopy { folder, _ in
            let run = BinaryRunner.run(["resize", "camera-puny.svg", "--dry-run", "-o", "out.svg"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stdout
                    == "camera-puny.svg: factors to reach the target optical size 1.45× cap height (Regular-M); nothing written\n"
                    + Self.table)
            #expect(run.stderr == "")
            #expect(BinaryRunner.readBytes(folder + "/out.svg").isEmpty)
            #expect(
                BinaryRunner.readBytes(folder + "/camera-puny.svg")
                    == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg"))
        }
    }

    @Test func outputWritesANewFileThatChecksClean() throws {
        try Self.withPunyCopy { folder, copy in
            let original = BinaryRunner.readBytes(copy)
            let run = BinaryRunner.run(["resize", "camera-puny.svg", "-o", "fixed.svg"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stdout == "camera-puny.svg: resized to the target optical size 1.45× cap height (Regular-M)\n"
                    + Self.table
                    + "wrote fixed.svg\n")
            #expect(BinaryRunner.readBytes(copy) == original)
            let check = BinaryRunner.run(["check", "fixed.svg"], in: folder)
            #expect(check.status == 0)
            #expect(check.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
            #expect(BinaryRunner.run(["check", "--strict", "camera-puny.svg"], in: folder).status == 1)
        }
    }

    @Test func inPlaceReplacesTheFileAndKeepsItsPermissions() throws {
        try Self.withPunyCopy(mode: 0o640) { folder, copy in
            let original = BinaryRunner.readBytes(copy)
            let run = BinaryRunner.run(["resize", "--in-place", "camera-puny.svg"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.hasSuffix("wrote camera-puny.svg\n"))
            var st = stat()
            #expect(stat(copy, &st) == 0)
            #expect(st.st_mode & 0o7777 == 0o640)
            #expect(BinaryRunner.readBytes(copy) != original)
            #expect(BinaryRunner.run(["check", "camera-puny.svg"], in: folder).status == 0)
            // Nothing is left beside it: the temporary file was renamed over the input.
            #expect(BinaryRunner.listDirectory(folder) == ["camera-puny.svg"])
            // A second run finds every row at its target and leaves the bytes as they are.
            let again = BinaryRunner.readBytes(copy)
            #expect(BinaryRunner.run(["resize", "--in-place", "camera-puny.svg"], in: folder).status == 0)
            #expect(BinaryRunner.readBytes(copy) == again)
        }
    }

    @Test func aTargetOptionMovesTheAim() throws {
        try Self.withPunyCopy { folder, _ in
            let run = BinaryRunner.run(["resize", "camera-puny.svg", "--target", "1.8", "-o", "big.svg"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("  M         1.1300      1.8000  1.8000  height  1.592944  Regular-M\n"))
            #expect(BinaryRunner.run(["check", "--target", "1.8", "big.svg"], in: folder).status == 0)
            #expect(BinaryRunner.run(["check", "--strict", "big.svg"], in: folder).status == 1)
        }
    }

    @Test func aResultThatStillFailsGlyphSizeExitsWithOne() throws {
        // Zero tolerance asks for the ratio to within 1e-9; numbers written to 6 decimals get
        // within about 1e-8, so the re-check of the written file still fails.
        try Self.withPunyCopy { folder, _ in
            let run = BinaryRunner.run(
                ["resize", "camera-puny.svg", "--tolerance", "0", "-o", "exact.svg"], in: folder)
            #expect(run.status == 1)
            // The re-check's finding is placed in the written file, as `check` places it.
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let wrote = try #require(lines.firstIndex(of: "wrote exact.svg"))
            let finding = try #require(lines.dropFirst(wrote + 1).first)
            let check = BinaryRunner.run(["check", "--tolerance", "0", "exact.svg"], in: folder)
            let place = try #require(check.stdout.split(separator: "\n").first { $0.hasSuffix("[glyph-size]") })
            #expect(finding.hasPrefix("exact.svg:") && finding.hasSuffix("[glyph-size]"))
            #expect(finding.prefix { $0 != " " } == place.prefix { $0 != " " })
            // The report ends with `resize`'s own words, not `check`'s summary line.
            #expect(!run.stdout.contains(" symbol: ") && !run.stdout.contains(" symbols: "))
        }
    }

    @Test func withoutADestinationItIsAUsageError() {
        let run = BinaryRunner.run(["resize", "Symbols/camera-puny.svg"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "Error: Say where the result goes: '-o <output>' or '--in-place' (or '--dry-run' to see the factors).\n"
                + Self.usage)
    }

    @Test func bothDestinationsAreAUsageError() {
        let run = BinaryRunner.run(["resize", "Symbols/camera-puny.svg", "-o", "/tmp/never-written.svg", "--in-place"])
        #expect(run.status == 2)
        #expect(run.stderr == "Error: Give either '-o <output>' or '--in-place', not both.\n" + Self.usage)
        #expect(BinaryRunner.readBytes("/tmp/never-written.svg").isEmpty)
    }

    @Test func anUnreadableFileExitsWithTwo() {
        let missing = BinaryRunner.run(["resize", "no-such-file.svg", "--in-place"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "")
        #expect(
            missing.stdout
                == "no-such-file.svg: error: cannot read the file: no such file or directory [input-refused]\n")
        // A folder is searched as `check` searches it: Symbols/ holds loose .svg files, no symbol sets.
        let folder = BinaryRunner.run(["resize", "Symbols", "--dry-run"])
        #expect(folder.status == 2)
        #expect(
            folder.stdout
                == "Symbols: error: the folder holds no symbol sets (.symbolset folders) [input-refused]\n = help: add --all-svg to include the 7 .svg files in it that are not in a symbol set\n"
        )
    }

    @Test func aFileThatCannotBeResizedExitsWithTwoAndSaysWhere() throws {
        try Self.withPunyCopy { folder, _ in
            BinaryRunner.writeFile(
                folder + "/text.svg",
                BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/unsupported-element.svg"))
            // Off target under --target 2, so resize has to rewrite the glyph holding the <text>.
            let run = BinaryRunner.run(["resize", "text.svg", "--in-place", "--target", "2"], in: folder)
            #expect(run.status == 2)
            #expect(run.stderr == "")
            #expect(
                run.stdout
                    == "text.svg:56:4: error: cannot resize: Regular-M contains a <text>, which resize cannot scale by rewriting numbers [resize-refused]\n   |\n56 |    <text x=\"14\" y=\"7.8533\" style=\"font-family:sans-serif;font-size:8;\">cam</text>\n   |    ^\n   = help: convert it to outlined paths first\n"
            )
            #expect(
                BinaryRunner.readBytes(folder + "/text.svg")
                    == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/unsupported-element.svg"))
        }
    }

    /// The puny camera with one path in <defs> drawn by both Regular-S and Regular-M: the two
    /// rows scale it about different points, so no rewrite of its numbers serves both.
    @Test func aDefinitionTwoGlyphsUseIsRefusedAtTheSecondUse() throws {
        try Self.withPunyCopy { folder, copy in
            var text = BinaryRunner.readText(copy)
            let notes = try #require(text.firstRange(of: " <g id=\"Notes\""))
            text.insert(contentsOf: "<defs><path id=\"lens\" d=\"M40 -40h10v10h-10Z\"/></defs>\n", at: notes.lowerBound)
            for variant in ["Regular-S", "Regular-M"] {
                let tag = try #require(text.firstRange(of: "<g id=\"\(variant)\""))
                let end = try #require(text[tag.upperBound...].firstIndex(of: ">"))
                text.insert(contentsOf: "<use href=\"#lens\"/>", at: text.index(after: end))
            }
            BinaryRunner.writeFile(folder + "/shared.svg", Array(text.utf8))
            let run = BinaryRunner.run(["resize", "shared.svg", "--in-place"], in: folder)
            #expect(run.status == 2)
            #expect(run.stderr == "")
            #expect(
                run.stdout.hasPrefix(
                    "shared.svg:53:64: error: cannot resize: <path id=\"lens\"> is drawn in Regular-S and Regular-M with different placements, so no single rewrite of its numbers scales both [resize-refused]\n"
                ))
            #expect(
                run.stdout.hasSuffix(
                    "   = help: give each glyph its own copy of the shape (in your drawing app: detach the symbol or unlink the clone) and resize again\n"
                ))
            #expect(BinaryRunner.readText(folder + "/shared.svg") == text)
        }
    }

    /// `--scale-weight` scales the stems along (+28.3 % for the puny camera) and the warning
    /// says it was asked for; by default a glyph whose stems an offset can keep (rings, 9 % of
    /// their diameter wide) keeps them, and the result differs from the plain one.
    @Test func scaleWeightScalesTheStemsAlongAndWarnsWithThePercent() throws {
        try Self.withPunyCopy { folder, _ in
            let run = BinaryRunner.run(
                ["resize", "camera-puny.svg", "--scale-weight", "-o", "scaled.svg"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stdout == """
                    camera-puny.svg: resized to the target optical size 1.45× cap height (Regular-M)
                      row  size before  size after  target  by        factor  variants
                      S         0.8848      1.1354  1.1354  height  1.283186  Regular-S
                      M         1.1300      1.4500  1.4500  height  1.283205  Regular-M
                      L         1.4577      1.8705  1.8705  height  1.283205  Regular-L
                      warning: stems change with the glyph, resize scales strokes along (--scale-weight): Regular-S +28.3% (12.66 → 16.24 units), Regular-M +28.3% (16.17 → 20.74 units), Regular-L +28.3% (20.88 → 26.79 units)
                    wrote scaled.svg

                    """)
            BinaryRunner.writeFile(folder + "/rings.svg", Array(Self.rings.utf8))
            let plain = BinaryRunner.run(["resize", "rings.svg", "--scale-weight", "-o", "plain.svg"], in: folder)
            #expect(plain.status == 0)
            let kept = BinaryRunner.run(["resize", "rings.svg", "-o", "kept.svg"], in: folder)
            #expect(kept.status == 0)
            #expect(kept.stdout.contains("  stems kept, outlines offset back: Regular-S "), "\(kept.stdout)")
            // The plain result keeps every shape's commands; the kept one is offset outlines.
            #expect(BinaryRunner.readBytes(folder + "/kept.svg") != BinaryRunner.readBytes(folder + "/plain.svg"))
            // `--keep-weight` says the default out loud: the same bytes.
            let explicit = BinaryRunner.run(
                ["resize", "rings.svg", "--keep-weight", "-o", "explicit.svg"], in: folder)
            #expect(explicit.status == 0)
            #expect(BinaryRunner.readBytes(folder + "/explicit.svg") == BinaryRunner.readBytes(folder + "/kept.svg"))
            // Both at once ask for opposite things: a usage error, nothing written.
            let both = BinaryRunner.run(
                ["resize", "camera-puny.svg", "--keep-weight", "--scale-weight", "-o", "both.svg"], in: folder)
            #expect(both.status == 2)
            #expect(both.stderr.contains("--keep-weight (the default) and --scale-weight ask for opposite things"))
            #expect(!BinaryRunner.listDirectory(folder).contains("both.svg"))
        }
    }

    /// Regular-S/M/L rings one cap height across (under their 1.45 target), walls 9 % of the
    /// diameter: a glyph of one stroke width, whose stems an offset keeps.
    static var rings: String {
        var f = TemplateFixture()
        let n = TemplateFixture.number
        for scale in Scale.allCases {
            let r = AppleTemplate.capHeight * scale.designFactor / 2
            let inner = r * 0.82
            let cy = -AppleTemplate.capHeight / 2
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="M6 \#(n(cy))a\#(n(r)) \#(n(r)) 0 1 1 \#(n(2 * r)) 0a\#(n(r)) \#(n(r)) 0 1 1 \#(n(-2 * r)) 0Z"#
                + #"M\#(n(6 + r - inner)) \#(n(cy))a\#(n(inner)) \#(n(inner)) 0 1 0 \#(n(2 * inner)) 0a\#(n(inner)) \#(n(inner)) 0 1 0 \#(n(-2 * inner)) 0Z"/>"#
        }
        return f.svg
    }

    @Test func helpShowsTheSynopsisAndOptions() {
        let run = BinaryRunner.run(["resize", "--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "USAGE: symbolcheck resize <files>... (-o <output> | --in-place)\n                          [--target <ratio>] [--keep-weight | --scale-weight]\n                          [--dry-run] [--format <format>] [--config <path>]\n                          [--tolerance <share>] [--exclude <glob> ...]\n                          [--max-input-bytes <n>] [--time-limit <seconds>]\n                          [--max-segments <n>] [--max-crossings <n>]\n                          [--jobs <n>] [--all-svg]\n"
            ))
        for option in [
            "-o, --output <output>", "--target <ratio>", "--tolerance <share>", "--config <path>", "--in-place",
            "--dry-run", "--scale-weight", "--max-segments <n>",
        ] {
            #expect(run.stdout.contains(option), "\(option)")
        }
        #expect(
            BinaryRunner.run(["--help"]).stdout.contains(
                "  resize                  Scale every drawn variant so each scale row's Regular\n"))
    }

    static let punyTable = """
          row  size before  size after  target  by        factor  variants
          S         0.8848      1.1354  1.1354  height  1.283186  Regular-S
          M         1.1300      1.4500  1.4500  height  1.283205  Regular-M
          L         1.4577      1.8705  1.8705  height  1.283205  Regular-L
          warning: stems change with the glyph, the stems could not be kept (offsetting Regular-L by -3.71 units would thin its parts drawn under 12.26 units across (7.6% of its ink) by more than 25%), so resize scaled strokes along: Regular-S +28.3% (12.66 → 16.24 units), Regular-M +28.3% (16.17 → 20.74 units), Regular-L +28.3% (20.88 → 26.79 units)

        """

    static func modificationTime(_ path: String) -> Int { FileTimes.modificationSeconds(of: path) ?? -1 }

    @Test func inPlaceLeavesACleanFilesBytesAndModificationTime() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera.svg", to: "camera.svg")
        let path = fixture.root + "/camera.svg"
        var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let run = BinaryRunner.run(["resize", "camera.svg", "--in-place"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout == "camera.svg: every row is within tolerance of its target; left as is\n")
        #expect(run.stderr == "")
        #expect(
            BinaryRunner.readBytes(path) == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
        #expect(Self.modificationTime(path) == 946_684_800)
    }

    @Test func aCatalogIsResizedInPlaceSymbolSetBySymbolSet() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.symbolset("Icons.xcassets/a.symbolset", svg: "a.svg", from: "Symbols/camera-puny.svg")
        fixture.symbolset("Icons.xcassets/b.symbolset", svg: "b.svg", from: "Symbols/camera.svg")
        let run = BinaryRunner.run(["resize", "Icons.xcassets", "--in-place", "--jobs", "2"], in: fixture.root)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "Icons.xcassets/a.symbolset/a.svg: resized to the target optical size 1.45× cap height (Regular-M)\n"
                + Self.punyTable + "wrote Icons.xcassets/a.symbolset/a.svg\n"
                + "Icons.xcassets/b.symbolset/b.svg: every row is within tolerance of its target; left as is\n"
                + "2 files: 1 resized, 1 within tolerance and left as is, 0 not resized\n")
        #expect(run.stderr == "")
        let check = BinaryRunner.run(["check", "Icons.xcassets"], in: fixture.root)
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
    }

    @Test func outputWithSeveralInputsIsAFolderMirroringThem() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.symbolset("Icons.xcassets/a.symbolset", svg: "a.svg", from: "Symbols/camera-puny.svg")
        fixture.copy("Symbols/camera.svg", to: "loose/camera.svg")
        let puny = BinaryRunner.readBytes(fixture.root + "/Icons.xcassets/a.symbolset/a.svg")
        let run = BinaryRunner.run(["resize", "Icons.xcassets", "./loose/camera.svg", "-o", "out"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("wrote out/Icons.xcassets/a.symbolset/a.svg\n"))
        #expect(
            run.stdout.contains(
                "./loose/camera.svg: every row is within tolerance of its target; written unchanged\nwrote out/loose/camera.svg\n"
            ))
        #expect(run.stdout.hasSuffix("2 files: 1 resized, 1 within tolerance and left as is, 0 not resized\n"))
        // The inputs are untouched; the copy of a clean file is its bytes.
        #expect(BinaryRunner.readBytes(fixture.root + "/Icons.xcassets/a.symbolset/a.svg") == puny)
        #expect(
            BinaryRunner.readBytes(fixture.root + "/out/loose/camera.svg")
                == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
        #expect(BinaryRunner.run(["check", "out/Icons.xcassets/a.symbolset/a.svg"], in: fixture.root).status == 0)
    }

    @Test func standardInputToStandardOutput() {
        let puny = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        let toFile = BinaryRunner.run(["resize", "puny.svg", "-o", "fixed.svg"], in: fixture.root)
        #expect(toFile.status == 0)
        let run = BinaryRunner.run(["resize", "-", "-o", "-"], stdin: puny)
        #expect(run.status == 0)
        #expect(Array(run.stdout.utf8) == BinaryRunner.readBytes(fixture.root + "/fixed.svg"))
        #expect(run.stderr == "-: resized to the target optical size 1.45× cap height (Regular-M)\n" + Self.punyTable)
    }

    @Test func standardInputCannotBeReplacedInPlace() {
        let run = BinaryRunner.run(["resize", "-", "--in-place"], stdin: [])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: '--in-place' cannot replace standard input; give '-o <output>' or '-o -'.\n"))
    }

    @Test func outputIntoMissingFoldersCreatesThem() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        let run = BinaryRunner.run(["resize", "puny.svg", "-o", "missing/dir/x.svg"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("wrote missing/dir/x.svg\n"))
        #expect(BinaryRunner.run(["check", "missing/dir/x.svg"], in: fixture.root).status == 0)
    }

    @Test func aFolderThatCannotBeMadeFailsBeforeAnySuccessIsPrinted() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        fixture.file("blocker", "a file where a folder should be\n")
        let run = BinaryRunner.run(["resize", "puny.svg", "-o", "blocker/x.svg"], in: fixture.root)
        #expect(run.status == 2)
        #expect(run.stderr == "")
        #expect(
            run.stdout
                == "blocker/x.svg: error: cannot create the folder for the result: 'blocker' exists and is not a folder [result-not-written]\n"
        )
    }

    @Test func checkingStandardInputSuggestsAResizeThatWorks() {
        let puny = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
        let check = BinaryRunner.run(["check", "-"], stdin: puny)
        #expect(check.status == 0)
        #expect(check.stdout.contains(": warning: Regular-S, Regular-M and Regular-L are too small"))
        #expect(
            check.stdout.contains(
                "   = help: run `symbolcheck resize - -o -` to scale every variant to the target\n"))
        let resize = BinaryRunner.run(["resize", "-", "-o", "-"], stdin: puny)
        #expect(resize.status == 0)
        #expect(BinaryRunner.run(["check", "-"], stdin: Array(resize.stdout.utf8)).status == 0)
    }

    /// `resize --format` (#43 item 4): a file `resize` cannot rewrite (a `<text>` in a glyph it
    /// must scale) is refused at its place, `resize-refused`, and a result still off its target
    /// under `--tolerance 0` is reported at the place in the file written, in each format.
    @Test func everyFormatCarriesARefusalAndWhatStillFails() throws {
        try Self.withPunyCopy { folder, _ in
            BinaryRunner.writeFile(
                folder + "/text.svg",
                BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/unsupported-element.svg"))
            let arguments = [
                "resize", folder + "/text.svg", folder + "/camera-puny.svg", "--target", "2", "--tolerance", "0",
                "--scale-weight", "-o", folder + "/out",
            ]
            try FixCLITests.expectEveryFormatAgrees(arguments, in: folder, exitCode: 2) { found, format in
                #expect(
                    found.contains(
                        .init(rule: "resize-refused", severity: "error", path: "text.svg", line: 56, column: 4)),
                    "\(format): \(found)")
                #expect(
                    found.contains {
                        $0.rule == "glyph-size" && $0.severity == "error" && $0.path == "out\(folder)/camera-puny.svg"
                            && $0.line != nil
                    }, "\(format): \(found)")
            }
            // Under `-o`, at the path it was given as; nothing for the refused file.
            #expect(BinaryRunner.listDirectory(folder + "/out" + folder) == ["camera-puny.svg"])
        }
    }
}
