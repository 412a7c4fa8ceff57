import ArgumentParsing
import FileAccess
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command-line entry point: parses arguments, runs a subcommand, returns its output and
/// exit status. Only this module prints.
package enum SymbolCheckTool {
    package static func run(_ arguments: [String], environment: ToolEnvironment) -> ToolOutput {
        var output = ToolOutput()
        // `symbolcheck resise x.svg`: a mistyped subcommand, unless a file of that name exists.
        var parsed = parse(arguments, root: CommandSpecs.root, isExistingOperand: { FileSystem.exists($0) })
        // `cat x.svg | symbolcheck`: a check that names no file reads the template piped in (#44).
        if environment.standardInputHasData, case .usageError = parsed {
            let piped = parse(arguments + ["-"], root: CommandSpecs.root, isExistingOperand: { FileSystem.exists($0) })
            if case .run(let path, _) = piped, path.last == CheckArguments.spec.name { parsed = piped }
        }
        switch parsed {
        case .help(let text):
            output.stdout = text + "\n"
        case .version(let text):
            output.stdout = text + "\n"
        case .usageError(let error):
            output.stderr = error.text + "\n"
            output.exitCode = error.exitCode.rawValue
        case .run(let path, let values):
            do {
                if let entry = CommandTable.entries.first(where: { $0.spec.name == path.last }) {
                    try entry.start(values, environment, &output)
                } else {
                    output.stderr = "Error: unknown command \(path.joined(separator: " "))\n"
                    output.exitCode = ExitCode.error.rawValue
                }
            } catch {
                output.stderr += error.text + "\n"
                output.exitCode = error.exitCode.rawValue
            }
        }
        return output
    }

    /// Runs with the process's arguments and environment, prints, and exits. Without
    /// `rendering`, an invocation that draws replaces this process with `symbolcheck-render`.
    package static func main(rendering: RenderingSupport? = nil) -> Never {
        var environment = ToolEnvironment.current()
        environment.rendering = rendering
        if rendering != nil, let refusal = RendererHandoff.refusalOfMismatchedCaller(environment: environment.variables)
        {
            write(2, refusal)
            exit(ExitCode.error.rawValue)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        let output = run(arguments, environment: environment)
        if output.needsRenderer { RendererHandoff.exec(arguments) }
        write(1, bytes: output.stdoutBytes)
        write(1, output.stdout)
        write(2, output.stderr)
        exit(output.exitCode)
    }

    static func write(_ fd: Int32, _ text: String) {
        write(fd, bytes: Array(text.utf8))
    }

    /// All of `bytes`, retrying after signals; gives up silently on an error (a closed pipe:
    /// there is no one left to tell).
    static func write(_ fd: Int32, bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += n
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
