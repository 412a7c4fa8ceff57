import SVGModel

/// Whether a clip region of any shape holds the ink it applies to, without a geometry library
/// (`check` loads no GEOS): the ink is bounded by the convex hull of its shapes' points and
/// control points (a cubic lies inside the hull of its control points), grown by each stroke's
/// reach; the region is the clip's shapes flattened to polygons, each under its own fill rule.
/// The hull lies in the region when no edge of the region meets the hull (edge against edge,
/// vertex inside) and the hull's centre is inside: then no boundary of the region runs through
/// the hull, so the whole hull is on the centre's side. Anything the test cannot show is
/// counted as cutting (the finding stays; `make` and `fix` decide it exactly).
enum ClipContainment {
    /// One shape of the clip's content, flattened: its rings in root user space, and its rule.
    struct Part {
        var rings: [[Point]]
        var rule: FillRule
    }

    /// A point in the union of `parts`.
    static func contains(_ parts: [Part], _ point: Point) -> Bool {
        parts.contains { part in
            let winding = part.rings.reduce(0) { $0 + self.winding(of: $1, at: point) }
            return part.rule == .evenodd ? winding % 2 != 0 : winding != 0
        }
    }

    /// True when the convex hull of `points` lies in the union of `parts`.
    static func holds(_ parts: [Part], hullOf points: [Point]) -> Bool {
        let hull = convexHull(points)
        guard hull.count >= 3 else { return false }
        let hullEdges = edges(of: hull)
        for part in parts {
            for ring in part.rings {
                for vertex in ring where inside(convex: hull, vertex) { return false }
                for edge in edges(of: ring) where hullEdges.contains(where: { meet(edge, $0) }) { return false }
            }
        }
        let centre = Point(
            x: hull.reduce(0) { $0 + $1.x } / Double(hull.count), y: hull.reduce(0) { $0 + $1.y } / Double(hull.count))
        return contains(parts, centre)
    }

    /// `path` flattened into closed rings ([Flattening], as GEOS's input is), each curve cut
    /// into chords no further than `tolerance` from it.
    static func rings(_ path: Path, tolerance: Double) -> [[Point]] {
        Flattening.polylines(path, tolerance: tolerance).map(\.points).filter { $0.count >= 3 }
    }

    /// Every point and control point of `path`, each grown to the corners of a square `grow`
    /// on each side (a stroke's reach) when `grow` is above 0.
    static func points(of path: Path, grow: Double) -> [Point] {
        var points: [Point] = []
        for sub in path.subpaths {
            points.append(sub.start)
            for segment in sub.segments {
                switch segment {
                case .line(let to): points.append(to)
                case .cubic(let c1, let c2, let to): points += [c1, c2, to]
                }
            }
        }
        guard grow > 0 else { return points }
        return points.flatMap { p in
            [
                Point(x: p.x - grow, y: p.y - grow), Point(x: p.x + grow, y: p.y - grow),
                Point(x: p.x + grow, y: p.y + grow), Point(x: p.x - grow, y: p.y + grow),
            ]
        }
    }

    private static func edges(of ring: [Point]) -> [(Point, Point)] {
        ring.indices.map { (ring[$0], ring[($0 + 1) % ring.count]) }
    }

    /// The non-zero winding number of a closed ring around a point.
    static func winding(of ring: [Point], at p: Point) -> Int {
        var winding = 0
        for (a, b) in edges(of: ring) {
            if a.y <= p.y {
                if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y, cross(a, b, p) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    private static func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
        (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }

    /// Andrew's monotone chain, counter-clockwise in a y-up frame, collinear points dropped.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = Set(points.map { [$0.x, $0.y] }).map { Point(x: $0[0], y: $0[1]) }.sorted {
            ($0.x, $0.y) < ($1.x, $1.y)
        }
        guard sorted.count >= 3 else { return sorted }
        var lower: [Point] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        var upper: [Point] = []
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// On or inside a convex counter-clockwise polygon.
    private static func inside(convex hull: [Point], _ p: Point) -> Bool {
        edges(of: hull).allSatisfy { cross($0.0, $0.1, p) >= 0 }
    }

    /// Whether two segments share a point (touching counts).
    private static func meet(_ s: (Point, Point), _ t: (Point, Point)) -> Bool {
        let d1 = cross(t.0, t.1, s.0)
        let d2 = cross(t.0, t.1, s.1)
        let d3 = cross(s.0, s.1, t.0)
        let d4 = cross(s.0, s.1, t.1)
        if (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0) { return true }
        func onSegment(_ a: Point, _ b: Point, _ p: Point, _ d: Double) -> Bool {
            d == 0 && Swift.min(a.x, b.x) <= p.x && p.x <= Swift.max(a.x, b.x) && Swift.min(a.y, b.y) <= p.y
                && p.y <= Swift.max(a.y, b.y)
        }
        return onSegment(t.0, t.1, s.0, d1) || onSegment(t.0, t.1, s.1, d2) || onSegment(s.0, s.1, t.0, d3)
            || onSegment(s.0, s.1, t.1, d4)
    }
}
