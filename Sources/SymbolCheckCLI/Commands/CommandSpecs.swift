import ArgumentParsing
import Support
import SymbolCheck

/// The command tree: the root and the spec each command declares beside its typed values.
package enum CommandSpecs {
    static let root = CommandSpec(
        name: "symbolcheck",
        abstract:
            "Check, measure, resize, fix, preview and make custom SF Symbol templates; check the images an app's Controls show; report a catalog on one HTML page; record golden images; list and explain the rules; serve it all to coding agents (mcp).",
        discussion: "`symbolcheck FILE…` is the same as `symbolcheck check FILE…`.",
        subcommands: CommandTable.entries.map(\.spec),
        defaultSubcommand: "check",
        version: ToolVersion.withCommit)
}

/// One row per subcommand: its spec and what runs it. Adding a command is adding a row.
package struct CommandEntry: Sendable {
    package typealias Run<Command> =
        @Sendable (Command, ToolEnvironment, inout ToolOutput) throws(UsageError) -> Void
    let spec: CommandSpec
    /// Reads the command's typed values and runs it, or says the invocation needs
    /// `symbolcheck-render` (`ToolOutput.needsRenderer`).
    let start: Run<ParsedValues>

    /// A command this executable runs; `draws` says when an invocation needs cairo, librsvg or
    /// GEOS, which only `symbolcheck-render` links.
    init<Command: ParsableCommand>(
        _ command: Command.Type, draws: @escaping @Sendable (Command) -> Bool = { _ in false },
        run: @escaping Run<Command>
    ) {
        spec = Command.spec
        start = { values, environment, output throws(UsageError) in
            let typed = try Command(parsing: values)
            if environment.rendering == nil, draws(typed) {
                output.needsRenderer = true
                return
            }
            try run(typed, environment, &output)
        }
    }

    /// A command that always draws: `symbolcheck-render` registers its code
    /// (`RenderingSupport.commands`).
    init<Command: ParsableCommand>(drawing command: Command.Type) {
        self.init(
            command, draws: { _ in true },
            run: { typed, environment, output throws(UsageError) in
                // Unreachable when `RenderingCommands.support` registers every drawing command
                // (RendererSplitTests checks that it does).
                guard let rendering = environment.rendering, try rendering.run(typed, environment, &output) else {
                    throw UsageError(message: "'\(Command.spec.name)' is not built into this executable", usage: "")
                }
            })
    }
}

enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry(
            CheckArguments.self, draws: { $0.previewDirectory != nil },
            run: { c, e, o throws(UsageError) in try CheckCommand.run(c, environment: e, output: &o) }),
        CommandEntry(RulesArguments.self) { c, _, o in RulesCommand.run(c, output: &o) },
        CommandEntry(ControlsArguments.self) { c, e, o throws(UsageError) in
            try ControlsCommand.run(c, environment: e, output: &o)
        },
        CommandEntry(ExplainArguments.self) { c, _, o throws(UsageError) in try ExplainCommand.run(c, output: &o) },
        CommandEntry(
            ResizeArguments.self, draws: { !$0.scalesWeight },
            run: { c, e, o throws(UsageError) in try ResizeCommand.run(c, environment: e, output: &o) }),
        CommandEntry(drawing: FixArguments.self),
        CommandEntry(drawing: MakeArguments.self),
        CommandEntry(drawing: PreviewArguments.self),
        CommandEntry(drawing: GoldenArguments.self),
        CommandEntry(drawing: ReportArguments.self),
        CommandEntry(MCPArguments.self) { c, e, o throws(UsageError) in
            try MCPCommand.run(c, environment: e, output: &o)
        },
    ]
}
