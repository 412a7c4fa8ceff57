import Support

/// Parses the arguments of one selected command into ``ParsedValues``.
/// Options and positionals may come in any order; `--` makes every later word positional.
struct CommandArgumentsParser {
    let context: CommandContext
    private var command: CommandSpec { context.command }

    init(context: CommandContext) {
        self.context = context
    }

    func parse(_ arguments: ArraySlice<String>) -> ParseOutcome {
        // Help and version win over any mistake elsewhere on the line, so a user who is
        // struggling with a command can always reach its help by appending `-h`.
        let optionNames = arguments.prefix { $0 != ArgumentSyntax.terminator }.map { ArgumentSyntax.split($0).name }
        if optionNames.contains(where: ArgumentSyntax.isHelpFlag) { return .help(HelpScreen.render(context)) }
        if let version = context.version, optionNames.contains(ArgumentSyntax.versionFlag) {
            return .version(version)
        }
        do {
            return .run(commandPath: context.path, values: try values(from: arguments))
        } catch {
            return .usageError(error)
        }
    }

    private func values(from arguments: ArraySlice<String>) throws(UsageError) -> ParsedValues {
        var values = ParsedValues(context: context)
        var positionals: [String] = []
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if argument == ArgumentSyntax.terminator {
                positionals += remaining
                break
            }
            guard ArgumentSyntax.isOptionLike(argument) else {
                positionals.append(argument)
                continue
            }
            let (name, inlineValue) = ArgumentSyntax.split(argument)
            if let option = command.option(named: name) {
                let value = try optionValue(for: option, spelled: name, inline: inlineValue, remaining: &remaining)
                values.occurrences[option.long, default: []].append(.init(spelling: name, value: value))
            } else if let (flag, isOn) = flag(named: name) {
                if let inlineValue {
                    throw error("The option '\(name)' does not take any value, but '\(inlineValue)' was specified.")
                }
                values.flagValues[flag.long] = isOn
                values.givenFlags.insert(flag.long)
            } else {
                throw unknownOption(name)
            }
        }
        try assign(positionals, to: &values)
        for option in command.options where option.isRequired && values.occurrences[option.long] == nil {
            throw error("Missing expected argument '\(UsageLine.synopsis(of: option))'")
        }
        return values
    }

    private func optionValue(
        for option: OptionSpec, spelled name: String, inline: String?, remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        let value: String
        if let inline {
            value = inline
        } else if let next = remaining.first, next != ArgumentSyntax.terminator, !ArgumentSyntax.isOptionLike(next) {
            value = next
            remaining.removeFirst()
        } else {
            throw error("Missing value for '\(name) <\(option.valueName)>'")
        }
        guard option.allowedValues.isEmpty || option.allowedValues.contains(value) else {
            throw error(
                "The value '\(value)' is invalid for '\(name) <\(option.valueName)>'. "
                    + "Please provide one of \(listing(option.allowedValues)).")
        }
        return value
    }

    /// The flag named `name` and the value that spelling sets (`--no-x` sets false).
    private func flag(named name: String) -> (FlagSpec, Bool)? {
        for flag in command.flags {
            if flag.long == name || flag.short == name { return (flag, true) }
            if flag.isInvertible, flag.invertedName == name { return (flag, false) }
        }
        return nil
    }

    /// Fills positional arguments in order; a repeating one takes all that are left.
    private func assign(_ positionals: [String], to values: inout ParsedValues) throws(UsageError) {
        var queue = positionals[...]
        for argument in command.arguments {
            let taken = argument.isRepeating ? Array(queue) : queue.first.map { [$0] } ?? []
            queue.removeFirst(taken.count)
            guard !taken.isEmpty || argument.isOptional else {
                throw error("Missing expected argument '\(UsageLine.synopsis(of: argument))'")
            }
            values.positionalValues[argument.name] = taken
        }
        if queue.count == 1, let extra = queue.first {
            throw error("Unexpected argument '\(extra)'")
        } else if queue.count > 1 {
            throw error("\(queue.count) unexpected arguments: '\(queue.joined(separator: "', '"))'")
        }
    }

    /// Unknown long options get the closest long name as a suggestion; short ones are too
    /// short for edit distance to mean anything.
    func unknownOption(_ name: String) -> UsageError {
        guard name.hasPrefix("--") else { return error("Unknown option '\(name)'") }
        var candidates = command.options.map(\.long)
        for flag in command.flags {
            candidates.append(flag.long)
            if flag.isInvertible { candidates.append(flag.invertedName) }
        }
        if context.version != nil { candidates.append(ArgumentSyntax.versionFlag) }
        candidates.append("--help")
        return error("Unknown option '\(name)'" + didYouMean(Spelling.closest(to: name, among: candidates)))
    }

    private func error(_ message: String) -> UsageError {
        UsageError(message, in: context)
    }
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
func listing(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
}
