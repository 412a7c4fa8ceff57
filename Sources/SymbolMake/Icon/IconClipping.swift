import SVGModel
import SymbolGeometry

/// A `clip-path` or `mask` that applies to a shape, read as the region it lets through
/// ([ClipRegion], which `fix` reads clips with too): a template draws plain outlines, so
/// `make` applies it to the shape's outline (GEOS: an intersection) or, when it lets all of
/// the shape through, leaves it out.
package typealias IconClip = ClipRegion

/// Reads the clip paths and masks above a shape. Only what can be drawn as plain outlines is
/// accepted; anything softer is refused with the reason ([ClipRegion.read]).
enum IconClipReader {
    /// Every clip and mask from the shape up to the root, innermost first; `cache` keeps each
    /// declaring element's clips so a group's clip is read once for all its shapes.
    static func clips(
        above node: SVGNode, in tree: SVGTree, source: SourceFile, cache: inout [Int: [IconClip]]
    ) throws(MakeFailure) -> [IconClip] {
        var out: [IconClip] = []
        var current: Int? = node.index
        while let index = current {
            if let known = cache[index] {
                out += known
            } else {
                var own: [IconClip] = []
                for property in [StyleProperty.clipPath, .mask] {
                    do {
                        if let clip = try ClipRegion.read(property, on: tree[index], in: tree) { own.append(clip) }
                    } catch {
                        throw MakeFailure(
                            source, MakeFailure.unsupportedID, error.message, at: error.range, help: error.help)
                    }
                }
                cache[index] = own
                out += own
            }
            current = tree[index].parent
        }
        return out
    }
}
