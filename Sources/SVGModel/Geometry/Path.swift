/// Path geometry normalised to absolute move/line/cubic/close, the form every later stage
/// works on (bounds, rendering, fill-rule analysis). Quadratic curves are raised to cubics
/// exactly; elliptical arcs become cubics of at most 45° each (error below 5e-6 × radius).
package enum PathSegment: Hashable, Sendable {
    case line(to: Point)
    case cubic(control1: Point, control2: Point, to: Point)

    package var end: Point {
        switch self {
        case .line(let to): return to
        case .cubic(_, _, let to): return to
        }
    }
}

/// One subpath: a start point, its segments and whether it was closed with `Z`
/// (or by the shape that made it, e.g. a `rect`).
package struct Subpath: Hashable, Sendable {
    package var start: Point
    package var segments: [PathSegment]
    package var isClosed: Bool
    /// Where in the source file the command that began this subpath is written (the command
    /// with its numbers, or the element of a basic shape), when known.
    package var sourceRange: SourceRange?

    package init(start: Point, segments: [PathSegment] = [], isClosed: Bool = false, sourceRange: SourceRange? = nil) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
        self.sourceRange = sourceRange
    }

    /// Byte offset of the command that began this subpath.
    package var sourceOffset: Int? { sourceRange?.start }

    package var end: Point { segments.last?.end ?? start }

    /// The same contour run the other way, covering the same region with the opposite winding:
    /// a closed one from the same start, its closing edge first; curves with their controls
    /// swapped.
    package var reversed: Subpath {
        let points = [start] + segments.map(\.end)
        var out = Subpath(start: isClosed ? start : end, isClosed: isClosed, sourceRange: sourceRange)
        if isClosed, end != start { out.segments.append(.line(to: end)) }
        for (index, segment) in segments.enumerated().reversed() {
            switch segment {
            case .line: out.segments.append(.line(to: points[index]))
            case .cubic(let c1, let c2, _): out.segments.append(.cubic(control1: c2, control2: c1, to: points[index]))
            }
        }
        return out
    }
}

package enum FillRule: String, Hashable, Sendable {
    case nonzero
    case evenodd
}

package struct Path: Hashable, Sendable {
    package var subpaths: [Subpath]

    package init(subpaths: [Subpath] = []) {
        self.subpaths = subpaths
    }

    package var isEmpty: Bool { subpaths.allSatisfy { $0.segments.isEmpty } }

    package func transformed(by t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        return Path(
            subpaths: subpaths.map { sp in
                Subpath(
                    start: t.apply(sp.start),
                    segments: sp.segments.map { seg in
                        switch seg {
                        case .line(let p): return .line(to: t.apply(p))
                        case .cubic(let c1, let c2, let p):
                            return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
                        }
                    },
                    isClosed: sp.isClosed,
                    sourceRange: sp.sourceRange)
            })
    }
}
