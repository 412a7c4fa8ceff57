/// Values looked up by the spec that declared them rather than by a name typed again, so a
/// command reads each option through the one declaration its help and usage line come from.
extension ParsedValues {
    /// The last value given for the option, or its default when it is absent.
    package func value(of option: OptionSpec) -> String? {
        string(option.long)
    }

    /// Every value given for a repeatable option, in order; its default alone when absent.
    package func values(of option: OptionSpec) -> [String] {
        strings(option.long)
    }

    /// The option's value as a whole number, `nil` when absent without default.
    package func int(_ option: OptionSpec) throws(UsageError) -> Int? {
        try int(option.long)
    }

    /// The option's value as a finite number, `nil` when absent without default.
    package func double(_ option: OptionSpec) throws(UsageError) -> Double? {
        try double(option.long)
    }

    /// Whether the option appeared on the command line (a default does not count).
    package func isGiven(_ option: OptionSpec) -> Bool {
        isGiven(option.long)
    }

    /// Whether the flag is on: its last spelling wins, its default applies when absent.
    package func isOn(_ flag: FlagSpec) -> Bool {
        self.flag(flag.long)
    }

    /// Whether the flag appeared on the command line, in either spelling.
    package func isGiven(_ flag: FlagSpec) -> Bool {
        isGiven(flag.long)
    }

    /// The value of a single positional argument, `nil` when an optional one is absent.
    package func value(of argument: ArgumentSpec) -> String? {
        positional(argument.name)
    }

    /// The values of a repeating positional argument, in order.
    package func values(of argument: ArgumentSpec) -> [String] {
        positionals(argument.name)
    }

    /// How this command reports a usage error found after parsing.
    package var usage: CommandUsage {
        CommandUsage(text: usageText)
    }
}

/// The usage line of the command that was parsed, kept by its typed values so that checks the
/// spec cannot express (two options that exclude each other, a number out of range) report a
/// usage error that reads like the parser's.
package struct CommandUsage: Equatable, Sendable {
    let text: String

    /// `Error: <message>` followed by the command's usage line.
    package func error(_ message: String) -> UsageError {
        UsageError(message: message, usage: text)
    }
}

/// A group of options (or a whole command's) read from parsed values into typed properties.
/// Each group declares its specs once and reads them through those specs.
package protocol ParsableArguments: Sendable {
    init(parsing values: ParsedValues) throws(UsageError)
}

/// A command: its spec (help, usage line, what it accepts) and its typed values.
package protocol ParsableCommand: ParsableArguments {
    static var spec: CommandSpec { get }
}
