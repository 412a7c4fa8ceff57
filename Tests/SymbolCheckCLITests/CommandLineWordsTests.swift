import AppRules
import RuleCatalogue
import SVGModel
import Support
import SwiftSource
import SymbolCheck
import SymbolSettings
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheckCLI

/// Command-line words live in the commands module (docs/design.md, "Command-line words live in
/// the commands module"): the lower modules say which limit or action as data, and
/// `CommandAdvice` words it for the command at hand. Rule descriptions are the command line's
/// documentation and may name flags, as long as some command declares them.
struct CommandLineWordsTests {
    /// The folders of `Sources/` that may spell flags: the commands modules, the `mcp` server (whose
    /// tools are command lines it runs, and whose own flags it names in its refusals), the parser
    /// and the executables' `main`s.
    static let commandModules = [
        "SymbolCheckCLI", "SymbolCheckRenderCLI", "SymbolMCP", "ArgumentParsing", "symbolcheck",
    ]

    /// Every long flag some command declares (with the `--no-` form of an invertible one), and
    /// the root's `--help` and `--version`.
    static let declaredFlags: Set<String> = {
        var flags: Set<String> = ["--help", "--version"]
        for spec in CommandTable.entries.map(\.spec) {
            flags.formUnion(spec.options.map(\.long))
            for flag in spec.flags {
                flags.insert(flag.long)
                if flag.isInvertible { flags.insert(flag.invertedName) }
            }
        }
        return flags
    }()

    /// The flags spelt in `text`: `--` and a lowercase word, not inside another word or an
    /// XML comment (`<!--x`).
    static func flags(in text: String) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        var i = 0
        while i + 2 < characters.count {
            let before = i > 0 ? characters[i - 1] : " "
            if characters[i] == "-", characters[i + 1] == "-", characters[i + 2].isLowercase,
                !before.isLetter, !before.isNumber, before != "-", before != "!"
            {
                var end = i + 2
                while end < characters.count,
                    characters[end].isLowercase || characters[end].isNumber || characters[end] == "-"
                {
                    end += 1
                }
                found.append(String(characters[i..<end]))
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    @Test func theFlagFinderFindsFlagsAndNothingElse() {
        #expect(
            Self.flags(in: "raise it with --max-input-bytes (or `--wireframe fill`)") == [
                "--max-input-bytes", "--wireframe",
            ])
        #expect(Self.flags(in: "<!--comment--> a--b -- x --Upper").isEmpty)
    }

    @Test func everyFlagARuleDescriptionNamesIsOneACommandDeclares() {
        var named: [String: Set<String>] = [:]
        for source in RuleRegistry.all {
            let d = source.description
            let text = [d.summary, d.rationale, d.fixedSeverityReason ?? ""].joined(separator: "\n")
            for flag in Self.flags(in: text) { named[flag, default: []].insert(d.id) }
        }
        // The descriptions do name flags (`--profile xcode`, `--strict`): the check checks something.
        #expect(named.keys.contains("--profile"))
        for (flag, rules) in named.sorted(by: { $0.key < $1.key }) {
            #expect(Self.declaredFlags.contains(flag), "\(flag), named by \(rules.sorted()), is declared by no command")
        }
    }

    /// What `find` finds in the string literals of the modules below the commands modules, by
    /// file (relative to `Sources/`), leaving out the literals given to `RuleDescription(…)`
    /// unless told not to.
    static func foundBelowTheCommandModules(
        leavingOutRuleDescriptions: Bool = true, _ find: (String) -> [String]
    ) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in swiftFiles(under: "") where !commandModules.contains(where: { file.hasPrefix($0 + "/") }) {
            let bytes = readBytes(packageRoot + "/Sources/" + file) ?? []
            let tokens = SwiftLexer.tokens(of: bytes).tokens
            let descriptions = leavingOutRuleDescriptions ? ranges(ofCallsTo: "RuleDescription", in: tokens) : []
            for token in tokens {
                guard case .string(let value) = token.kind,
                    !descriptions.contains(where: { $0.contains(token.start) })
                else { continue }
                let text = value ?? String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                let words = find(text)
                if !words.isEmpty { found[file, default: []].formUnion(words) }
            }
        }
        return found
    }

    @Test func noModuleBelowTheCommandsSpellsAFlagOutsideRuleDescriptions() {
        // The scan reads the literals there: counting rule descriptions, it finds their flags
        // (`--profile xcode` in rationales), so finding none without them says something.
        let withDescriptions = Self.foundBelowTheCommandModules(leavingOutRuleDescriptions: false, Self.flags)
        #expect(withDescriptions.values.contains { $0.contains("--profile") })
        for (file, flags) in Self.foundBelowTheCommandModules(Self.flags).sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "Sources/\(file) spells \(flags.sorted()) in string literals: say it as data (InputLimit, SuggestedAction, a parameter its caller words) and word it in SymbolCheckCLI"
            )
        }
    }

    /// The command lines spelt in `text`: `symbolcheck` and the word after it, quoted as code or
    /// in single quotes (`` `symbolcheck make …` ``, `'symbolcheck rules'`), as a help to run one
    /// would spell it. The program's name in prose ("a bug in symbolcheck fix", a file's
    /// "Generator: symbolcheck make") is no command line to run.
    static func commandLines(in text: String) -> [String] {
        let characters = Array(text)
        let program = Array("symbolcheck ")
        var found: [String] = []
        var i = 1
        while i + program.count <= characters.count {
            defer { i += 1 }
            guard characters[i - 1] == "`" || characters[i - 1] == "'",
                Array(characters[i..<(i + program.count)]) == program
            else { continue }
            let word = characters[(i + program.count)...].prefix { $0.isLetter || $0 == "-" }
            found.append("symbolcheck " + String(word))
        }
        return found
    }

    @Test func theCommandLineFinderFindsQuotedCommandLinesOnly() {
        #expect(
            Self.commandLines(in: "run `symbolcheck check x.svg`, or see 'symbolcheck rules'") == [
                "symbolcheck check", "symbolcheck rules",
            ])
        #expect(Self.commandLines(in: "this is a bug in symbolcheck fix; Generator: symbolcheck make").isEmpty)
    }

    @Test func noModuleBelowTheCommandsSpellsACommandLineOutsideRuleDescriptions() {
        // Rule descriptions document the commands (`symbolcheck fix` repairs it): the scan sees them.
        let withDescriptions = Self.foundBelowTheCommandModules(leavingOutRuleDescriptions: false, Self.commandLines)
        #expect(withDescriptions.values.contains { $0.contains("symbolcheck fix") })
        for (file, lines) in Self.foundBelowTheCommandModules(Self.commandLines).sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "Sources/\(file) spells \(lines.sorted()) in string literals: suggest it as data (SuggestedAction) and word it in CommandAdvice"
            )
        }
    }

    @Test func everyCommandARuleDescriptionNamesExists() {
        let commands = Set(CommandTable.entries.map { "symbolcheck " + $0.spec.name })
        var named: Set<String> = []
        for source in RuleRegistry.all {
            let d = source.description
            named.formUnion(
                Self.commandLines(in: [d.summary, d.rationale, d.fixedSeverityReason ?? ""].joined(separator: "\n")))
        }
        #expect(named.contains("symbolcheck make"))
        for line in named.sorted() { #expect(commands.contains(line), "\(line) is no command") }
    }

    /// Swift files below `Sources/<folder>`, as paths relative to `Sources/`.
    static func swiftFiles(under folder: String) -> [String] {
        listDirectory(packageRoot + "/Sources/" + folder).flatMap { name -> [String] in
            let path = folder.isEmpty ? name : folder + "/" + name
            return name.hasSuffix(".swift") ? [path] : swiftFiles(under: path)
        }
    }

    /// The byte ranges of the argument lists of calls to `name`.
    static func ranges(ofCallsTo name: String, in tokens: [SwiftToken]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isWord(name), tokens[index + 1].isPunctuation("(") else { continue }
            var depth = 0
            for close in (index + 1)..<tokens.count {
                if tokens[close].isPunctuation("(") { depth += 1 }
                if tokens[close].isPunctuation(")") { depth -= 1 }
                if depth == 0 {
                    ranges.append(tokens[index + 1].start..<tokens[close].end)
                    break
                }
            }
        }
        return ranges
    }

    // MARK: - The words for a limit

    @Test func aLimitIsWordedWithTheFlagAndTheConfigKeyOfTheCommand() {
        let check = CommandAdvice(flags: CheckArguments.takenSettings, readsConfigFile: true)
        #expect(
            check.words(for: .raiseLimit(.timeLimit))
                == #"raise the limit with --time-limit (or "timeLimit" in .symbolcheck.json) if this file is genuine"#)
        #expect(
            check.words(for: .raiseLimit(.maxTemplateVersion))
                == #"raise the limit with --max-template-version (or "maxTemplateVersion" in .symbolcheck.json) if the target Xcode accepts a newer one"#
        )
        // `golden` reads no config file: the flag only.
        let golden = CommandAdvice(flags: GoldenArguments.takenSettings, readsConfigFile: false)
        #expect(
            golden.words(for: .raiseLimit(.maxInputBytes))
                == "raise the limit with --max-input-bytes if this file is genuine")
        // `resize` has no --max-path-commands, but reads the config file, which has the key.
        let resize = CommandAdvice(flags: ResizeArguments.takenSettings, readsConfigFile: true)
        #expect(
            resize.words(for: .raiseLimit(.maxPathCommands))
                == #"raise the limit with "maxPathCommands" in .symbolcheck.json if this file is genuine"#)
        // A command with neither has no advice to give, rather than a flag it does not take.
        #expect(golden.words(for: .raiseLimit(.maxPathCommands)) == nil)
        #expect(golden.helpLines(nil, .raiseLimit(.maxPathCommands)) == [])
        #expect(golden.helpLines("h", nil) == ["h"])
        #expect(
            golden.helpLines("export it for an older Xcode", .raiseLimit(.timeLimit)) == [
                "export it for an older Xcode", "raise the limit with --time-limit if this file is genuine",
            ])
    }

    @Test func resizeIsSuggestedInPlaceOrToStandardOutput() {
        let advice = CommandAdvice(flags: [], readsConfigFile: false)
        #expect(
            advice.words(for: .resizeInPlace(path: "My Icon.svg"))
                == "run `symbolcheck resize 'My Icon.svg' --in-place` to scale every variant to the target")
        #expect(
            advice.words(for: .resizeInPlace(path: "-"))
                == "run `symbolcheck resize - -o -` to scale every variant to the target")
    }

    @Test func aWireframeIsChosenWithTheWireframeOption() {
        let words = CommandAdvice(flags: [], readsConfigFile: false).words(for: .chooseWireframe)
        #expect(
            words
                == "choose the repair: `--wireframe fill` fills the closed contours with the strokes' paint and drops the strokes (for outlines of filled art); `--wireframe outline` outlines the strokes at 1.08 pixels at @3x (1.5 units in a 100 pt template such as Apple's), or at their own width where wider"
        )
    }

    @Test func plainSVGsAreIncludedWithAllSVG() {
        let advice = CommandAdvice(flags: [], readsConfigFile: false)
        #expect(
            advice.words(for: .includePlainSVGs(count: 1))
                == "add --all-svg to include the 1 .svg file in it that is not in a symbol set")
        #expect(
            advice.words(for: .includePlainSVGs(count: 34))
                == "add --all-svg to include the 34 .svg files in it that are not in a symbol set")
    }

    @Test func aFileOverTheSizeLimitIsWordedAsEveryReportWordsIt() {
        let limits = ReaderLimits(maxInputBytes: 10)
        #expect(
            CommandAdvice(flags: GoldenArguments.takenSettings, readsConfigFile: false).inputTooLarge(
                byteCount: 20, limits: limits)
                == "the file is 20 bytes, more than the limit of 10; raise the limit with --max-input-bytes if this file is genuine"
        )
    }

    /// Findings `fix` serves suggest it as data; the help `check` prints words it for the file
    /// at hand (`RepairAdviceTests` pins each repair's words).
    @Test func fixIsSuggestedForTheFileAtHand() throws {
        #expect(CommandAdvice.wireframe(.fill) == "--wireframe fill")
        #expect(CommandAdvice.wireframe(.outline) == "--wireframe outline")
        let advice = CommandAdvice(flags: CheckArguments.takenSettings, readsConfigFile: true)
        for name in ["stroke", "nonzero-fill", "blank-glyph", "open-subpath", "evenodd-fragile"] {
            let path = "Symbols/broken/\(name).svg"
            let bytes = try #require(readBytes(packageRoot + "/" + path))
            let result = Checker.check(SourceFile(path: path, bytes: bytes), configuration: CheckConfiguration())
            let suggesting = result.diagnostics.filter {
                if case .fix = $0.suggestion { return true }
                return false
            }
            #expect(!suggesting.isEmpty, "\(name)")
            for d in suggesting {
                // The finding's own help, then the suggestion's line, which names this file.
                let lines = advice.helpLines(of: d)
                #expect(lines.count == (d.help == nil ? 1 : 2), "\(name): \(lines)")
                #expect(lines.last?.hasPrefix("`symbolcheck fix \(path) --in-place` ") == true, "\(name): \(lines)")
                #expect(d.help.map { !$0.contains("symbolcheck fix") } ?? true, "\(name)")
            }
        }
    }

    /// Each suggestion is a help line of its own, after the finding's own help, and reads on its
    /// own: no suggestion leans on the words of the help beside it.
    @Test func everyCommandLineASuggestionWordsIsOneTheCommandsTake() {
        let advice = CommandAdvice.check
        #expect(
            advice.helpLines(
                "export a template from the SF Symbols app",
                .makeTemplate(icon: "My Icon.svg", template: "My Icon.symbol.svg")) == [
                    "export a template from the SF Symbols app",
                    "make a template of it with `symbolcheck make 'My Icon.svg' -o 'My Icon.symbol.svg'`",
                ])
        #expect(
            advice.words(for: .makeTemplateFromAnIcon)
                == "to make a template from an icon SVG, run `symbolcheck make ICON.svg -o OUT.svg`")
        #expect(
            advice.words(for: .makeSymbolSet(svg: "cam.svg", symbolSet: "My App/A.xcassets/cam.symbolset"))
                == "make a symbol set from the image's SVG: `symbolcheck make cam.svg -o 'My App/A.xcassets/cam.symbolset'`"
        )
        #expect(
            advice.words(for: .makeMissingSymbolSet(svg: "cam.svg", symbolSet: "cam.symbolset"))
                == "make one from its SVG with `symbolcheck make cam.svg -o cam.symbolset`")
        #expect(
            advice.helpLines(nil, .check(path: "a b.svg", toSee: "why")) == [
                "run `symbolcheck check 'a b.svg'` to see why"
            ])
        #expect(
            advice.helpLines("correct the value", .check(path: "a.svg", toSee: "every value")) == [
                "correct the value", "run `symbolcheck check a.svg` to see every value",
            ])
        #expect(
            advice.words(for: .checkTheSymbolSets) == "run `symbolcheck check` on the symbol sets it can name")
        #expect(
            advice.words(for: .checkOrResizeTemplate(path: "t.svg"))
                == "check it with `symbolcheck check t.svg`, or fix its size with `symbolcheck resize`")
        #expect(advice.words(for: .fixAgain) == "run `symbolcheck fix` again once that is done")
        #expect(
            advice.words(for: .resizeStopsAtTheSymbolArea)
                == "`symbolcheck resize` never scales a glyph past the symbol area")
        // Each command line names a command the tool has, and its flags are declared.
        let commands = Set(CommandTable.entries.map { "symbolcheck " + $0.spec.name })
        let actions: [SuggestedAction] = [
            .makeTemplate(icon: "i.svg", template: "t.svg"), .makeTemplateFromAnIcon,
            .makeSymbolSet(svg: "i.svg", symbolSet: "s.symbolset"),
            .makeMissingSymbolSet(svg: "i.svg", symbolSet: "s.symbolset"), .check(path: "t.svg", toSee: "why"),
            .checkTheSymbolSets,
            .checkOrResizeTemplate(path: "t.svg"), .fixAgain, .resizeStopsAtTheSymbolArea,
            .resizeInPlace(path: "t.svg"),
        ]
        for action in actions {
            let words = advice.words(for: action) ?? ""
            let lines = Self.commandLines(in: words)
            #expect(!lines.isEmpty, "\(action)")
            for line in lines { #expect(commands.contains(line), "\(line)") }
            for flag in Self.flags(in: words) { #expect(Self.declaredFlags.contains(flag), "\(flag)") }
        }
        #expect(CommandAdvice.seeTheRules == "See 'symbolcheck rules'.")
    }

    @Test func makingRegularOnlyNamesTheWeightsOption() {
        #expect(
            CommandAdvice(flags: [], readsConfigFile: false).words(for: .makeRegularOnly)
                == "make Regular only (`--weights regular`) and draw the other weights by hand")
    }

    @Test func aSettingsFlagIsItsKeyInKebabCase() {
        #expect(CheckSetting.maxTemplateVersion.flag == "--max-template-version")
        #expect(CheckSetting.timeLimit.flag == "--time-limit")
        #expect(CheckSetting.profile.flag == "--profile")
    }

    @Test func reportsNameStrictAndTheSARIFCommandAsTheCommandLineSpellsThem() {
        #expect(CommandAdvice.strictFlag == "--strict")
        #expect(CommandAdvice.codeScanningCommand == "symbolcheck check --format sarif")
        #expect(CommandAdvice.explainCommand("stroke") == "symbolcheck explain stroke")
    }

    @Test func everyLimitIsASettingAndEverySettingsFlagIsDeclared() {
        for limit in InputLimit.allCases {
            let setting = CheckSetting(limit)
            #expect(setting.key == limit.rawValue)
            #expect(Self.declaredFlags.contains(setting.flag), "\(setting.flag)")
        }
    }

    @Test func checkWordsTheLimitAFileWentPastInItsReports() {
        let text = BinaryRunner.run(["check", "--max-input-bytes", "100", "Symbols/camera.svg"])
        #expect(text.status == 2)
        #expect(text.stdout.contains("cannot read the file: it is "))
        #expect(text.stdout.contains(" bytes, more than the limit of 100 [input-refused]\n"))
        #expect(
            text.stdout.contains(
                #"= help: raise the limit with --max-input-bytes (or "maxInputBytes" in .symbolcheck.json) if this file is genuine"#
                    + "\n"))
        let json = BinaryRunner.run(["check", "--format", "json", "--time-limit", "0.000001", "Symbols/camera.svg"])
        #expect(json.status == 2)
        // JSON keeps the finding's own help (none here) apart from the command to run.
        let suggestion = #"""
                      "help": null,
                      "suggestions": [
                        "raise the limit with --time-limit (or \"timeLimit\" in .symbolcheck.json) if this file is genuine"
                      ],
            """#
        #expect(json.stdout.contains(suggestion))
    }
}
