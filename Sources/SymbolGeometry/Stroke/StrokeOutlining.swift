import CGeos
import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Strokes → filled outlines with SVG's caps, joins, miter limit and dashes. Each run is
/// buffered by GEOS with flat ends and bevel (or round) joins; caps, miter tips within the
/// limit and the join where a closed subpath meets itself are added here; GEOS unions the pieces.
enum StrokeOutlining {
    /// Runs beyond this (a hostile dash pattern on a long path) are refused, not drawn.
    static let maximumRuns = 100_000

    static func outline(
        _ path: Path, style: StrokeStyle, tolerance: Double, budget: GeometryBudget, in ctx: GEOSContext
    ) throws(GeometryError) -> GEOSGeometryRef? {
        let half = style.width / 2
        guard half > 0 else { return nil }
        let lines = Flattening.polylines(path, tolerance: tolerance)
        // A centre line that crosses itself thousands of times makes a buffer GEOS nodes for minutes.
        try budget.checkCrossings(
            lines.map { $0.isClosed && $0.points.count > 2 ? $0.points + [$0.points[0]] : $0.points })
        var runs: [StrokeRun] = []
        for line in lines {
            var points = Flattening.deduplicated(line.points)
            if points.count == 1 {
                // A zero-length subpath: only round and square caps draw it (a dot).
                runs.append(StrokeRun(points: points, direction: Point(x: 1, y: 0)))
                continue
            }
            if line.isClosed, points.first != points.last { points.append(points[0]) }
            if let pattern = style.effectiveDashes {
                let length = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
                if length / pattern.reduce(0, +) * Double(pattern.count) > Double(maximumRuns) {
                    throw GeometryError.tooComplex("the dash pattern makes more than \(maximumRuns) dashes")
                }
                runs += Dashing.runs(points, pattern: pattern, offset: style.dashOffset)
            } else {
                runs.append(
                    StrokeRun(
                        points: points, direction: unit(points[1] - points[0]),
                        isClosedSubpath: line.isClosed && points.count >= 3))
            }
            if runs.count > maximumRuns { throw GeometryError.tooComplex("more than \(maximumRuns) stroke runs") }
        }
        var pieces: [GEOSGeometryRef] = []
        let params = try BufferParameters(style: style, half: half, tolerance: tolerance, in: ctx)
        func add(_ shape: [Point]?) throws(GeometryError) {
            if let shape { pieces.append(try ctx.polygon(shell: shape)) }
        }
        func join(_ points: [Point], at i: Int, _ kind: LineJoin, wedgeOnly: Bool = false) throws(GeometryError) {
            let n = points.count
            let v = points[i]
            let before = i > 0 ? points[i - 1] : points[n - 2]
            let after = i < n - 1 ? points[i + 1] : points[1]
            let shape = JoinShapes.join(
                at: v, incoming: unit(v - before), outgoing: unit(after - v), half: half, join: kind,
                miterLimit: style.miterLimit, tolerance: tolerance)
            if !wedgeOnly || shape?.count == 4 { try add(shape) }
        }
        for run in runs {
            try budget.checkTime()
            let points = run.points
            if points.count == 1 {
                try add(
                    JoinShapes.cap(style.cap, at: points[0], direction: run.direction, half: half, tolerance: tolerance)
                )
                continue
            }
            // The body is buffered with flat ends; caps are added here. GEOS buffers a line that
            // ends where it starts as a ring, with joins of its own choosing there, so such a
            // run is buffered in two halves with the join between them added here.
            let closesOnItself = points.count >= 3 && points.first == points.last
            let middle = points.count / 2
            for part in closesOnItself ? [Array(points[...middle]), Array(points[middle...])] : [points] {
                let line = try ctx.lineString(part)
                pieces.append(
                    try ctx.owned(GEOSBufferWithParams_r(ctx.handle, line.pointer, params.raw, half), "stroke buffer"))
            }
            if closesOnItself { try join(points, at: middle, style.join) }
            if run.isClosedSubpath {
                try join(points, at: 0, style.join)
            } else {
                let n = points.count
                try add(
                    JoinShapes.cap(
                        style.cap, at: points[0], direction: unit(points[1] - points[0]), half: half,
                        tolerance: tolerance))
                try add(
                    JoinShapes.cap(
                        style.cap, at: points[n - 1], direction: unit(points[n - 1] - points[n - 2]), half: half,
                        tolerance: tolerance))
            }
            // GEOS bevels every corner; SVG's miter adds the tip where the limit allows.
            if style.join == .miter, points.count >= 3 {
                for i in 1..<(points.count - 1) where !(closesOnItself && i == middle) {
                    try join(points, at: i, .miter, wedgeOnly: true)
                }
            }
        }
        guard !pieces.isEmpty else { return nil }
        let all = try ctx.geometryCollection(pieces)
        return try ctx.owned(GEOSUnaryUnion_r(ctx.handle, all.pointer), "stroke union")
    }

    static func unit(_ v: Point) -> Point {
        let l = hypot(v.x, v.y)
        return l > 0 ? Point(x: v.x / l, y: v.y / l) : Point(x: 1, y: 0)
    }
}

/// GEOS buffer settings for one stroke: flat ends (caps are added separately); round joins as
/// GEOS draws them, every other join bevelled (miter tips are added separately, within SVG's limit).
final class BufferParameters {
    let raw: OpaquePointer
    private let ctx: GEOSContext

    init(style: StrokeStyle, half: Double, tolerance: Double, in ctx: GEOSContext) throws(GeometryError) {
        guard let raw = GEOSBufferParams_create_r(ctx.handle) else { throw ctx.failure("buffer parameters") }
        self.raw = raw
        self.ctx = ctx
        _ = GEOSBufferParams_setEndCapStyle_r(ctx.handle, raw, Int32(GEOSBUF_CAP_FLAT.rawValue))
        let join = style.join == .round ? GEOSBUF_JOIN_ROUND : GEOSBUF_JOIN_BEVEL
        _ = GEOSBufferParams_setJoinStyle_r(ctx.handle, raw, Int32(join.rawValue))
        _ = GEOSBufferParams_setQuadrantSegments_r(
            ctx.handle, raw, Int32(JoinShapes.segments(radius: half, tolerance: tolerance) / 4))
    }

    deinit { GEOSBufferParams_destroy_r(ctx.handle, raw) }
}
