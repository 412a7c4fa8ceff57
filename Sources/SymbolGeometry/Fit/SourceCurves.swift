import SVGModel

/// The curves an outline was made from, so that where the outline still follows one of them it
/// is written as that curve rather than fitted again. GEOS works on the chords `Flattening`
/// cuts each cubic into and hands back the vertices it was given, untouched, wherever no other
/// edge crosses them (new vertices appear only at crossings). So each chord end is recorded
/// here, in the outline's space, with its curve and its step: two neighbouring outline vertices
/// one step apart on the same curve are the chord between them, and a run of such chords is a
/// piece of the curve, recovered exactly by splitting it at those steps.
package struct SourceCurves: Sendable {
    /// One cubic in the outline's space and the number of chords it was cut into.
    struct Curve: Sendable {
        var p0: Point
        var c1: Point
        var c2: Point
        var p3: Point
        var chords: Int
    }

    /// A vertex's place on a curve: chord end `step` of the curve's `chords` (0 is its start).
    struct Mark: Sendable, Hashable {
        var curve: Int
        var step: Int
    }

    private(set) var curves: [Curve] = []
    private(set) var marks: [Point: [Mark]] = [:]

    package init() {}

    package var isEmpty: Bool { curves.isEmpty }

    /// Records the cubics of `path` (in its own user space) as `Flattening` cuts them at
    /// `tolerance` (the same units), each chord end placed by `toRoot` exactly as
    /// `Outline.transformed(by:)` places the outline's vertices.
    package mutating func add(_ path: Path, tolerance: Double, toRoot: AffineTransform) {
        for subpath in path.subpaths {
            var current = subpath.start
            for segment in subpath.segments {
                defer { current = segment.end }
                guard case .cubic(let c1, let c2, let to) = segment else { continue }
                let ends = Flattening.chordEnds(current, c1, c2, to, tolerance: tolerance)
                let index = curves.count
                curves.append(
                    Curve(
                        p0: toRoot.apply(current), c1: toRoot.apply(c1), c2: toRoot.apply(c2), p3: toRoot.apply(to),
                        chords: ends.count))
                for (step, point) in ([current] + ends).enumerated() {
                    marks[toRoot.apply(point), default: []].append(Mark(curve: index, step: step))
                }
            }
        }
    }

    /// Whether `p` is a chord end of a recorded curve.
    func isOnCurve(_ p: Point) -> Bool { marks[p] != nil }

    /// The curve and steps the edge from `a` to `b` runs along, when it is one chord of a
    /// recorded curve.
    func chord(from a: Point, to b: Point) -> (curve: Int, from: Int, to: Int)? {
        guard let atA = marks[a], let atB = marks[b] else { return nil }
        for m in atA {
            for n in atB where n.curve == m.curve && abs(n.step - m.step) == 1 {
                return (m.curve, m.step, n.step)
            }
        }
        return nil
    }

    /// The piece of `curve` between chord ends `from` and `to` (either way round), starting at
    /// `start` and ending at `end`, the outline's own vertices there.
    func piece(of curve: Int, from: Int, to: Int, start: Point, end: Point) -> PathSegment {
        let c = curves[curve]
        let n = Double(c.chords)
        let (a, b) = (Double(min(from, to)) / n, Double(max(from, to)) / n)
        let (_, q1, q2, _) = Self.segment(c.p0, c.c1, c.c2, c.p3, from: a, to: b)
        return from < to
            ? .cubic(control1: q1, control2: q2, to: end)
            : .cubic(control1: q2, control2: q1, to: end)
    }

    /// The part of a cubic between parameters `t0` < `t1`, by de Casteljau's construction.
    static func segment(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, from t0: Double, to t1: Double)
        -> (Point, Point, Point, Point)
    {
        // [0, t1], then the part of that from t0 ÷ t1.
        let (l0, l1, l2, l3) = left(p0, p1, p2, p3, at: t1)
        guard t1 > 0 else { return (l0, l0, l0, l0) }
        return right(l0, l1, l2, l3, at: t0 / t1)
    }

    static func left(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (Point, Point, Point, Point) {
        let a = lerp(p0, p1, t)
        let b = lerp(p1, p2, t)
        let c = lerp(p2, p3, t)
        let d = lerp(a, b, t)
        let e = lerp(b, c, t)
        return (p0, a, d, lerp(d, e, t))
    }

    static func right(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> (Point, Point, Point, Point)
    {
        let a = lerp(p0, p1, t)
        let b = lerp(p1, p2, t)
        let c = lerp(p2, p3, t)
        let d = lerp(a, b, t)
        let e = lerp(b, c, t)
        return (lerp(d, e, t), e, c, p3)
    }

    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { a + (b - a) * t }
}
