import AppRules
import ArgumentParsing
import FileAccess
import Platform
import Support
import SymbolCheck
import SymbolMCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mcp`'s command line.
package struct MCPArguments: ParsableCommand {
    static let rootSpec = OptionSpec(
        "--root", valueName: "dir",
        help:
            "A folder the tools may read and write in, when the client names no roots (default: the working folder). Repeatable; the first takes relative paths.",
        isRepeatable: true)
    static let callTimeLimitSpec = OptionSpec(
        "--call-time-limit", valueName: "seconds",
        help: "Stop a tool call's command after this long (each file also keeps the command's own --time-limit).",
        defaultValue: "120")
    static let maxResponseBytesSpec = OptionSpec(
        "--max-response-bytes", valueName: "bytes",
        help: "Send no answer longer than this; a tool's result over it becomes an error result saying so.",
        defaultValue: "4194304")
    static let maxFindingsSpec = OptionSpec(
        "--max-findings", valueName: "n",
        help: "Findings in one tool result (errors first); the rest are counted, not listed.", defaultValue: "50")

    package static let spec = CommandSpec(
        name: "mcp",
        abstract: "Serve the checks, previews and repairs to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Reads JSON-RPC 2.0 messages, one per line, on standard input and answers on standard output; \
            logs go to standard error. Speaks the 2024-11-05 and 2025 revisions (the initialize handshake) \
            and 2026-07-28 (server/discover, the version in each request's _meta). Tools: check, controls, \
            explain, rules, preview, make, fix, resize; resources: the rule catalogue, the template \
            format, the Controls checklist. Every path stays inside the workspace: the client's roots, \
            else --root, else the working folder; a '..' step or a link that leads out is refused. Each \
            call runs the command a user would type, as a child process with standard input closed, \
            within --call-time-limit; make, fix and resize write only the output asked, never over a \
            file a user wrote. docs/mcp.md has the tools, their results and the client configuration.

            Exit status: 0 when the client closes standard input, 2 on a usage error.
            """,
        options: [rootSpec, callTimeLimitSpec, maxResponseBytesSpec, maxFindingsSpec])

    var roots: [String]
    var callTimeLimit: Duration
    var maxResponseBytes: Int
    var maxFindings: Int

    package init(parsing values: ParsedValues) throws(UsageError) {
        roots = values.values(of: Self.rootSpec)
        guard let seconds = try values.double(Self.callTimeLimitSpec), seconds > 0, seconds <= 86_400 else {
            throw values.usage.error("'\(Self.callTimeLimitSpec.long)' must be a number of seconds from 0 to 86400.")
        }
        callTimeLimit = .milliseconds(Int64(seconds * 1000))
        guard let bytes = try values.int(Self.maxResponseBytesSpec), bytes >= 65_536 else {
            throw values.usage.error(
                "'\(Self.maxResponseBytesSpec.long)' must be a whole number of bytes, 65536 or more.")
        }
        maxResponseBytes = bytes
        guard let findings = try values.int(Self.maxFindingsSpec), findings >= 1 else {
            throw values.usage.error("'\(Self.maxFindingsSpec.long)' must be a positive whole number.")
        }
        maxFindings = findings
    }
}

/// `symbolcheck mcp`: the Model Context Protocol server over standard input and output, until
/// the client closes standard input.
enum MCPCommand {
    static func run(_ arguments: MCPArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let roots = (arguments.roots.isEmpty ? ["."] : arguments.roots).map {
            $0.hasPrefix("/") ? $0 : PathText.join(environment.currentDirectory, $0)
        }
        if let notFolder = roots.first(where: { !FileSystem.isDirectory($0) }) {
            throw UsageError(message: "Error: '\(notFolder)' is not a folder; --root takes folders.", usage: "")
        }
        guard let executable = ExecutablePath.ofRunningProcess() else {
            throw UsageError(message: "Error: cannot find this executable's own path to run the tools with.", usage: "")
        }
        let tools = SymbolCheckTools(
            settings: .init(
                executable: executable, roots: roots, callTimeLimit: arguments.callTimeLimit,
                maxFindings: arguments.maxFindings, environment: environment.variables,
                runInProcess: { arguments in
                    let run = SymbolCheckTool.run(arguments, environment: ToolEnvironment())
                    return .init(exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr)
                }, variablesNotInherited: [RendererHandoff.versionVariable]))
        let session = MCPSession(
            services: tools,
            settings: .init(
                serverVersion: ToolVersion.current, instructions: instructions,
                maxResponseBytes: arguments.maxResponseBytes))
        // A client that goes away mid-answer closes the pipe: the write fails and the loop ends
        // at the next read, instead of the signal ending the process.
        signal(SIGPIPE, SIG_IGN)
        environment.writeStandardErrorNow(
            "symbolcheck mcp \(ToolVersion.withCommit): serving on standard input and output; workspace \(Workspace(paths: roots).roots.joined(separator: ", "))\n"
        )
        var loop = MCPServerLoop(
            session: session, maxLineBytes: 4 << 20,
            send: { SymbolCheckTool.write(1, $0 + "\n") },
            log: { environment.writeStandardErrorNow("symbolcheck mcp: \($0)\n") })
        loop.run(readingFrom: 0)
        output.exitCode = 0
    }

    /// What the server tells the agent when it connects: when to call which tool.
    static let instructions = """
        symbolcheck checks custom SF Symbol templates (SVG, in an asset catalog's .symbolset) and an app's \
        Controls, as Xcode's actool and Control Center will. Call `check` after writing or changing a \
        template and before telling the user it works; `preview` to see the glyph as Control Center \
        draws it and its size; `controls` with the app's folder after writing a ControlWidget, to learn \
        whether its image will draw (a PNG or PDF shows a question mark); `make` to turn a plain SVG \
        icon into a template; `fix` to repair what check's findings say fix can; `resize` for a glyph \
        the wrong size; `explain` for what a rule means and its evidence. Paths are relative to the \
        workspace root. make, fix and resize write only the output named, never over an existing file \
        a user wrote.
        """
}
