import SymbolPreview
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck golden record|verify`, run as a user's CI runs it.
@Suite struct GoldenCLITests {
    typealias R = PreviewCLIRunner

    static let contents =
        #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"camera.svg","idiom":"universal"}]}"#

    /// A project with `Assets.xcassets/Symbols/cam.symbolset` holding a copy of camera.svg.
    static func makeProject() throws -> String {
        let root = try R.temporaryDirectory("golden-cli")
        let set = root + "/Assets.xcassets/Symbols/cam.symbolset"
        try R.writeFile(Array(contents.utf8), to: set + "/Contents.json")
        try R.writeFile(try R.readFile(R.packageRoot + "/Symbols/camera.svg"), to: set + "/camera.svg")
        return root
    }

    /// Moves the Regular-M lens disc of the project's camera right by one template unit.
    static func nudge(_ root: String) throws {
        let path = root + "/Assets.xcassets/Symbols/cam.symbolset/camera.svg"
        let text = try R.readText(path)
        let from = #"d="M57.5936-27.3117A14.814 14.814 0 0 1 87.2216-27.3117A14.814 14.814 0 0 1 57.5936-27.3117Z""#
        let to = #"d="M58.5936-27.3117A14.814 14.814 0 0 1 88.2216-27.3117A14.814 14.814 0 0 1 58.5936-27.3117Z""#
        let parts = text.split(separator: from, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw R.Failure(description: "the lens disc path is not in camera.svg once") }
        try R.writeFile(Array((parts[0] + to + parts[1]).utf8), to: path)
    }

    @Test func recordThenVerifyPasses() throws {
        let root = try Self.makeProject()
        let record = try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(record.status == 0)
        #expect(record.stderr == "")
        #expect(record.stdout == "cam.light: recorded goldens/cam.light.png\ncam.dark: recorded goldens/cam.dark.png\n")
        #expect(BinaryRunner.matchesGolden(try R.readFile(root + "/goldens/cam.light.png"), "camera.light.png"))
        #expect(try R.readText(root + "/goldens/PLATFORM") == GoldenPlatform.current.fileText)

        let again = try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(
            again.stdout == "cam.light: unchanged goldens/cam.light.png\ncam.dark: unchanged goldens/cam.dark.png\n")

        let verify = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(verify.status == 0)
        #expect(verify.stdout == "cam.light: ok\ncam.dark: ok\n2 of 2 goldens match\n")
        #expect(!R.exists(root + "/.build"))
    }

    @Test func aMismatchExitsWithOneAndWritesArtifactsWhereItSays() throws {
        let root = try Self.makeProject()
        #expect(try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root).status == 0)
        let golden = try R.readFile(root + "/goldens/cam.light.png")
        try Self.nudge(root)
        let verify = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(verify.status == 1)
        #expect(verify.stderr == "")
        let lines = verify.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("cam.light does not match its golden: ") == true)
        #expect(lines.contains("  expected: goldens/cam.light.png"))
        #expect(lines.contains("  actual:   .build/golden-artifacts/cam.light.png"))
        #expect(
            lines.contains(
                "  diff:     .build/golden-artifacts/cam.light.diff.png (expected | differing pixels in red | actual)"))
        #expect(
            lines.contains(
                "  if the change is intended, re-record with: symbolcheck golden record Assets.xcassets/Symbols/cam.symbolset --golden-dir goldens"
            ))
        #expect(lines.last == "0 of 2 goldens match, 2 differ")
        for artifact in ["cam.light.png", "cam.light.diff.png", "cam.dark.png", "cam.dark.diff.png"] {
            #expect(R.exists(root + "/.build/golden-artifacts/" + artifact), "missing artifact \(artifact)")
        }
        // The golden folder is never touched by verify.
        #expect(try R.readFile(root + "/goldens/cam.light.png") == golden)
    }

    /// `--format github` adds an `::error` annotation on each failing golden's file, carrying
    /// the message: where the pixels differ and whether the measurements changed.
    @Test func githubFormatAnnotatesEachFailingGolden() throws {
        let root = try Self.makeProject()
        #expect(try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root).status == 0)
        let measurements = try R.readText(root + "/goldens/cam.measurements.txt")
        #expect(measurements.hasPrefix("Regular-S height "))
        #expect(measurements.contains("\nRegular-M width "))
        try Self.nudge(root)
        let verify = try R.run(
            ["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens", "--format", "github"], in: root)
        #expect(verify.status == 1)
        let lines = verify.stdout.split(separator: "\n").map(String.init)
        // The nudged lens disc is in Regular-M only, drawn in its glyph and overlay columns and the places.
        let whereLine = try #require(lines.first { $0.hasPrefix("  where: ") })
        #expect(whereLine.hasPrefix("  where: Regular-M glyph ("))
        #expect(whereLine.contains("Regular-M overlay (") && whereLine.contains("Control Center small off ("))
        #expect(!whereLine.contains("Regular-S") && !whereLine.contains("reference"))
        #expect(lines.contains("  measurements: unchanged"))
        let annotations = lines.filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 2)
        #expect(
            annotations.first?.hasPrefix(
                "::error file=goldens/cam.light.png,title=golden cam.light::cam.light does not match its golden: ")
                == true)
        #expect(annotations.first?.contains("%0A  where: Regular-M glyph (") == true)
        let plain = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(!plain.stdout.contains("::error"))
    }

    @Test func theArtifactsFolderCanBeChosen() throws {
        let root = try Self.makeProject()
        #expect(try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root).status == 0)
        try Self.nudge(root)
        let byOption = try R.run(
            ["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens", "--artifacts", "out/a"], in: root)
        #expect(byOption.status == 1)
        #expect(byOption.stdout.contains("  actual:   out/a/cam.light.png\n"))
        #expect(R.exists(root + "/out/a/cam.light.diff.png"))
        let byVariable = try R.run(
            ["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root,
            environment: ["SYMBOLCHECK_GOLDEN_ARTIFACTS": "env-artifacts"])
        #expect(byVariable.stdout.contains("  actual:   env-artifacts/cam.light.png\n"))
        #expect(R.exists(root + "/env-artifacts/cam.dark.png"))
    }

    @Test func aLooseEnoughToleranceAcceptsTheNudge() throws {
        let root = try Self.makeProject()
        #expect(try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root).status == 0)
        try Self.nudge(root)
        let verify = try R.run(
            ["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens", "--max-diff-share", "0.01"], in: root)
        #expect(verify.status == 0)
        #expect(verify.stdout.hasSuffix("2 of 2 goldens match\n"))
    }

    @Test func aMissingGoldenExitsWithOne() throws {
        let root = try Self.makeProject()
        try R.writeFile([], to: root + "/goldens/.keep")  // the folder is there, its goldens are not
        let verify = try R.run(
            ["golden", "verify", "Assets.xcassets/Symbols/cam.symbolset", "--golden-dir", "goldens"], in: root)
        #expect(verify.status == 1)
        #expect(
            verify.stdout == """
                cam.light: no golden at goldens/cam.light.png
                  record it with: symbolcheck golden record Assets.xcassets/Symbols/cam.symbolset --golden-dir goldens
                cam.dark: no golden at goldens/cam.dark.png
                  record it with: symbolcheck golden record Assets.xcassets/Symbols/cam.symbolset --golden-dir goldens
                0 of 2 goldens match, 2 missing

                """)
    }

    @Test func aMissingGoldenFolderIsOneLine() throws {
        let root = try Self.makeProject()
        try R.writeFile(try R.readFile(R.packageRoot + "/Symbols/camera.svg"), to: root + "/loose/star.svg")
        let verify = try R.run(
            ["golden", "verify", "Assets.xcassets", "loose", "--all-svg", "--golden-dir", "no goldens"], in: root)
        #expect(verify.status == 1)
        #expect(verify.stderr == "")
        #expect(
            verify.stdout == """
                no golden folder at no goldens: record the goldens with: symbolcheck golden record Assets.xcassets loose --all-svg --golden-dir 'no goldens'
                0 of 4 goldens match, 4 missing

                """)
        #expect(!R.exists(root + "/no goldens"))
        // A file where the folder should be cannot be verified against: exit 2.
        try R.writeFile(Array("x".utf8), to: root + "/file")
        let onFile = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "file"], in: root)
        #expect(onFile.status == 2)
        #expect(onFile.stderr == "error: the golden folder 'file' is not a folder\n")
    }

    @Test func goldensOfARenamedSymbolFailVerifyUntilPruned() throws {
        let root = try Self.makeProject()
        let record = ["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"]
        #expect(try R.run(record, in: root).status == 0)
        let symbols = root + "/Assets.xcassets/Symbols"
        #expect(rename(symbols + "/cam.symbolset", symbols + "/lens.symbolset") == 0)
        try R.writeFile(Array("not a golden".utf8), to: root + "/goldens/notes.txt")

        let verify = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(verify.status == 1)
        #expect(
            verify.stdout.hasSuffix(
                """
                cam.dark: no input is named cam, so nothing verifies goldens/cam.dark.png
                cam.light: no input is named cam, so nothing verifies goldens/cam.light.png
                  if the symbol was renamed or deleted, remove them with: symbolcheck golden record Assets.xcassets --golden-dir goldens --prune
                0 of 2 goldens match, 2 missing, 2 without a symbol

                """))
        #expect(
            try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens", "--prune"], in: root).status
                == 2)

        // Recording without --prune keeps them and says so; with it, they go.
        let kept = try R.run(record, in: root)
        #expect(kept.status == 0)
        #expect(
            kept.stdout.hasSuffix(
                "note: 2 goldens in goldens have no symbol among the inputs (cam.dark, cam.light); add --prune to remove them\n"
            ))
        #expect(R.exists(root + "/goldens/cam.light.png"))
        let pruned = try R.run(record + ["--prune"], in: root)
        #expect(pruned.status == 0)
        #expect(
            pruned.stdout == """
                lens.light: unchanged goldens/lens.light.png
                lens.dark: unchanged goldens/lens.dark.png
                cam.dark: removed goldens/cam.dark.png (no input is named cam)
                cam.light: removed goldens/cam.light.png (no input is named cam)

                """)
        #expect(!R.exists(root + "/goldens/cam.light.png") && !R.exists(root + "/goldens/cam.dark.png"))
        #expect(R.exists(root + "/goldens/notes.txt") && R.exists(root + "/goldens/PLATFORM"))
        let again = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("2 of 2 goldens match\n"))
    }

    /// Verifying some of a folder's symbols is about those: the golden folder's other goldens
    /// are reported only when every input is a folder, and --prune, which would delete them,
    /// needs folders as inputs.
    @Test func aSubsetOfSymbolsIsVerifiedWithoutTheFoldersOtherGoldens() throws {
        let root = try Self.makeProject()
        let record = ["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"]
        #expect(try R.run(record, in: root).status == 0)
        try R.writeFile(try R.readFile(R.packageRoot + "/Symbols/camera.svg"), to: root + "/other.svg")
        #expect(try R.run(["golden", "record", "other.svg", "--golden-dir", "goldens"], in: root).status == 0)

        let subset = try R.run(["golden", "verify", "other.svg", "--golden-dir", "goldens"], in: root)
        #expect(subset.status == 0)
        #expect(subset.stdout == "other.light: ok\nother.dark: ok\n2 of 2 goldens match\n")
        let set = try R.run(
            ["golden", "verify", "Assets.xcassets/Symbols/cam.symbolset", "--golden-dir", "goldens"], in: root)
        #expect(set.status == 0)
        #expect(set.stdout.hasSuffix("2 of 2 goldens match\n"))
        // The whole catalog: other.svg's goldens have no symbol among its inputs.
        let whole = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(whole.status == 1)
        #expect(whole.stdout.hasSuffix("2 of 2 goldens match, 2 without a symbol\n"))
        let prune = try R.run(["golden", "record", "other.svg", "--golden-dir", "goldens", "--prune"], in: root)
        #expect(prune.status == 2)
        #expect(
            prune.stderr.hasPrefix(
                "Error: '--prune' needs folders as inputs: with single symbols it would remove every other golden in the folder.\n"
            ))
        #expect(R.exists(root + "/goldens/cam.light.png"))
    }

    @Test func goldensFromOtherLibraryVersionsAreSaidToBe() throws {
        let root = try Self.makeProject()
        #expect(try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root).status == 0)
        try R.writeFile(Array("librsvg 9.9.9\ncairo 9.9.9\n".utf8), to: root + "/goldens/PLATFORM")
        let verify = try R.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(verify.status == 0)
        #expect(
            verify.stdout.hasPrefix(
                "note: the goldens were made with librsvg 9.9.9, cairo 9.9.9, this run uses librsvg "))
        #expect(
            verify.stdout.contains(
                "compared across platforms (channel tolerance 32, at most 0.02 % of pixels differing)\n"))
    }

    @Test func usageAndInputErrorsExitWithTwo() throws {
        let root = try Self.makeProject()
        let noDir = try R.run(["golden", "verify", "Assets.xcassets"], in: root)
        #expect(noDir.status == 2)
        #expect(noDir.stderr.contains("--golden-dir"))
        let badAction = try R.run(["golden", "check", "Assets.xcassets", "--golden-dir", "g"], in: root)
        #expect(badAction.status == 2)
        #expect(badAction.stderr.hasPrefix("Error: Unknown action 'check'; use 'record' or 'verify'."))
        let badTolerance = try R.run(
            ["golden", "verify", "Assets.xcassets", "--golden-dir", "g", "--tolerance", "300"], in: root)
        #expect(badTolerance.status == 2)
        let missingPath = try R.run(["golden", "verify", "nothing-here", "--golden-dir", "g"], in: root)
        #expect(missingPath.status == 2)
        #expect(missingPath.stderr == "error: nothing-here: no such file or folder\n")
    }

    /// The same link policy as `check`: a link out of the named folder is skipped with a
    /// warning, and the symbols inside are still pinned.
    @Test func aLinkOutOfTheFolderIsSkippedWithAWarning() throws {
        let root = try Self.makeProject()
        let outside = try Self.makeProject()
        #expect(symlink(outside + "/Assets.xcassets/Symbols", root + "/Assets.xcassets/elsewhere") == 0)
        let record = try R.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: root)
        #expect(record.status == 0)
        #expect(
            record.stderr
                == "warning: Assets.xcassets/elsewhere: skipped: it is a symbolic link to a place outside Assets.xcassets, "
                + "and symbolcheck does not follow links out of the folder it checks\n")
        #expect(record.stdout == "cam.light: recorded goldens/cam.light.png\ncam.dark: recorded goldens/cam.dark.png\n")
    }

    /// The time limit every command shares (issue #25): a template past it is reported as
    /// unreadable, with the limit, and nothing is drawn for it.
    @Test func aTemplatePastTheTimeLimitIsNotDrawn() throws {
        let run = try R.run([
            "golden", "verify", "Symbols/camera.svg", "--golden-dir", "golden", "--time-limit", "0.000001",
        ])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: Symbols/camera.svg: cannot read the template: checking took longer than 0.0 seconds (stopped after reading the SVG)\n"
        )
        // One symbol is verified, not the folder: golden/'s other goldens are not its business.
        #expect(run.stdout.hasSuffix("0 of 2 goldens match, 2 not rendered\n"))
        #expect(!run.stdout.contains("without a symbol"))
        #expect(!run.stdout.contains("golden/camera.light.png") && !run.stdout.contains("golden/camera.dark.png"))
    }

    @Test func helpDescribesPathsViewsAndExitStatus() throws {
        let run = try R.run(["golden", "--help"])
        #expect(run.status == 0)
        let flat = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flat.contains(
                "golden (record | verify) <paths> ... --golden-dir <dir> [--tolerance <n>] [--max-diff-share <share>] [--artifacts <dir>] [--format <format>] [--exclude <glob> ...] [--max-input-bytes <n>] [--time-limit <seconds>] [--jobs <n>] [--all-svg] [--prune]"
            ))
        #expect(flat.contains("(views: light, dark)"))
        #expect(
            flat.contains(
                "Exit status: 0 when every golden matches (verify) or was written (record); 1 when a golden is missing, differs or has no symbol"
            ))
        #expect(
            flat.contains(
                "When every input is a folder (a catalog, or a folder with --all-svg), `verify` also reports goldens in the golden folder whose symbol is not among the inputs (a symbol renamed or deleted) and `record --prune` removes them; a run naming single symbols (.svg files, .symbolset folders) records or verifies just those and leaves the other goldens alone."
            ))
    }
}
