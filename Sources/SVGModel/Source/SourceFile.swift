/// The bytes of one input and a line table, so every later stage can keep plain byte offsets
/// and still report `line:column` and a source snippet.
package struct SourceFile: Sendable {
    /// The path exactly as the user gave it; reports show it unchanged.
    package private(set) var path: String
    package let bytes: [UInt8]
    /// Byte offset where each line starts. Line breaks are LF, CRLF or a lone CR.
    private let lineStarts: [Int]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.lineStarts = starts
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The same bytes reported as the file at `path` (what a command wrote under another name).
    package func renamed(_ path: String) -> SourceFile {
        var renamed = self
        renamed.path = path
        return renamed
    }

    package var lineCount: Int { lineStarts.count }

    /// 1-based line and column of a byte offset. Columns count Unicode scalars, so a caret
    /// under non-ASCII text lines up; a UTF-8 byte-order mark does not count.
    package func location(of offset: Int) -> SourceLocation {
        let clamped = Swift.max(0, Swift.min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        if lo == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = Swift.min(3, clamped) }
        while i < clamped {
            // Count lead bytes only: continuation bytes are 10xxxxxx.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: lo + 1, column: column)
    }

    /// Where a range starts and ends (`end` exclusive). The end is counted on from the start,
    /// so on a long minified line a span costs its own length rather than its column again.
    package func locations(of range: SourceRange) -> (start: SourceLocation, end: SourceLocation) {
        let start = location(of: range.start)
        let from = Swift.max(0, Swift.min(range.start, bytes.count))
        let to = Swift.max(from, Swift.min(range.end, bytes.count))
        // A byte-order mark is not counted: leave its neighbourhood to `location(of:)`.
        guard from >= 3 else { return (start, location(of: to)) }
        var column = start.column
        for i in from..<to {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { return (start, location(of: to)) }
            if b & 0xC0 != 0x80 { column += 1 }
        }
        return (start, SourceLocation(line: start.line, column: column))
    }

    /// The text of a 1-based line without its line break (invalid UTF-8 is replaced).
    package func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        var start = lineStarts[line - 1]
        if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of byte offsets into a `SourceFile`.
package struct SourceRange: Hashable, Sendable {
    package var start: Int
    package var end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    package init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    package var length: Int { end - start }
}
