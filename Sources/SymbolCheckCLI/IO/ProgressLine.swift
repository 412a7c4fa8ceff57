import SymbolInputs

/// `[k/N] path` on standard error while a long batch runs, redrawn in place and erased at
/// the end. Only on a terminal (a CI log or a pipe would collect every redraw) and only for
/// more than 20 inputs (a short run finishes before it would help).
package enum ProgressLine {
    static let minimumInputs = 21

    package static func isShown(inputCount: Int, environment: ToolEnvironment) -> Bool {
        environment.stderrIsTerminal && inputCount >= minimumInputs
    }

    /// Back to the start of the line, clear it, then the counter and as much of the end of the
    /// path as fits, so the line never wraps (a wrapped line cannot be redrawn with `\r`).
    package static func text(done: Int, total: Int, path: String, columns: Int) -> String {
        let counter = "[\(done)/\(total)] "
        let room = Swift.max(columns - 1 - counter.count, 1)
        let shown = path.count <= room ? path : "…" + String(path.suffix(Swift.max(room - 1, 0)))
        return clear + counter + shown
    }

    /// Carriage return and "erase to end of line".
    package static let clear = "\r\u{1B}[K"

    /// The `progress` callback a batch (`BatchChecker.map`) takes: each input's line as it is
    /// handed over, drawn on standard error; nil when `shown` is false. Call `finish` after.
    package static func callback<Input>(
        shown: Bool, environment: ToolEnvironment, path: @escaping (Input) -> String
    ) -> ((_ done: Int, _ total: Int, _ input: Input) -> Void)? {
        guard shown else { return nil }
        let columns = environment.standardErrorColumns ?? 80
        let write = environment.writeStandardErrorNow
        return { done, total, input in write(text(done: done, total: total, path: path(input), columns: columns)) }
    }

    /// Erases the line once the batch is done, when it was shown.
    package static func finish(shown: Bool, environment: ToolEnvironment) {
        if shown { environment.writeStandardErrorNow(clear) }
    }
}
