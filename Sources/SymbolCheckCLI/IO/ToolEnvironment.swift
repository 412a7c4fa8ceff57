import ArgumentParsing
import FileAccess
import Platform
import SymbolCheck
import SymbolModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the tool knows about the process it runs in. Tests build one by hand.
package struct ToolEnvironment: Sendable {
    package var variables: [String: String]
    package var stdoutIsTerminal: Bool
    package var stderrIsTerminal: Bool
    package var currentDirectory: String
    /// Bytes of standard input, read only when a path is `-`.
    package var readStandardInput: @Sendable () -> [UInt8]?
    /// Whether standard input brings data: a pipe (`cat x.svg | symbolcheck`), or a file with
    /// bytes (`symbolcheck < x.svg`); not a terminal, `/dev/null` or an empty file.
    package var standardInputHasData = false
    /// Processors to check on, the default of `check --jobs`.
    package var processorCount: Int
    /// Columns of the terminal on standard error (for the progress line); nil when unknown.
    package var standardErrorColumns: Int?
    /// Writes to standard error at once, for the progress line. Everything else goes to
    /// `ToolOutput.stderr`, written when the command ends.
    package var writeStandardErrorNow: @Sendable (String) -> Void
    /// Writes to standard output at once, for reports written while a catalog is checked (so
    /// they are never held whole). Nil: the report goes to `ToolOutput.stdout` like every
    /// other command's output (in-process runs, tests).
    package var writeStandardOutputNow: (@Sendable ([UInt8]) -> Void)?
    /// The drawing commands, present in `symbolcheck-render` only.
    package var rendering: RenderingSupport?

    package init(
        variables: [String: String] = [:], stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false,
        currentDirectory: String = ".", readStandardInput: @escaping @Sendable () -> [UInt8]? = { nil },
        processorCount: Int = 1, standardErrorColumns: Int? = nil,
        writeStandardErrorNow: @escaping @Sendable (String) -> Void = { _ in },
        writeStandardOutputNow: (@Sendable ([UInt8]) -> Void)? = nil
    ) {
        self.variables = variables
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.currentDirectory = currentDirectory
        self.readStandardInput = readStandardInput
        self.processorCount = processorCount
        self.standardErrorColumns = standardErrorColumns
        self.writeStandardErrorNow = writeStandardErrorNow
        self.writeStandardOutputNow = writeStandardOutputNow
    }

    /// The real process environment.
    package static func current() -> ToolEnvironment {
        let vars = ProcessEnvironment.variables()
        var buffer = [CChar](repeating: 0, count: 4096)
        let cwd =
            getcwd(&buffer, buffer.count) != nil
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
        var environment = ToolEnvironment(
            variables: vars, stdoutIsTerminal: isatty(1) != 0, stderrIsTerminal: isatty(2) != 0,
            currentDirectory: cwd, readStandardInput: { FileSystem.readAll(descriptor: 0, limit: 64 * 1024 * 1024) },
            processorCount: ProcessorCount.online(), standardErrorColumns: TerminalWidth.ofStandardError(),
            writeStandardErrorNow: { SymbolCheckTool.write(2, $0) },
            writeStandardOutputNow: { SymbolCheckTool.write(1, bytes: $0) })
        var st = stat()
        if isatty(0) == 0, fstat(0, &st) == 0 {
            let kind = st.st_mode & S_IFMT
            environment.standardInputHasData = kind == S_IFIFO || (kind == S_IFREG && st.st_size > 0)
        }
        return environment
    }
}

/// What a command produced; `main` writes it out. Collecting keeps commands testable in-process.
/// (`check` writes its report through `ToolEnvironment.writeStandardOutputNow` when there is
/// one, so `stdout` is then empty.)
package struct ToolOutput: Sendable {
    package var stdout = ""
    /// Binary standard output (`preview -o -`), written before `stdout`.
    package var stdoutBytes: [UInt8] = []
    package var stderr = ""
    package var exitCode: Int32 = 0
    /// The invocation draws and this process cannot: hand it to `symbolcheck-render`.
    package var needsRenderer = false

    package init() {}
}

/// The drawing commands, injected by `symbolcheck-render` (the plain `symbolcheck` binary
/// does not link the renderer and hands drawing invocations over; see Package.swift).
package struct RenderingSupport: Sendable {
    package typealias CheckPreviews =
        @Sendable ([CheckResult], String, CheckConfiguration, SettingOptions, inout ToolOutput) throws(UsageError)
        -> ExitCode

    /// One drawing command's code, for the command whose typed values it takes.
    package struct DrawingCommand: Sendable {
        let name: String
        let run: @Sendable (any ParsableCommand, ToolEnvironment, inout ToolOutput) throws(UsageError) -> Bool

        package init<Command: ParsableCommand>(_ command: Command.Type, run: @escaping CommandEntry.Run<Command>) {
            name = Command.spec.name
            self.run = { values, environment, output throws(UsageError) in
                guard let typed = values as? Command else { return false }
                try run(typed, environment, &output)
                return true
            }
        }
    }

    /// The drawing commands by name (`make`, `fix`, `preview`, `golden`, `report`).
    let commands: [String: DrawingCommand]
    package let checkPreviews: CheckPreviews
    /// `resize` keeps the stem weight by offsetting outlines with GEOS (`StemKeeping` with this
    /// offset), so it runs here too unless `--scale-weight` is given.
    package let inkOffsetting: any InkOffsetting

    package init(
        commands: [DrawingCommand], checkPreviews: @escaping CheckPreviews, inkOffsetting: any InkOffsetting
    ) {
        self.commands = Dictionary(commands.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.checkPreviews = checkPreviews
        self.inkOffsetting = inkOffsetting
    }

    /// Runs the drawing command `command` belongs to; false when none is registered for it.
    func run<Command: ParsableCommand>(_ command: Command, _ environment: ToolEnvironment, _ output: inout ToolOutput)
        throws(UsageError) -> Bool
    {
        guard let drawing = commands[Command.spec.name] else { return false }
        return try drawing.run(command, environment, &output)
    }
}
