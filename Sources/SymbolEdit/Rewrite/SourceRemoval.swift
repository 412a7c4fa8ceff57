import SVGModel

/// Edits that take one thing out of a file and keep every other byte: an attribute, a style
/// declaration, an element. `fix` removes annotations with them (`--template-version`, Draw
/// guide points on a redrawn path).
extension SourceEdit {
    /// Removes `attribute` of `element` with the space that separates it: the space after it
    /// when another attribute follows, else the space before it. So removing the last attribute
    /// never reaches into the one before, and the start tag stays well-formed.
    package static func removing(_ attribute: XMLAttribute, of element: XMLElement) -> SourceEdit {
        let attributes = element.attributes.sorted { $0.nameRange.start < $1.nameRange.start }
        let at = attributes.firstIndex { $0.nameRange.start == attribute.nameRange.start } ?? 0
        if at + 1 < attributes.count {
            return SourceEdit(
                range: SourceRange(start: attribute.nameRange.start, end: attributes[at + 1].nameRange.start),
                replacement: "")
        }
        let before = at > 0 ? attributes[at - 1].range.end : element.nameRange.end
        return SourceEdit(range: SourceRange(start: before, end: attribute.range.end), replacement: "")
    }

    /// Removes the style declaration at `range` (from its property to the end of its value) with
    /// the `;` that ends it and the spaces after that; a last declaration without its own `;`
    /// leaves the one before it, which CSS allows (`{a:1;}`). Nil when the bytes at `range` do
    /// not start with `property` (a style text written with character references, whose
    /// offsets do not point into the file).
    package static func removingDeclaration(
        _ property: String, at range: SourceRange, in source: SourceFile
    ) -> SourceEdit? {
        let bytes = source.bytes
        guard range.start >= 0, range.end <= bytes.count, range.start < range.end,
            String(decoding: bytes[range.start..<min(range.end, range.start + property.utf8.count)], as: UTF8.self)
                .lowercased() == property
        else { return nil }
        var end = range.end
        var k = end
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        if k < bytes.count, bytes[k] == UInt8(ascii: ";") {
            end = k + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        }
        return SourceEdit(range: SourceRange(start: range.start, end: end), replacement: "")
    }

    /// Removes `element` whole; when it stands alone on its lines, with its indent and the line
    /// break after it, so no blank line is left.
    package static func removing(_ element: XMLElement, in source: SourceFile) -> SourceEdit {
        let bytes = source.bytes
        var start = element.range.start
        var end = element.range.end
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
            lineStart -= 1
        }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
            lineEnd += 1
        }
        if lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"), lineEnd < bytes.count,
            bytes[lineEnd] == UInt8(ascii: "\n")
        {
            start = lineStart
            end = lineEnd + 1
        }
        return SourceEdit(range: SourceRange(start: start, end: end), replacement: "")
    }
}
