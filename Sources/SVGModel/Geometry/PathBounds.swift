/// Exact bounds of path geometry: curve extrema from the roots of the derivative, not the
/// control points (a control polygon can reach far beyond the ink).
extension Path {
    /// The bounds of every subpath that draws something (a lone move draws nothing).
    package var bounds: Rect? {
        var box: Rect? = nil
        for sp in subpaths where !sp.segments.isEmpty {
            box = box.including(sp.start)
            var from = sp.start
            for seg in sp.segments {
                switch seg {
                case .line(let to):
                    box = box.including(to)
                case .cubic(let c1, let c2, let to):
                    box = box.including(to)
                    forEachCubicExtremum(from.x, c1.x, c2.x, to.x) {
                        box = box.including(cubicPoint(from, c1, c2, to, $0))
                    }
                    forEachCubicExtremum(from.y, c1.y, c2.y, to.y) {
                        box = box.including(cubicPoint(from, c1, c2, to, $0))
                    }
                }
                from = seg.end
            }
        }
        return box
    }
}

/// Calls `body` with each parameter t in (0, 1) where one coordinate of a cubic Bézier has a
/// zero derivative and lies outside its end points' span (an extremum inside that span cannot
/// widen a box that holds both end points). Allocates nothing: bounds run over every curve of
/// every glyph.
@inline(__always)
func forEachCubicExtremum(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void) {
    // The curve lies in the hull of its control points: with both inner ones between the end
    // points, this coordinate never leaves [p0, p3].
    let low = Swift.min(p0, p3)
    let high = Swift.max(p0, p3)
    if p1 >= low, p1 <= high, p2 >= low, p2 <= high { return }
    // B'(t)/3 = a t² + b t + c with:
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    let scale = Swift.max(abs(a), abs(b), abs(c))
    if scale == 0 { return }
    func report(_ t: Double) { if t > 0 && t < 1 { body(t) } }
    if abs(a) <= 1e-12 * scale {
        if b != 0 { report(-c / b) }
    } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
            let sq = disc.squareRoot()
            // The numerically stable form avoids cancellation between b and √disc.
            let q = -0.5 * (b + (b < 0 ? -sq : sq))
            if q != 0 { report(c / q) }
            report(q / a)
        }
    }
}
