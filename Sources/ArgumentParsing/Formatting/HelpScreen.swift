/// The help screen of one command, laid out like swift-argument-parser's:
/// OVERVIEW, discussion, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS. No trailing newline.
enum HelpScreen {
    static func render(_ context: CommandContext) -> String {
        let command = context.command
        var blocks: [String] = []
        if !command.abstract.isEmpty {
            blocks.append(
                wrapText("OVERVIEW: " + command.abstract, width: HelpLayout.screenWidth).joined(separator: "\n"))
        }
        if !command.discussion.isEmpty {
            blocks.append(wrapText(command.discussion, width: HelpLayout.screenWidth).joined(separator: "\n"))
        }
        blocks.append(UsageLine.render(context, prefix: "USAGE: "))
        blocks.append(section("ARGUMENTS", rows: command.arguments.map(row(for:))))
        blocks.append(section("OPTIONS", rows: optionRows(context)))
        blocks.append(
            section(
                "SUBCOMMANDS",
                rows: command.subcommands.map { subcommand in
                    let isDefault = subcommand.name == command.defaultSubcommand
                    return HelpLayout.row(
                        label: subcommand.name + (isDefault ? " (default)" : ""), help: subcommand.abstract)
                }))
        if !command.subcommands.isEmpty {
            let helpPath = ([context.rootName, "help"] + context.path.dropFirst()).joined(separator: " ")
            blocks.append("  See '\(helpPath) <subcommand>' for detailed help.")
        }
        return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    private static func section(_ title: String, rows: [String]) -> String {
        rows.isEmpty ? "" : ([title + ":"] + rows).joined(separator: "\n")
    }

    private static func row(for argument: ArgumentSpec) -> String {
        HelpLayout.row(label: "<\(argument.name)>", help: argument.help)
    }

    private static func optionRows(_ context: CommandContext) -> [String] {
        let command = context.command
        var rows = command.options.map { option in
            let names = [option.short, option.long].compactMap { $0 }.joined(separator: ", ")
            var notes: [String] = []
            if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
            if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
            return HelpLayout.row(
                label: "\(names) <\(option.valueName)>",
                help: appending(notes: notes, to: option.help))
        }
        rows += command.flags.map { flag in
            var names = [flag.short, flag.long].compactMap { $0 }.joined(separator: ", ")
            var help = flag.help
            if flag.isInvertible {
                names += "/" + flag.invertedName
                help = appending(notes: ["default: " + (flag.defaultValue ? flag.long : flag.invertedName)], to: help)
            }
            return HelpLayout.row(label: names, help: help)
        }
        if context.version != nil {
            rows.append(HelpLayout.row(label: "--version", help: "Show the version."))
        }
        rows.append(HelpLayout.row(label: "-h, --help", help: "Show help information."))
        return rows
    }

    /// `Output format. (values: text, json; default: text)`.
    private static func appending(notes: [String], to help: String) -> String {
        guard !notes.isEmpty else { return help }
        let parenthesized = "(" + notes.joined(separator: "; ") + ")"
        return help.isEmpty ? parenthesized : help + " " + parenthesized
    }
}
