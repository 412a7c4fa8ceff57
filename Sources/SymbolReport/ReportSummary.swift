import Support
import SymbolCheck

/// Counts for the summary line, the JSON summary, JUnit's totals and the exit status. A symbol
/// set is one symbol of several files (Contents.json and its SVG); it passes when all of them
/// do. Counted one result at a time, so a report streamed result by result needs only this.
package struct ReportSummary: Sendable {
    package private(set) var symbols = 0, files = 0, passed = 0, errors = 0, warnings = 0
    /// Symbols with a file that could not be read, and paths that hold no symbol (exit status 2;
    /// JUnit's `errors`).
    package private(set) var refused = 0
    /// Paths named that hold no symbol (a folder without symbol sets): errors, not symbols.
    package private(set) var pathsWithoutSymbols = 0
    /// Paths named that could not be read (missing, a permission): errors, not symbols.
    package private(set) var unreadablePaths = 0
    package var failed: Int { symbols - passed }

    private let strict: Bool
    /// What the line counts: `symbol`, or `control` for `symbolcheck controls`.
    private let subject: String
    /// The symbol of the last result, while its group may still grow.
    private var openSymbol: String?
    private var openPasses = false
    private var openRefused = false

    package init(strict: Bool, subject: String = "symbol") {
        self.strict = strict
        self.subject = subject
    }

    package init(_ results: [CheckResult], strict: Bool, subject: String = "symbol") {
        self.init(strict: strict, subject: subject)
        for result in results { add(result) }
    }

    /// Counts the next result of the report, in report order.
    package mutating func add(_ result: CheckResult) {
        if result.namesNoSymbol {
            // Not a symbol that failed: a path that named none. It fails the run all the same.
            errors += result.errorCount
            warnings += result.warningCount
            refused += 1
            if result.couldNotBeRead { unreadablePaths += 1 } else { pathsWithoutSymbols += 1 }
            openSymbol = nil
            return
        }
        files += 1
        errors += result.errorCount
        warnings += result.warningCount
        let passes = result.passes(strict: strict)
        if result.continuesSymbol(of: openSymbol) {
            if openPasses && !passes { passed -= 1 }
            if !openRefused && result.isRefused { refused += 1 }
            openPasses = openPasses && passes
            openRefused = openRefused || result.isRefused
        } else {
            symbols += 1
            if passes { passed += 1 }
            if result.isRefused { refused += 1 }
            openPasses = passes
            openRefused = result.isRefused
        }
        openSymbol = result.symbol
    }

    package var line: String {
        var empty = pathsWithoutSymbols > 0 ? "; \(counted(pathsWithoutSymbols, "path")) with no \(subject)" : ""
        if unreadablePaths > 0 {
            empty += "; \(counted(unreadablePaths, "path")) that could not be read"
        }
        return
            "\(counted(symbols, subject)): \(passed) passed, \(failed) failed; \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            + empty
    }
}
