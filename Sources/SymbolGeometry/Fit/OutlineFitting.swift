import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An outline's rings as curves again. GEOS's outlines are polylines: every curve of the icon
/// and every round cap, join and offset comes back as hundreds of short chords, which nobody
/// can edit and which weigh several times what the curves do. Each ring is written back as
/// lines and cubics that stay within `tolerance` of it: where it follows one of the icon's own
/// curves (`SourceCurves`), as that curve's piece; elsewhere split at its corners and fitted
/// (`CubicFitting`), straight runs as lines.
///
/// `make` writes its outlines this way, and `fix` can (it outlines shapes through the same
/// GEOS layer): `Outline.fitted(tolerance:keeping:)` is the whole interface.
package struct OutlineFitting: Sendable {
    /// Largest distance between the fitted ring and the polyline, in the outline's units.
    package var tolerance: Double
    /// A vertex where the polyline turns by more than this (radians) is a corner: the fit
    /// starts and ends there instead of rounding it. Flattened curves and round joins turn by
    /// far less per vertex (a chord of a circle of radius r at tolerance e turns 2·acos(1 − e/r),
    /// 11° at r = 4 and e = 0.02); a real corner of a drawing turns by more.
    package var cornerAngle: Double = 30 * Double.pi / 180

    package init(tolerance: Double) {
        self.tolerance = tolerance
    }

    /// The outline's rings as closed subpaths, shells clockwise on screen and holes
    /// counter-clockwise, as `Outline.path` orders them.
    package func path(_ outline: Outline, keeping curves: SourceCurves = SourceCurves()) -> Path {
        var subpaths: [Subpath] = []
        for polygon in outline.polygons {
            if let s = subpath(Outline.oriented(polygon.shell, clockwise: true), curves) { subpaths.append(s) }
            for hole in polygon.holes {
                if let s = subpath(Outline.oriented(hole, clockwise: false), curves) { subpaths.append(s) }
            }
        }
        return Path(subpaths: subpaths)
    }

    /// What an edge of a ring is, for the fit.
    enum Edge {
        /// A chord of one of the icon's own curves, between these steps.
        case onCurve(curve: Int, from: Int, to: Int)
        /// An edge longer than any chord of a flattened curve (`straightEdgeLength`): a straight
        /// side or a flat end of the outline, written as a line that the curves beside it
        /// leave along its direction where they meet it without a corner.
        case straight
        /// Fitted with its neighbours.
        case free

        var curve: (curve: Int, from: Int, to: Int)? {
            if case .onCurve(let c, let a, let b) = self { return (c, a, b) }
            return nil
        }
    }

    /// One ring as a closed subpath; nil for fewer than three distinct points.
    func subpath(_ ring: [Point], _ curves: SourceCurves) -> Subpath? {
        let points = cleaned(ring, curves)
        let n = points.count
        guard n >= 3 else { return nil }
        let cosCorner = cos(cornerAngle)
        // The unit direction of each edge.
        let directions = (0..<n).map { CubicFitting.unit(points[($0 + 1) % n] - points[$0]) }
        // Whether the ring turns at vertex i by more than a corner's angle.
        func turnsSharply(_ i: Int) -> Bool {
            guard let u = directions[(i + n - 1) % n], let v = directions[i] else { return false }
            return CubicFitting.dot(u, v) < cosCorner
        }
        let edges = (0..<n).map { i -> Edge in
            if !curves.isEmpty, let c = curves.chord(from: points[i], to: points[(i + 1) % n]) {
                return .onCurve(curve: c.curve, from: c.from, to: c.to)
            }
            return CubicFitting.length(points[(i + 1) % n] - points[i]) > Self.straightEdgeLength * tolerance
                ? .straight : .free
        }
        // A break: where a fitted run must start or end (a corner, a straight edge, or a piece
        // of a curve starting or ending).
        let breaks = (0..<n).map { i -> Bool in
            switch (edges[(i + n - 1) % n], edges[i]) {
            case (.onCurve(let c, let a, let b), .onCurve(let d, let e, let f)):
                // Inside one piece when the steps carry on along the same curve, the same way.
                return !(c == d && b == e && b - a == f - e)
            case (.free, .free): return turnsSharply(i)
            default: return true
            }
        }
        let fitting = CubicFitting(tolerance: tolerance * Self.fittedShare)
        var segments: [PathSegment] = []
        guard let first = breaks.firstIndex(of: true) else {
            // One smooth ring (a circle): fitted from its first point round to it again, with
            // one tangent there.
            let closed = points + [points[0]]
            let tangent = CubicFitting.tangent(points[n - 1], points[0], points[1]) ?? Point(x: 1, y: 0)
            fitting.fit(closed, 0...n, startTangent: tangent, endTangent: tangent * -1, into: &segments)
            return Self.closed(start: points[0], segments)
        }
        // Start at a break and walk once round.
        let walk = (0...n).map { points[(first + $0) % n] }
        let walkEdge = (0..<n).map { edges[(first + $0) % n] }
        let walkBreak = (0...n).map { breaks[(first + $0) % n] }
        let walkDirection = (0..<n).map { directions[(first + $0) % n] }
        var i = 0
        while i < n {
            switch walkEdge[i] {
            case .onCurve(let curve, let from, _):
                // A piece of one curve: as far as its steps carry on.
                var j = i + 1
                while j < n, !walkBreak[j] { j += 1 }
                let to = walkEdge[j - 1].curve!.to
                segments.append(curves.piece(of: curve, from: from, to: to, start: walk[i], end: walk[j]))
                i = j
            case .straight:
                segments.append(.line(to: walk[i + 1]))
                i += 1
            case .free:
                var j = i + 1
                while j < n, !walkBreak[j] { j += 1 }
                // Where the run meets a straight edge or a curve without a corner, it leaves
                // along that edge, so the two join smoothly.
                func along(_ neighbour: Int, _ own: Int, at vertex: Int, sign: Double) -> Point {
                    let estimate = Self.endTangent(walk, at: vertex, towards: own)
                    guard case .free = walkEdge[(neighbour + n) % n] else {
                        guard let d = walkDirection[(neighbour + n) % n],
                            CubicFitting.dot(d * sign, estimate) > cosCorner
                        else { return estimate }
                        return d * sign
                    }
                    return estimate
                }
                fitting.fit(
                    walk, i...j, startTangent: along(i - 1, j, at: i, sign: 1),
                    endTangent: along(j, i, at: j, sign: -1), into: &segments)
                i = j
            }
        }
        return Self.closed(start: walk[0], segments)
    }

    /// An edge longer than this many tolerances is a straight side of the outline (a side of
    /// a stroke, a flat end): 8 template units at 0.05. No chord of a flattened curve or round
    /// join is as long: cut within 0.02 units, a circle of radius 200 units (twice a glyph's
    /// height) has chords of 5.7.
    static let straightEdgeLength = 160.0
    /// The share of the tolerance left to the fit: the rest goes to dropping vertices closer
    /// than it to their neighbour (`cleaned`), so the two together stay within the tolerance.
    static let fittedShare = 0.8

    /// The ring without repeated points, and without the vertices of edges shorter than a
    /// fifth of the tolerance that lie on none of the icon's curves: GEOS leaves such slivers
    /// where two outlines meet, and each would be a corner of its own.
    func cleaned(_ ring: [Point], _ curves: SourceCurves) -> [Point] {
        let shortest = tolerance * (1 - Self.fittedShare)
        var points: [Point] = []
        points.reserveCapacity(ring.count)
        for p in ring {
            if let last = points.last {
                if last == p { continue }
                if CubicFitting.length(p - last) < shortest, !curves.isOnCurve(p) { continue }
            }
            points.append(p)
        }
        while points.count > 1,
            points.first == points.last
                || (CubicFitting.length(points[points.count - 1] - points[0]) < shortest
                    && !curves.isOnCurve(points[points.count - 1]))
        {
            points.removeLast()
        }
        return Self.withoutSpikes(points, width: shortest)
    }

    /// The ring without spikes: a vertex the ring runs out to and straight back from, its two
    /// neighbours closer than `width` to each other, encloses no area (GEOS leaves such a crack
    /// where the two halves of a closed stroke meet). The spike goes, its neighbours become one.
    static func withoutSpikes(_ ring: [Point], width: Double) -> [Point] {
        var points = ring
        var k = 0
        while points.count > 3, k < points.count {
            let n = points.count
            let (before, tip, after) = (points[(k + n - 1) % n], points[k], points[(k + 1) % n])
            guard CubicFitting.length(after - before) < width,
                let out = CubicFitting.unit(tip - before), let back = CubicFitting.unit(after - tip),
                CubicFitting.dot(out, back) < -0.99
            else {
                k += 1
                continue
            }
            // The tip and the second neighbour go; the first stays in place of both.
            let second = (k + 1) % n
            points.remove(at: max(k, second))
            points.remove(at: min(k, second))
            k = max(0, min(k, points.count) - 1)
        }
        return points
    }

    /// A closed subpath whose last line back to its start is left to the `z`.
    static func closed(start: Point, _ segments: [PathSegment]) -> Subpath {
        var segments = segments
        if case .line(let to)? = segments.last, to == start, segments.count > 1 { segments.removeLast() }
        return Subpath(start: start, segments: segments, isClosed: true)
    }

    /// The unit tangent at the end `at` of the run between `at` and `towards`, pointing into the
    /// run: the derivative of the parabola through the first three points where they lie on a
    /// gentle, evenly cut curve (a flattened curve's chord turns half a step from its tangent),
    /// else the first edge's direction.
    static func endTangent(_ points: [Point], at i: Int, towards j: Int) -> Point {
        let step = j > i ? 1 : -1
        let p0 = points[i]
        let p1 = points[i + step]
        let d1 = p1 - p0
        let first = CubicFitting.unit(d1) ?? Point(x: 1, y: 0)
        guard abs(j - i) >= 2 else { return first }
        let p2 = points[i + 2 * step]
        let d2 = p2 - p1
        let s1 = CubicFitting.length(d1)
        let l2 = CubicFitting.length(d2)
        guard s1 > 0, l2 > 0, l2 < 2 * s1, s1 < 2 * l2, let second = CubicFitting.unit(d2),
            CubicFitting.dot(first, second) > cos(Double.pi / 6)
        else { return first }
        let s2 = s1 + l2
        let derivative =
            p0 * -(1 / s1 + 1 / s2) + p1 * (s2 / (s1 * (s2 - s1))) + p2 * -(s1 / (s2 * (s2 - s1)))
        return CubicFitting.unit(derivative) ?? first
    }
}

extension Outline {
    /// The outline as lines and cubics within `tolerance` of it (its own units), keeping the
    /// pieces of `curves` it follows ([OutlineFitting]).
    package func fitted(tolerance: Double, keeping curves: SourceCurves = SourceCurves()) -> Path {
        OutlineFitting(tolerance: tolerance).path(self, keeping: curves)
    }
}
