import ArgumentParsing

/// Where a command that rewrites files (`resize`, `fix`) puts its result: `-o <output>`,
/// `--in-place`, or nowhere with `--dry-run`. One reading, so both commands take the same
/// options and refuse the same mistakes with the same words.
package struct RewriteDestination: Sendable {
    /// `--in-place` as `resize` and `fix` both take it (both write through `AtomicFile`).
    static let inPlaceFlag = FlagSpec(
        "--in-place",
        help:
            "Replace each input file atomically, keeping its permissions; a symbolic link stays and its target is replaced."
    )

    /// `--dry-run`, with what the command does instead of writing.
    static func dryRunFlag(help: String) -> FlagSpec {
        FlagSpec("--dry-run", help: help)
    }

    package let outputPath: String?
    package let inPlace: Bool
    package let dryRun: Bool

    /// Reads the command's `output` option and `dryRun` flag with `--in-place`. `dryRunShows`
    /// says what a dry run prints ("the factors", "the changes"); `inputs` are the paths given,
    /// `-` standing for standard input.
    init(
        parsing values: ParsedValues, output: OptionSpec, dryRun: FlagSpec, inputs: [String], dryRunShows: String
    ) throws(UsageError) {
        outputPath = values.value(of: output)
        inPlace = values.isOn(Self.inPlaceFlag)
        self.dryRun = values.isOn(dryRun)
        let (o, inPlaceName) = ("'\(output.short ?? output.long) <\(output.valueName)>'", "'\(Self.inPlaceFlag.long)'")
        if outputPath != nil && inPlace {
            throw values.usage.error("Give either \(o) or \(inPlaceName), not both.")
        }
        if outputPath == nil && !inPlace && !self.dryRun {
            throw values.usage.error(
                "Say where the result goes: \(o) or \(inPlaceName) (or '\(dryRun.long)' to see \(dryRunShows)).")
        }
        if inPlace && inputs.contains("-") {
            throw values.usage.error("\(inPlaceName) cannot replace standard input; give \(o) or '-o -'.")
        }
    }
}
