import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `.symbolcheck.json` as a user meets it, through the built binary: where its paths point,
/// what its mistakes print, that it takes the values the flags take, and that the reports
/// name it.
@Suite(.serialized)
struct ConfigurationCLITests {
    /// A project folder with `a/b` inside it and `design/ref.svg`, a measurable template.
    struct Project {
        let root = BinaryRunner.makeTemporaryDirectory()

        init() {
            for folder in ["/a", "/a/b", "/design"] { mkdir(root + folder, 0o755) }
            let camera = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
            BinaryRunner.writeFile(root + "/design/ref.svg", camera)
        }

        var configPath: String { root + "/.symbolcheck.json" }

        func config(_ text: String) {
            BinaryRunner.writeFile(configPath, Array(text.utf8))
        }

        func remove() { BinaryRunner.removeTree(root) }
    }

    static let opacity = BinaryRunner.packageRoot + "/Symbols/broken/opacity.svg"
    static let camera = BinaryRunner.packageRoot + "/Symbols/camera.svg"

    /// The `configuration` object of a JSON report, as text.
    static func configurationJSON(_ run: BinaryRunner.Run) -> String {
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \"configuration\": {") }),
            let end = lines[start...].firstIndex(of: "  },")
        else { return "" }
        return lines[start...end].joined(separator: "\n")
    }

    @Test func aRelativeReferenceIsReadFromTheConfigFilesFolder() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "reference": "design/ref.svg" }"#)
        let run = BinaryRunner.run(["--format", "json", Self.camera], in: project.root + "/a/b")
        #expect(run.stderr == "")
        #expect(run.status == 0)
        #expect(
            Self.configurationJSON(run) == """
                  "configuration": {
                    "profile": "control-center",
                    "strict": false,
                    "target": 1.4500,
                    "tolerance": 0.1650,
                    "maxTemplateVersion": "7.0",
                    "reference": "\(project.root)/design/ref.svg",
                    "configFile": "../../.symbolcheck.json"
                  },
                """)
        // The same file given with --config from elsewhere points at the same reference.
        let given = BinaryRunner.run(["--format", "json", "--config", project.configPath, Self.camera])
        #expect(given.status == 0)
        #expect(Self.configurationJSON(given).contains("\"reference\": \"\(project.root)/design/ref.svg\","))
    }

    @Test func aConfigFileGivenByARelativePathResolvesFromItsOwnFolder() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "reference": "design/ref.svg" }"#)
        let run = BinaryRunner.run(
            ["--format", "json", "--config", "../../.symbolcheck.json", Self.camera], in: project.root + "/a/b")
        #expect(run.status == 0)
        #expect(Self.configurationJSON(run).contains("\"reference\": \"../../design/ref.svg\","))
        #expect(Self.configurationJSON(run).contains("\"configFile\": \"../../.symbolcheck.json\""))
    }

    @Test func previewDrawsTheConfigFilesReferenceFromASubfolder() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "reference": "design/ref.svg" }"#)
        let output = project.root + "/sheet.png"
        let run = BinaryRunner.run(["preview", Self.camera, "-o", output], in: project.root + "/a/b")
        #expect(run.stderr == "wrote \(output): the preview sheet of \(Self.camera)\n")
        #expect(run.status == 0)
        #expect(BinaryRunner.readBytes(output).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The same words in a config file one folder down point at a file that is not there.
        BinaryRunner.writeFile(project.root + "/a/.symbolcheck.json", Array(#"{ "reference": "design/ref.svg" }"#.utf8))
        let missing = BinaryRunner.run(["preview", Self.camera, "-o", output], in: project.root + "/a/b")
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "../.symbolcheck.json:1:16: error: \"reference\": cannot read '\(project.root)/a/design/ref.svg': no such file or directory; a relative path is read from the config file's folder\n"
        )
    }

    /// A file with several mistakes reports each at its place, in file order, and names the file
    /// as given (#44: only the first was reported, by its absolute path).
    @Test func everyMistakeOfAFileIsReportedAtOnce() {
        let project = Project()
        defer { project.remove() }
        project.config("{\n  \"disabel\": [\"stroke\"],\n  \"target\": \"big\",\n  \"strict\": 1\n}\n")
        let run = BinaryRunner.run([Self.camera], in: project.root)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.stderr)")
        #expect(
            lines.first?.hasPrefix(".symbolcheck.json:2:3: error: unknown key \"disabel\". Did you mean \"disable\"?")
                == true)
        #expect(lines.dropFirst().first?.hasPrefix(".symbolcheck.json:3:13: error: \"target\" must be a ratio") == true)
        #expect(lines.last?.hasPrefix(".symbolcheck.json:4:13: error: \"strict\" must be true or false") == true)
        let given = BinaryRunner.run(["--config", "../.symbolcheck.json", Self.camera], in: project.root + "/a")
        #expect(given.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("../.symbolcheck.json:") })
    }

    @Test func theTextReportNamesTheConfigFileAboveTheSummary() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "strict": true }"#)
        let run = BinaryRunner.run([Self.opacity], in: project.root + "/a")
        #expect(run.status == 1)
        #expect(
            run.stdout.hasSuffix(
                "\nSettings from ../.symbolcheck.json\n1 symbol: 0 passed, 1 failed; 0 errors, 1 warning\n"
            ))
        let without = BinaryRunner.run([Self.opacity])
        #expect(without.status == 0)
        #expect(!without.stdout.contains("Settings from"))
        #expect(without.stdout.hasSuffix("\n1 symbol: 1 passed, 0 failed; 0 errors, 1 warning\n"))
        #expect(
            Self.configurationJSON(BinaryRunner.run(["--format", "json", Self.opacity])).contains(
                "\"configFile\": null"))
    }

    @Test func flagsWinOverTheFileBothWays() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "strict": true, "profile": "xcode" }"#)
        #expect(BinaryRunner.run([Self.opacity], in: project.root).status == 0)  // xcode: opacity is off
        #expect(BinaryRunner.run(["--profile", "control-center", Self.opacity], in: project.root).status == 1)
        #expect(
            BinaryRunner.run(["--profile", "control-center", "--no-strict", Self.opacity], in: project.root).status == 0
        )
    }

    /// Each mistake: the file's content, then exactly what is printed on standard error.
    static let mistakes: [(String, String)] = [
        (
            "{\n  \"disable\": [\"stroke\", \"open-subpth\"]\n}\n",
            "2:25: error: unknown rule id \"open-subpth\" in \"disable\". Did you mean \"open-subpath\"? See 'symbolcheck rules'."
        ),
        (
            "{ \"profile\": \"xcod\" }",
            "1:14: error: \"profile\" must be control-center or xcode; \"xcod\" is not. Did you mean \"xcode\"?"
        ),
        ("{ \"target\": \"1.45\" }", "1:13: error: \"target\" must be a ratio above 0, e.g. 1.45, not a string."),
        ("{ \"maxDepth\": 2.5 }", "1:15: error: \"maxDepth\" must be a whole number above 0; 2.5 is not."),
        ("{ \"strict\": \"yes\" }", "1:13: error: \"strict\" must be true or false, not a string."),
        (
            "{ \"warn\": [\"stroke\", 3] }",
            "1:22: error: \"warn\" must be a list of rule ids; item 2 is a number."
        ),
        ("{ \"target\": 1.45, }", "1:17: error: not valid JSON: a comma before `}` is not allowed in JSON; remove it"),
        (
            "{ \"target\": 01.5 }",
            "1:14: error: not valid JSON: a number must not start with 0 unless it is 0 (write 1, not 01)"
        ),
        (
            "[\"stroke\"]",
            "1:1: error: a config file is a JSON object of settings, like { \"profile\": \"xcode\" }, not an array"
        ),
        (
            "{ \"target\": 1.4,\n  \"target\": 1.5 }",
            "2:3: error: \"target\" is set twice (first at 1:3); keep one."
        ),
        (
            "{ \"reference\": \"design/missing.svg\" }",
            "1:16: error: \"reference\": cannot read '<root>/design/missing.svg': no such file or directory; a relative path is read from the config file's folder"
        ),
    ]

    @Test func mistakesArePathLineColumnDiagnosticsWithoutTheUsage() {
        let project = Project()
        defer { project.remove() }
        for (content, expected) in Self.mistakes {
            project.config(content)
            let run = BinaryRunner.run([Self.camera], in: project.root + "/a")
            #expect(run.status == 2, "\(content)")
            #expect(run.stdout == "")
            let message = expected.replacing("<root>", with: project.root)
            #expect(run.stderr == "../.symbolcheck.json:\(message)\n")
        }
    }

    @Test func anUnknownKeySuggestsTheClosestAndListsAll() {
        let project = Project()
        defer { project.remove() }
        project.config("{ \"tolerence\": 0.1 }")
        let run = BinaryRunner.run([Self.camera], in: project.root)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == ".symbolcheck.json:1:3: error: unknown key \"tolerence\". Did you mean \"tolerance\"? The keys are profile, disable, warn, error, strict, maxTemplateVersion, xcode, target, tolerance, reference, exclude, overrides, maxInputBytes, maxDepth, maxPathCommands, timeLimit, maxSegments, maxCrossings.\n"
        )
    }

    @Test func aMissingConfigFileIsAnErrorAtItsPath() {
        let run = BinaryRunner.run(["--config", "/nonexistent/.symbolcheck.json", Self.camera])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "/nonexistent/.symbolcheck.json: error: cannot read the config file: no such file or directory\n")
    }

    @Test func anEmptyConfigPathIsAUsageError() {
        let run = BinaryRunner.run(["--config", "", Self.camera])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: '--config' needs the path of a JSON file.\nUsage: symbolcheck check"))
    }

    @Test func aToleranceOfZeroIsAcceptedAndOneRefusedByFlagAndFileAlike() {
        let project = Project()
        defer { project.remove() }
        project.config("{ \"tolerance\": 0 }")
        let file = BinaryRunner.run(["--format", "json", Self.camera], in: project.root)
        let flag = BinaryRunner.run(["--format", "json", "--tolerance", "0", Self.camera])
        #expect(file.stderr == "")
        #expect(flag.stderr == "")
        #expect(file.status == flag.status)
        #expect(Self.configurationJSON(file).contains("\"tolerance\": 0.0000,"))
        #expect(Self.configurationJSON(flag).contains("\"tolerance\": 0.0000,"))

        project.config("{ \"tolerance\": 1 }")
        let badFile = BinaryRunner.run([Self.camera], in: project.root)
        #expect(badFile.status == 2)
        #expect(
            badFile.stderr
                == ".symbolcheck.json:1:16: error: \"tolerance\" must be a share from 0 to below 1, e.g. 0.05; 1 is not.\n"
        )
        let badFlag = BinaryRunner.run(["--tolerance", "1", Self.camera])
        #expect(badFlag.status == 2)
        #expect(
            badFlag.stderr.hasPrefix(
                "Error: '--tolerance' must be a share from 0 to below 1, e.g. 0.05; '1' is not.\nUsage: symbolcheck check"
            ))
    }

    @Test func theHelpShowsEachSettingsDefault() {
        let help = BinaryRunner.run(["check", "--help"]).stdout
        for expected in [
            "(default: 7.0)", "(default: 1.45)", "(default: 16777216)", "(default: 256)", "(default: 10)",
            "(default: --no-strict)",
        ] {
            #expect(help.contains(expected), "\(expected)")
        }
    }

    // MARK: - The Xcode that builds (docs/template-format.md §2.2)

    /// A Template v.7.0 with Draw guide points, and a path-count warning only the default
    /// profile reports: under `--profile xcode` only the version can fail it.
    static let drawTemplate = BinaryRunner.packageRoot + "/Symbols/broken/draw-path-count.svg"

    @Test func xcodeSetsTheNewestVersionFromTheTableAndIsNamed() {
        let run = BinaryRunner.run(["--profile", "xcode", "--xcode", "16.4", "--color", "never", Self.drawTemplate])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "error: template version 7.0 is newer than 6.0, the newest Xcode 16.4 reads [template-version]"))
        #expect(
            run.stdout.contains(
                "= note: 6.0 does not read: Draw guide points (`data-clipstroke-keyframes` on 6 elements, from 7.0)"))
        #expect(
            run.stdout.contains(
                "= help: export the symbol for an older Xcode (SF Symbols: File > Export Symbol, Xcode compatibility)\n   = help: run `symbolcheck fix \(Self.drawTemplate) --in-place --template-version 6.0` to take it down to 6.0\n"
            ))
        #expect(BinaryRunner.run(["--profile", "xcode", "--xcode", "26", Self.drawTemplate]).status == 0)
    }

    @Test func theJSONReportNamesTheXcode() {
        let run = BinaryRunner.run(["--format", "json", "--xcode", "26", Self.camera])
        #expect(Self.configurationJSON(run).contains("    \"maxTemplateVersion\": \"7.0\",\n    \"xcode\": \"26\",\n"))
        // Without it, the configuration is as it was.
        #expect(!Self.configurationJSON(BinaryRunner.run(["--format", "json", Self.camera])).contains("xcode"))
    }

    @Test func anXcodeTheTableDoesNotKnowIsRefused() {
        for written in ["10", "17", "20", "27", "sixteen"] {
            let run = BinaryRunner.run(["--xcode", written, Self.camera])
            #expect(run.status == 2, "\(written)")
            #expect(
                run.stderr.hasPrefix(
                    "Error: '--xcode' must be an Xcode version from 11 to 16, or 26, like 16.4; '\(written)' is not.\n"),
                "\(run.stderr)")
        }
    }

    @Test func bothWaysOfSayingTheLimitOnOneCommandLineAreRefused() {
        let run = BinaryRunner.run(["--xcode", "16", "--max-template-version", "6.0", Self.camera])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: '--xcode' sets the newest template version from the Xcode table, and '--max-template-version' sets it directly; give one.\n"
            ))
    }

    @Test func theConfigFileTakesOneOfTheTwoKeys() {
        let project = Project()
        defer { project.remove() }
        project.config(#"{ "maxTemplateVersion": "6.0", "xcode": "16" }"#)
        let both = BinaryRunner.run([Self.camera], in: project.root)
        #expect(both.status == 2)
        #expect(
            both.stderr
                == ".symbolcheck.json:1:32: error: \"xcode\" and \"maxTemplateVersion\" (at 1:3) both set the newest template version, \"xcode\" from the Xcode table; keep one.\n"
        )
        // A number is read as the version it spells.
        project.config(#"{ "xcode": 16 }"#)
        let sixteen = BinaryRunner.run(["--profile", "xcode", Self.drawTemplate], in: project.root)
        #expect(sixteen.status == 1)
        #expect(sixteen.stdout.contains("the newest Xcode 16 reads"))
        // A flag wins over the file, as for every setting: the build machine on an older macOS.
        let sonoma = BinaryRunner.run(
            ["--profile", "xcode", "--max-template-version", "7.0", Self.drawTemplate], in: project.root)
        #expect(sonoma.status == 0, "\(sonoma.stdout)")
        project.config(#"{ "xcode": "20" }"#)
        let unknown = BinaryRunner.run([Self.camera], in: project.root)
        #expect(
            unknown.stderr
                == ".symbolcheck.json:1:12: error: \"xcode\" must be an Xcode version from 11 to 16, or 26, like 16.4; \"20\" is not.\n"
        )
    }
}
