import SVGModel
import SymbolCheck
import SymbolEdit

/// A replacement inside one attribute value, by UTF-8 offsets into the value.
struct ValueEdit: Sendable, Hashable {
    var range: Range<Int>
    var text: String

    /// Nil when `text` is what is already written there (a factor of 1 up to rounding).
    static func replacing(_ range: Range<Int>, in value: [UInt8], with text: String) -> ValueEdit? {
        value[range].elementsEqual(text.utf8) ? nil : ValueEdit(range: range, text: text)
    }
}

/// Why one value cannot be rewritten, with the offset inside the value to point at.
struct ValueRewriteFailure: Error {
    let message: String
    let offset: Int
}

extension XMLAttribute {
    /// Edits inside this value as edits of the file. Only a verbatim value (no entity or
    /// character references) maps offsets one-to-one; any other is refused, not guessed.
    func sourceEdits(_ edits: [ValueEdit], element: String) throws(RewriteRefusal) -> [SourceEdit] {
        guard !edits.isEmpty else { return [] }
        guard isVerbatim else {
            throw RewriteRefusal(
                "the `\(name)` of a <\(element)> is written with entity or character references, so its numbers cannot be rewritten in place",
                at: valueRange.start, help: "write the value out without `&…;` references and run resize again")
        }
        return edits.map {
            SourceEdit(
                range: SourceRange(
                    start: valueRange.start + $0.range.lowerBound, end: valueRange.start + $0.range.upperBound),
                replacement: $0.text)
        }
    }
}

/// Keeps numbers apart where the source wrote them back to back: `1.5.5` is two numbers only
/// because the second starts with `.`; rewritten as `2` and `0.625` they would read as `20.625`.
/// A rewritten number always ends in a digit, so a space goes before one that follows a digit
/// or a point unless it starts with `-`, and after one that a point or digit follows unless
/// that next number is rewritten too (and so gets its own space).
func separated(_ edits: [ValueEdit], in value: [UInt8]) -> [ValueEdit] {
    let starts = Set(edits.map(\.range.lowerBound))
    func joins(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") }
    return edits.map { edit in
        var out = edit
        if edit.range.lowerBound > 0, joins(value[edit.range.lowerBound - 1]), !edit.text.hasPrefix("-") {
            out.text = " " + out.text
        }
        if edit.range.upperBound < value.count, joins(value[edit.range.upperBound]),
            !starts.contains(edit.range.upperBound)
        {
            out.text += " "
        }
        return out
    }
}
