import CGeos
import SVGModel

/// The geometry `make` and `fix` stand on: fills under their own rule, strokes with SVG's
/// semantics, unions and offsets, each giving non-overlapping outlines whose holes wind
/// opposite to their contours. Every call makes its own GEOS context, so calls are safe on
/// any number of threads at once.
///
/// `tolerance` is the largest distance, in the path's user units, that a flattened curve or
/// round cap/join may stray from the true curve. `budget` bounds the work: a shape over its
/// limits is refused before GEOS sees it, and GEOS is interrupted when its deadline passes
/// (`GeometryError.overLimit`, `.outOfTime`).
package enum Outliner {
    /// The area `path` fills under `rule`.
    package static func fill(_ path: Path, rule: FillRule, tolerance: Double, budget: GeometryBudget = .unlimited)
        throws(GeometryError) -> Outline
    {
        try check(path, tolerance: tolerance)
        try budget.checkSegments(Flattening.segmentCount(path, tolerance: tolerance))
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> Outline in
            let ctx = try GEOSContext()
            guard let region = try FillRegions.region(path, rule: rule, tolerance: tolerance, budget: budget, in: ctx)
            else { return Outline() }
            return Outline(polygons: ctx.polygons(of: region.pointer))
        }
    }

    /// The area the stroke of `path` covers.
    package static func stroke(
        _ path: Path, style: StrokeStyle, tolerance: Double, budget: GeometryBudget = .unlimited
    ) throws(GeometryError) -> Outline {
        try check(path, tolerance: tolerance)
        guard style.width.isFinite, style.miterLimit.isFinite, style.dashOffset.isFinite else {
            throw GeometryError.notFinite("the stroke style")
        }
        try budget.checkSegments(Flattening.segmentCount(path, tolerance: tolerance))
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> Outline in
            let ctx = try GEOSContext()
            guard
                let area = try StrokeOutlining.outline(
                    path, style: style, tolerance: tolerance, budget: budget, in: ctx)
            else { return Outline() }
            return Outline(polygons: ctx.polygons(of: area.pointer))
        }
    }

    /// Everything any of the outlines covers, as one set of non-overlapping outlines.
    package static func union(_ outlines: [Outline], budget: GeometryBudget = .unlimited) throws(GeometryError)
        -> Outline
    {
        try budget.checkSegments(outlines.reduce(0) { $0 + $1.vertexCount })
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> Outline in
            let ctx = try GEOSContext()
            var parts: [GEOSGeometryRef] = []
            for outline in outlines {
                for p in outline.polygons { parts.append(try ctx.polygon(shell: p.shell, holes: p.holes)) }
            }
            guard !parts.isEmpty else { return Outline() }
            let all = try ctx.geometryCollection(parts)
            let merged = try ctx.owned(GEOSUnaryUnion_r(ctx.handle, all.pointer), "union")
            return Outline(polygons: ctx.polygons(of: merged.pointer))
        }
    }

    /// The outline grown (positive `distance`) or shrunk (negative) by `distance` on every
    /// side, with mitred corners (kept up to `miterLimit` × distance, then bevelled), or with
    /// round ones (`rounded`: every point within `distance` of the outline, a morphological
    /// dilation or erosion by a disc, which a mitre would overshoot at a sharp point).
    package static func offset(
        _ outline: Outline, by distance: Double, miterLimit: Double = 4, rounded: Bool = false, tolerance: Double,
        budget: GeometryBudget = .unlimited
    ) throws(GeometryError) -> Outline {
        guard distance.isFinite else { throw GeometryError.notFinite("the offset") }
        try budget.checkSegments(outline.vertexCount)
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> Outline in
            try offsetOutline(outline, by: distance, miterLimit: miterLimit, rounded: rounded, tolerance: tolerance)
        }
    }

    private static func offsetOutline(
        _ outline: Outline, by distance: Double, miterLimit: Double, rounded: Bool, tolerance: Double
    ) throws(GeometryError) -> Outline {
        let ctx = try GEOSContext()
        var parts: [GEOSGeometryRef] = []
        for p in outline.polygons { parts.append(try ctx.polygon(shell: p.shell, holes: p.holes)) }
        guard !parts.isEmpty else { return Outline() }
        let all = try ctx.collection(parts, type: Int32(GEOS_MULTIPOLYGON.rawValue))
        let quadrant = Int32(JoinShapes.segments(radius: abs(distance), tolerance: tolerance) / 4)
        let grown = try ctx.owned(
            GEOSBufferWithStyle_r(
                ctx.handle, all.pointer, distance, quadrant, Int32(GEOSBUF_CAP_FLAT.rawValue),
                Int32(rounded ? GEOSBUF_JOIN_ROUND.rawValue : GEOSBUF_JOIN_MITRE.rawValue), miterLimit), "offset")
        return Outline(polygons: ctx.polygons(of: grown.pointer))
    }

    /// The outline with vertices dropped where that moves no edge more than `tolerance`,
    /// keeping its topology (no ring starts crossing another).
    package static func simplified(_ outline: Outline, tolerance: Double) throws(GeometryError) -> Outline {
        // Watched without a limit: shielded from, or run again after, another thread's interrupt.
        try GEOSInterrupt.watching(.unlimited) { () throws(GeometryError) -> Outline in
            let ctx = try GEOSContext()
            var parts: [GEOSGeometryRef] = []
            for p in outline.polygons { parts.append(try ctx.polygon(shell: p.shell, holes: p.holes)) }
            guard !parts.isEmpty else { return Outline() }
            let all = try ctx.collection(parts, type: Int32(GEOS_MULTIPOLYGON.rawValue))
            let simple = try ctx.owned(GEOSTopologyPreserveSimplify_r(ctx.handle, all.pointer, tolerance), "simplify")
            return Outline(polygons: ctx.polygons(of: simple.pointer))
        }
    }

    private static func check(_ path: Path, tolerance: Double) throws(GeometryError) {
        guard tolerance.isFinite, tolerance > 0 else { throw GeometryError.notFinite("the tolerance") }
        for sp in path.subpaths {
            guard sp.start.isFinite else { throw GeometryError.notFinite("a path coordinate") }
            for seg in sp.segments {
                switch seg {
                case .line(let p):
                    guard p.isFinite else { throw GeometryError.notFinite("a path coordinate") }
                case .cubic(let a, let b, let c):
                    guard a.isFinite, b.isFinite, c.isFinite else { throw GeometryError.notFinite("a path coordinate") }
                }
            }
        }
    }
}
