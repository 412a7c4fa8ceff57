/// The spans diagnostics underline, chosen in one place so every finding about the same kind
/// of thing points at it the same way:
/// - an element: its start tag's `<` and name, through its `id` attribute when it has one
///   within `labelLimit` bytes of the `<` (`<g id="Regular-S"`), which names the element better
///   than any other part of the tag; when path data or a long class list comes first, just
///   `<name`, so an underline never runs across hundreds of characters;
/// - an attribute: the whole `name="value"`;
/// - a path command: its letter (or first number for an implicit repeat) through its last number;
/// - a token the XML reader names (a mismatched end tag's name, a repeated attribute's name,
///   an undefined `&entity;`): the whole token; a point it names otherwise: the one character there.
/// Every span starts where the finding's location (`line:column`) is.
extension XMLElement {
    /// How far from the `<` an `id` attribute may end and still be underlined with the name:
    /// room for a few short attributes (`<path class="monochrome-0" id="outline"`), not for
    /// path data.
    package static let labelLimit = 80

    /// `<name` through the end of the `id` attribute when there is one ending within
    /// `labelLimit` bytes of the `<`, else `<name`.
    package var labelRange: SourceRange {
        let start = startTagRange.start
        var end = nameRange.end
        if let id = attribute("id")?.range.end, id > end, id - start <= Self.labelLimit { end = id }
        return SourceRange(start: start, end: end)
    }
}

extension XMLAttribute {
    /// `name="value"`, quotes included; just the name when the reader could not place the
    /// value (then both ranges are the tag's start).
    package var range: SourceRange {
        guard valueRange.start > nameRange.start else { return nameRange }
        return SourceRange(start: nameRange.start, end: valueRange.end + 1)
    }

    /// The source bytes of UTF-8 range `r` in `value`; exact when `isVerbatim`, otherwise the
    /// whole value (references shift positions), as `sourceOffset(ofValueOffset:)` does.
    package func sourceRange(ofValueRange r: Range<Int>) -> SourceRange {
        isVerbatim
            ? SourceRange(start: valueRange.start + r.lowerBound, end: valueRange.start + r.upperBound)
            : valueRange
    }

    /// From UTF-8 offset `k` in `value` to the end of the value: the part of the value a reader
    /// stopped at.
    package func sourceRange(fromValueOffset k: Int) -> SourceRange {
        SourceRange(start: sourceOffset(ofValueOffset: k), end: valueRange.end)
    }
}

extension PathCommand {
    /// The command's text within the attribute value: its letter (or first number) through its
    /// last number; a close command is its one letter.
    package var textRange: Range<Int> {
        offset..<Swift.max(offset + 1, argumentRanges.last?.upperBound ?? offset + 1)
    }
}

extension SourceFile {
    /// Where the XML reader stopped: the token its message is about, else the one character.
    package func range(of error: XMLError) -> SourceRange {
        guard error.tokenLength > 0 else { return characterRange(at: error.offset) }
        let start = Swift.max(0, Swift.min(error.offset, bytes.count))
        return SourceRange(start: start, end: Swift.min(bytes.count, start + error.tokenLength))
    }

    /// The one character at `offset`: all bytes of a UTF-8 sequence, nothing at the end of the
    /// file or at a line break (a span never runs onto the next line by pointing at one).
    package func characterRange(at offset: Int) -> SourceRange {
        let start = Swift.max(0, Swift.min(offset, bytes.count))
        guard start < bytes.count, bytes[start] != 0x0A, bytes[start] != 0x0D else {
            return SourceRange(at: start)
        }
        var end = start + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return SourceRange(start: start, end: end)
    }
}

extension SVGTree {
    /// The span of a finding about `node`: its element's `labelRange` (for an instance, the
    /// element it copies, as `SVGNode.offset`).
    package func span(of node: SVGNode) -> SourceRange {
        element(of: node).labelRange
    }
}
