/// Mistakes in a spec that the parser would otherwise work around silently. A spec is code,
/// not input, so the tool's tests assert this list is empty instead of the parser refusing.
extension CommandSpec {
    /// One line per problem, naming the command path, in this command and all below it.
    package var specificationProblems: [String] {
        problems(under: [])
    }

    private func problems(under parents: [String]) -> [String] {
        let path = (parents + [name]).joined(separator: " ")
        var problems: [String] = []
        var names = ["-h", "--help"] + (version == nil ? [] : ["--version"])
        for option in options {
            names += [option.long] + (option.short.map { [$0] } ?? [])
            if let defaultValue = option.defaultValue, !option.allowedValues.isEmpty,
                !option.allowedValues.contains(defaultValue)
            {
                problems.append("\(path): default '\(defaultValue)' of '\(option.long)' is not an allowed value")
            }
        }
        for flag in flags {
            names += [flag.long] + (flag.short.map { [$0] } ?? []) + (flag.isInvertible ? [flag.invertedName] : [])
        }
        for name in names where !isWellFormed(name) {
            problems.append("\(path): '\(name)' is not a long name like '--name' or a short name like '-n'")
        }
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            problems.append("\(path): '\(name)' is declared more than once")
        }
        if let repeating = arguments.dropLast().first(where: \.isRepeating) {
            problems.append("\(path): repeating argument '<\(repeating.name)>' must be the last argument")
        }
        if let firstOptional = arguments.firstIndex(where: \.isOptional),
            let required = arguments[firstOptional...].first(where: { !$0.isOptional })
        {
            problems.append("\(path): required argument '<\(required.name)>' follows an optional one")
        }
        if let defaultSubcommand, subcommand(named: defaultSubcommand) == nil {
            problems.append("\(path): default subcommand '\(defaultSubcommand)' is not a subcommand")
        }
        // Words before a subcommand only select it, so these would never be parsed.
        if !subcommands.isEmpty, !(arguments.isEmpty && options.isEmpty && flags.isEmpty) {
            problems.append("\(path): a command with subcommands cannot have arguments, options or flags")
        }
        return problems + subcommands.flatMap { $0.problems(under: parents + [name]) }
    }

    private func isWellFormed(_ name: String) -> Bool {
        let isLong = name.hasPrefix("--") && name.count > 2
        let isShort = name.count == 2 && name.hasPrefix("-") && name != "--"
        return (isLong || isShort) && !name.contains("=") && !name.contains(" ")
    }
}
