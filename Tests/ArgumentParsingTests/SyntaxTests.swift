import ArgumentParsing
import Testing

@Suite("Option and argument syntax")
struct SyntaxTests {
    @Test(
        "an option's value can follow it, be attached with '=', or follow its short name",
        arguments: [
            ["check", "--format", "json", "a.svg"], ["check", "--format=json", "a.svg"],
            ["check", "-f", "json", "a.svg"], ["check", "-f=json", "a.svg"],
        ])
    func optionValueSpellings(arguments: [String]) throws {
        let values = try #require(SampleTool.values(arguments))
        #expect(values.string("--format") == "json")
        #expect(values.positionals("files") == ["a.svg"])
        #expect(values.isGiven("--format"))
    }

    @Test("an absent option has its default and is not given")
    func defaults() throws {
        let values = try #require(SampleTool.values(["check", "a.svg"]))
        #expect(values.string("--format") == "text")
        #expect(values.isGiven("--format") == false)
        #expect(values.strings("--disable") == [])
        #expect(values.flag("--strict") == false)
        #expect(values.isGiven("--strict") == false)
    }

    @Test("options and flags may come before, between and after positionals")
    func interleaving() throws {
        let values = try #require(SampleTool.values(["check", "a.svg", "--strict", "b.svg", "--format", "github"]))
        #expect(values.positionals("files") == ["a.svg", "b.svg"])
        #expect(values.flag("--strict"))
        #expect(values.isGiven("--strict"))
        #expect(values.string("--format") == "github")
    }

    @Test("a repeatable option keeps every value in order")
    func repeatable() throws {
        let values = try #require(
            SampleTool.values(["check", "--disable", "guide-missing", "a.svg", "--disable=margin-width"]))
        #expect(values.strings("--disable") == ["guide-missing", "margin-width"])
        #expect(values.string("--disable") == "margin-width")
    }

    @Test("a single-value option given twice keeps the last value")
    func lastValueWins() throws {
        let values = try #require(SampleTool.values(["check", "-f", "json", "--format", "github", "a.svg"]))
        #expect(values.string("--format") == "github")
        #expect(values.strings("--format") == ["json", "github"])
    }

    @Test("'--' makes every later word positional, even '-h'")
    func terminator() throws {
        let values = try #require(SampleTool.values(["check", "--strict", "--", "--format", "-h", "-"]))
        #expect(values.positionals("files") == ["--format", "-h", "-"])
        #expect(values.flag("--strict"))
        #expect(values.string("--format") == "text")
    }

    @Test("a lone '-' is a positional and a valid option value")
    func loneDash() throws {
        let checkValues = try #require(SampleTool.values(["check", "-", "--strict"]))
        #expect(checkValues.positionals("files") == ["-"])
        let previewValues = try #require(SampleTool.values(["preview", "-", "-o", "-"]))
        #expect(previewValues.positional("file") == "-")
        #expect(previewValues.string("--output") == "-")
    }

    @Test("a value may contain '=' and a negative number is a value, not an option")
    func unusualValues() throws {
        let values = try #require(SampleTool.values(["resize", "a=b.svg", "--output=c=d.svg", "--target", "-0.5"]))
        #expect(values.positional("file") == "a=b.svg")
        #expect(values.string("--output") == "c=d.svg")
        #expect(try values.double("--target") == -0.5)
    }
}
