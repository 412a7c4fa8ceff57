import CGeos
import SVGModel

/// The region a path fills under its own fill rule, as non-overlapping polygons: all rings
/// are noded together, polygonized into faces, and each face is kept when a point inside it
/// has a winding number the rule fills (non-zero, or odd). So self-overlaps, same-direction
/// "holes" and shapes inside holes come out exactly as the renderer draws them.
enum FillRegions {
    static func region(
        _ path: Path, rule: FillRule, tolerance: Double, budget: GeometryBudget, in ctx: GEOSContext
    ) throws(GeometryError) -> GEOSGeometryRef? {
        let rings = Flattening.polylines(path, tolerance: tolerance)
            .map { Flattening.deduplicated($0.points) }
            .map { ring in ring.count > 1 && ring.first == ring.last ? Array(ring.dropLast()) : ring }
            .filter { $0.count >= 3 && abs(Outline.signedArea($0)) > 0 }
        guard !rings.isEmpty else { return nil }
        if rings.count == 1 {
            // One ring that does not cross itself fills the same under both rules.
            let single = try ctx.polygon(shell: rings[0])
            if GEOSisValid_r(ctx.handle, single.pointer) == 1 { return single }
        }
        // Every crossing becomes a vertex and a face below: refuse a scribble before noding it.
        try budget.checkCrossings(rings.map { $0 + [$0[0]] })
        var lines: [GEOSGeometryRef] = []
        for ring in rings { lines.append(try ctx.lineString(ring + [ring[0]])) }
        let multi = try ctx.collection(lines, type: Int32(GEOS_MULTILINESTRING.rawValue))
        let noded = try ctx.owned(GEOSUnaryUnion_r(ctx.handle, multi.pointer), "noding the rings")
        var input: OpaquePointer? = noded.pointer
        // The one GEOS step a deadline stops inside: polygonizing unwinds cleanly (`GEOSInterrupt`).
        let faces = try GEOSInterrupt.interruptible { () throws(GeometryError) -> GEOSGeometryRef in
            try ctx.owned(GEOSPolygonize_r(ctx.handle, &input, 1), "polygonize")
        }
        let count = GEOSGetNumGeometries_r(ctx.handle, faces.pointer)
        var kept: [GEOSGeometryRef] = []
        for i in 0..<max(0, count) {
            try budget.checkTime()
            guard let face = GEOSGetGeometryN_r(ctx.handle, faces.pointer, i) else { continue }
            let inside = try ctx.owned(GEOSPointOnSurface_r(ctx.handle, face), "a point inside a face")
            var x = 0.0
            var y = 0.0
            guard GEOSGeomGetX_r(ctx.handle, inside.pointer, &x) == 1,
                GEOSGeomGetY_r(ctx.handle, inside.pointer, &y) == 1
            else { continue }
            let winding = windingNumber(of: Point(x: x, y: y), rings: rings)
            let filled = rule == .nonzero ? winding != 0 : winding % 2 != 0
            if filled, let copy = GEOSGeom_clone_r(ctx.handle, face) { kept.append(try ctx.owned(copy, "face")) }
        }
        guard !kept.isEmpty else { return nil }
        let all = try ctx.geometryCollection(kept)
        return try ctx.owned(GEOSUnaryUnion_r(ctx.handle, all.pointer), "union of filled faces")
    }

    /// The winding number of `p` around the closed rings (crossings of a ray to +x, signed by
    /// direction).
    static func windingNumber(of p: Point, rings: [[Point]]) -> Int {
        var winding = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    private static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
