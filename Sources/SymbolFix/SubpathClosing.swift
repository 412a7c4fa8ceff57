import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

/// Subpaths that end on their start point without `Z` (`open-subpath`'s most common cause:
/// corpus 128 has 216): `Z` is written after each, just before the command that starts the
/// next subpath or at the end of the path data. The outline does not move, and the current
/// point after `Z` is the start, which is where the subpath already ended, so a relative
/// command after it means what it meant.
enum SubpathClosing {
    /// The edits and the contours (0-based) they close; nil when there is nothing to close or
    /// the path data cannot be edited so (not a `<path>` written in the glyph, or subpaths
    /// whose place in the file is not known, e.g. data written with entities).
    static func edits(_ shape: GlyphShape, in tree: SVGTree) -> (edits: [SourceEdit], contours: [Int])? {
        guard shape.isFilled, shape.node.use == nil, let geometry = shape.node.geometry,
            let d = tree.element(of: shape.node).attribute("d")
        else { return nil }
        let subpaths = geometry.subpaths
        let open = subpaths.indices.filter { subpaths[$0].endsWhereItStartsUnclosed }
        guard !open.isEmpty else { return nil }
        var edits: [SourceEdit] = []
        for index in open {
            let end: Int
            if index + 1 < subpaths.count {
                guard let next = subpaths[index + 1].sourceRange?.start else { return nil }
                end = next
            } else {
                end = d.valueRange.end
            }
            guard end >= d.valueRange.start, end <= d.valueRange.end else { return nil }
            edits.append(SourceEdit(range: SourceRange(start: end, end: end), replacement: "Z"))
        }
        return (edits, open)
    }
}
