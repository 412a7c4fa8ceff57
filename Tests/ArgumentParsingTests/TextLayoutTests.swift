import Testing

@testable import ArgumentParsing

@Suite("Text layout and suggestions")
struct TextLayoutTests {
    @Test("wrapping fills lines greedily, keeps line breaks and gives long words their own line")
    func wrapping() {
        #expect(wrapText("aa bb cc dd", width: 5) == ["aa bb", "cc dd"])
        #expect(wrapText("aa bb cc", width: 8) == ["aa bb cc"])
        #expect(wrapText("one\n\ntwo", width: 80) == ["one", "", "two"])
        #expect(wrapText("aa abcdefgh bb", width: 5) == ["aa", "abcdefgh", "bb"])
        #expect(wrapText("  - aa bb cc", width: 9) == ["  - aa bb", "  cc"])
    }

    @Test("a help row puts the help in column 27, or on the next line after a long label")
    func helpRows() {
        #expect(HelpLayout.row(label: "--strict", help: "Strict.") == "  --strict                Strict.")
        let labelOf23 = String(repeating: "x", count: 23)
        #expect(HelpLayout.row(label: labelOf23, help: "Fits.") == "  \(labelOf23) Fits.")
        let labelOf24 = String(repeating: "x", count: 24)
        #expect(
            HelpLayout.row(label: labelOf24, help: "Moves.")
                == "  \(labelOf24)\n" + String(repeating: " ", count: 26) + "Moves.")
        #expect(HelpLayout.row(label: "--quiet", help: "") == "  --quiet")
    }

    @Test("a hand-written synopsis splits outside brackets and keeps '...' with its element")
    func synopsisSplitting() {
        #expect(
            UsageLine.splitSynopsis("<file> (-o <output> | --in-place) [--target <ratio>] <more> ...")
                == ["<file>", "(-o <output> | --in-place)", "[--target <ratio>]", "<more> ..."])
    }

    @Test("after a long command path the usage continues under the tool name")
    func longPathUsage() {
        let options = (1...4).map { OptionSpec("--option-number-\($0)", valueName: "value", help: "") }
        let leaf = CommandSpec(name: "a-rather-long-subcommand-name", abstract: "", options: options)
        let context = CommandContext(
            ancestors: [CommandSpec(name: "a-long-tool-name", abstract: "", subcommands: [leaf])], command: leaf)
        #expect(
            UsageLine.render(context, prefix: "USAGE: ") == """
                USAGE: a-long-tool-name a-rather-long-subcommand-name
                       [--option-number-1 <value>] [--option-number-2 <value>]
                       [--option-number-3 <value>] [--option-number-4 <value>]
                """)
    }
}
