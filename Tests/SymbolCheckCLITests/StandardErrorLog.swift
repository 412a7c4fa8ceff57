/// What an in-process command wrote to standard error as it ran (its progress line). A batch
/// calls progress from the calling thread only, one call at a time.
final class StandardErrorLog: @unchecked Sendable {
    private(set) var lines: [String] = []
    func append(_ text: String) { lines.append(text) }

    /// The `[k/N]` counter of each progress line drawn, in order, without the final erase.
    var counters: [String] {
        lines.filter { $0 != "\r\u{1B}[K" }.map { line in String(line.dropFirst(4).prefix { $0 != " " }) }
    }
}
