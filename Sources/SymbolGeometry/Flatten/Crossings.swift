import SVGModel

/// How often polylines cross: the number that predicts how long GEOS will take to node them
/// (every crossing becomes a vertex, a face and a polygonizer step), so a hopeless shape can be
/// refused before that work starts. Counted with a sweep over x, so a real icon's few hundred
/// segments cost microseconds, and stopped as soon as the count passes the limit, so a scribble
/// of thousands of self-crossing segments costs milliseconds.
enum Crossings {
    private struct Segment {
        var a: Point
        var b: Point
        var minX: Double
        var maxX: Double
        var minY: Double
        var maxY: Double
    }

    /// Proper crossings (each segment's ends strictly on both sides of the other) between the
    /// segments of `lines`, itself included; segments that only touch, such as neighbours
    /// sharing a point, do not count. Stops counting once past `limit`.
    static func count(in lines: [[Point]], stoppingAfter limit: Int, budget: GeometryBudget) throws(GeometryError)
        -> Int
    {
        var segments: [Segment] = []
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                segments.append(
                    Segment(
                        a: a, b: b, minX: min(a.x, b.x), maxX: max(a.x, b.x), minY: min(a.y, b.y),
                        maxY: max(a.y, b.y)))
            }
        }
        segments.sort { $0.minX < $1.minX }
        var active: [Segment] = []
        var found = 0
        var tests = 0
        for s in segments {
            active.removeAll { $0.maxX < s.minX }
            for t in active where t.maxY >= s.minY && t.minY <= s.maxY {
                tests += 1
                if tests % 4096 == 0 { try budget.checkTime() }
                if cross(s, t) {
                    found += 1
                    if found > limit { return found }
                }
            }
            active.append(s)
        }
        return found
    }

    private static func cross(_ s: Segment, _ t: Segment) -> Bool {
        let d1 = side(t.a, t.b, s.a)
        let d2 = side(t.a, t.b, s.b)
        guard (d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0) else { return false }
        let d3 = side(s.a, s.b, t.a)
        let d4 = side(s.a, s.b, t.b)
        return (d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)
    }

    /// Which side of the line a→b `p` is on (the sign of the cross product).
    private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }
}
