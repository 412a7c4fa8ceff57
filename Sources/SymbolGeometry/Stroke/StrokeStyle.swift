/// SVG's `stroke-linecap`.
package enum LineCap: String, Sendable, Hashable, CaseIterable {
    case butt, round, square
}

/// SVG's `stroke-linejoin` (SVG 2's `miter-clip` and `arcs` are read as `miter` by the caller).
package enum LineJoin: String, Sendable, Hashable, CaseIterable {
    case miter, round, bevel
}

/// How a path is stroked, in the path's own user units.
package struct StrokeStyle: Sendable, Hashable {
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    /// SVG semantics: a miter join whose miter length ÷ stroke width exceeds this is bevelled.
    package var miterLimit: Double
    /// Dash and gap lengths; empty (or invalid, as SVG says: a negative entry or a zero sum)
    /// draws a solid line.
    package var dashes: [Double]
    package var dashOffset: Double

    package init(
        width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 4,
        dashes: [Double] = [], dashOffset: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }

    /// The dash pattern SVG draws: an odd list repeated once to make it even, nil for solid.
    var effectiveDashes: [Double]? {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0 else {
            return nil
        }
        return dashes.count % 2 == 1 ? dashes + dashes : dashes
    }
}
