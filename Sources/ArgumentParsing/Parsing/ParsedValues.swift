/// The values given to one command, looked up by the names used on the command line
/// (`--output`, `--strict`) and by positional argument name (`files`).
package struct ParsedValues: Equatable, Sendable {
    /// One value of an option, with the name it was given under (`-o` or `--output`) so errors
    /// quote what the user typed.
    struct OptionOccurrence: Equatable, Sendable {
        var spelling: String
        var value: String
    }

    /// Root first, e.g. `["symbolcheck", "check"]`.
    package let commandPath: [String]
    let options: [OptionSpec]
    var occurrences: [String: [OptionOccurrence]] = [:]
    var flagValues: [String: Bool] = [:]
    var givenFlags: Set<String> = []
    var positionalValues: [String: [String]] = [:]
    /// The usage text of the command, kept so the tool's own checks can report usage errors
    /// that look like the parser's.
    let usageText: String

    init(context: CommandContext) {
        commandPath = context.path
        options = context.command.options
        usageText = UsageError.usage(for: context)
        for flag in context.command.flags { flagValues[flag.long] = flag.defaultValue }
    }

    /// The last value given for the option, or its default when it is absent.
    package func string(_ long: String) -> String? {
        occurrences[long]?.last?.value ?? option(long)?.defaultValue
    }

    /// Every value given for a repeatable option, in order; its default alone when absent.
    package func strings(_ long: String) -> [String] {
        if let given = occurrences[long], !given.isEmpty { return given.map(\.value) }
        return option(long)?.defaultValue.map { [$0] } ?? []
    }

    /// Whether the flag is on: its last spelling wins, its default applies when absent.
    package func flag(_ long: String) -> Bool {
        flagValues[long] ?? false
    }

    /// Whether the option or flag appeared on the command line at all (defaults do not count).
    package func isGiven(_ long: String) -> Bool {
        !(occurrences[long] ?? []).isEmpty || givenFlags.contains(long)
    }

    /// The value of a single positional argument, `nil` when an optional one is absent.
    package func positional(_ name: String) -> String? {
        positionalValues[name]?.first
    }

    /// The values of a repeating positional argument, in order.
    package func positionals(_ name: String) -> [String] {
        positionalValues[name] ?? []
    }

    /// The option's value as a finite number, `nil` when absent without default.
    package func double(_ long: String) throws(UsageError) -> Double? {
        try converted(long) { Double($0).flatMap { $0.isFinite ? $0 : nil } }
    }

    /// The option's value as a whole number, `nil` when absent without default.
    package func int(_ long: String) throws(UsageError) -> Int? {
        try converted(long) { Int($0) }
    }

    /// A usage error for this command, for checks the spec cannot express
    /// (e.g. "give exactly one of `--output` and `--in-place`").
    package func usageError(_ message: String) -> UsageError {
        UsageError(message: message, usage: usageText)
    }

    private func option(_ long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    private func converted<Value>(_ long: String, _ convert: (String) -> Value?) throws(UsageError) -> Value? {
        guard let text = string(long) else { return nil }
        if let value = convert(text) { return value }
        let spelling = occurrences[long]?.last?.spelling ?? long
        let valueName = option(long).map { " <\($0.valueName)>" } ?? ""
        throw usageError("The value '\(text)' is invalid for '\(spelling)\(valueName)'")
    }
}
