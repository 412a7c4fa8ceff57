import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pieces SVG adds where two segments meet and at the ends of runs, built here because
/// GEOS's own mitre limit clips the corner where SVG bevels it.
enum JoinShapes {
    /// The area a join adds outside the two segments' rectangles at `vertex`, for a turn from
    /// `incoming` to `outgoing` (unit vectors), half stroke width `half`. Nil when nothing is
    /// added (straight on, or a bevel-only turn the segments already cover).
    static func join(
        at vertex: Point, incoming: Point, outgoing: Point, half: Double, join: LineJoin, miterLimit: Double,
        tolerance: Double
    ) -> [Point]? {
        if join == .round { return disc(center: vertex, radius: half, tolerance: tolerance) }
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(cross) < 1e-12 { return nil }  // straight on, or a full reversal (SVG bevels it: nothing to add)
        // Outer offsets: each segment's normal on the side away from the turn.
        var p1 = Point(x: -incoming.y, y: incoming.x)
        if p1.x * outgoing.x + p1.y * outgoing.y > 0 { p1 = p1 * -1 }
        var p2 = Point(x: -outgoing.y, y: outgoing.x)
        if p2.x * incoming.x + p2.y * incoming.y < 0 { p2 = p2 * -1 }
        let a = vertex + p1 * half
        let b = vertex + p2 * half
        let bevel = [vertex, a, b]
        guard join == .miter else { return bevel }
        // Miter length ÷ stroke width = 1 / sin(θ/2) = 1 / cos(half the turn); over the limit → bevel.
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        guard cosHalfTurn > 0, 1 / cosHalfTurn <= miterLimit else { return bevel }
        // A tip that adds less than a quarter of the tolerance (a flattened curve's gentle
        // turns) is not worth a polygon.
        if half * (1 / cosHalfTurn - cosHalfTurn) < tolerance / 4 { return bevel }
        let bisector = p1 + p2
        let length = hypot(bisector.x, bisector.y)
        guard length > 0 else { return bevel }
        let tip = vertex + bisector * (half / cosHalfTurn / length)
        return [vertex, a, tip, b]
    }

    /// A regular polygon inscribed in the circle, with enough sides that no chord strays
    /// more than `tolerance` from the circle.
    static func disc(center: Point, radius: Double, tolerance: Double) -> [Point] {
        let n = segments(radius: radius, tolerance: tolerance)
        return (0..<n).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// Sides of a full circle for chord error ≤ tolerance (at least 8, a multiple of 4).
    static func segments(radius: Double, tolerance: Double) -> Int {
        guard radius > tolerance else { return 8 }
        let step = 2 * acos(1 - tolerance / radius)
        let n = Int((2 * Double.pi / step).rounded(.up))
        return min(1024, max(8, (n + 3) / 4 * 4))
    }

    /// What a cap adds at a run's end (the run's body ends flat there): a disc, a square
    /// reaching half the width beyond the end, or nothing.
    static func cap(_ cap: LineCap, at end: Point, direction: Point, half: Double, tolerance: Double) -> [Point]? {
        switch cap {
        case .butt: return nil
        case .round: return disc(center: end, radius: half, tolerance: tolerance)
        case .square: return square(center: end, direction: direction, half: half)
        }
    }

    /// SVG's square cap on a zero-length run: a square of side `2·half` turned along `direction`.
    static func square(center: Point, direction: Point, half: Double) -> [Point] {
        let d = direction * half
        let n = Point(x: -direction.y, y: direction.x) * half
        return [center + d + n, center + d - n, center - d - n, center - d + n]
    }
}
