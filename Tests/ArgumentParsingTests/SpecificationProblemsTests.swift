import ArgumentParsing
import Testing

@Suite("Specification problems")
struct SpecificationProblemsTests {
    @Test("the sample tool's spec is sound")
    func sampleIsSound() {
        #expect(SampleTool.root.specificationProblems == [])
    }

    @Test("every kind of mistake is reported with its command path")
    func mistakes() {
        let broken = CommandSpec(
            name: "broken",
            abstract: "",
            arguments: [
                ArgumentSpec("many", help: "", isRepeating: true),
                ArgumentSpec("maybe", help: "", isOptional: true),
                ArgumentSpec("must", help: ""),
            ],
            options: [
                OptionSpec("format", valueName: "f", help: "", allowedValues: ["a"], defaultValue: "b"),
                OptionSpec("--help", short: "-x", valueName: "h", help: ""),
            ],
            flags: [FlagSpec("--quiet", short: "-x", help: "", isInvertible: true)])
        let root = CommandSpec(
            name: "tool", abstract: "", flags: [FlagSpec("--loud", help: "")], subcommands: [broken],
            defaultSubcommand: "missing")
        #expect(
            root.specificationProblems == [
                "tool: default subcommand 'missing' is not a subcommand",
                "tool: a command with subcommands cannot have arguments, options or flags",
                "tool broken: default 'b' of 'format' is not an allowed value",
                "tool broken: 'format' is not a long name like '--name' or a short name like '-n'",
                "tool broken: '--help' is declared more than once",
                "tool broken: '-x' is declared more than once",
                "tool broken: repeating argument '<many>' must be the last argument",
                "tool broken: required argument '<must>' follows an optional one",
            ])
    }
}
