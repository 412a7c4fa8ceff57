import SVGModel

/// Whether a `clip-path` or `mask` on an element of a glyph changes any pixel of the shapes it
/// applies to, decided without a geometry library (`check` loads no GEOS): when what it lets
/// through is one axis-aligned rectangle (a clip path of one rectangle — Figma's frame-sized
/// `clip0…`, Brave's generated library — or a mask of one opaque white rectangle), it cuts
/// nothing when it holds the exact bounds of every shape below the element, strokes included;
/// for a clip of any other shapes, or a mask of opaque white shapes, when its flattened region
/// holds the convex hull of those shapes' points ([ClipContainment]). Anything else is
/// undecided here: the finding stays (`make` and `fix` decide it exactly, with GEOS).
package enum ClipCoverage {
    /// True when the `property` set on `node` lets all of `shapes` (the glyph's shapes below
    /// `node`) through.
    package static func cutsNothing(_ property: StyleProperty, on node: SVGNode, shapes: [GlyphShape], in tree: SVGTree)
        -> Bool
    {
        guard let region = rectangle(property, on: node, in: tree) else {
            return holdsEverywhere(property, on: node, shapes: shapes, in: tree)
        }
        for shape in shapes {
            guard var bounds = shape.path.bounds else { continue }
            let grow = strokeReach(of: shape)
            if grow > 0 {
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

    /// A clip of any other shape (a circle, a rounded frame, several shapes), or a mask of
    /// opaque white shapes: its flattened region holds the hull of the shapes' points, grown by
    /// each stroke's reach ([ClipContainment]).
    static func holdsEverywhere(_ property: StyleProperty, on node: SVGNode, shapes: [GlyphShape], in tree: SVGTree)
        -> Bool
    {
        guard let definition = tree.clipDefinition(property, on: node), !tree.contentUsesBoundingBox(definition),
            let contentToRoot = tree.contentToRoot(of: definition, appliedTo: node)
        else { return false }
        var points: [Point] = []
        for shape in shapes {
            points += ClipContainment.points(of: shape.path, grow: strokeReach(of: shape))
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        // Chords within 1/10 000 of the ink's size of the curve they cut: far below a pixel.
        let tolerance = 1e-4 * Swift.max(maxX - minX, maxY - minY, 1e-9)
        var parts: [ClipContainment.Part] = []
        let isAlphaMask = property == .mask && tree.isAlphaMask(definition)
        for part in tree.descendants(of: definition.index) {
            if part.kind == .image || part.kind == .text || part.kind == .foreignObject { return false }
            guard part.kind.isShape, !part.style.isDisplayNone, !part.style.isHidden, let path = part.geometry,
                !path.isEmpty
            else { continue }
            let rule: FillRule
            if property == .mask {
                // Only opaque white (or, in an alpha mask, opaque) fills without a stroke add.
                let style = part.style
                guard !style.stroke.paints, style.fillOpacity * part.cumulativeOpacity >= 1,
                    case .color(let c) = style.fill, c.alpha >= 1,
                    isAlphaMask || (c.red == 255 && c.green == 255 && c.blue == 255)
                else { return false }
                rule = style.fillRule
            } else {
                rule = tree.clipRule(of: part, below: definition) == "evenodd" ? .evenodd : .nonzero
            }
            let rings = ClipContainment.rings(
                path.transformed(by: contentToRoot.concatenating(part.ctm)), tolerance: tolerance)
            parts.append(ClipContainment.Part(rings: rings, rule: rule))
        }
        if property == .mask, let own = tree.maskRegion(definition, appliedTo: node),
            !ClipContainment.holds([ClipContainment.Part(rings: [own], rule: .nonzero)], hullOf: points)
        {
            return false
        }
        return ClipContainment.holds(parts, hullOf: points)
    }

    /// How far a shape's stroke reaches past its outline: half the width each side, times the
    /// miter limit for the corners (a bound), in root user units; 0 without a stroke.
    static func strokeReach(of shape: GlyphShape) -> Double {
        let style = shape.node.style
        guard shape.drawsStroke else { return 0 }
        return style.strokeWidth / 2 * Swift.max(style.strokeMiterlimit, 1)
            * shape.node.ctm.determinant.magnitude.squareRoot()
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
