/// A command line the tool cannot run, with the text to print on standard error.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, e.g. `Unknown option '--fromat'. Did you mean '--format'?`.
    public var message: String
    /// The command's usage line and where to find its help.
    public var usage: String

    /// `Error: <message>`, then the usage. No trailing newline.
    public var text: String { "Error: \(message)\n\(usage)" }

    /// Usage errors always end the process with ``ExitCode/error``.
    public var exitCode: ExitCode { .error }

    public init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    init(_ message: String, in context: CommandContext) {
        self.init(message: message, usage: Self.usage(for: context))
    }

    static func usage(for context: CommandContext) -> String {
        UsageLine.render(context, prefix: "Usage: ")
            + "\n  See '\(context.pathText) --help' for more information."
    }
}
