import AppRules
import SymbolCheck

// Here, not beside `FileReadFailure` in AppRules: AppRules does not see the checker, whose
// reading-stage rule (`input-refused`) a file that could not be read is reported under.
extension Checker {
    /// A result for a file the file tree could not read, with `limit` the size it was held to.
    package static func unreadable(path: String, failure: FileReadFailure, limit: Int) -> CheckResult {
        unreadable(path: path, reason: failure.reason(limit: limit), exceededLimit: failure.exceededLimit)
    }
}
