import ArgumentParsing
import Testing

@Suite("Subcommand dispatch, help and version")
struct DispatchTests {
    @Test("words that name no subcommand go to the default subcommand")
    func defaultSubcommand() {
        guard case .run(let path, let values) = SampleTool.parse(["a.svg", "b.svg"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(path == ["symbolcheck", "check"])
        #expect(values.commandPath == ["symbolcheck", "check"])
        #expect(values.positionals("files") == ["a.svg", "b.svg"])
    }

    @Test("an option before any subcommand also goes to the default subcommand")
    func defaultSubcommandWithOption() {
        guard case .run(let path, let values) = SampleTool.parse(["--format", "json", "a.svg"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(path == ["symbolcheck", "check"])
        #expect(values.string("--format") == "json")
        #expect(values.positionals("files") == ["a.svg"])
    }

    @Test("a named subcommand runs with its own arguments")
    func namedSubcommand() {
        guard case .run(let path, let values) = SampleTool.parse(["explain", "guide-missing"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(path == ["symbolcheck", "explain"])
        #expect(values.positional("rule-id") == "guide-missing")
        guard case .run(let rulesPath, _) = SampleTool.parse(["rules", "--format", "json"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(rulesPath == ["symbolcheck", "rules"])
    }

    @Test("--version answers on the root and on its subcommands, before '--' only")
    func version() {
        #expect(SampleTool.parse(["--version"]) == .version("symbolcheck 0.1.0"))
        #expect(SampleTool.parse(["check", "--version"]) == .version("symbolcheck 0.1.0"))
        #expect(SampleTool.parse(["explain", "x", "--version"]) == .version("symbolcheck 0.1.0"))
        guard case .run(_, let values) = SampleTool.parse(["check", "--", "--version"]) else {
            Issue.record("expected a run")
            return
        }
        #expect(values.positionals("files") == ["--version"])
    }
}

/// A tool without a default subcommand, with nesting, an invertible flag and an optional
/// positional: the shapes symbolcheck itself does not use.
@Suite("Generic command shapes")
struct GenericShapeTests {
    static let paint = CommandSpec(
        name: "paint",
        abstract: "Paint a picture.",
        arguments: [
            ArgumentSpec("input", help: "The picture to paint."),
            ArgumentSpec("output", help: "Where to save it.", isOptional: true),
        ],
        flags: [FlagSpec("--color", short: "-c", help: "Use colour.", isInvertible: true, defaultValue: true)])

    static let remote = CommandSpec(
        name: "remote",
        abstract: "Manage remotes.",
        subcommands: [
            CommandSpec(name: "add", abstract: "Add a remote.", arguments: [ArgumentSpec("name", help: "Its name.")])
        ])

    static let tool = CommandSpec(name: "tool", abstract: "", subcommands: [paint, remote])

    @Test("an invertible flag: default, on, off, last spelling wins")
    func invertibleFlag() {
        func colorFlag(_ arguments: [String]) -> Bool? {
            guard case .run(_, let values) = parse(arguments, root: Self.tool) else { return nil }
            return values.flag("--color")
        }
        #expect(colorFlag(["paint", "a"]) == true)
        #expect(colorFlag(["paint", "a", "--no-color"]) == false)
        #expect(colorFlag(["paint", "--no-color", "a", "-c"]) == true)
        #expect(colorFlag(["paint", "--color", "a", "--no-color"]) == false)
    }

    @Test("an optional positional is nil when absent")
    func optionalPositional() {
        guard case .run(_, let values) = parse(["paint", "a"], root: Self.tool) else {
            Issue.record("expected a run")
            return
        }
        #expect(values.positional("input") == "a")
        #expect(values.positional("output") == nil)
        #expect(values.positionals("output") == [])
        guard case .run(_, let both) = parse(["paint", "a", "b"], root: Self.tool) else {
            Issue.record("expected a run")
            return
        }
        #expect(both.positional("output") == "b")
    }

    @Test("help shows an invertible flag with its default and an optional positional in brackets")
    func paintHelp() {
        let expected = """
            OVERVIEW: Paint a picture.

            USAGE: tool paint [--color] [--no-color] <input> [<output>]

            ARGUMENTS:
              <input>                 The picture to paint.
              <output>                Where to save it.

            OPTIONS:
              -c, --color/--no-color  Use colour. (default: --color)
              -h, --help              Show help information.
            """
        #expect(parse(["paint", "--help"], root: Self.tool) == .help(expected))
    }

    @Test("without a default subcommand, the bare tool and a bare group show their help")
    func helpWithoutDefault() {
        let rootHelp = """
            USAGE: tool <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              paint                   Paint a picture.
              remote                  Manage remotes.

              See 'tool help <subcommand>' for detailed help.
            """
        #expect(parse([], root: Self.tool) == .help(rootHelp))
        let remoteHelp = """
            OVERVIEW: Manage remotes.

            USAGE: tool remote <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              add                     Add a remote.

              See 'tool help remote <subcommand>' for detailed help.
            """
        #expect(parse(["remote"], root: Self.tool) == .help(remoteHelp))
        #expect(parse(["help", "remote"], root: Self.tool) == .help(remoteHelp))
        #expect(parse(["remote", "-h"], root: Self.tool) == .help(remoteHelp))
    }

    @Test("nested subcommands run and get nested help")
    func nested() {
        guard case .run(let path, let values) = parse(["remote", "add", "origin"], root: Self.tool) else {
            Issue.record("expected a run")
            return
        }
        #expect(path == ["tool", "remote", "add"])
        #expect(values.positional("name") == "origin")
        let addHelp = """
            OVERVIEW: Add a remote.

            USAGE: tool remote add <name>

            ARGUMENTS:
              <name>                  Its name.

            OPTIONS:
              -h, --help              Show help information.
            """
        #expect(parse(["help", "remote", "add"], root: Self.tool) == .help(addHelp))
    }

    @Test("without a default subcommand, an unknown word or option is an error")
    func unknownWithoutDefault() {
        let remoteUsage = """
            Usage: tool remote <subcommand>
              See 'tool remote --help' for more information.
            """
        #expect(
            parse(["remote", "adx"], root: Self.tool)
                == .usageError(
                    UsageError(message: "Unexpected argument 'adx'. Did you mean 'add'?", usage: remoteUsage)))
        #expect(
            parse(["remote", "--hlep"], root: Self.tool)
                == .usageError(
                    UsageError(message: "Unknown option '--hlep'. Did you mean '--help'?", usage: remoteUsage)))
        #expect(
            parse(["remote", "--version"], root: Self.tool)
                == .usageError(UsageError(message: "Unknown option '--version'", usage: remoteUsage)))
    }
}

@Suite("Mistyped subcommands")
struct MistypedSubcommandTests {
    @Test("a word close to a subcommand that is no existing operand is a usage error with a suggestion")
    func mistypedSubcommand() {
        let outcome = parse(["rulse", "a.svg"], root: SampleTool.root, isExistingOperand: { _ in false })
        guard case .usageError(let error) = outcome else {
            Issue.record("expected a usage error, got \(outcome)")
            return
        }
        #expect(
            error.message
                == "Unknown subcommand 'rulse', and no file or folder of that name exists. Did you mean 'rules'?")
        #expect(error.usage.hasPrefix("Usage: symbolcheck "))
    }

    @Test("an existing operand, a path-like word or a far word still goes to the default subcommand")
    func operandsStillGoToTheDefault() {
        for (arguments, exists) in [
            (["rulse"], true), (["rulse.svg"], false), (["dir/rulse"], false), (["zzzzzzzz"], false),
        ] {
            guard
                case .run(let path, let values) = parse(
                    arguments, root: SampleTool.root, isExistingOperand: { _ in exists })
            else {
                Issue.record("expected a run for \(arguments)")
                continue
            }
            #expect(path == ["symbolcheck", "check"])
            #expect(values.positionals("files") == arguments)
        }
    }
}
