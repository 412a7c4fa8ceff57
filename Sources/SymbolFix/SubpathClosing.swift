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
    /// The edits that close contours `open` (0-based, as `open-subpath`'s repair names them);
    /// nil when the path data cannot be edited so (not a `<path>` written in the glyph, or
    /// subpaths whose place in the file is not known, e.g. data written with entities).
    static func edits(closing open: [Int], of shape: GlyphShape, in tree: SVGTree) -> [SourceEdit]? {
        guard shape.node.use == nil, let geometry = shape.node.geometry,
            let d = tree.element(of: shape.node).attribute("d")
        else { return nil }
        let subpaths = geometry.subpaths
        guard !open.isEmpty, open.allSatisfy(subpaths.indices.contains) else { return nil }
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
        return edits
    }
}
