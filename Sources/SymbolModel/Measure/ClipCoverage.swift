import SVGModel

/// Whether a `clip-path` or `mask` on an element of a glyph changes any pixel of the shapes it
/// applies to, decided from bounds without a geometry library: when what it lets through is
/// one axis-aligned rectangle (a clip path of one rectangle — Figma's frame-sized `clip0…`,
/// Brave's generated library — or a mask of one opaque white rectangle) that holds the exact
/// bounds of every shape below the element, strokes included, it cuts nothing. Anything else
/// is undecided here: the finding stays (`make` and `fix` decide it exactly, with GEOS).
package enum ClipCoverage {
    /// True when the `property` set on `node` lets all of `shapes` (the glyph's shapes below
    /// `node`) through.
    package static func cutsNothing(_ property: StyleProperty, on node: SVGNode, shapes: [GlyphShape], in tree: SVGTree)
        -> Bool
    {
        guard let region = rectangle(property, on: node, in: tree) else { return false }
        for shape in shapes {
            guard var bounds = shape.path.bounds else { continue }
            let style = shape.node.style
            if shape.drawsStroke {
                // Half the width each side, times the miter limit for the corners: a bound.
                let grow =
                    style.strokeWidth / 2 * Swift.max(style.strokeMiterlimit, 1)
                    * shape.node.ctm.determinant.magnitude
                    .squareRoot()
                bounds = Rect(
                    minX: bounds.minX - grow, minY: bounds.minY - grow, maxX: bounds.maxX + grow,
                    maxY: bounds.maxY + grow)
            }
            guard bounds.minX >= region.minX - slack(region), bounds.maxX <= region.maxX + slack(region),
                bounds.minY >= region.minY - slack(region), bounds.maxY <= region.maxY + slack(region)
            else { return false }
        }
        return true
    }

    /// A rectangle's edge on the ink's edge is the usual frame: allow rounding in the file's numbers.
    private static func slack(_ region: Rect) -> Double { 1e-6 * Swift.max(region.width, region.height, 1) }

    /// What the clip path or mask lets through, in root user space, when that is one
    /// axis-aligned rectangle; nil when it is anything else.
    static func rectangle(_ property: StyleProperty, on node: SVGNode, in tree: SVGTree) -> Rect? {
        guard let definition = tree.clipDefinition(property, on: node), !tree.contentUsesBoundingBox(definition),
            let contentToRoot = tree.contentToRoot(of: definition, appliedTo: node)
        else { return nil }
        let content = tree.descendants(of: definition.index).filter { part in
            !(part.kind == .group || part.kind == .use) && !part.style.isDisplayNone && !part.style.isHidden
        }
        guard content.count == 1, let part = content.first, part.kind.isShape, let path = part.geometry else {
            return nil
        }
        if property == .mask {
            // One opaque shape, white for a luminance mask, with no stroke.
            let style = part.style
            guard !style.stroke.paints, style.fillOpacity * part.cumulativeOpacity >= 1,
                case .color(let c) = style.fill, c.alpha >= 1,
                tree.isAlphaMask(definition) || (c.red == 255 && c.green == 255 && c.blue == 255)
            else { return nil }
        }
        guard var region = axisAlignedRectangle(path.transformed(by: contentToRoot.concatenating(part.ctm))) else {
            return nil
        }
        if property == .mask, let own = tree.maskRegion(definition, appliedTo: node) {
            let ring = Subpath(start: own[0], segments: own.dropFirst().map { .line(to: $0) }, isClosed: true)
            guard let box = axisAlignedRectangle(Path(subpaths: [ring])) else { return nil }
            region = Rect(
                minX: Swift.max(region.minX, box.minX), minY: Swift.max(region.minY, box.minY),
                maxX: Swift.min(region.maxX, box.maxX), maxY: Swift.min(region.maxY, box.maxY))
        }
        return region
    }

    /// The rectangle a path of one subpath of axis-parallel lines through its bounds' four
    /// corners draws; nil for any other path.
    static func axisAlignedRectangle(_ path: Path) -> Rect? {
        guard path.subpaths.count == 1, let subpath = path.subpaths.first, let bounds = path.bounds,
            bounds.width > 0, bounds.height > 0
        else { return nil }
        var points = [subpath.start]
        for segment in subpath.segments {
            guard case .line(let p) = segment else { return nil }
            points.append(p)
        }
        if points.count > 1, points.last == points.first { points.removeLast() }
        guard points.count == 4 else { return nil }
        let tolerance = 1e-9 * Swift.max(bounds.width, bounds.height)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        for (k, p) in points.enumerated() {
            let next = points[(k + 1) % 4]
            guard near(p.x, bounds.minX) || near(p.x, bounds.maxX), near(p.y, bounds.minY) || near(p.y, bounds.maxY),
                near(p.x, next.x) != near(p.y, next.y)
            else { return nil }
        }
        return bounds
    }
}
