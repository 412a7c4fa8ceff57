import SVGModel

/// A shape written again as a filled `<path>`: `fix` writes its merged outlines, applied clips
/// and outlined strokes this way, and `resize` its shapes offset back to keep their stems. Only
/// the shape's own bytes change: its `d` (any other shape renamed to `path`, its geometry
/// attributes left, ignored by every renderer), and a dropped stroke declared in its own `style`.
extension SourceEdit {
    /// The edits that make `node` a `<path>` drawing path data `data` (in its own user space),
    /// and with `removingStroke` its stroke dropped (`filled`: whether the shape's own fill
    /// stays; otherwise the stroke's paint becomes its fill). Every other byte stays.
    package static func drawing(
        _ node: SVGNode, as data: String, removingStroke: Bool, filled: Bool, in tree: SVGTree
    ) throws(RewriteRefusal) -> [SourceEdit] {
        let element = tree.element(of: node)
        // Attributes added after the element name, in one insertion (two at one place would
        // make the result depend on their order).
        var inserted = ""
        var edits: [SourceEdit] = []
        if element.name == "path" {
            guard let d = element.attribute("d") else {
                throw RewriteRefusal("the <path> has no `d` attribute to rewrite", at: node.offset)
            }
            edits.append(SourceEdit(range: d.valueRange, replacement: data))
        } else {
            edits += try renaming(element, in: tree.source)
            inserted += SVGElement.Attribute("d", data).written
        }
        if removingStroke {
            // A fill that covers nothing (a line's) leaves the outline to the stroke's paint.
            switch strokeRemoval(node, filled: filled, in: tree) {
            case .edit(let edit): edits.append(edit)
            case .attribute(let text): inserted = text + inserted
            }
        }
        if !inserted.isEmpty {
            edits.append(
                SourceEdit(
                    range: SourceRange(start: element.nameRange.end, end: element.nameRange.end), replacement: inserted)
            )
        }
        return edits
    }

    /// Any shape other than `<path>` becomes a `<path>` (its geometry attributes stay, ignored
    /// by every renderer, so no other byte moves).
    static func renaming(_ element: XMLElement, in source: SourceFile) throws(RewriteRefusal) -> [SourceEdit] {
        if let d = element.attribute("d") {
            throw RewriteRefusal(
                "a <\(element.name)> with a `d` attribute cannot be rewritten as a path", at: d.nameRange.start)
        }
        var edits = [SourceEdit(range: element.nameRange, replacement: "path")]
        if let end = endTagNameRange(element, in: source) { edits.append(SourceEdit(range: end, replacement: "path")) }
        return edits
    }

    /// The name in `</name>` when the element is not self-closing.
    static func endTagNameRange(_ element: XMLElement, in source: SourceFile) -> SourceRange? {
        guard element.range.end > element.startTagRange.end else { return nil }
        let bytes = source.bytes
        var k = element.range.end - 1  // at '>'
        guard k >= 0, bytes[k] == UInt8(ascii: ">") else { return nil }
        k -= 1
        while k > 0,
            bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\n")
                || bytes[k] == UInt8(ascii: "\r")
        { k -= 1 }
        let nameEnd = k + 1
        let nameStart = nameEnd - element.name.utf8.count
        guard nameStart >= 2, Array(bytes[nameStart..<nameEnd]) == Array(element.name.utf8) else { return nil }
        return SourceRange(start: nameStart, end: nameEnd)
    }

    enum StrokeRemoval {
        case edit(SourceEdit)
        /// An attribute to insert after the element name.
        case attribute(String)
    }

    /// The stroke is in the outline now: `stroke:none` in the element's own `style` (which
    /// outranks attributes and style-sheet rules), and a fill in the stroke's paint when the
    /// shape had none, so the outline draws in the colour the stroke did.
    static func strokeRemoval(_ node: SVGNode, filled: Bool, in tree: SVGTree) -> StrokeRemoval {
        let element = tree.element(of: node)
        var declarations = "stroke:none"
        if !filled { declarations = "fill:\(node.style[.stroke].raw);" + declarations }
        if let style = element.attribute("style") {
            let value = style.value.trimmingWhitespace()
            let separator = value.isEmpty || value.hasSuffix(";") ? "" : ";"
            return .edit(
                SourceEdit(
                    range: SourceRange(start: style.valueRange.end, end: style.valueRange.end),
                    replacement: XMLEscaping.escaped(separator + declarations)))
        }
        return .attribute(SVGElement.Attribute("style", declarations).written)
    }
}
