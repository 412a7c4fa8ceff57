#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A subpath as straight segments: curves replaced by chords that stay within `tolerance`
/// of the curve (user units of the path).
package struct Polyline: Sendable {
    package var points: [Point]
    package var isClosed: Bool
}

/// Curves to chords, one way for GEOS's input (SymbolGeometry) and for `check`'s clip
/// containment (SymbolModel), which loads no GEOS.
package enum Flattening {
    /// Each cubic is cut into n equal parameter steps with n chosen from the bound
    /// deviation ≤ (1/8)·h²·max|B''| (h = 1/n, |B''| ≤ 6·max second difference of the control
    /// points), so no chord strays more than `tolerance` from its curve.
    package static func polylines(_ path: Path, tolerance: Double) -> [Polyline] {
        path.subpaths.map { sp in
            var pts = [sp.start]
            var current = sp.start
            for seg in sp.segments {
                switch seg {
                case .line(let to):
                    pts.append(to)
                case .cubic(let c1, let c2, let to):
                    pts += chordEnds(current, c1, c2, to, tolerance: tolerance)
                }
                current = seg.end
            }
            return Polyline(points: pts, isClosed: sp.isClosed)
        }
    }

    /// The ends of the chords a cubic from `p0` is cut into, its own end last: chord `i` of `n`
    /// ends at the curve's point at t = i ÷ n. SymbolGeometry's `SourceCurves` finds an
    /// outline's vertices on the icon's own curves by these very points.
    package static func chordEnds(_ p0: Point, _ c1: Point, _ c2: Point, _ to: Point, tolerance: Double) -> [Point] {
        let chords = steps(p0, c1, c2, to, tolerance: tolerance)
        return (1...chords).map { i in i == chords ? to : cubicPoint(p0, c1, c2, to, Double(i) / Double(chords)) }
    }

    /// How many straight segments `polylines` makes of `path`, counted without making them, so
    /// a path that would flatten into millions of points is refused before they are allocated.
    package static func segmentCount(_ path: Path, tolerance: Double) -> Int {
        var count = 0
        for sp in path.subpaths {
            var current = sp.start
            for seg in sp.segments {
                switch seg {
                case .line: count += 1
                case .cubic(let c1, let c2, let to): count += steps(current, c1, c2, to, tolerance: tolerance)
                }
                current = seg.end
            }
        }
        return count
    }

    /// The chords a cubic is cut into (at most 1000).
    private static func steps(_ p0: Point, _ c1: Point, _ c2: Point, _ to: Point, tolerance: Double) -> Int {
        let d1 = p0 - c1 * 2 + c2
        let d2 = c1 - c2 * 2 + to
        let m = 6 * max(hypot(d1.x, d1.y), hypot(d2.x, d2.y))
        let steps = (m / (8 * tolerance)).squareRoot().rounded(.up)
        // NaN (a non-finite control point) and huge ratios both end at the cap.
        return steps >= 1 ? Int(min(1000, steps)) : steps.isNaN ? 1000 : 1
    }

    /// Consecutive duplicate points dropped (they have no direction for joins and caps).
    package static func deduplicated(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { out.append(p) }
        return out
    }
}
