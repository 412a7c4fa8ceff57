import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolModel

/// What `fix` does with Draw guide points (`data-clipstroke-keyframes`, docs/template-format.md
/// §5.1) on the paths it rewrites. The points name places along a path's subpaths, so they stay
/// on a path whose structure the repair left alone (a `Z` closing a subpath that ends on its
/// start, a clip taken off), and go from a path the repair redrew: kept, they would point at
/// other places of another outline. The designs' guide points go together (Apple: annotation
/// data needs the same paths in every design), so they go from that path in every design, and
/// the report says so: the path has to be annotated again in the SF Symbols app.
enum GuidePointKeeping {
    /// `pass` with the guide points of the paths it redrew removed, in every design, and the
    /// removal reported; `pass` itself when no redrawn path carried any. `readBack`: the input
    /// with `pass`'s edits, read back, to compare each path's structure with what it was.
    static func review(_ pass: Fixer.Pass, template: SymbolTemplate, readBack: ReadBack) throws(RewriteRefusal)
        -> Fixer.Pass
    {
        guard template.hasDrawGuidePoints, !pass.edits.isEmpty else { return pass }
        guard let after = readBack.template else {
            throw RewriteRefusal("the repaired file does not read as a template again; nothing was written")
        }
        let startTags = Dictionary(
            after.tree.nodes.filter { !$0.isInstance }.map { (after.tree.element(of: $0).startTagRange.start, $0) },
            uniquingKeysWith: { first, _ in first })
        let designs = template.drawnVariants.compactMap { template.glyph($0) }
        var redrawn: [(variant: Variant, place: Int)] = []
        for glyph in designs {
            for (place, shape) in glyph.shapes.enumerated() where shape.guidePoints != nil {
                let start = template.tree.element(of: shape.node).startTagRange.start
                let moved = SourceEdit.offset(start, after: pass.edits)
                let unchanged =
                    startTags[moved].flatMap { $0.geometry }.map { sameStructure(shape.node.geometry, $0) } ?? false
                if !unchanged { redrawn.append((glyph.variant, place)) }
            }
        }
        guard !redrawn.isEmpty else { return pass }
        var out = pass
        let places = Set(redrawn.map(\.place))
        for glyph in designs {
            for place in places.sorted() where place < glyph.shapes.count {
                guard let points = glyph.shapes[place].guidePoints else { continue }
                let node = glyph.shapes[place].node
                out.edits.append(SourceEdit.removing(points.attribute, of: template.tree.element(of: node)))
                let redrewIt = redrawn.contains { $0.variant == glyph.variant && $0.place == place }
                let by = redrawn.first { $0.place == place }!.variant
                let change =
                    redrewIt
                    ? "removed its Draw guide points (`\(DrawGuidePoints.attributeName)`), which name places along the outline it had; removed from path \(place + 1) of every design, to annotate again in the SF Symbols app"
                    : "removed its Draw guide points (`\(DrawGuidePoints.attributeName)`) with those of path \(place + 1) in \(by), which was redrawn: the designs' guide points go together"
                out.add(change, to: node, in: glyph.variant, tree: template.tree)
            }
        }
        return out
    }

    /// Whether `after` has `before`'s subpaths with the same kinds of segments (closing a
    /// subpath with `Z` adds none).
    static func sameStructure(_ before: Path?, _ after: Path) -> Bool {
        guard let before, before.subpaths.count == after.subpaths.count else { return false }
        return zip(before.subpaths, after.subpaths).allSatisfy { x, y in
            x.segments.count == y.segments.count
                && zip(x.segments, y.segments).allSatisfy { a, b in
                    switch (a, b) {
                    case (.line, .line), (.cubic, .cubic): return true
                    default: return false
                    }
                }
        }
    }

    /// The refusal of a static write-out of a template with Draw guide points: the derived
    /// variants' guide points cannot be made from the sources' (what the numbers are is not
    /// documented), so writing them out would lose the Draw annotation.
    static func refuseStaticWriteOut(of template: SymbolTemplate) throws(RewriteRefusal) {
        guard template.hasDrawGuidePoints else { return }
        throw RewriteRefusal(
            "the repaired sources would have to be written out as a static template, and its Draw guide points cannot be made for the derived variants; nothing was written",
            help:
                "repair the sources in a drawing tool keeping the same commands in all three, then annotate Draw again in the SF Symbols app"
        )
    }
}

extension Fixer.Pass {
    /// Adds `change` to what was done to `node` in `variant`'s report.
    mutating func add(_ change: String, to node: SVGNode, in variant: Variant, tree: SVGTree) {
        let shape = RepairedShape(
            offset: node.offset, element: CheckContext.describe(node, in: tree), changes: [change])
        guard let k = repairs.firstIndex(where: { $0.variant == variant }) else {
            repairs.append(VariantRepair(variant: variant, shapes: [shape]))
            repairs.sort { $0.variant < $1.variant }
            return
        }
        var shapes = repairs[k].shapes
        if let s = shapes.firstIndex(where: { $0.offset == node.offset }) {
            shapes[s] = RepairedShape(
                offset: node.offset, element: shapes[s].element, changes: shapes[s].changes + [change])
        } else {
            shapes.append(shape)
            shapes.sort { $0.offset < $1.offset }
        }
        repairs[k] = VariantRepair(variant: variant, shapes: shapes)
    }
}
