import ArgumentParsing

/// Where a command that rewrites files (`resize`, `fix`) puts its result: `-o <output>`,
/// `--in-place`, or nowhere with `--dry-run`. One reading, so both commands take the same
/// options and refuse the same mistakes with the same words.
public struct RewriteDestination: Sendable {
    public let outputPath: String?
    public let inPlace: Bool
    public let dryRun: Bool

    /// `dryRunShows` says what a dry run prints ("the factors", "the changes"); `inputs` are the
    /// paths given, `-` standing for standard input.
    public static func read(_ values: ParsedValues, inputs: [String], dryRunShows: String) throws(UsageError)
        -> RewriteDestination
    {
        let destination = RewriteDestination(
            outputPath: values.string("--output"), inPlace: values.flag("--in-place"), dryRun: values.flag("--dry-run"))
        if destination.outputPath != nil && destination.inPlace {
            throw values.usageError("Give either '-o <output>' or '--in-place', not both.")
        }
        if destination.outputPath == nil && !destination.inPlace && !destination.dryRun {
            throw values.usageError(
                "Say where the result goes: '-o <output>' or '--in-place' (or '--dry-run' to see \(dryRunShows)).")
        }
        if destination.inPlace && inputs.contains("-") {
            throw values.usageError("'--in-place' cannot replace standard input; give '-o <output>' or '-o -'.")
        }
        return destination
    }
}
