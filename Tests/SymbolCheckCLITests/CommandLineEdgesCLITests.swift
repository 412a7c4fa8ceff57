import JSONReader
import RuleCatalogue
import SymbolCheck
import Testing

/// The mistakes and set-ups a new user meets (issue #15), run on the built binaries with exact
/// messages and exit codes.
@Suite struct CommandLineEdgesCLITests {
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <path d="M8 1 L15 15 L1 15 Z"/>
        </svg>

        """

    // MARK: item 3: mistyped subcommands

    @Test(arguments: [("resise", "resize"), ("chek", "check"), ("prevew", "preview")])
    func aMistypedSubcommandIsAUsageErrorWithASuggestion(_ typed: String, _ meant: String) {
        let run = BinaryRunner.run([typed, "Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "Error: Unknown subcommand '\(typed)', and no file or folder of that name exists. Did you mean '\(meant)'?\nUsage: symbolcheck <subcommand>\n  See 'symbolcheck --help' for more information.\n"
        )
    }

    @Test func anExistingPathWithASubcommandLikeNameIsChecked() {
        let f = CatalogFixture()
        defer { f.remove() }
        f.copy("Symbols/camera.svg", to: "chek")
        let run = BinaryRunner.run(["chek"], in: f.root)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))
        // A missing file far from every subcommand name is still reported as a check of it.
        let missing = BinaryRunner.run(["missing.svg"], in: f.root)
        #expect(missing.status == 2)
        #expect(missing.stdout.hasPrefix("missing.svg: error: cannot read the file: no such file or directory"))
    }

    // MARK: item 4: the wrong kind of input

    @Test func aPNGIsRefusedWithWhatToPassInstead() {
        let f = CatalogFixture()
        defer { f.remove() }
        BinaryRunner.writeFile(f.root + "/camera.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        BinaryRunner.writeFile(f.root + "/camera.pdf", Array("%PDF-1.7\n%\u{e2}\u{e3}\n".utf8))
        let run = BinaryRunner.run(["camera.png"], in: f.root)
        #expect(run.status == 2)
        #expect(
            run.stdout
                == """
                camera.png: error: this file is a PNG image, not an SVG template [input-refused]
                 = help: pass the symbol's .svg template (SF Symbols app: File ▸ Export Template…) or the .symbolset folder that holds it
                 = help: to make a template from an icon SVG, run `symbolcheck make ICON.svg -o OUT.svg`
                1 symbol: 0 passed, 1 failed; 1 error, 0 warnings

                """)
        let pdf = BinaryRunner.run(["camera.pdf"], in: f.root)
        #expect(pdf.status == 2)
        #expect(
            pdf.stdout.hasPrefix(
                "camera.pdf: error: this file is a PDF document, not an SVG template [input-refused]\n"))
    }

    @Test func aPlainIconGetsOneFindingThatSaysHowToMakeATemplate() {
        let f = CatalogFixture()
        defer { f.remove() }
        f.file("icons/star.svg", Self.icon)
        let run = BinaryRunner.run(["icons/star.svg"], in: f.root)
        #expect(run.status == 1)
        #expect(
            run.stdout
                == """
                icons/star.svg:1:1: error: this SVG has no guides and no glyph groups: it is a plain icon, not an SF Symbol template [not-a-template]
                  |
                1 | <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
                  | ^^^^
                  = help: export a template from the SF Symbols app (File ▸ Export Template…)
                  = help: make a template of it with `symbolcheck make icons/star.svg -o icons/star.symbol.svg`
                1 symbol: 0 passed, 1 failed; 1 error, 0 warnings

                """)
        // Turned off, the template rules speak for themselves again.
        let off = BinaryRunner.run(["--disable", "not-a-template", "icons/star.svg"], in: f.root)
        #expect(off.status == 1)
        #expect(occurrences("[missing-guide]", in: off.stdout) == 6)
    }

    @Test func aContentsJSONIsCheckedAsItsSymbolSet() {
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("Assets.xcassets/camera.symbolset")
        f.file("Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        let direct = BinaryRunner.run(
            ["--format", "json", "Assets.xcassets/camera.symbolset/Contents.json"], in: f.root)
        let folder = BinaryRunner.run(["--format", "json", "Assets.xcassets/camera.symbolset"], in: f.root)
        #expect(direct.status == 0)
        #expect(direct.stdout == folder.stdout)
        #expect(direct.stdout.contains("\"path\": \"Assets.xcassets/camera.symbolset/symbol.svg\""))

        let inside = BinaryRunner.run(["Contents.json"], in: f.root + "/Assets.xcassets/camera.symbolset")
        #expect(inside.status == 0)
        #expect(inside.stdout.hasSuffix("1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n"))

        let catalog = BinaryRunner.run(["Assets.xcassets/Contents.json"], in: f.root)
        #expect(catalog.status == 2)
        #expect(
            catalog.stdout
                == """
                Assets.xcassets/Contents.json: error: this Contents.json is not in a .symbolset folder, so it describes a catalog or a group, not a symbol [input-refused]
                 = help: pass the asset catalog or folder to check every symbol set in it, or a .symbolset folder
                0 symbols: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no symbol

                """)
    }

    // MARK: item 7: output

    @Test func quietLeavesOutTheMeasurementTables() {
        // camera.svg has no size finding: its table is printed only when --tables asks for it.
        let loud = BinaryRunner.run(["--tables", "Symbols/camera.svg"])
        #expect(
            loud.stdout.contains(
                "Symbols/camera.svg: measurements (template units; ratio = height ÷ cap height; optical size and target in cap heights; stem = 2 × ink area ÷ perimeter)\n"
            ))
        for quiet in ["--quiet", "-q"] {
            let run = BinaryRunner.run([quiet, "Symbols/camera.svg"])
            #expect(run.status == 0)
            #expect(run.stdout == "1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
        }
        let puny = BinaryRunner.run(["--quiet", "Symbols/camera-puny.svg"])
        #expect(puny.status == 0)
        #expect(!puny.stdout.contains("measurements"))
        #expect(occurrences("[glyph-size]", in: puny.stdout) == 1)
    }

    @Test func xcodeProfileShowsNoMeasurementTables() {
        let run = BinaryRunner.run(["--profile", "xcode", "Symbols/camera-puny.svg"])
        #expect(run.status == 0)
        #expect(run.stdout == "1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
        let disabled = BinaryRunner.run(["--disable", "glyph-size", "Symbols/camera.svg"])
        #expect(disabled.stdout == "1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
    }

    @Test func colorIsChosenByTheColorOption() {
        let always = BinaryRunner.run(["--color", "always", "--quiet", "Symbols/camera-puny.svg"])
        #expect(always.stdout.hasPrefix("\u{1B}[1mSymbols/camera-puny.svg:47:3: \u{1B}[0m\u{1B}[1;33mwarning\u{1B}[0m"))
        let never = BinaryRunner.run(["--color", "never", "--quiet", "Symbols/camera-puny.svg"])
        #expect(never.stdout.hasPrefix("Symbols/camera-puny.svg:47:3: warning: "))
        // auto: not a terminal here, so no colour.
        let auto = BinaryRunner.run(["--color", "auto", "--quiet", "Symbols/camera-puny.svg"])
        #expect(auto.stdout == never.stdout)
        let bad = BinaryRunner.run(["--color", "sometimes", "Symbols/camera.svg"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("Error: "))
        #expect(bad.stderr.contains("'sometimes'"))
    }

    @Test func rulesPrintsJSON() throws {
        let run = BinaryRunner.run(["rules", "--format", "json", "--profile", "xcode"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                {
                  "schemaVersion": 1,
                  "profile": "xcode",
                  "rules": [
                    {
                      "id": "xml-malformed",
                      "category": "Input",
                      "severity": "error",
                      "summary": "the file is not well-formed XML"
                    },
                """))
        #expect(
            run.stdout.contains(
                """
                      "id": "stroke",
                      "category": "Control Center",
                      "severity": null,
                """))
        #expect(run.stdout.hasSuffix("}\n  ]\n}\n"))
        // Against the schema docs/output.md documents, every rule of the list.
        let list = try JSONValue.parse(Array(run.stdout.utf8)).value
        #expect(JSONReportSchema.ruleListProblems(list) == [])
        #expect(JSONReportSchema.items(JSONReportSchema.members(list)["rules"]).count == RuleRegistry.ids.count)
    }

    @Test(arguments: [
        (["--warn", "stroke", "--error", "stroke"], "'stroke' is given to both '--warn' and '--error'"),
        (["--error", "opacity", "--disable", "opacity"], "'opacity' is given to both '--disable' and '--error'"),
    ])
    func conflictingSeveritiesAreAUsageError(_ flags: [String], _ message: String) {
        let run = BinaryRunner.run(flags + ["Symbols/camera.svg"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: \(message); give each rule one severity.\nUsage: symbolcheck check "))
    }

    @Test func theSymbolOfAPlainFileIsNull() {
        let run = BinaryRunner.run(["--format", "json", "Symbols/camera.svg", "missing.svg"])
        #expect(run.status == 2)
        #expect(run.stdout.contains("\"symbol\": null,\n      \"path\": \"Symbols/camera.svg\""))
        #expect(run.stdout.contains("\"symbol\": null,\n      \"path\": \"missing.svg\""))
        #expect(!run.stdout.contains("\"symbol\": \""))
    }

    @Test func checkOfStandardInputDoesNotSuggestResizingItInPlace() {
        let puny = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
        let run = BinaryRunner.run(["--quiet", "-"], stdin: puny)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("resize - --in-place"))
        #expect(
            run.stdout.contains(
                "= help: run `symbolcheck resize - -o -` to scale every variant to the target\n"
            ))
    }

    // MARK: items 1 and 2: catalogs' goldens and previews, and the inputs of golden and preview

    /// `Assets.xcassets` with `star.symbolset` in two groups that provide namespaces and one
    /// in a plain group (no namespace), each a copy of camera.svg.
    static func namespacedCatalog() -> CatalogFixture {
        let f = CatalogFixture()
        let namespace =
            "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"properties\" : { \"provides-namespace\" : true } }\n"
        f.file("Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        f.file("Assets.xcassets/Icons/Contents.json", namespace)
        f.file("Assets.xcassets/Toolbar/Contents.json", namespace)
        f.symbolset("Assets.xcassets/Icons/star.symbolset")
        f.symbolset("Assets.xcassets/Toolbar/star.symbolset")
        return f
    }

    @Test func catalogGoldensAreNamedByTheNamespacedSymbolName() throws {
        let f = Self.namespacedCatalog()
        defer { f.remove() }
        let record = BinaryRunner.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: f.root)
        #expect(record.stderr == "")
        #expect(record.status == 0)
        #expect(
            record.stdout
                == """
                Icons.star.light: recorded goldens/Icons.star.light.png
                Icons.star.dark: recorded goldens/Icons.star.dark.png
                Toolbar.star.light: recorded goldens/Toolbar.star.light.png
                Toolbar.star.dark: recorded goldens/Toolbar.star.dark.png

                """)
        let verify = BinaryRunner.run(["golden", "verify", "Assets.xcassets", "--golden-dir", "goldens"], in: f.root)
        #expect(verify.status == 0)
        #expect(verify.stdout.hasSuffix("4 of 4 goldens match\n"))

        let previews = BinaryRunner.run(["check", "--quiet", "--preview", "sheets", "Assets.xcassets"], in: f.root)
        #expect(previews.status == 0)
        #expect(previews.stderr == "")
        #expect(BinaryRunner.listDirectory(f.root + "/sheets") == ["Icons.star.png", "Toolbar.star.png"])
    }

    /// Symbols of one name in two groups without a namespace: one golden and one sheet when they
    /// are the same bytes; told apart by their groups when they differ.
    @Test func symbolsOfOneNameShareOrSplitTheirFiles() throws {
        let f = Self.namespacedCatalog()
        defer { f.remove() }
        f.file("Assets.xcassets/Plain/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        f.symbolset("Assets.xcassets/Plain/star.symbolset")
        f.symbolset("Assets.xcassets/More/star.symbolset")
        let record = BinaryRunner.run(["golden", "record", "Assets.xcassets", "--golden-dir", "goldens"], in: f.root)
        #expect(record.status == 0)
        #expect(
            record.stderr
                == "warning: Assets.xcassets/More/star.symbolset/symbol.svg, Assets.xcassets/Plain/star.symbolset/symbol.svg are the same bytes: one golden, named star\n"
        )
        #expect(BinaryRunner.listDirectory(f.root + "/goldens").contains("star.light.png"))
        let previews = BinaryRunner.run(["check", "--quiet", "--preview", "sheets", "Assets.xcassets"], in: f.root)
        #expect(previews.status == 0)
        #expect(BinaryRunner.listDirectory(f.root + "/sheets") == ["Icons.star.png", "Toolbar.star.png", "star.png"])

        f.copy("Symbols/camera-puny.svg", to: "Assets.xcassets/More/star.symbolset/symbol.svg")
        let split = BinaryRunner.run(["golden", "record", "Assets.xcassets", "--golden-dir", "split"], in: f.root)
        #expect(split.status == 0)
        #expect(split.stderr == "")
        #expect(
            BinaryRunner.listDirectory(f.root + "/split").filter { $0.hasPrefix("star") } == [
                "star+More.dark.png", "star+More.light.png", "star+More.measurements.txt", "star+Plain.dark.png",
                "star+Plain.light.png", "star+Plain.measurements.txt",
            ])
    }

    @Test func goldenTakesAFolderOfPlainTemplatesWithAllSVG() throws {
        let f = CatalogFixture()
        defer { f.remove() }
        f.copy("Symbols/camera.svg", to: "Symbols/camera.svg")
        let without = BinaryRunner.run(["golden", "record", "Symbols", "--golden-dir", "goldens"], in: f.root)
        #expect(without.status == 2)
        #expect(
            without.stderr
                == "error: Symbols: the folder holds no symbol sets (.symbolset folders); add --all-svg to include the 1 .svg file in it that is not in a symbol set\n"
        )
        let record = BinaryRunner.run(
            ["golden", "record", "Symbols", "--all-svg", "--golden-dir", "goldens"], in: f.root)
        #expect(record.status == 0)
        #expect(
            record.stdout
                == "camera.light: recorded goldens/camera.light.png\ncamera.dark: recorded goldens/camera.dark.png\n")
        #expect(
            BinaryRunner.matchesGolden(BinaryRunner.readBytes(f.root + "/goldens/camera.light.png"), "camera.light.png")
        )
    }

    @Test func previewTakesASymbolSetItsContentsJSONAndStandardInput() throws {
        let f = Self.namespacedCatalog()
        defer { f.remove() }
        // The folder and its Contents.json name the same symbol set, so they draw the same sheet
        // (headed by the symbol's name). Byte arrays are compared into a Bool: a failing
        // expectation on two PNGs would otherwise print a diff of every byte.
        var sheets: [[UInt8]] = []
        for input in ["Assets.xcassets/Icons/star.symbolset", "Assets.xcassets/Icons/star.symbolset/Contents.json"] {
            let run = BinaryRunner.run(["preview", input, "-o", "out/new/star.png"], in: f.root)
            #expect(run.status == 0, "\(input)")
            #expect(
                run.stderr
                    == "wrote out/new/star.png: the preview sheet of Assets.xcassets/Icons/star.symbolset/symbol.svg\n",
                "\(input)")
            sheets.append(BinaryRunner.readBytes(f.root + "/out/new/star.png"))
        }
        let sameSheet = sheets.count == 2 && sheets[0] == sheets[1]
        #expect(sameSheet)
        #expect(sheets.first?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let camera = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg")
        let piped = BinaryRunner.run(["preview", "-", "-o", "-"], in: f.root, stdin: camera)
        #expect(piped.status == 0)
        #expect(piped.stderr == "")
        let pipedIsCameraFromStandardInput = try piped.stdoutBytes == PreviewCLITests.cameraFromStandardInput()
        #expect(pipedIsCameraFromStandardInput)
        #expect(!BinaryRunner.listDirectory(f.root).contains("-"))

        let catalog = BinaryRunner.run(["preview", "Assets.xcassets", "-o", "x.png"], in: f.root)
        #expect(catalog.status == 2)
        #expect(
            catalog.stderr
                == "error: Assets.xcassets: holds 2 symbols and `preview` draws one; name one, or draw them all with `symbolcheck check --preview DIR Assets.xcassets`\n"
        )
    }

    @Test func theGoldenSummaryCountsWhatMadeTheRunFail() throws {
        let f = CatalogFixture()
        defer { f.remove() }
        f.copy("Symbols/camera.svg", to: "camera.svg")
        #expect(BinaryRunner.run(["golden", "record", "camera.svg", "--golden-dir", "g"], in: f.root).status == 0)
        let run = BinaryRunner.run(["golden", "verify", "camera.svg", "missing.svg", "--golden-dir", "g"], in: f.root)
        #expect(run.status == 2)
        #expect(run.stderr == "error: missing.svg: no such file or folder\n")
        #expect(
            run.stdout == "camera.light: ok\ncamera.dark: ok\n2 of 2 goldens match; 1 path not usable (see above)\n")
    }

    // MARK: item 8: the pre-commit hook

    /// The hook's `files` pattern, applied as pre-commit applies it (a search in the path), and
    /// the files it picks checked by the binary.
    @Test func thePreCommitHookChecksSymbolSetsOnly() throws {
        let hooks = BinaryRunner.readText(BinaryRunner.packageRoot + "/.pre-commit-hooks.yaml")
        let line = try #require(hooks.split(separator: "\n").first { $0.hasPrefix("  files: ") })
        let pattern = try Regex(String(line.dropFirst("  files: ".count)))
        let f = CatalogFixture()
        defer { f.remove() }
        f.symbolset("App/Assets.xcassets/camera.symbolset", svg: "camera.svg")
        f.file("App/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        f.file("web/icons/star.svg", Self.icon)
        let changed = [
            "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/camera.symbolset/Contents.json",
            "App/Assets.xcassets/camera.symbolset/camera.svg", "web/icons/star.svg", "README.md",
        ]
        let picked = changed.filter { $0.contains(pattern) }
        #expect(
            picked == [
                "App/Assets.xcassets/camera.symbolset/Contents.json", "App/Assets.xcassets/camera.symbolset/camera.svg",
            ])
        // The set's Contents.json and its SVG are one symbol, checked once.
        let run = BinaryRunner.run(["--quiet"] + picked, in: f.root)
        #expect(run.status == 0)
        #expect(run.stdout == "1 symbol: 1 passed, 0 failed; 0 errors, 0 warnings\n")
        // What the old pattern (every .svg) also handed over fails the commit.
        #expect(BinaryRunner.run(["--quiet", "web/icons/star.svg"], in: f.root).status == 1)
    }

    // MARK: item 9: the repository a user meets

    @Test func theREADMERuleTableIsWhatRulesPrints() throws {
        let readme = BinaryRunner.readText(BinaryRunner.packageRoot + "/README.md")
        let run = BinaryRunner.run(["rules", "--format", "markdown"])
        #expect(run.status == 0)
        let marker = try #require(readme.firstRange(of: "<!-- rule-table:begin"))
        let begin = try #require(readme[marker.upperBound...].firstRange(of: "-->\n"))
        let end = try #require(readme.firstRange(of: "<!-- rule-table:end -->"))
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == run.stdout)
    }

    /// Every `$ symbolcheck …` example in the README prints what the README shows.
    @Test func theREADMEExamplesShowTheRealOutput() throws {
        let readme = BinaryRunner.readText(BinaryRunner.packageRoot + "/README.md")
        let blocks = readme.split(separator: "```\n$ symbolcheck ").dropFirst()
        #expect(!blocks.isEmpty)
        for block in blocks {
            let command = try #require(block.split(separator: "\n", omittingEmptySubsequences: false).first)
            let body = try #require(block.split(separator: "```", omittingEmptySubsequences: false).first)
            let shown = String(body.dropFirst(command.count + 1))
            let run = BinaryRunner.run(command.split(separator: " ").map(String.init))
            #expect(run.stdout == shown, "symbolcheck \(command)")
        }
    }

    /// The usage line of every command names every option its help lists.
    @Test(arguments: ["check", "preview", "golden", "resize", "rules", "explain", "controls", "report", "mcp"])
    func usageLinesListEveryOptionTheHelpLists(_ command: String) throws {
        let help = BinaryRunner.run([command, "--help"]).stdout
        let usageStart = try #require(help.firstRange(of: "USAGE: "))
        let usageEnd = try #require(help[usageStart.upperBound...].firstRange(of: "\n\n"))
        let usage = help[usageStart.lowerBound..<usageEnd.lowerBound]
        let optionsStart = try #require(help.firstRange(of: "OPTIONS:\n"))
        var listed: [String] = []
        for line in help[optionsStart.upperBound...].split(separator: "\n") {
            let words = line.split(separator: " ")
            guard line.hasPrefix("  -"), let first = words.first else { continue }
            let name = first.hasSuffix(",") ? String(words[1]) : String(first)
            // A toggle is listed as `--strict/--no-strict`: both spellings belong in the usage.
            for spelling in name.split(separator: "/").map(String.init)
            where !["--help", "--version"].contains(spelling) {
                listed.append(spelling)
            }
        }
        #expect(!listed.isEmpty || command == "explain")
        let usageWords = Set(usage.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
        for option in listed {
            #expect(
                usageWords.contains(option) || (option == "--output" && usageWords.contains("-o")),
                "\(command): \(option)")
        }
    }

    func occurrences(_ needle: String, in text: String) -> Int {
        text.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }
}
