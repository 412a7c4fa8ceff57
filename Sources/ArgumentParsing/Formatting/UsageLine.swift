/// The usage line built from a spec: `symbolcheck check [--format <format>] <files> ...`.
enum UsageLine {
    /// The usage line after `prefix` (`USAGE: ` in help, `Usage: ` in errors), wrapped at
    /// 80 columns between synopsis elements so no `[--name <value>]` is split.
    static func render(_ context: CommandContext, prefix: String) -> String {
        let head = prefix + context.pathText
        let elements = synopsisElements(of: context.command)
        let indentWidth = head.count + 1 <= HelpLayout.maximumUsageIndent ? head.count + 1 : prefix.count
        let indent = String(repeating: " ", count: indentWidth)
        var lines: [String] = []
        var current = head
        // Breaking right after the head only helps when continuation lines start left of it.
        var canBreak = indentWidth < head.count
        for element in elements {
            let extended = current + " " + element
            if extended.count <= HelpLayout.screenWidth || !canBreak {
                current = extended
            } else {
                lines.append(current)
                current = indent + element
            }
            canBreak = true
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Options first, then flags, then positionals, as they read best in a usage line;
    /// `<subcommand>` last when the command has subcommands. A hand-written synopsis is
    /// followed by every option and flag it does not mention, so the usage line always lists
    /// every option the help lists.
    static func synopsisElements(of command: CommandSpec) -> [String] {
        var elements: [String]
        if let synopsis = command.synopsis {
            let mentioned = Set(
                synopsis.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
            elements =
                splitSynopsis(synopsis)
                + command.options.filter { option in
                    !mentioned.contains(option.long) && !(option.short.map(mentioned.contains) ?? false)
                }.map(synopsis(of:))
                + command.flags.filter { !mentioned.contains($0.long) }.flatMap(synopsis(of:))
        } else {
            elements =
                command.options.map(synopsis(of:)) + command.flags.flatMap(synopsis(of:))
                + command.arguments.map(synopsis(of:))
        }
        if !command.subcommands.isEmpty { elements.append("<subcommand>") }
        return elements
    }

    /// Splits a hand-written synopsis where it may wrap: at spaces outside brackets, keeping
    /// a `...` with the element it repeats.
    static func splitSynopsis(_ synopsis: String) -> [String] {
        var elements: [String] = []
        var current = ""
        var depth = 0
        for character in synopsis {
            if "[(<".contains(character) { depth += 1 }
            if "])>".contains(character) { depth -= 1 }
            if character == " ", depth <= 0 {
                if !current.isEmpty { elements.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { elements.append(current) }
        return elements.reduce(into: []) { merged, element in
            if element == "...", let last = merged.popLast() {
                merged.append(last + " ...")
            } else {
                merged.append(element)
            }
        }
    }

    static func synopsis(of option: OptionSpec) -> String {
        var text = "\(option.long) <\(option.valueName)>"
        if option.isRepeatable { text += " ..." }
        return option.isRequired ? text : "[\(text)]"
    }

    static func synopsis(of flag: FlagSpec) -> [String] {
        flag.isInvertible ? ["[\(flag.long)]", "[\(flag.invertedName)]"] : ["[\(flag.long)]"]
    }

    static func synopsis(of argument: ArgumentSpec) -> String {
        var text = "<\(argument.name)>"
        if argument.isRepeating { text += " ..." }
        return argument.isOptional ? "[\(text)]" : text
    }
}
