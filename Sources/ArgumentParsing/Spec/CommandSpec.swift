/// One command of a tool: what it accepts, how its help reads, and its subcommands.
package struct CommandSpec: Equatable, Sendable {
    /// The word typed to select this command; for the root, the tool's name.
    package var name: String
    /// One line, shown after `OVERVIEW:` and in the parent's subcommand list.
    package var abstract: String
    /// Longer help shown below the overview; wrapped at 80 columns, line breaks kept.
    package var discussion: String
    /// Replaces the generated part of the usage line after the command path, for constraints
    /// a spec cannot express, such as `<file> (-o <output> | --in-place)`.
    package var synopsis: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    package var flags: [FlagSpec]
    package var subcommands: [CommandSpec]
    /// The subcommand that runs when the first argument names none, so `tool FILE` means
    /// `tool check FILE`.
    package var defaultSubcommand: String?
    /// Shown by `--version`; it enables `--version` on this command and all below it.
    package var version: String?

    package init(
        name: String, abstract: String, discussion: String = "", synopsis: String? = nil,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], flags: [FlagSpec] = [],
        subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil, version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.synopsis = synopsis
        self.arguments = arguments
        self.options = options
        self.flags = flags
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
        self.version = version
    }

    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.long == name || $0.short == name }
    }
}
