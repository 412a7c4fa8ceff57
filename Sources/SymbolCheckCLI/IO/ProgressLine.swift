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
}
