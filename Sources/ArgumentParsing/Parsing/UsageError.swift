/// A command line the tool cannot run, with the text to print on standard error.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, e.g. `Unknown option '--fromat'. Did you mean '--format'?`.
    package var message: String
    /// The command's usage line and where to find its help.
    package var usage: String
    /// `path:line:column` when the mistake is in a file the command read (a config file);
    /// the usage line would not help with it, so it is not shown.
    package var location: String?
    /// More mistakes in the same file, each on a line of its own after this one.
    package var more: [UsageError] = []

    /// `Error: <message>`, then the usage; or `<location>: error: <message>`, one line per
    /// mistake. No trailing newline.
    package var text: String {
        if let location { return (["\(location): error: \(message)"] + more.map(\.text)).joined(separator: "\n") }
        return "Error: \(message)\n\(usage)"
    }

    /// Usage errors always end the process with ``ExitCode/error``.
    package var exitCode: ExitCode { .error }

    package init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    /// A mistake at `location` (`path:line:column`) in a file the command read.
    package init(message: String, at location: String) {
        self.message = message
        self.usage = ""
        self.location = location
    }

    init(_ message: String, in context: CommandContext) {
        self.init(message: message, usage: Self.usage(for: context))
    }

    static func usage(for context: CommandContext) -> String {
        UsageLine.render(context, prefix: "Usage: ")
            + "\n  See '\(context.pathText) --help' for more information."
    }
}
