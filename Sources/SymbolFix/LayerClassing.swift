import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

/// `missing-layer-classes`'s repair: a glyph shape put in the one layer Apple's exports give a
/// one-layer glyph (`AppleTemplate.layerClasses`), by adding the classes to its `class`
/// attribute, or the attribute after the element's name. Every other byte stays.
enum LayerClassing {
    static let change = "added the layer classes `\(AppleTemplate.layerClasses)`"

    /// The edit for `node`, merged into `edits` (the shape's other repairs): an attribute
    /// inserted after the element name joins an insertion another repair makes there, since
    /// two insertions at one place would make the result depend on their order.
    static func adding(to node: SVGNode, in tree: SVGTree, with edits: [SourceEdit]) -> [SourceEdit] {
        let element = tree.element(of: node)
        if let existing = element.attribute("class") {
            let value = existing.value.trimmingWhitespace()
            // The classes first: Apple's exports write them before `SFSymbolsPreviewWireframe`.
            let text = AppleTemplate.layerClasses + (value.isEmpty ? "" : " ")
            return edits + [
                SourceEdit(
                    range: SourceRange(start: existing.valueRange.start, end: existing.valueRange.start),
                    replacement: XMLEscaping.escaped(text))
            ]
        }
        let at = SourceRange(start: element.nameRange.end, end: element.nameRange.end)
        let attribute = SVGElement.Attribute("class", AppleTemplate.layerClasses).written
        var merged = edits
        if let k = merged.firstIndex(where: { $0.range == at }) {
            merged[k].replacement = attribute + merged[k].replacement
        } else {
            merged.append(SourceEdit(range: at, replacement: attribute))
        }
        return merged
    }
}
