import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A subpath as straight segments: curves replaced by chords that stay within `tolerance`
/// of the curve (user units of the path).
struct Polyline {
    var points: [Point]
    var isClosed: Bool
}

enum Flattening {
    /// Each cubic is cut into n equal parameter steps with n chosen from the bound
    /// deviation ≤ (1/8)·h²·max|B''| (h = 1/n, |B''| ≤ 6·max second difference of the control
    /// points), so no chord strays more than `tolerance` from its curve.
    static func polylines(_ path: Path, tolerance: Double) -> [Polyline] {
        path.subpaths.map { sp in
            var pts = [sp.start]
            var current = sp.start
            for seg in sp.segments {
                switch seg {
                case .line(let to):
                    pts.append(to)
                case .cubic(let c1, let c2, let to):
                    let d1 = current - c1 * 2 + c2
                    let d2 = c1 - c2 * 2 + to
                    let m = 6 * max(hypot(d1.x, d1.y), hypot(d2.x, d2.y))
                    let steps = min(1000, max(1, Int((m / (8 * tolerance)).squareRoot().rounded(.up))))
                    for i in 1...steps {
                        let t = Double(i) / Double(steps)
                        pts.append(i == steps ? to : cubicPoint(current, c1, c2, to, t))
                    }
                }
                current = seg.end
            }
            return Polyline(points: pts, isClosed: sp.isClosed)
        }
    }

    /// Consecutive duplicate points dropped (they have no direction for joins and caps).
    static func deduplicated(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { out.append(p) }
        return out
    }
}
