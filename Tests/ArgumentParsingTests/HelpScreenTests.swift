import ArgumentParsing
import Testing

@Suite("Help screens")
struct HelpScreenTests {
    static let rootHelp = """
        OVERVIEW: Check, measure, resize and preview custom SF Symbol templates.

        USAGE: symbolcheck <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          check (default)         Check templates.
          rules                   List the rules.
          explain                 Explain a rule.
          resize                  Scale a template's glyphs to a target cap-height
                                  ratio.
          preview                 Render a template to a PNG image.

          See 'symbolcheck help <subcommand>' for detailed help.
        """

    static let checkHelp = """
        OVERVIEW: Check templates.

        Reads each SF Symbol template, measures its glyphs and reports every rule it
        breaks. Exits with 1 when a finding fails the run.

        USAGE: symbolcheck check [--format <format>] [--disable <rule-id> ...]
                                 [--strict] <files> ...

        ARGUMENTS:
          <files>                 The files to check. Use '-' for standard input.

        OPTIONS:
          -f, --format <format>   Output format. (values: text, json, github; default:
                                  text)
          --disable <rule-id>     Turn off a rule. Repeat to turn off several.
          --strict                Treat warnings as errors.
          --version               Show the version.
          -h, --help              Show help information.
        """

    @Test("the root help lists the subcommands, marks the default one and wraps long abstracts")
    func rootHelp() {
        #expect(SampleTool.parse(["--help"]) == .help(Self.rootHelp))
        #expect(SampleTool.parse(["-h"]) == .help(Self.rootHelp))
        #expect(SampleTool.parse(["help"]) == .help(Self.rootHelp))
        #expect(SampleTool.parse(["help", "-h"]) == .help(Self.rootHelp))
    }

    @Test(
        "check's help is reachable in every usual way",
        arguments: [
            ["check", "-h"], ["check", "--help"], ["help", "check"], ["check", "a.svg", "--help"],
            ["a.svg", "-h"], ["--format", "json", "-h"], ["help", "check", "--help"],
            ["check", "--help=yes"],
        ])
    func checkHelp(arguments: [String]) {
        #expect(SampleTool.parse(arguments) == .help(Self.checkHelp))
    }

    @Test("help wins over mistakes elsewhere on the line")
    func helpWinsOverErrors() {
        #expect(SampleTool.parse(["check", "--fromat", "-h"]) == .help(Self.checkHelp))
    }

    @Test("a custom synopsis wraps between its bracketed groups")
    func resizeHelp() {
        let expected = """
            OVERVIEW: Scale a template's glyphs to a target cap-height ratio.

            USAGE: symbolcheck resize <file> (-o <output> | --in-place) [--target <ratio>]
                                      [--dry-run]

            ARGUMENTS:
              <file>                  The template to resize.

            OPTIONS:
              -o, --output <output>   Where to write the resized template.
              --target <ratio>        Glyph height over cap height. (default: 1.0)
              --in-place              Overwrite the input file.
              --dry-run               Report what would change without writing anything.
              --version               Show the version.
              -h, --help              Show help information.
            """
        #expect(SampleTool.parse(["resize", "--help"]) == .help(expected))
    }

    @Test("a label that reaches the help column puts its help on the next line")
    func previewHelp() {
        let expected = """
            OVERVIEW: Render a template to a PNG image.

            USAGE: symbolcheck preview --output <output> [--scale <n>]
                                       [--appearance <appearance>] <file>

            ARGUMENTS:
              <file>                  The template to render.

            OPTIONS:
              -o, --output <output>   Where to write the PNG image.
              --scale <n>             Pixels per point. (default: 2)
              --appearance <appearance>
                                      Background to render on. (values: light, dark;
                                      default: light)
              --version               Show the version.
              -h, --help              Show help information.
            """
        #expect(SampleTool.parse(["help", "preview"]) == .help(expected))
    }

    @Test("a command with one required argument")
    func explainHelp() {
        let expected = """
            OVERVIEW: Explain a rule.

            USAGE: symbolcheck explain <rule-id>

            ARGUMENTS:
              <rule-id>               The rule to explain.

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.
            """
        #expect(SampleTool.parse(["explain", "-h"]) == .help(expected))
    }

    @Test("every line of every help screen fits in 80 columns")
    func helpFitsTheScreen() {
        for name in ["check", "rules", "explain", "resize", "preview"] {
            guard case .help(let text) = SampleTool.parse(["help", name]) else {
                Issue.record("no help for \(name)")
                continue
            }
            let longest = text.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest <= 80, "help for \(name)")
        }
    }
}
