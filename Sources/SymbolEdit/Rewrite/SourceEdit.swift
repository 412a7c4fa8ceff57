import SVGModel
import SymbolCheck

/// One replacement in the input bytes: `range` (empty for an insertion) becomes `replacement`.
/// `resize` builds its output only from these, so every byte outside them stays as it was.
package struct SourceEdit: Sendable, Hashable {
    package var range: SourceRange
    package var replacement: String

    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Where an input offset lands once `edits` are applied: moved by what the edits that end
    /// at or before it added or removed (an offset inside an edit is not moved).
    package static func offset(_ offset: Int, after edits: [SourceEdit]) -> Int {
        offset
            + edits.filter { $0.range.end <= offset }.reduce(0) {
                $0 + $1.replacement.utf8.count - ($1.range.end - $1.range.start)
            }
    }

    /// Splices `edits` into `bytes`. Two edits touching the same bytes (or inserting at the
    /// same place) would make the result depend on their order, so they are refused.
    package static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) throws(RewriteRefusal) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        var previous: SourceEdit? = nil
        for edit in sorted {
            guard edit.range.start >= 0, edit.range.start <= edit.range.end, edit.range.end <= bytes.count else {
                throw RewriteRefusal("a rewrite falls outside the file (bytes \(edit.range.start)..<\(edit.range.end))")
            }
            if let previous, edit.range.start < previous.range.end || edit.range.start == previous.range.start {
                throw RewriteRefusal(
                    "two rewrites overlap; is a glyph group or margin guide nested inside another?",
                    at: edit.range.start)
            }
            out.append(contentsOf: bytes[cursor..<edit.range.start])
            out.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.end
            previous = edit
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }
}
