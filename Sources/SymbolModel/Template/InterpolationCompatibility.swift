import SVGModel

/// Whether Ultralight-S, Regular-S and Black-S can be interpolated into the other 24
/// variants: the same shapes in the same order, the same primitive types, the same path
/// element sequence and the same layer classes (docs/template-format.md §4.4).
package enum InterpolationCompatibility: Sendable {
    /// One of the three sources is missing (or is not a group), or the template is older than
    /// 3.0 (actool interpolates only from 3.0 on): no variable template.
    case notVariable
    case compatible
    /// The first difference found, with the span to point at and the source it is in.
    case incompatible(reason: String, range: SourceRange, variant: Variant)

    package var isCompatible: Bool { if case .compatible = self { return true } else { return false } }

    package static func analyse(_ template: SymbolTemplate) -> InterpolationCompatibility {
        guard template.version.effective >= TemplateVersion(3, 0) else { return .notVariable }
        let sources = Variant.interpolationSources.compactMap { template.glyph($0) }
        guard sources.count == 3, sources.allSatisfy(\.isGroup) else { return .notVariable }
        let regular = sources[1]
        for other in [sources[0], sources[2]] {
            if let difference = firstDifference(regular, other, in: template.tree) {
                return .incompatible(reason: difference.0, range: difference.1, variant: other.variant)
            }
        }
        return .compatible
    }

    /// Compares two glyph groups child by child, recursing into nested groups.
    static func firstDifference(_ a: Glyph, _ b: Glyph, in tree: SVGTree) -> (String, SourceRange)? {
        compareChildren(a.node.index, b.node.index, in: tree, names: (a.variant.id, b.variant.id))
    }

    /// Depth first with an explicit stack, so the first difference in document order is found
    /// without recursing: through `<use>` chains a glyph can nest thousands of groups deep.
    static func compareChildren(_ a: Int, _ b: Int, in tree: SVGTree, names: (String, String)) -> (String, SourceRange)?
    {
        struct Level {
            let b: Int
            let ca: [SVGNode]
            let cb: [SVGNode]
            var next = 0
        }
        var stack = [Level(b: b, ca: comparedChildren(of: a, in: tree), cb: comparedChildren(of: b, in: tree))]
        while var level = stack.popLast() {
            let (ca, cb) = (level.ca, level.cb)
            guard level.next < Swift.min(ca.count, cb.count) else {
                if ca.count != cb.count {
                    let at = tree.span(of: cb.count > ca.count ? cb[ca.count] : tree[level.b])
                    return ("\(names.0) has \(ca.count) shapes but \(names.1) has \(cb.count)", at)
                }
                continue
            }
            let k = level.next
            let (x, y) = (ca[k], cb[k])
            level.next += 1
            stack.append(level)
            if let difference = compare(x, y, position: k, in: tree, names: names) { return difference }
            if x.kind.isContainer {
                stack.append(
                    Level(
                        b: y.index, ca: comparedChildren(of: x.index, in: tree),
                        cb: comparedChildren(of: y.index, in: tree)))
            }
        }
        return nil
    }

    /// The difference between two children at the same position, not looking below them.
    static func compare(_ x: SVGNode, _ y: SVGNode, position k: Int, in tree: SVGTree, names: (String, String))
        -> (String, SourceRange)?
    {
        if x.kind.isContainer != y.kind.isContainer || (!x.kind.isContainer && x.kind != y.kind) {
            return (
                "shape \(k + 1) is a <\(tree.element(of: x).name)> in \(names.0) but a <\(tree.element(of: y).name)> in \(names.1)",
                tree.span(of: y)
            )
        }
        let layersX = Set(x.classes.filter(AppleTemplate.isLayerClass))
        let layersY = Set(y.classes.filter(AppleTemplate.isLayerClass))
        if layersX != layersY {
            return (
                "shape \(k + 1) has layer classes [\(layersX.sorted().joined(separator: " "))] in \(names.0) but [\(layersY.sorted().joined(separator: " "))] in \(names.1)",
                tree.span(of: y)
            )
        }
        guard x.kind == .path else { return nil }
        let ex = elementTypes(x, in: tree)
        let ey = elementTypes(y, in: tree)
        if ex.count != ey.count || ex.isEmpty {
            return (
                "path \(k + 1) has \(ex.count) elements in \(names.0) but \(ey.count) in \(names.1)", tree.span(of: y)
            )
        }
        for (n, (tx, ty)) in zip(ex, ey).enumerated() where tx.0 != ty.0 {
            return (
                "path \(k + 1), element \(n + 1): \(tx.0.rawValue) in \(names.0) but \(ty.0.rawValue) in \(names.1)",
                ty.1
            )
        }
        return nil
    }

    /// The shapes and containers below a node, with a `<use>` replaced by what it draws: a path
    /// or group drawn through a `<use>` compares with the same path or group written out.
    static func comparedChildren(of index: Int, in tree: SVGTree) -> [SVGNode] {
        tree.children(of: index).flatMap { child -> [SVGNode] in
            if child.kind == .use { return comparedChildren(of: child.index, in: tree) }
            return (child.kind.isShape || child.kind.isContainer) && child.isRenderedHere ? [child] : []
        }
    }

    /// The element types of a path with the span of each command in the file.
    static func elementTypes(_ node: SVGNode, in tree: SVGTree) -> [(PathElementType, SourceRange)] {
        guard let data = node.pathData, let d = tree.element(of: node).attribute("d") else { return [] }
        return data.commands.map { ($0.kind.elementType, d.sourceRange(ofValueRange: $0.textRange)) }
    }
}
