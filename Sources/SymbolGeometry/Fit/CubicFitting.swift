import SVGModel

/// Fits a run of polyline points with as few cubic Béziers as stay within `tolerance` of it:
/// Schneider's algorithm (Graphics Gems, 1990, "An Algorithm for Automatically Fitting
/// Digitized Curves"), the one Inkscape's pencil tool and lib2geom's `bezier_fit_cubic_r`
/// carry, cut greedily instead of at the worst point. Each piece is parameterised by chord
/// length; a cubic with the piece's end tangents is fitted by least squares and the
/// parameters improved by Newton–Raphson while the error is near the tolerance. A piece whose
/// points all lie within the tolerance of its chord is a straight line, and a piece of two
/// points is its chord: lines stay lines.
///
/// The error is measured both ways: each point against the curve at its parameter (an upper
/// bound on its distance to the curve), and the curve halfway between two points' parameters
/// against the chord between them, so the curve cannot bulge between points that it passes.
struct CubicFitting {
    /// Largest distance, in the points' units, between the fitted curve and the polyline.
    let tolerance: Double

    /// Newton–Raphson rounds per fit before the run is split.
    static let reparameterisations = 8
    /// A fit this many tolerances off is worth reparameterising rather than splitting at once.
    static let reparameterisingReach = 20.0

    /// Segments from `points[range.lowerBound]` to `points[range.upperBound]` (the first
    /// point is where the previous segment ended). `startTangent` points from the first point
    /// into the run, `endTangent` from the last point back into it; both unit length.
    ///
    /// Where one cubic does not fit, the run is cut greedily: each piece reaches as far as a
    /// cubic still fits (found by galloping, then halving), and ends with the tangent the points give there,
    /// which the next piece starts with, so they join smoothly. Schneider's own split at the
    /// worst point halves a circle into eight pieces where four fit.
    func fit(
        _ points: [Point], _ range: ClosedRange<Int>, startTangent: Point, endTangent: Point,
        into segments: inout [PathSegment]
    ) {
        let lo = range.lowerBound
        let hi = range.upperBound
        if let one = piece(points, lo, hi, startTangent, endTangent) {
            segments.append(one)
            return
        }
        var start = lo
        var tangent = startTangent
        while start < hi {
            // The farthest end a single piece reaches from `start`; a single edge always does.
            var reach = start + 1
            var best = piece(points, start, reach, tangent, tangentInto(points, reach, hi, endTangent))!
            // Galloping first (2, 4, 8 … points on), so a short piece costs no fit over the
            // whole run; then halving between the last end that fitted and the first that did not.
            var (low, high) = (start + 2, hi)
            var step = 2
            while start + step < hi {
                let end = start + step
                guard let fitted = piece(points, start, end, tangent, tangentInto(points, end, hi, endTangent)) else {
                    high = end - 1
                    break
                }
                (reach, best, low) = (end, fitted, end + 1)
                step *= 2
            }
            while low <= high {
                let middle = (low + high) / 2
                if let fitted = piece(points, start, middle, tangent, tangentInto(points, middle, hi, endTangent)) {
                    reach = middle
                    best = fitted
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
            segments.append(best)
            tangent = tangentInto(points, reach, hi, endTangent) * -1
            start = reach
        }
    }

    /// The tangent at point `i` pointing back along the run (`endTangent` at the run's end),
    /// which both pieces that meet there follow.
    func tangentInto(_ points: [Point], _ i: Int, _ hi: Int, _ endTangent: Point) -> Point {
        i == hi ? endTangent : Self.tangent(points[i - 1], points[i], points[i + 1]).map { $0 * -1 } ?? endTangent
    }

    /// The unit tangent at `b` of the parabola through `a`, `b`, `c` spaced by chord length:
    /// the two chords' directions, each weighted by the other's length, so the shorter chord,
    /// which turns less from the tangent, counts more (GEOS cuts an outline into long chords
    /// and short ones where it adds a round join's sliver).
    static func tangent(_ a: Point, _ b: Point, _ c: Point) -> Point? {
        let h1 = length(b - a)
        let h2 = length(c - b)
        guard h1 > 0, h2 > 0 else { return unit(c - a) }
        return unit((b - a) * (h2 / h1) + (c - b) * (h1 / h2))
    }

    /// One line or cubic from `points[lo]` to `points[hi]` within the tolerance of the points
    /// between, with these end tangents; nil when none fits.
    func piece(_ points: [Point], _ lo: Int, _ hi: Int, _ startTangent: Point, _ endTangent: Point) -> PathSegment? {
        if hi - lo < 2 || isStraight(points, lo, hi) { return .line(to: points[hi]) }
        var parameters = chordLengthParameters(points, lo, hi)
        var curve = bezier(points, lo, hi, parameters, startTangent, endTangent)
        var error = maximumError(points, lo, hi, curve, parameters)
        if error <= tolerance { return .cubic(control1: curve.1, control2: curve.2, to: curve.3) }
        guard error <= tolerance * Self.reparameterisingReach else { return nil }
        for _ in 0..<Self.reparameterisations {
            parameters = reparameterised(points, lo, hi, curve, parameters)
            curve = bezier(points, lo, hi, parameters, startTangent, endTangent)
            error = maximumError(points, lo, hi, curve, parameters)
            if error <= tolerance { return .cubic(control1: curve.1, control2: curve.2, to: curve.3) }
        }
        return nil
    }

    /// Every point between the ends within the tolerance of the chord: the polyline then stays
    /// within it too (the distance to a segment is convex along each edge).
    func isStraight(_ points: [Point], _ lo: Int, _ hi: Int) -> Bool {
        let a = points[lo]
        let b = points[hi]
        for i in (lo + 1)..<hi where Self.distance(points[i], toSegment: a, b) > tolerance { return false }
        return true
    }

    func chordLengthParameters(_ points: [Point], _ lo: Int, _ hi: Int) -> [Double] {
        var u = [0.0]
        u.reserveCapacity(hi - lo + 1)
        var total = 0.0
        for i in (lo + 1)...hi {
            total += Self.length(points[i] - points[i - 1])
            u.append(total)
        }
        guard total > 0 else { return (0...(hi - lo)).map { Double($0) / Double(hi - lo) } }
        return u.map { $0 / total }
    }

    typealias Cubic = (Point, Point, Point, Point)

    /// The least-squares cubic through the run's ends with the given end tangents (Schneider's
    /// `GenerateBezier`); where the system is singular or gives a handle that is negative or
    /// longer than the run reaches, Wu and Barsky's heuristic: both handles a third of the chord.
    func bezier(_ points: [Point], _ lo: Int, _ hi: Int, _ u: [Double], _ tan1: Point, _ tan2: Point) -> Cubic {
        let p0 = points[lo]
        let p3 = points[hi]
        var c00 = 0.0
        var c01 = 0.0
        var c11 = 0.0
        var x0 = 0.0
        var x1 = 0.0
        for i in 0...(hi - lo) {
            let t = u[i]
            let mt = 1 - t
            let b0 = mt * mt * mt
            let b1 = 3 * mt * mt * t
            let b2 = 3 * mt * t * t
            let b3 = t * t * t
            let a1 = tan1 * b1
            let a2 = tan2 * b2
            c00 += Self.dot(a1, a1)
            c01 += Self.dot(a1, a2)
            c11 += Self.dot(a2, a2)
            let rest = points[lo + i] - (p0 * (b0 + b1) + p3 * (b2 + b3))
            x0 += Self.dot(a1, rest)
            x1 += Self.dot(a2, rest)
        }
        let chord = Self.length(p3 - p0)
        var reach = 0.0
        for i in (lo + 1)...hi { reach += Self.length(points[i] - points[i - 1]) }
        let det = c00 * c11 - c01 * c01
        var alpha1 = chord / 3
        var alpha2 = chord / 3
        if abs(det) > 1e-12 * max(c00 * c11, 1e-300) {
            let a1 = (x0 * c11 - x1 * c01) / det
            let a2 = (c00 * x1 - c01 * x0) / det
            let floor = 1e-6 * chord
            if a1 > floor, a2 > floor, a1 < 2 * reach, a2 < 2 * reach, a1.isFinite, a2.isFinite {
                alpha1 = a1
                alpha2 = a2
            }
        }
        return (p0, p0 + tan1 * alpha1, p3 + tan2 * alpha2, p3)
    }

    /// The largest distance between curve and polyline: each point against the curve at its
    /// parameter, and the curve halfway between two parameters (and at the quarters, for a
    /// long chord) against the chord between their points.
    func maximumError(_ points: [Point], _ lo: Int, _ hi: Int, _ c: Cubic, _ u: [Double]) -> Double {
        var worst = 0.0
        // Past this the fit is given up: the rest of the run need not be measured.
        let hopeless = tolerance * Self.reparameterisingReach
        for i in 1..<(hi - lo) {
            worst = max(worst, Self.length(cubicPoint(c.0, c.1, c.2, c.3, u[i]) - points[lo + i]))
            if worst > hopeless { return worst }
        }
        for i in 0..<(hi - lo) {
            let (a, b) = (points[lo + i], points[lo + i + 1])
            // A long chord (a straight side the piece runs along) is checked at its quarters
            // too: the curve can bulge off it where its middle stays close.
            let checks: [Double] = Self.length(b - a) > 4 * tolerance ? [0.25, 0.5, 0.75] : [0.5]
            for share in checks {
                let t = u[i] + (u[i + 1] - u[i]) * share
                worst = max(worst, Self.distance(cubicPoint(c.0, c.1, c.2, c.3, t), toSegment: a, b))
            }
        }
        return worst
    }

    /// One Newton–Raphson step for every parameter towards the curve's nearest point to its
    /// point, in order.
    func reparameterised(_ points: [Point], _ lo: Int, _ hi: Int, _ c: Cubic, _ u: [Double]) -> [Double] {
        var out = u
        for i in 1..<(hi - lo) {
            let t = u[i]
            let q = cubicPoint(c.0, c.1, c.2, c.3, t)
            let mt = 1 - t
            let d1 = (c.1 - c.0) * (3 * mt * mt) + (c.2 - c.1) * (6 * mt * t) + (c.3 - c.2) * (3 * t * t)
            let d2 = (c.2 - c.1 * 2 + c.0) * (6 * mt) + (c.3 - c.2 * 2 + c.1) * (6 * t)
            let diff = q - points[lo + i]
            let denominator = Self.dot(d1, d1) + Self.dot(diff, d2)
            guard abs(denominator) > 1e-300 else { continue }
            let next = t - Self.dot(diff, d1) / denominator
            out[i] = next.isFinite ? min(1, max(0, next)) : t
        }
        // Two points that swapped places keep their order, at one parameter.
        for i in 1...(hi - lo) where out[i] < out[i - 1] { out[i] = out[i - 1] }
        return out
    }

    static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
    static func length(_ v: Point) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

    static func unit(_ v: Point) -> Point? {
        let l = length(v)
        guard l > 1e-300, l.isFinite else { return nil }
        return Point(x: v.x / l, y: v.y / l)
    }

    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let l2 = dot(ab, ab)
        guard l2 > 0 else { return length(p - a) }
        let t = min(1, max(0, dot(p - a, ab) / l2))
        return length(p - (a + ab * t))
    }
}
