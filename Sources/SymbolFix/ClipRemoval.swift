import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

/// A `clip-path` or `mask` that lets all of the ink it applies to through (`clip-cuts-nothing`
/// decides it and carries the repair, `Repair.Action.removeClip`: Figma's frame-sized `clip0…`):
/// `fix` takes it off the element, leaving the definition, which draws nothing, and every other
/// byte as it was. A clip that cuts ink is `ClipApplication`'s.
enum ClipRemoval {
    struct Removal {
        let node: SVGNode
        let property: StyleProperty
        /// Nil when the edit of the other property on the same element makes this one too.
        var edit: SourceEdit?
    }

    /// The removals of the `requested` declarations in `glyph`, each once: `done` holds the
    /// ones already made, across glyphs.
    static func removals(
        _ requested: Set<ClipDeclaration>, in glyph: Glyph, tree: SVGTree, done: inout Set<ClipDeclaration>
    ) -> [Removal] {
        var out: [Removal] = []
        for shape in glyph.shapes {
            var current: Int? = shape.node.index
            while let index = current {
                let node = tree[index]
                for property in [StyleProperty.clipPath, .mask] {
                    let declaration = ClipDeclaration(node: index, property: property)
                    guard requested.contains(declaration), done.insert(declaration).inserted,
                        var edit = edit(removing: property, from: node, in: tree)
                    else { continue }
                    // Both properties off one element: an attribute deleted up to the element
                    // name and a `style` inserted there are one edit (two at one place clash).
                    if let k = out.firstIndex(where: {
                        $0.node.index == index && $0.edit?.range.start == edit.range.start
                    }), let other = out[k].edit {
                        out[k].edit = nil
                        let (deletion, insertion) = other.range.length == 0 ? (edit, other) : (other, edit)
                        edit = SourceEdit(
                            range: deletion.range, replacement: insertion.replacement + deletion.replacement)
                    }
                    out.append(Removal(node: node, property: property, edit: edit))
                }
                if index == glyph.node.index { break }
                current = node.parent
            }
        }
        return out
    }

    /// The attribute deleted with the space beside it; a declaration in `style=""` or a style
    /// sheet is overridden by `property:none` at the end of the element's own `style`.
    static func edit(removing property: StyleProperty, from node: SVGNode, in tree: SVGTree) -> SourceEdit? {
        let element = tree.element(of: node)
        switch node.style[property].origin {
        case .presentationAttribute:
            guard let attribute = element.attribute(property.rawValue) else { return nil }
            let bytes = tree.source.bytes
            func isSpace(_ k: Int) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(bytes[k]) }
            // From the name to the value's closing quote, with the space after it, or before it
            // when it is the last attribute, back to the element name when it is the only one
            // (`<g clip-path="…">` becomes `<g>`: `removals` joins an insertion there into it).
            var start = attribute.nameRange.start
            var end = attribute.valueRange.end + 1
            if end < bytes.count, isSpace(end) {
                while end < bytes.count, isSpace(end) { end += 1 }
            } else {
                while start > element.nameRange.end, isSpace(start - 1) { start -= 1 }
            }
            return SourceEdit(range: SourceRange(start: start, end: end), replacement: "")
        case .inlineStyle, .styleSheet:
            guard let style = element.attribute("style") else {
                return SourceEdit(
                    range: SourceRange(start: element.nameRange.end, end: element.nameRange.end),
                    replacement: SVGElement.Attribute("style", "\(property.rawValue):none").written)
            }
            let value = style.value.trimmingWhitespace()
            let separator = value.isEmpty || value.hasSuffix(";") ? "" : ";"
            return SourceEdit(
                range: SourceRange(start: style.valueRange.end, end: style.valueRange.end),
                replacement: XMLEscaping.escaped(separator + "\(property.rawValue):none"))
        case .initial:
            return nil
        }
    }
}
