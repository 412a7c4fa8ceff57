import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

/// The local map each shape element is rewritten with. A `<use>` draws an element's numbers in
/// more than one place (a path in `<defs>` drawn by a glyph, or drawn twice), and resize can
/// rewrite those numbers only when every place they are drawn needs the same rewrite: all
/// occurrences in glyphs scaled about the same local point by the same factor, and none
/// anywhere else. Otherwise it refuses, naming the two places that disagree.
struct SharedGeometryMaps {
    struct Planned {
        let node: SVGNode
        let map: AffineTransform
        let variant: Variant
    }

    /// One entry per element, in the order first met.
    private(set) var planned: [Planned] = []
    private var byElement: [Int: Int] = [:]
    /// Every node (document or instance) a planned element is scaled through.
    private var scaledNodes: Set<Int> = []

    mutating func add(_ map: AffineTransform, for node: SVGNode, in variant: Variant, tree: SVGTree)
        throws(RewriteRefusal)
    {
        scaledNodes.insert(node.index)
        guard let k = byElement[node.element] else {
            byElement[node.element] = planned.count
            planned.append(Planned(node: node, map: map, variant: variant))
            return
        }
        let first = planned[k]
        if first.node.index == node.index {
            // The same written shape in two glyphs (one glyph group nested in another): both
            // rewrites are kept, and applying them is refused as overlapping edits.
            planned.append(Planned(node: node, map: map, variant: variant))
            return
        }
        guard !first.map.isClose(to: map) else { return }
        let name = describe(node, in: tree)
        let places = first.variant == variant ? "twice in \(variant.id)" : "in \(first.variant.id) and \(variant.id)"
        throw RewriteRefusal(
            "\(name) is drawn \(places) with different placements, so no single rewrite of its numbers scales both",
            at: tree[node.use ?? node.index].offset,
            help:
                "give each glyph its own copy of the shape (in your drawing app: detach the symbol or unlink the clone) and resize again"
        )
    }

    /// A shared element is also drawn where nothing is being scaled (a row already at its
    /// target, a guide, the notes): rewriting it would move that drawing too.
    func refuseUnscaledOccurrences(in tree: SVGTree) throws(RewriteRefusal) {
        for entry in planned {
            let occurrences = tree.occurrences(of: entry.node.element)
            guard occurrences.count > 1 else { continue }
            for other in occurrences where !scaledNodes.contains(other.index) && isRendered(other, in: tree) {
                let place = other.use.map { tree[$0] } ?? other
                throw RewriteRefusal(
                    "\(describe(entry.node, in: tree)) is scaled in \(entry.variant.id) but also drawn at \(tree.location(of: place.offset)), outside the glyphs being resized",
                    at: place.offset,
                    help: "give the glyph its own copy of the shape instead of a <use>, and resize again")
            }
        }
    }

    private func describe(_ node: SVGNode, in tree: SVGTree) -> String {
        let element = tree.element(of: node)
        return element.id.map { "<\(element.name) id=\"\($0)\">" } ?? "a <\(element.name)>"
    }

    /// Drawn where it is: neither it nor an ancestor is a definition.
    private func isRendered(_ node: SVGNode, in tree: SVGTree) -> Bool {
        var k: Int? = node.index
        while let current = k {
            if !tree[current].isRenderedHere { return false }
            k = tree[current].parent
        }
        return true
    }
}

extension AffineTransform {
    /// Equal up to rounding: the same local map reached through different transforms differs
    /// in the last bits.
    func isClose(to other: AffineTransform) -> Bool {
        let scale = Swift.max(1, abs(e), abs(f), abs(other.e), abs(other.f))
        return abs(a - other.a) <= 1e-12 && abs(b - other.b) <= 1e-12 && abs(c - other.c) <= 1e-12
            && abs(d - other.d) <= 1e-12 && abs(e - other.e) <= 1e-9 * scale && abs(f - other.f) <= 1e-9 * scale
    }
}
