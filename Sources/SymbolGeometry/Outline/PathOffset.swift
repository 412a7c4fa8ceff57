import SVGModel

/// A path offset by moving its points, keeping every segment: each on-curve point moves along
/// the mitred normal of its two segments, and a curve's control points where the offset edges
/// of its control polygon meet (Tiller and Hanson's construction: a circular arc stays close to
/// the concentric arc, its handles shortened or lengthened with the radius). Exact on straight
/// edges, and it never adds or drops a point, so paths that interpolate (one variable
/// template's sources) still interpolate after the same offset. `Outliner.offset` is the
/// exact one; it rebuilds the outline.
package enum PathOffset {
    /// Corners are mitred up to this multiple of the distance, as `Outliner.offset` does.
    package static let miterLimit = 4.0

    /// `path` moved by `distance` along each subpath's normal; `outward[k]` is +1 when subpath
    /// `k`'s left-hand normal (y down: (dy, −dx) of its direction) points out of the ink, −1 when
    /// it points in. Positive distances grow the ink, negative ones shrink it.
    package static func offset(_ path: Path, by distance: Double, outward: [Double]) -> Path {
        Path(
            subpaths: path.subpaths.enumerated().map { k, subpath in
                offset(subpath, by: distance * (k < outward.count ? outward[k] : 1))
            })
    }

    /// The normal of `direction`, unit length (nil for a zero direction).
    package static func normal(_ direction: Point) -> Point? {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        guard length > 1e-12, length.isFinite else { return nil }
        return Point(x: direction.y / length, y: -direction.x / length)
    }

    /// The direction a segment leaves `from` in, and the one it arrives in.
    static func tangents(_ segment: PathSegment, from start: Point) -> (start: Point, end: Point) {
        switch segment {
        case .line(let to): return (to - start, to - start)
        case .cubic(let c1, let c2, let to):
            let out = [c1 - start, c2 - start, to - start].first { normal($0) != nil } ?? (to - start)
            let into = [to - c2, to - c1, to - start].first { normal($0) != nil } ?? (to - start)
            return (out, into)
        }
    }

    static func offset(_ subpath: Subpath, by d: Double) -> Subpath {
        let segments = subpath.segments
        guard !segments.isEmpty else { return subpath }
        var starts: [Point] = []
        var point = subpath.start
        for segment in segments {
            starts.append(point)
            point = segment.end
        }
        let ends = segments.map(\.end)
        let tangents = zip(segments, starts).map { Self.tangents($0, from: $1) }
        let closesOnStart = subpath.isClosed || distance(subpath.end, subpath.start) < 1e-9
        // A closed subpath whose last point is not its start has an implicit closing edge.
        let closingEdge: Point? =
            subpath.isClosed && distance(subpath.end, subpath.start) >= 1e-9
            ? subpath.start - subpath.end : nil
        func mitred(into: Point?, out: Point?) -> Point {
            let n1 = into.flatMap(normal)
            let n2 = out.flatMap(normal)
            switch (n1, n2) {
            case (let a?, let b?):
                let sum = a + b
                let dot = sum.x * a.x + sum.y * a.y
                // Opposite normals (a turn back): along the first; past the mitre limit, clamped.
                guard dot > 1e-9 else { return a * d }
                let scale = max(dot / ((sum.x * sum.x + sum.y * sum.y).squareRoot()), 1 / miterLimit)
                let unit = sum * (1 / (sum.x * sum.x + sum.y * sum.y).squareRoot())
                return unit * (d / scale)
            case (let a?, nil): return a * d
            case (nil, let b?): return b * d
            case (nil, nil): return Point(x: 0, y: 0)
            }
        }
        // The move of each on-curve point: the start, then each segment's end.
        let lastInto = closingEdge ?? tangents[tangents.count - 1].end
        let startMove = mitred(into: closesOnStart ? lastInto : nil, out: tangents[0].start)
        var endMoves: [Point] = []
        for k in segments.indices {
            let into = tangents[k].end
            let out: Point? =
                k + 1 < segments.count
                ? tangents[k + 1].start : closingEdge ?? (closesOnStart ? tangents[0].start : nil)
            endMoves.append(
                k + 1 == segments.count && closesOnStart && closingEdge == nil
                    ? startMove : mitred(into: into, out: out))
        }
        var moved: [PathSegment] = []
        for (k, segment) in segments.enumerated() {
            switch segment {
            case .line: moved.append(.line(to: ends[k] + endMoves[k]))
            case .cubic(let c1, let c2, let to):
                let (m1, m2) = controlPoints(from: starts[k], c1, c2, to, by: d)
                moved.append(.cubic(control1: m1, control2: m2, to: to + endMoves[k]))
            }
        }
        return Subpath(
            start: subpath.start + startMove, segments: moved, isClosed: subpath.isClosed,
            sourceRange: subpath.sourceRange)
    }

    /// A cubic's control points offset by `d`: each edge of the control polygon start → c1 →
    /// c2 → end moved `d` along its normal, and each control point put where its two edges' moved
    /// lines meet; where they are parallel (or meet past the mitre limit), moved along the
    /// normal of its end of the curve.
    static func controlPoints(from start: Point, _ c1: Point, _ c2: Point, _ end: Point, by d: Double) -> (
        Point, Point
    ) {
        let zero = Point(x: 0, y: 0)
        let (outTangent, inTangent) = tangents(.cubic(control1: c1, control2: c2, to: end), from: start)
        let startNormal = normal(outTangent) ?? zero
        let endNormal = normal(inTangent) ?? zero
        let middle = normal(c2 - c1)
        func meeting(_ p: Point, _ u: Point, _ nu: Point, _ q: Point, _ v: Point, _ nv: Point) -> Point? {
            // p + nu·d + s·u = q + nv·d + t·v
            let a = p + nu * d
            let b = q + nv * d
            let cross = u.x * v.y - u.y * v.x
            let lengths = (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot()
            guard lengths > 0, abs(cross) > 1e-6 * lengths else { return nil }
            let w = b - a
            let s = (w.x * v.y - w.y * v.x) / cross
            return a + u * s
        }
        var m1 = c1 + startNormal * d
        var m2 = c2 + endNormal * d
        if let middle {
            if normal(c1 - start) != nil, let p = meeting(start, c1 - start, startNormal, c1, c2 - c1, middle),
                distance(p, c1) <= miterLimit * abs(d)
            {
                m1 = p
            }
            if normal(end - c2) != nil, let p = meeting(c1, c2 - c1, middle, c2, end - c2, endNormal),
                distance(p, c2) <= miterLimit * abs(d)
            {
                m2 = p
            }
        }
        return (m1, m2)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
