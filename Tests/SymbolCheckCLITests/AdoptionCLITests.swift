import Testing

/// Adopting symbolcheck in an existing app (issue #34 item 4; docs/configuration.md, "Adopting
/// it"): folders left out (`--exclude`, `exclude`, the build and dependency folders, a vendored
/// checkout's own config), severities per path (`overrides`), and a baseline of today's findings.
@Suite struct AdoptionCLITests {
    /// Every command that searches folders takes `--exclude`.
    @Test(arguments: ["check", "controls", "report", "resize", "fix", "golden"])
    func everyCommandThatSearchesFoldersTakesExclude(_ command: String) {
        let help = BinaryRunner.run([command, "--help"])
        #expect(help.stdout.contains("--exclude <glob>"), "\(command)")
    }

    /// The README's recipe vendors this repository at Vendor/symbolcheck: a search of the app does
    /// not report its fixtures (broken templates, fixture apps with question marks), because the
    /// repository's own config files leave them out of any search that enters them.
    @Test func aVendoredCheckoutsFixturesStayOutOfTheAppsRun() {
        let app = CatalogFixture()
        defer { app.remove() }
        app.symbolset("App/Assets.xcassets/custom.bolt.symbolset")
        app.file(
            "App/Controls.swift",
            "struct Bolt: ControlWidget {\n    var body: some ControlWidgetConfiguration {\n        Label(\"Bolt\", image: \"custom.bolt\")\n    }\n}\n"
        )
        app.folder("Vendor/symbolcheck")
        for folder in ["Symbols", "Tests", "golden"] {
            let copy = ProcessRunnerCopy.copy(
                BinaryRunner.packageRoot + "/" + folder, to: app.root + "/Vendor/symbolcheck/")
            #expect(copy, "copied \(folder)")
        }
        let check = BinaryRunner.run(["check", "--all-svg", "--quiet", "."], in: app.root)
        // The app's symbol set and the seven examples at the top of Symbols/ (camera-puny warns).
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("8 symbols: 8 passed, 0 failed; 0 errors, 1 warning\n"), "\(check.stdout)")
        let controls = BinaryRunner.run(["controls", "."], in: app.root)
        // The app's one Control (no project file: whether there is a watch app is not known, so
        // no Apple Watch finding).
        #expect(controls.status == 0, "\(controls.stdout)")
        #expect(
            controls.stdout.hasSuffix("1 control: 1 passed, 0 failed; 0 errors, 0 warnings\n"), "\(controls.stdout)")
        #expect(!controls.stdout.contains("Vendor/"))
        // Named, a fixture app is searched, and its question marks fail.
        let named = BinaryRunner.run(["controls", "Vendor/symbolcheck/Tests/Fixtures/ControlsApp"], in: app.root)
        #expect(named.status == 1)
    }

    /// One folder walk, one settings scope: a `.symbolcheck.json` in a folder of the fixture app
    /// that turns a rule off holds for `check` and for `controls` alike, so both give one verdict
    /// on one symbol set (issue #42's trial: `check .` passed a set that `controls .` failed a
    /// Control on). Without the file, both fail it.
    @Test func aNestedConfigHoldsAlikeForCheckAndControls() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        #expect(ProcessRunnerCopy.copy(BinaryRunner.packageRoot + "/" + ControlsCLITests.app, to: folder + "/App"))
        let glyphs = folder + "/App/CameraWidgets/Assets.xcassets/Glyphs"
        let controlsFile = "App/CameraWidgets/Controls.swift"
        let before = (
            check: BinaryRunner.run(["check", "--quiet", "App"], in: folder),
            controls: BinaryRunner.run(["controls", "--quiet", "App"], in: folder)
        )
        #expect(before.check.status == 1)
        #expect(before.check.stdout.contains("aperture.svg:55:171: error:"))
        #expect(before.controls.stdout.contains("\(controlsFile):58:52: error:"))
        #expect(before.controls.stdout.contains("[control-symbol-set-fails]"))

        BinaryRunner.writeFile(glyphs + "/.symbolcheck.json", Array(#"{ "disable": ["stroke"] }"#.utf8))
        let check = BinaryRunner.run(["check", "--quiet", "App"], in: folder)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("9 symbols: 9 passed, 0 failed; 0 errors, 0 warnings\n"), "\(check.stdout)")
        let controls = BinaryRunner.run(["controls", "--quiet", "App"], in: folder)
        #expect(!controls.stdout.contains("[stroke]"), "\(controls.stdout)")
        #expect(!controls.stdout.contains("[control-symbol-set-fails]"), "\(controls.stdout)")
        // The Control that shows the set passes; the app's other findings stand.
        let expected = ControlsCLITests.expected.filter {
            !$0.hasSuffix(" stroke") && !$0.hasSuffix(" control-symbol-set-fails")
        }
        #expect(
            ControlsCLITests.findings(inLines: controls.stdout, dropping: "App/")
                == expected.map { String($0.dropFirst(ControlsCLITests.app.count + 1)) })
        #expect(
            controls.stdout.hasSuffix(
                "\n8 controls: 5 passed, 3 failed; the wiring of 1 project: passed; 3 errors, 1 warning\n"),
            "\(controls.stdout)")
    }

    /// `fix` lists what a fixed file still fails under the settings that hold for it, a nested
    /// config file's included, as `check` judges it.
    @Test func fixListsWhatRemainsUnderTheFoldersSettings() {
        let app = CatalogFixture()
        defer { app.remove() }
        app.symbolset("App/Assets.xcassets/a.symbolset", from: "Symbols/broken/fake-hole.svg")
        let before = BinaryRunner.run(["fix", "--dry-run", "App"], in: app.root)
        #expect(before.status == 1)
        #expect(before.stdout.contains("error: still fails after fixing:"))
        #expect(before.stdout.contains("[fake-hole]"))
        app.file("App/.symbolcheck.json", #"{ "disable": ["fake-hole"] }"#)
        #expect(BinaryRunner.run(["check", "--quiet", "App"], in: app.root).status == 0)
        let after = BinaryRunner.run(["fix", "--dry-run", "App"], in: app.root)
        #expect(after.status == 0, "\(after.stdout)")
        #expect(!after.stdout.contains("still fails"))
    }

    @Test func excludeAndOverridesComeFromFlagsAndTheConfigFile() {
        let app = CatalogFixture()
        defer { app.remove() }
        app.symbolset("App/Assets.xcassets/a.symbolset", from: "Symbols/broken/stroke.svg")
        app.symbolset("Legacy/L.xcassets/l.symbolset", from: "Symbols/broken/stroke.svg")
        app.symbolset("Pods/P/P.xcassets/p.symbolset", from: "Symbols/broken/stroke.svg")
        #expect(
            BinaryRunner.run(["--quiet", "."], in: app.root).stdout.hasSuffix(
                "2 symbols: 0 passed, 2 failed; 2 errors, 0 warnings\n"))
        let excluded = BinaryRunner.run(
            ["--quiet", "--exclude", "Legacy", "--exclude", "App/*/a.symbolset", "."], in: app.root)
        #expect(
            excluded.stdout.hasSuffix("0 symbols: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol\n"))
        app.file(".symbolcheck.json", #"{ "overrides": [{ "paths": ["Legacy/**"], "warn": ["stroke"] }] }"#)
        let overridden = BinaryRunner.run(["--quiet", "."], in: app.root)
        #expect(
            overridden.stdout.hasSuffix("2 symbols: 1 passed, 1 failed; 1 error, 1 warning\n"), "\(overridden.stdout)")
        // The command line wins over the file.
        let flagged = BinaryRunner.run(["--quiet", "--error", "stroke", "."], in: app.root)
        #expect(flagged.stdout.hasSuffix("2 symbols: 0 passed, 2 failed; 2 errors, 0 warnings\n"))
        // A mistake inside an entry is reported at its place.
        app.file(".symbolcheck.json", "{ \"overrides\": [{ \"paths\": [\"Legacy/**\"], \"wran\": [\"stroke\"] }] }")
        let wrong = BinaryRunner.run(["."], in: app.root)
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr.contains(
                ".symbolcheck.json:1:43: error: unknown key \"wran\" in an entry of \"overrides\". Did you mean \"warn\"?"
            ),
            "\(wrong.stderr)")
    }

    /// A baseline knows a finding by file, rule and glyph: an edit above it does not revive it;
    /// one more finding of the same rule in the same glyph is new.
    @Test func aBaselineReportsOnlyNewFindings() {
        let app = CatalogFixture()
        defer { app.remove() }
        app.symbolset("App/Assets.xcassets/a.symbolset", from: "Symbols/broken/stroke.svg")
        app.symbolset("App/Assets.xcassets/b.symbolset")
        let write = BinaryRunner.run(["--quiet", "--write-baseline", "ci/baseline.json", "App"], in: app.root)
        // Recorded, the findings are accepted: a "record the baseline" CI step passes (#44).
        #expect(write.status == 0)
        #expect(write.stderr.hasSuffix("wrote ci/baseline.json: 1 finding\n"))
        let baseline = BinaryRunner.readText(app.root + "/ci/baseline.json")
        #expect(baseline.contains("\"path\": \"../App/Assets.xcassets/a.symbolset/symbol.svg\""), "\(baseline)")
        #expect(baseline.contains("\"glyph\": \"Regular-M\""))
        let known = BinaryRunner.run(["--quiet", "--baseline", "ci/baseline.json", "App"], in: app.root)
        #expect(known.status == 0)
        #expect(known.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
        #expect(known.stderr.contains("note: 1 finding in the baseline ci/baseline.json is not reported\n"))
        // Lines added above the finding move it; it is still the known one.
        let svg = app.root + "/App/Assets.xcassets/a.symbolset/symbol.svg"
        let moved = BinaryRunner.readText(svg).replacing("<svg ", with: "<!-- one -->\n<!-- two -->\n<svg ")
        BinaryRunner.writeFile(svg, Array(moved.utf8))
        #expect(BinaryRunner.run(["--quiet", "--baseline", "ci/baseline.json", "App"], in: app.root).status == 0)
        // From another working directory, the same baseline means the same files.
        #expect(
            BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "../App"], in: app.root + "/ci").status == 0)
        // A new error elsewhere fails.
        app.symbolset("App/Assets.xcassets/c.symbolset", from: "Symbols/broken/evenodd-fragile.svg")
        let new = BinaryRunner.run(["--quiet", "--baseline", "ci/baseline.json", "App"], in: app.root)
        #expect(new.status == 1)
        #expect(new.stdout.contains("[evenodd-fragile]"))
        #expect(!new.stdout.contains("[stroke]"))
    }
}

extension AdoptionCLITests {
    /// A Control's findings are known by the Control and the image name (#42 item 7): one that
    /// moved lines stays known; a new one in the same file, of the same rule, is reported; an
    /// entry written before the Control's fields matches as it did.
    @Test func aControlsBaselineKnowsAFindingByItsControlAndName() {
        let app = CatalogFixture()
        defer { app.remove() }
        let imageSet = #"{ "images" : [ { "filename" : "i.png", "idiom" : "universal" } ] }"#
        for name in ["flash", "strobe"] {
            app.file("App/Widget/Assets.xcassets/\(name).imageset/Contents.json", imageSet)
            app.file("App/Widget/Assets.xcassets/\(name).imageset/i.png", "PNG")
        }
        func control(_ name: String, _ image: String) -> String {
            """
            struct \(name): ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "\(name)") {
                        ControlWidgetButton(action: RunIntent()) { Image("\(image)") }
                    }
                }
            }

            """
        }
        app.file("App/Widget/Controls.swift", control("FlashControl", "flash"))
        let write = BinaryRunner.run(
            ["controls", "--quiet", "--write-baseline", "ci/controls.json", "App"], in: app.root)
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        let baseline = BinaryRunner.readText(app.root + "/ci/controls.json")
        #expect(baseline.contains(#""control": "FlashControl""#), "\(baseline)")
        #expect(baseline.contains(#""name": "flash""#), "\(baseline)")
        let arguments = ["controls", "--quiet", "--baseline", "ci/controls.json", "App"]
        #expect(BinaryRunner.run(arguments, in: app.root).status == 0)
        // A Control added above moves the known finding: still known; the new one is reported.
        app.file(
            "App/Widget/Controls.swift", control("StrobeControl", "strobe") + control("FlashControl", "flash"))
        let added = BinaryRunner.run(arguments, in: app.root)
        #expect(added.status == 1)
        #expect(
            ControlsCLITests.findings(inLines: added.stdout) == [
                "App/Widget/Controls.swift:4:62 error control-image-set"
            ], "\(added.stdout)")
        #expect(added.stderr.contains("note: 1 finding in the baseline ci/controls.json is not reported\n"))
        // A baseline written before: file, rule and glyph, as it matched then.
        app.file(
            "ci/old.json",
            #"{ "schemaVersion": 1, "findings": [{ "path": "../App/Widget/Controls.swift", "rule": "control-image-set", "glyph": null }] }"#
        )
        let old = BinaryRunner.run(["controls", "--quiet", "--baseline", "ci/old.json", "App"], in: app.root)
        #expect(old.status == 1)
        #expect(old.stderr.contains("note: 1 finding in the baseline ci/old.json is not reported\n"))
    }
}

/// Copies a folder of the package with `cp -R` (the test needs the repository's files as they
/// are, config files included).
enum ProcessRunnerCopy {
    static func copy(_ source: String, to destination: String) -> Bool {
        BinaryRunner.run(["-R", source, destination], executable: "/bin/cp").status == 0
    }
}
