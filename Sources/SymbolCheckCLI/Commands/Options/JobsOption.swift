import ArgumentParsing

/// `--jobs N`: how many threads a command works on; one per processor when absent.
package struct JobsOption: Sendable, Equatable {
    static let spec = OptionSpec(
        "--jobs", valueName: "n",
        help:
            "Threads to check with: this many inputs at once, and a large template's glyphs on several (default: one per processor; 1 keeps everything on one thread); the report is the same for any number."
    )

    /// The number given, nil when absent.
    package var given: Int?

    init(parsing values: ParsedValues) throws(UsageError) {
        guard values.isGiven(Self.spec) else { return }
        guard let jobs = try values.int(Self.spec), jobs > 0 else {
            throw values.usage.error("'\(Self.spec.long)' must be a positive number of threads.")
        }
        given = jobs
    }

    /// The threads to use: the number given, or one per processor.
    package func count(_ environment: ToolEnvironment) -> Int {
        given ?? environment.processorCount
    }
}
