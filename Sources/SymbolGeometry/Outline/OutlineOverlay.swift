import CGeos
import SVGModel

extension Outliner {
    /// What `outline` and `region` both cover: a clip path applied to a shape.
    package static func intersection(_ outline: Outline, _ region: Outline, budget: GeometryBudget = .unlimited)
        throws(GeometryError) -> Outline
    {
        try overlay(outline, region, .intersection, budget: budget)
    }

    /// What `outline` covers and `cut` does not: a mask's black shapes, or a shape painted in
    /// the background colour over the ink below it.
    package static func difference(_ outline: Outline, _ cut: Outline, budget: GeometryBudget = .unlimited)
        throws(GeometryError) -> Outline
    {
        try overlay(outline, cut, .difference, budget: budget)
    }

    private enum Overlay: String { case intersection, difference }

    private static func overlay(_ a: Outline, _ b: Outline, _ operation: Overlay, budget: GeometryBudget)
        throws(GeometryError) -> Outline
    {
        try budget.checkSegments(a.vertexCount + b.vertexCount)
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> Outline in
            let ctx = try GEOSContext()
            // Each side is unioned first: an outline's polygons may touch, and a multipolygon
            // whose parts touch along an edge is invalid input for GEOS's overlay.
            let left = try unioned(a, in: ctx)
            let right = try unioned(b, in: ctx)
            let raw =
                switch operation {
                case .intersection: GEOSIntersection_r(ctx.handle, left.pointer, right.pointer)
                case .difference: GEOSDifference_r(ctx.handle, left.pointer, right.pointer)
                }
            let result = try ctx.owned(raw, operation.rawValue)
            return Outline(polygons: ctx.polygons(of: result.pointer))
        }
    }

    private static func unioned(_ outline: Outline, in ctx: GEOSContext) throws(GeometryError) -> GEOSGeometryRef {
        var parts: [GEOSGeometryRef] = []
        for p in outline.polygons { parts.append(try ctx.polygon(shell: p.shell, holes: p.holes)) }
        let all = try ctx.geometryCollection(parts)
        return try ctx.owned(GEOSUnaryUnion_r(ctx.handle, all.pointer), "union")
    }
}
