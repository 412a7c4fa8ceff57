/// The command being parsed together with the commands that lead to it, because usage lines,
/// help screens and `--version` all depend on the whole path, not just the last command.
struct CommandContext: Sendable {
    var ancestors: [CommandSpec]
    var command: CommandSpec

    var path: [String] { ancestors.map(\.name) + [command.name] }
    var pathText: String { path.joined(separator: " ") }
    var isRoot: Bool { ancestors.isEmpty }
    var rootName: String { (ancestors.first ?? command).name }

    /// The nearest version string, so a subcommand of a versioned tool also answers `--version`.
    var version: String? { (ancestors + [command]).last { $0.version != nil }?.version }

    func descending(into subcommand: CommandSpec) -> CommandContext {
        CommandContext(ancestors: ancestors + [command], command: subcommand)
    }
}
