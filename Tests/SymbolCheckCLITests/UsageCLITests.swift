import Platform
import Support
import SymbolCheck
import Testing

@testable import SymbolCheckCLI

/// Help screens, version and misuse, pinned as whole texts.
@Suite struct UsageCLITests {
    @Test func versionPrintsTheVersionFromBothExecutables() {
        let run = BinaryRunner.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == ToolVersion.withCommit + "\n")
        let render = BinaryRunner.run(
            ["--version"], executable: BinaryRunner.productsDirectory + "/symbolcheck-render")
        #expect(render.status == 0)
        #expect(render.stdout == run.stdout)
        // SemVer: MAJOR.MINOR.PATCH, a pre-release mark on main (`-dev`), and, built from a git
        // checkout, the commit as build metadata.
        #expect(
            ToolVersion.current.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?/) != nil,
            "\(ToolVersion.current)")
    }

    /// Built from this package's git checkout (`.git` beside Package.swift), `--version` names
    /// HEAD's commit; from a source archive, the version alone (`BuildCommitPlugin`).
    @Test func versionNamesTheCommitOfAGitCheckout() throws {
        let built = BinaryRunner.run(["--version"]).stdout
        guard BinaryRunner.listDirectory(BinaryRunner.packageRoot).contains(".git") else {
            #expect(built == ToolVersion.current + "\n")
            return
        }
        // git itself says which commit HEAD is (HOME for its `safe.directory` setting in CI).
        let home = ProcessEnvironment.variables()["HOME"] ?? "/"
        let head = BinaryRunner.run(
            ["git", "-C", BinaryRunner.packageRoot, "rev-parse", "HEAD"],
            environment: ["HOME": home, "PATH": "/usr/bin:/bin:/usr/local/bin:/opt/homebrew/bin"],
            executable: "/usr/bin/env")
        let commit = String(head.stdout.prefix { $0.isHexDigit })
        try #require(head.status == 0 && commit.count >= 40, "git rev-parse HEAD: \(head.stdout)\(head.stderr)")
        #expect(built == ToolVersion.current + "+" + commit.prefix(12) + "\n")
    }

    /// JSON and SARIF name the build as `--version` does, its commit included (#44: they said
    /// `0.3.0-dev` alone).
    @Test func reportsNameTheVersionAsVersionPrintsIt() {
        let version = String(BinaryRunner.run(["--version"]).stdout.dropLast())
        #expect(version.hasPrefix(ToolVersion.current))
        for format in ["json", "sarif"] {
            let report = BinaryRunner.run(["check", "--format", format, "Symbols/camera.svg"]).stdout
            #expect(report.contains("\"\(version)\""), "\(format): \(report.prefix(400))")
        }
    }

    /// `cat x.svg | symbolcheck`: a check that names no file reads the template piped in (#44:
    /// it was a usage error); with nothing piped in, the bare tool still shows its help.
    @Test func aCheckThatNamesNoFileReadsStandardInput() {
        let camera = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
        let bare = BinaryRunner.run([], stdin: camera)
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"), "\(bare.stdout)")
        let json = BinaryRunner.run(["check", "--format", "json"], stdin: camera)
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"path\""))
        let broken = BinaryRunner.run(
            ["--quiet"], stdin: BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg"))
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("-:55:171: error: stroke"), "\(broken.stdout)")
        let nothing = BinaryRunner.run([])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("USAGE: symbolcheck <subcommand>"))
        // Only `check` reads it so: another command still asks for what it lacks.
        #expect(BinaryRunner.run(["explain"], stdin: camera).status == 2)
    }

    @Test func rootHelpListsTheSubcommands() {
        let run = BinaryRunner.run(["--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                OVERVIEW: Check, measure, resize, fix, preview and make custom SF Symbol
                templates; check the images an app's Controls show; report a catalog on one HTML
                page; record golden images; list and explain the rules; serve it all to coding
                agents (mcp).

                `symbolcheck FILE…` is the same as `symbolcheck check FILE…`.

                USAGE: symbolcheck <subcommand>

                """))
        #expect(run.stdout.contains("  check (default)         Check custom SF Symbol templates the way actool and\n"))
        #expect(run.stdout.contains("  explain                 Explain a rule: why it exists and an example that\n"))
    }

    /// The overview says all the tool does: every command is named in it.
    @Test func theOverviewNamesEveryCommand() {
        let overview = CommandSpecs.root.abstract.lowercased()
        for entry in CommandTable.entries {
            #expect(overview.contains(entry.spec.name), "the overview does not name `\(entry.spec.name)`")
        }
    }

    @Test func checkHelpShowsEveryOption() {
        let run = BinaryRunner.run(["check", "--help"])
        #expect(run.status == 0)
        for option in [
            "--format <format>", "--profile <profile>", "--disable <rule-id>", "--warn <rule-id>", "--error <rule-id>",
            "--config <path>", "--max-template-version <version>", "--xcode <version>", "--target <ratio>",
            "--tolerance <share>",
            "--reference <file>", "--strict",
        ] {
            #expect(run.stdout.contains(option), "\(option)")
        }
        #expect(BinaryRunner.run(["help", "check"]).stdout == run.stdout)
    }

    @Test func anUnknownOptionIsAUsageErrorWithASuggestion() {
        let run = BinaryRunner.run(["--fromat", "json", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix("Error: Unknown option '--fromat'. Did you mean '--format'?\nUsage: symbolcheck check")
        )
        #expect(run.stderr.hasSuffix("  See 'symbolcheck check --help' for more information.\n"))
        // A word nothing is close to gets no suggestion (#44: `--bogus` suggested `--jobs`).
        let bogus = BinaryRunner.run(["--bogus", "Symbols/camera.svg"])
        #expect(bogus.status == 2)
        #expect(bogus.stderr.hasPrefix("Error: Unknown option '--bogus'\nUsage: symbolcheck check"), "\(bogus.stderr)")
    }

    @Test func anUnknownRuleIdIsAUsageError() {
        let run = BinaryRunner.run(["--disable", "strokes", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: Unknown rule id 'strokes' for '--disable'. Did you mean 'stroke'? See 'symbolcheck rules'.\n"))
    }

    @Test func aBadFormatValueListsTheChoices() {
        let run = BinaryRunner.run(["--format", "xml", "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("'xml'"))
        #expect(run.stderr.contains("'text', 'json', 'github', 'junit', 'xcode' or 'sarif'"))
    }

    @Test func rulesListsEveryRuleWithItsSeverity() {
        let run = BinaryRunner.run(["rules"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "  glyph-size                     warning  a Regular-S/M/L glyph's optical size ÷ cap height is outside its target ± tolerance\n"
            ))
        let xcode = BinaryRunner.run(["rules", "--profile", "xcode"])
        #expect(xcode.stdout.contains("  stroke                         off      a glyph shape has a stroke paint\n"))
        #expect(xcode.stdout.contains("  not-interpolatable             note     "))
    }

    @Test func explainPrintsRationaleAndExample() {
        let run = BinaryRunner.run(["explain", "invisible-shape"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "invisible-shape: a glyph shape is invisible (opacity 0, fill-opacity 0, hidden) but not a knock-out layer\n\nCategory: Control Center\nSeverity: control-center: error, xcode: off (draws-another-shape)\n\nWhat happens: Control Center draws the invisible shape solid: a transparent\nsize-holder becomes a filled square.\n"
            ))
        #expect(run.stdout.contains("<rect x=\"20\" y=\"-60\" width=\"40\" height=\"40\" opacity=\"0\"/>"))
        #expect(BinaryRunner.run(["explain", "nope"]).status == 2)
    }

    /// `make`'s refusals have ids `explain` knows (#37 item 4), and a near miss is suggested.
    @Test func explainKnowsWhyMakeRefusedAnIcon() {
        for id in ["make-geometry", "make-over-budget", "make-unsupported", "make-already-template", "make-unreadable"]
        {
            let run = BinaryRunner.run(["explain", id])
            #expect(run.status == 0, "\(id): \(run.stderr)")
            #expect(run.stdout.hasPrefix("\(id): "))
            #expect(run.stdout.contains("Severity: error, in `make`\n"))
            #expect(run.stdout.contains("It is `make`'s: the icon is refused and nothing is written for it"))
        }
        let near = BinaryRunner.run(["explain", "make-geometri"])
        #expect(near.status == 2)
        #expect(near.stderr.contains("Did you mean 'make-geometry'?"))
    }

    /// Why `fix` or `resize` rewrote nothing, or a result was not written (#43 item 4), has ids
    /// `explain` knows: an error in the commands that report it, never in `check`.
    @Test func explainKnowsWhyARewriteWroteNothing() {
        for (id, commands) in [
            ("fix-refused", "`fix`"), ("resize-refused", "`resize`"),
            ("result-not-written", "`fix`, `resize` and `make`"),
        ] {
            let run = BinaryRunner.run(["explain", id])
            #expect(run.status == 0, "\(id): \(run.stderr)")
            #expect(run.stdout.hasPrefix("\(id): "))
            #expect(run.stdout.contains("Severity: error, in \(commands)\n"))
            #expect(run.stdout.contains("It is reported by \(commands): nothing is written for the input"))
        }
    }

    /// The notes about a run (what the search skipped, a project that could not be read) have
    /// ids `explain` knows: a note in every profile, which no setting turns off.
    @Test func explainKnowsTheNotesAboutARun() {
        for id in ["input-note", "project-note"] {
            let run = BinaryRunner.run(["explain", id])
            #expect(run.status == 0, "\(id): \(run.stderr)")
            #expect(run.stdout.hasPrefix("\(id): "))
            #expect(run.stdout.contains("Severity: note, in every profile (information)\n"))
            #expect(run.stdout.contains("It is a note about what the run met, in every format"))
        }
    }

    @Test func aConfigFileIsFoundUpwardAndAppliesItsSettings() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        let sub = dir + "/a/b"
        _ = sub.withCString {
            mkdir(String(dir + "/a"), 0o755)
            return mkdir($0, 0o755)
        }
        BinaryRunner.writeFile(dir + "/.symbolcheck.json", Array(#"{ "disable": ["stroke"] }"#.utf8))
        let svg = BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg"
        #expect(BinaryRunner.run([svg], in: sub).status == 0)
        BinaryRunner.writeFile(dir + "/.symbolcheck.json", Array("{\n  \"disabel\": [\"stroke\"]\n}".utf8))
        let bad = BinaryRunner.run([svg], in: sub)
        #expect(bad.status == 2)
        // Named as from the folder the command ran in (#44: by its absolute path).
        #expect(
            bad.stderr
                == "../../.symbolcheck.json:2:3: error: unknown key \"disabel\". Did you mean \"disable\"? The keys are profile, disable, warn, error, strict, maxTemplateVersion, xcode, target, tolerance, reference, exclude, overrides, maxInputBytes, maxDepth, maxPathCommands, timeLimit, maxSegments, maxCrossings.\n"
        )
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
