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
    /// `controls`' wiring findings, an entry per file they are placed in (a `project.pbxproj`,
    /// an Info.plist): counted apart from the Controls, which they are not (zero for `check`).
    package private(set) var wiringFiles = 0, wiringFailed = 0
    /// What `controls` judged the wiring of; nil where it judged none (`check`, or `controls`
    /// without a project file or a built app). Known once the app is read, before the totals.
    package var wiring: WiringSubject?

    /// The projects and built apps whose wiring `controls` judged.
    package struct WiringSubject: Sendable, Hashable {
        package var projects: Int
        package var builtApps: Int
        /// Whether the Controls were checked too (not under `controls --wiring-only`): the line
        /// then counts them, also when there are none.
        package var controlsChecked: Bool

        package init(projects: Int, builtApps: Int, controlsChecked: Bool = true) {
            self.projects = projects
            self.builtApps = builtApps
            self.controlsChecked = controlsChecked
        }

        /// ` of 1 project and 2 built apps`; empty for neither.
        var described: String {
            var parts: [String] = []
            if projects > 0 { parts.append(counted(projects, "project")) }
            if builtApps > 0 { parts.append(counted(builtApps, "built app")) }
            return parts.isEmpty ? "" : " of " + parts.joined(separator: " and ")
        }
    }

    /// Whether anything failed: a symbol (a Control) or the wiring (exit status 1).
    package var anyFailed: Bool { failed > 0 || wiringFailed > 0 }
    /// Entries of the report, each a JUnit test case: the symbols (Controls) and the wiring's files.
    package var entries: Int { symbols + wiringFiles }

    private let strict: Bool
    /// What the line counts: `symbol`, or `control` for `symbolcheck controls`.
    private let subject: String
    /// `controls`: a result of no symbol is the wiring's, not a Control's.
    private var countsWiring: Bool { subject == ReportContext.controlSubject }
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
        if result.isRunNote {
            // A note about the run (`RunNote`): no symbol, no file judged, nothing refused.
            errors += result.errorCount
            warnings += result.warningCount
            return
        }
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
        if countsWiring && result.symbol == nil {
            wiringFiles += 1
            if !passes { wiringFailed += 1 }
            openSymbol = nil
            return
        }
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

    /// `2 controls: 2 passed, 0 failed; the wiring of 1 project: passed; 0 errors, 0 warnings`;
    /// a built app alone (no Swift read, so no Control counted): `the wiring of 1 built app: …`.
    package var line: String {
        var empty = pathsWithoutSymbols > 0 ? "; \(counted(pathsWithoutSymbols, "path")) with no \(subject)" : ""
        if unreadablePaths > 0 {
            empty += "; \(counted(unreadablePaths, "path")) that could not be read"
        }
        var judged: [String] = []
        if symbols > 0 || wiring.map({ $0.projects > 0 && $0.controlsChecked }) ?? true {
            judged.append("\(counted(symbols, subject)): \(passed) passed, \(failed) failed")
        }
        // A baseline's kinds are judged without a project too: the wiring of nothing named.
        if wiring != nil || wiringFiles > 0 {
            let verdict = wiringFailed > 0 ? "failed, in \(counted(wiringFailed, "file"))" : "passed"
            judged.append("the wiring\(wiring?.described ?? ""): \(verdict)")
        }
        return judged.joined(separator: "; ")
            + "; \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")" + empty
    }
}
