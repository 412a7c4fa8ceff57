import SVGModel
import SymbolGeometry

/// A polyline path from points: `poly((0,0), (10,0))`.
func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    let pts = points.map { Point(x: $0.0, y: $0.1) }
    return Path(subpaths: [Subpath(start: pts[0], segments: pts.dropFirst().map { .line(to: $0) }, isClosed: closed)])
}

func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double, clockwise: Bool = true) -> Subpath {
    let corners =
        clockwise
        ? [Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]
        : [Point(x: x, y: y + h), Point(x: x + w, y: y + h), Point(x: x + w, y: y)]
    return Subpath(start: Point(x: x, y: y), segments: corners.map { .line(to: $0) }, isClosed: true)
}

/// Fine enough that a circle's polygon loses under 0.01 % of its area.
let fine = 0.0005

func approximately(_ a: Double, _ b: Double, within: Double = 1e-6) -> Bool { abs(a - b) <= within }
