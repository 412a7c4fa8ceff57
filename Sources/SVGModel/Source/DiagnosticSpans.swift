/// The spans diagnostics underline, chosen in one place so every finding about the same kind
/// of thing points at it the same way:
/// - an element: its start tag's `<` and name, through its `id` attribute when it has one
///   (`<g id="Regular-S"`), which names the element better than any other part of the tag;
/// - an attribute: the whole `name="value"`;
/// - a path command: its letter (or first number for an implicit repeat) through its last number;
/// - a point the XML reader names: the one character there.
/// Every span starts where the finding's location (`line:column`) is.
extension XMLElement {
    /// `<name` through the end of the `id` attribute when there is one, else `<name`.
    public var labelRange: SourceRange {
        let end = attribute("id").map(\.range.end) ?? nameRange.end
        return SourceRange(start: startTagRange.start, end: Swift.max(end, nameRange.end))
    }
}

extension XMLAttribute {
    /// `name="value"`, quotes included; just the name when the reader could not place the
    /// value (then both ranges are the tag's start).
    public var range: SourceRange {
        guard valueRange.start > nameRange.start else { return nameRange }
        return SourceRange(start: nameRange.start, end: valueRange.end + 1)
    }

    /// The source bytes of UTF-8 range `r` in `value`; exact when `isVerbatim`, otherwise the
    /// whole value (references shift positions), as `sourceOffset(ofValueOffset:)` does.
    public func sourceRange(ofValueRange r: Range<Int>) -> SourceRange {
        isVerbatim
            ? SourceRange(start: valueRange.start + r.lowerBound, end: valueRange.start + r.upperBound)
            : valueRange
    }

    /// From UTF-8 offset `k` in `value` to the end of the value: the part of the value a reader
    /// stopped at.
    public func sourceRange(fromValueOffset k: Int) -> SourceRange {
        SourceRange(start: sourceOffset(ofValueOffset: k), end: valueRange.end)
    }
}

extension PathCommand {
    /// The command's text within the attribute value: its letter (or first number) through its
    /// last number; a close command is its one letter.
    public var textRange: Range<Int> {
        offset..<Swift.max(offset + 1, argumentRanges.last?.upperBound ?? offset + 1)
    }
}

extension SourceFile {
    /// The one character at `offset`: all bytes of a UTF-8 sequence, nothing at the end of the
    /// file or at a line break (a span never runs onto the next line by pointing at one).
    public func characterRange(at offset: Int) -> SourceRange {
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
    public func span(of node: SVGNode) -> SourceRange {
        element(of: node).labelRange
    }
}
