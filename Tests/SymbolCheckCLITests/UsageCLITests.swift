import SymbolCheck
import Testing

/// Help screens, version and misuse, pinned as whole texts.
@Suite struct UsageCLITests {
    @Test func versionPrintsTheVersionFromBothExecutables() {
        let run = BinaryRunner.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == ToolVersion.current + "\n")
        let render = BinaryRunner.run(
            ["--version"], executable: BinaryRunner.productsDirectory + "/symbolcheck-render")
        #expect(render.status == 0)
        #expect(render.stdout == run.stdout)
        #expect(ToolVersion.current.split(separator: ".").count == 3)
    }

    @Test func rootHelpListsTheSubcommands() {
        let run = BinaryRunner.run(["--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "OVERVIEW: Check, measure, resize and preview custom SF Symbol templates.\n\n`symbolcheck FILE…` is the same as `symbolcheck check FILE…`.\n\nUSAGE: symbolcheck <subcommand>\n"
            ))
        #expect(run.stdout.contains("  check (default)         Check custom SF Symbol templates the way actool and\n"))
        #expect(run.stdout.contains("  explain                 Explain a rule: why it exists and an example that\n"))
    }

    @Test func checkHelpShowsEveryOption() {
        let run = BinaryRunner.run(["check", "--help"])
        #expect(run.status == 0)
        for option in [
            "--format <format>", "--profile <profile>", "--disable <rule-id>", "--warn <rule-id>", "--error <rule-id>",
            "--config <path>", "--max-template-version <version>", "--target <ratio>", "--tolerance <share>",
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
        #expect(
            bad.stderr
                == "\(dir)/.symbolcheck.json:2:3: error: unknown key \"disabel\". Did you mean \"disable\"? The keys are profile, disable, warn, error, strict, maxTemplateVersion, target, tolerance, reference, exclude, overrides, maxInputBytes, maxDepth, maxPathCommands, timeLimit, maxSegments, maxCrossings.\n"
        )
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
