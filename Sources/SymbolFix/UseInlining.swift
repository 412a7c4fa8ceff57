import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolModel

/// Repairs of shapes a `<use>` draws. The element a `<use>` refers to is written once and drawn
/// wherever something refers to it, so `fix` repairs it where it is written only when every
/// place that draws it needs that very repair (the same edits): Sketch draws a shape once in
/// `<defs>` and places it with `<use>`s at other offsets. Otherwise the `<use>` written in the
/// glyph is replaced by what it draws, each shape a `<path>` in the `<use>`'s parent coordinates
/// (its transform, `x` and `y` applied to the points) with its computed style written out
/// (inherited through the `<use>` as renderers inherit it), and repaired there like any shape
/// written in the glyph. No other byte changes.
enum UseInlining {
    /// A shape drawn through a `<use>` and the repair it needs, as if it were written in place.
    struct InstanceRepair {
        let shape: GlyphShape
        let variant: Variant
        let repair: ShapeRepair
    }

    /// A `<use>` replaced by what it draws, and what `fix` says of the shapes written there.
    struct Replacement {
        let edit: SourceEdit
        let change: String
    }

    /// The `<use>` written in the file that draws `node` (the outermost one when uses nest).
    static func outermostUse(of node: SVGNode, in tree: SVGTree) -> SVGNode? {
        guard var use = node.use.map({ tree[$0] }) else { return nil }
        while let outer = use.use { use = tree[outer] }
        return use
    }

    /// The repairs that can be made once, in the element every occurrence shows, and the
    /// `<use>`s (node indices of uses written in the file) to replace by what they draw.
    static func split(_ repairs: [InstanceRepair], in tree: SVGTree) -> (
        shared: [InstanceRepair], inline: Set<Int>
    ) {
        let byElement = Dictionary(grouping: repairs, by: { $0.shape.node.element })
        var shared: [InstanceRepair] = []
        var inline: Set<Int> = []
        for (element, group) in byElement {
            let occurrences = tree.occurrences(of: element).filter {
                $0.isInstance || isDrawnWhereWritten($0, in: tree)
            }
            let repaired = Set(group.map(\.shape.node.index))
            let edits = group[0].repair.edits
            if occurrences.allSatisfy({ repaired.contains($0.index) }) && group.allSatisfy({ $0.repair.edits == edits })
            {
                shared += group
            } else {
                for instance in group {
                    if let use = outermostUse(of: instance.shape.node, in: tree) { inline.insert(use.index) }
                }
            }
        }
        return (shared.sorted { $0.shape.node.index < $1.shape.node.index }, inline)
    }

    /// False for an element inside `<defs>`, a `<symbol>` or another element that draws only
    /// where something refers to it.
    static func isDrawnWhereWritten(_ node: SVGNode, in tree: SVGTree) -> Bool {
        var k: Int? = node.index
        while let current = k {
            if tree[current].kind.isRenderedOnlyByReference { return false }
            k = tree[current].parent
        }
        return true
    }

    /// What replaces the `<use>` (a node written in `glyph`): the glyph's shapes it draws, each
    /// a `<path>`, one per line at the `<use>`'s indent; the `<use>`'s own children (a `<title>`)
    /// go with it. Refused where paths alone cannot draw it as it was: a clip, mask or filter on
    /// the way, an opacity on a group of several shapes (applied to each it would show their
    /// overlaps), or a stroke under a transform that does not scale alike in every direction.
    static func replacement(for use: SVGNode, in glyph: Glyph, tree: SVGTree) throws(RewriteRefusal) -> Replacement {
        let element = tree.element(of: use)
        let what = reference(use, in: tree)
        func refusal(_ why: String) -> RewriteRefusal {
            RewriteRefusal(
                "the shape is drawn through a <use> of `\(what)`, and fix cannot write what it draws in its place: \(why)",
                at: use.offset,
                help: "replace the <use> by a copy of what it draws (with the <use>'s x, y and transform)",
                suggestion: .fixAgain)
        }
        guard let parent = use.parent.map({ tree[$0] }), let inverse = parent.ctm.inverted else {
            throw refusal("the group it is drawn in collapses everything drawn in it")
        }
        let shapes = glyph.shapes.filter { tree.isDescendant($0.node.index, of: use.index) }
        let nodes = [use] + tree.descendants(of: use.index)
        for node in nodes {
            for property in [StyleProperty.clipPath, .mask, .filter] where node.style[property].raw != "none" {
                throw refusal("a <\(tree.element(of: node).name)> in it has `\(property.rawValue)`")
            }
            if shapes.count > 1, node.geometry == nil, abs(node.style.opacity - 1) > 1e-9 {
                throw refusal("its <\(tree.element(of: node).name)> of several shapes has an opacity")
            }
        }
        if nodes.contains(where: { node in
            node.geometry != nil && !shapes.contains { $0.node.index == node.index }
        }) {
            throw refusal("it draws a shape the glyph does not count as one of its shapes")
        }
        var written: [SVGElement] = []
        for shape in shapes {
            guard let geometry = shape.node.geometry else { continue }
            let transform = inverse.concatenating(shape.node.ctm)
            let scale = abs(transform.determinant).squareRoot()
            let similar =
                abs(transform.a - transform.d) <= 1e-9 * scale && abs(transform.b + transform.c) <= 1e-9 * scale
                || abs(transform.a + transform.d) <= 1e-9 * scale && abs(transform.b - transform.c) <= 1e-9 * scale
            let strokes = shape.node.style.stroke.paints
            if strokes && !similar {
                throw refusal("its stroke is drawn under a transform that stretches it unevenly")
            }
            let style = shape.node.style
            let opacity =
                parent.cumulativeOpacity > 0 ? shape.node.cumulativeOpacity / parent.cumulativeOpacity : style.opacity
            let declarations = try StaticWriteOut.declarations(
                of: shape, opacity: opacity,
                stroke: strokes
                    ? (
                        width: style.strokeWidth * scale, dashes: (style.strokeDasharray ?? []).map { $0 * scale },
                        dashOffset: style.strokeDashoffset * scale
                    ) : nil)
            var attributes: [SVGElement.Attribute] = []
            if shapes.count == 1, let id = element.attribute("id") { attributes.append(.init("id", id.value)) }
            if !shape.node.classes.isEmpty {
                attributes.append(.init("class", shape.node.classes.joined(separator: " ")))
            }
            if !declarations.isEmpty { attributes.append(.init("style", declarations)) }
            attributes.append(.init("d", try StaticWriteOut.pathData(geometry.transformed(by: transform))))
            written.append(SVGElement("path", attributes))
        }
        let indent = StaticWriteOut.indentation(before: element.range.start, in: tree.source)
        let text = written.map { $0.inserted(indent: indent) }.joined().dropFirst(1 + indent.count)
        return Replacement(
            edit: SourceEdit(range: element.range, replacement: String(text)),
            change:
                "wrote what the <use> of `\(what)` draws in its place (its x, y and transform applied to the points), as not every place that draws `\(what)` needs the same repair"
        )
    }

    /// What `fix` says of a repair made once in the element every `<use>` of it draws.
    static func sharedChange(_ node: SVGNode, in tree: SVGTree) -> String {
        let id = tree.element(of: node).attribute("id").map { "`#\($0.value)`" } ?? "the element"
        return "made in \(id) where it is written, as every place that draws it needs this repair"
    }

    /// The `href` of a `<use>` as written.
    static func reference(_ use: SVGNode, in tree: SVGTree) -> String {
        let element = tree.element(of: use)
        return (element.attribute("href") ?? element.attribute("xlink:href"))?.value.trimmingWhitespace() ?? ""
    }

    /// A `<use>` that still needs replacing once the `<use>`s were replaced: never expected.
    static func leftOver(_ replacements: [Replacement]) -> RewriteRefusal {
        RewriteRefusal(
            "a shape drawn through a <use> still needs a repair of its own once the <use>s were written out; nothing was written",
            at: replacements.first?.edit.range.start,
            help: "this is a bug in symbolcheck fix; please report it with the file")
    }
}
