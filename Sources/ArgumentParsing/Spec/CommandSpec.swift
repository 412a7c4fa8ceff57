/// One command of a tool: what it accepts, how its help reads, and its subcommands.
public struct CommandSpec: Equatable, Sendable {
    /// The word typed to select this command; for the root, the tool's name.
    public var name: String
    /// One line, shown after `OVERVIEW:` and in the parent's subcommand list.
    public var abstract: String
    /// Longer help shown below the overview; wrapped at 80 columns, line breaks kept.
    public var discussion: String
    /// Replaces the generated part of the usage line after the command path, for constraints
    /// a spec cannot express, such as `<file> (-o <output> | --in-place)`.
    public var synopsis: String?
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    public var flags: [FlagSpec]
    public var subcommands: [CommandSpec]
    /// The subcommand that runs when the first argument names none, so `tool FILE` means
    /// `tool check FILE`.
    public var defaultSubcommand: String?
    /// Shown by `--version`; it enables `--version` on this command and all below it.
    public var version: String?

    public init(
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
