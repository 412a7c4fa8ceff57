import Support

/// Parses `arguments` (without the executable name) against the tool described by `root`.
///
/// The first arguments select a subcommand (`tool check …`); when they name none, the
/// default subcommand runs with all of them (`tool a.svg` means `tool check a.svg`).
/// `help SUBCOMMAND` on the root, `-h`/`--help` anywhere before `--` and `--version` answer
/// without running anything.
///
/// `isExistingOperand` tells a mistyped subcommand from an operand of the default subcommand:
/// a first word that is close to a subcommand's name, looks like no path (no `/`, no `.`) and
/// is not an existing operand (`tool resise x.svg`, where no file `resise` exists) is a usage
/// error with a suggestion rather than an operand of the default subcommand.
package func parse(
    _ arguments: [String], root: CommandSpec, isExistingOperand: (String) -> Bool = { _ in true }
) -> ParseOutcome {
    let rootContext = CommandContext(ancestors: [], command: root)
    let outcome = CommandSelection.parse(arguments[...], from: rootContext, isExistingOperand: isExistingOperand)
    // Someone who runs the bare tool and gets an error most likely does not know it yet:
    // show the whole root help instead of a one-line usage, as swift-argument-parser does.
    if arguments.isEmpty, case .usageError(let error) = outcome {
        return .usageError(UsageError(message: error.message, usage: "\n" + HelpScreen.render(rootContext)))
    }
    return outcome
}

/// Walks down the subcommand tree, then hands the rest to the selected command's parser.
enum CommandSelection {
    static func parse(
        _ arguments: ArraySlice<String>, from start: CommandContext, isExistingOperand: (String) -> Bool
    ) -> ParseOutcome {
        var context = start
        var remaining = arguments
        while !context.command.subcommands.isEmpty {
            let defaultSubcommand = context.command.defaultSubcommand.flatMap(context.command.subcommand(named:))
            guard let first = remaining.first else {
                guard let defaultSubcommand else { return .help(HelpScreen.render(context)) }
                context = context.descending(into: defaultSubcommand)
                break
            }
            if let subcommand = context.command.subcommand(named: first) {
                context = context.descending(into: subcommand)
                remaining.removeFirst()
                continue
            }
            if context.isRoot, first == "help" {
                return helpCommand(naming: remaining.dropFirst(), from: context)
            }
            if ArgumentSyntax.isHelpFlag(first) { return .help(HelpScreen.render(context)) }
            if first == ArgumentSyntax.versionFlag, let version = context.version { return .version(version) }
            guard let defaultSubcommand else {
                return .usageError(unexpectedArgument(first, in: context))
            }
            if let misspelled = misspelledSubcommand(first, in: context, isExistingOperand: isExistingOperand) {
                return .usageError(misspelled)
            }
            context = context.descending(into: defaultSubcommand)
            break
        }
        return CommandArgumentsParser(context: context).parse(remaining)
    }

    /// `tool help check` shows the help of `tool check`.
    private static func helpCommand(naming names: ArraySlice<String>, from root: CommandContext) -> ParseOutcome {
        var context = root
        // `help -h` asks for the same thing as `help`.
        for name in names where !ArgumentSyntax.isHelpFlag(name) {
            guard let subcommand = context.command.subcommand(named: name) else {
                let suggestion = Spelling.closest(to: name, among: context.command.subcommands.map(\.name))
                return .usageError(
                    UsageError(
                        "Unknown subcommand '\(name)'" + didYouMean(suggestion), in: context))
            }
            context = context.descending(into: subcommand)
        }
        return .help(HelpScreen.render(context))
    }

    /// `resise` when `resize` exists and no file `resise` does.
    private static func misspelledSubcommand(
        _ word: String, in context: CommandContext, isExistingOperand: (String) -> Bool
    ) -> UsageError? {
        guard word != "-", !ArgumentSyntax.isOptionLike(word), !word.contains("/"), !word.contains("."),
            let suggestion = Spelling.closest(to: word, among: context.command.subcommands.map(\.name)),
            !isExistingOperand(word)
        else { return nil }
        return UsageError(
            "Unknown subcommand '\(word)', and no file or folder of that name exists" + didYouMean(suggestion),
            in: context)
    }

    private static func unexpectedArgument(_ argument: String, in context: CommandContext) -> UsageError {
        if ArgumentSyntax.isOptionLike(argument) {
            return CommandArgumentsParser(context: context).unknownOption(ArgumentSyntax.split(argument).name)
        }
        let suggestion = Spelling.closest(to: argument, among: context.command.subcommands.map(\.name))
        return UsageError("Unexpected argument '\(argument)'" + didYouMean(suggestion), in: context)
    }
}

func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
}
