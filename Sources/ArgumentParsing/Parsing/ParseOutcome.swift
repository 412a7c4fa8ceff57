/// What the command line asks for. Only `run` needs the tool to do work; the others carry the
/// finished text to print.
package enum ParseOutcome: Equatable, Sendable {
    /// Run the command at `commandPath` (root first, e.g. `["symbolcheck", "check"]`).
    case run(commandPath: [String], values: ParsedValues)
    /// Print this help screen on standard output and exit with ``ExitCode/success``.
    case help(String)
    /// Print this version on standard output and exit with ``ExitCode/success``.
    case version(String)
    /// Print ``UsageError/text`` on standard error and exit with ``ExitCode/error``.
    case usageError(UsageError)
}
