/// The process exit statuses symbolcheck uses, so every command agrees on their meaning.
package enum ExitCode: Int32, Sendable {
    /// The command did what was asked and found nothing that fails the run.
    case success = 0
    /// The command ran to completion but reported findings that fail the run.
    case findings = 1
    /// The command could not do its job: a usage error, an I/O error or an internal error.
    case error = 2
}
