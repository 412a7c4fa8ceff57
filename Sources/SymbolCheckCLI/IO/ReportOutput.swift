/// Standard output for a report written as it is made. Text is gathered into chunks of
/// `chunkSize` bytes and each full chunk is written at once through the environment, so a
/// catalog's report is never held whole and costs one system call per chunk, not per result.
/// Without a way to write at once (in-process runs, tests), the text is kept and handed to
/// `ToolOutput.stdout` at the end, as every other command does.
package struct ReportOutput {
    static let chunkSize = 64 * 1024

    private let writeNow: (@Sendable ([UInt8]) -> Void)?
    /// Called before a chunk is written: erases the progress line when standard output and
    /// standard error are the same terminal, so report text never lands after it.
    private let beforeChunk: (() -> Void)?
    private var pending: [UInt8] = []

    /// `beforeChunk` also makes chunks end at a line break, so erasing the progress line
    /// never erases a half-written line of the report.
    package init(writeNow: (@Sendable ([UInt8]) -> Void)?, beforeChunk: (() -> Void)? = nil) {
        self.writeNow = writeNow
        self.beforeChunk = beforeChunk
        if writeNow != nil { pending.reserveCapacity(Self.chunkSize + 4096) }
    }

    package mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.chunkSize { writeFullChunk() }
    }

    mutating func write(bytes: [UInt8]) {
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { writeFullChunk() }
    }

    /// Writes what is left; in-process, hands the whole text to `output.stdout`.
    package mutating func finish(into output: inout ToolOutput) {
        guard let writeNow else {
            // Every byte came from a String, so the bytes are whole UTF-8.
            output.stdout += String(decoding: pending, as: UTF8.self)
            pending = []
            return
        }
        guard !pending.isEmpty else { return }
        beforeChunk?()
        writeNow(pending)
        pending = []
    }

    private mutating func writeFullChunk() {
        guard let writeNow else { return }
        var end = pending.count
        if beforeChunk != nil {
            guard let lastBreak = pending.lastIndex(of: UInt8(ascii: "\n")) else { return }
            end = lastBreak + 1
        }
        beforeChunk?()
        writeNow(Array(pending[..<end]))
        pending.removeSubrange(..<end)
    }
}
