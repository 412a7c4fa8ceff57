import ArgumentParsing
import Testing

/// A command read through its own specs, as symbolcheck's commands read theirs.
private struct SampleResize: ParsableCommand {
    static let fileArgument = ArgumentSpec("file", help: "The template to resize.")
    static let outputSpec = OptionSpec(
        "--output", short: "-o", valueName: "output", help: "Where to write the resized template.")
    static let targetSpec = OptionSpec(
        "--target", valueName: "ratio", help: "Glyph height over cap height.", defaultValue: "1.0")
    static let inPlaceFlag = FlagSpec("--in-place", help: "Overwrite the input file.")
    static let dryRunFlag = FlagSpec("--dry-run", help: "Report what would change without writing anything.")

    static let spec = CommandSpec(
        name: "resize", abstract: "Scale a template's glyphs to a target cap-height ratio.",
        synopsis: "<file> (-o <output> | --in-place) [--target <ratio>] [--dry-run]",
        arguments: [fileArgument], options: [outputSpec, targetSpec], flags: [inPlaceFlag, dryRunFlag])

    var file: String?
    var output: String?
    var target: Double?
    var targetIsGiven: Bool
    var inPlace: Bool
    var dryRunIsGiven: Bool

    init(parsing values: ParsedValues) throws(UsageError) {
        file = values.value(of: Self.fileArgument)
        output = values.value(of: Self.outputSpec)
        target = try values.double(Self.targetSpec)
        targetIsGiven = values.isGiven(Self.targetSpec)
        inPlace = values.isOn(Self.inPlaceFlag)
        dryRunIsGiven = values.isGiven(Self.dryRunFlag)
        if output != nil && inPlace {
            throw values.usage.error("Give either '-o <output>' or '--in-place', not both.")
        }
    }
}

@Suite("Values read through the specs that declare them")
struct TypedValuesTests {
    private static let root = CommandSpec(name: "tool", abstract: "A tool.", subcommands: [SampleResize.spec])

    private static func read(_ arguments: [String]) throws -> SampleResize {
        guard case .run(_, let values) = parse(["resize"] + arguments, root: root) else {
            Issue.record("\(arguments) did not parse")
            throw UsageError(message: "", usage: "")
        }
        return try SampleResize(parsing: values)
    }

    @Test("each value is found by its spec, whichever spelling was typed")
    func lookups() throws {
        let given = try Self.read(["a.svg", "-o", "b.svg", "--target=0.75", "--dry-run"])
        #expect(given.file == "a.svg" && given.output == "b.svg")
        #expect(given.target == 0.75 && given.targetIsGiven)
        #expect(!given.inPlace && given.dryRunIsGiven)
        let defaulted = try Self.read(["a.svg", "--in-place"])
        #expect(defaulted.output == nil && defaulted.inPlace && !defaulted.dryRunIsGiven)
        #expect(defaulted.target == 1.0 && !defaulted.targetIsGiven)
    }

    @Test("a check the spec cannot express reports the command's usage, as the parser does")
    func usageErrors() throws {
        let error = #expect(throws: UsageError.self) { try Self.read(["a.svg", "-o", "b.svg", "--in-place"]) }
        #expect(
            error?.text == """
                Error: Give either '-o <output>' or '--in-place', not both.
                Usage: tool resize <file> (-o <output> | --in-place) [--target <ratio>]
                                   [--dry-run]
                  See 'tool resize --help' for more information.
                """)
        let notANumber = #expect(throws: UsageError.self) { try Self.read(["a.svg", "--target", "x"]) }
        #expect(notANumber?.message == "The value 'x' is invalid for '--target <ratio>'")
    }
}
