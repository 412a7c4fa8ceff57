/// MCP's stdio transport frames messages by line: each JSON-RPC message is one line of UTF-8,
/// ended by a newline, with no newline inside (docs/mcp.md cites the transport's rule). This
/// splits the bytes read from standard input into those lines, as they come, whatever the
/// chunks. A line longer than `maxLineBytes` is not kept: its bytes are dropped as they arrive
/// and it is reported once, as `tooLong`, so a client that never sends a newline cannot grow
/// the server's memory.
package struct MessageFraming: Sendable {
    package enum Event: Sendable, Equatable {
        /// One line without its newline (and without a `\r` before it).
        case line([UInt8])
        /// A line of this many bytes was dropped.
        case tooLong(Int)
    }

    package let maxLineBytes: Int
    private var pending: [UInt8] = []
    /// Bytes of the line being dropped, when over the limit.
    private var dropped: Int?

    package init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// The lines `chunk` completes.
    package mutating func feed(_ chunk: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            take(rest[..<newline])
            events.append(endLine())
            rest = rest[rest.index(after: newline)...]
        }
        take(rest)
        return events
    }

    /// At the end of input: the last line when it had no newline.
    package mutating func finish() -> [Event] {
        guard !pending.isEmpty || dropped != nil else { return [] }
        return [endLine()]
    }

    private mutating func take(_ bytes: some Collection<UInt8>) {
        if let count = dropped {
            dropped = count + bytes.count
        } else if pending.count + bytes.count > maxLineBytes {
            dropped = pending.count + bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func endLine() -> Event {
        defer {
            pending = []
            dropped = nil
        }
        if let count = dropped { return .tooLong(count) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        return .line(pending)
    }
}
