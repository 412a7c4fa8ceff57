import SVGModel
import SymbolGeometry
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path data parsed and normalised as the tree builder reads a `d` attribute.
func path(_ d: String) throws -> Path {
    PathNormalizer.geometry(of: try PathDataParser.parse(d).get())
}

/// The segments of a path by kind.
func counts(_ path: Path) -> (lines: Int, cubics: Int) {
    var lines = 0
    var cubics = 0
    for subpath in path.subpaths {
        for segment in subpath.segments {
            if case .line = segment { lines += 1 } else { cubics += 1 }
        }
    }
    return (lines, cubics)
}

/// The largest distance from any point of `path` (its curves cut fine) to the polygon rings of
/// `outline`, and from any vertex of `outline` to `path`'s polyline: how far the fit strays,
/// measured independently of the fitter.
func deviation(_ path: Path, from outline: Outline) -> Double {
    let fitted = Flattening.polylines(path, tolerance: 1e-3).map { $0.points + [$0.points[0]] }
    let rings = outline.polygons.flatMap { [$0.shell] + $0.holes }.map { $0 + [$0[0]] }
    func distance(_ p: Point, to lines: [[Point]]) -> Double {
        var best = Double.infinity
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                let ab = b - a
                let l2 = ab.x * ab.x + ab.y * ab.y
                let t = l2 > 0 ? min(1, max(0, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2)) : 0
                let q = a + ab * t
                best = min(best, hypot(p.x - q.x, p.y - q.y))
            }
        }
        return best
    }
    var worst = 0.0
    for line in fitted { for p in line { worst = max(worst, distance(p, to: rings)) } }
    for ring in rings { for p in ring { worst = max(worst, distance(p, to: fitted)) } }
    return worst
}

@Suite("Outline fitting") struct OutlineFittingTests {
    @Test func aPolygonStaysItsLines() throws {
        let square = try Outliner.fill(Path(subpaths: [rectangle(0, 0, 10, 10)]), rule: .nonzero, tolerance: 0.01)
        let fitted = square.fitted(tolerance: 0.05)
        #expect(counts(fitted).cubics == 0)
        #expect(counts(fitted).lines == 3)  // the fourth side is the `z`
        #expect(deviation(fitted, from: square) < 1e-9)
    }

    @Test func aFlattenedCircleBecomesAFewCubics() throws {
        let circle = try path("M10 0A10 10 0 1 1 -10 0A10 10 0 1 1 10 0Z")
        let outline = try Outliner.fill(circle, rule: .nonzero, tolerance: 0.001)
        #expect(outline.vertexCount > 200)
        let fitted = outline.fitted(tolerance: 0.05)
        let (lines, cubics) = counts(fitted)
        #expect(lines == 0)
        #expect((2...6).contains(cubics))
        #expect(deviation(fitted, from: outline) <= 0.05)
    }

    @Test func aStrokedArcIsFittedWithinTheTolerance() throws {
        let arc = try path("M-40 0A40 40 0 0 1 40 0")
        let outline = try Outliner.stroke(arc, style: StrokeStyle(width: 8, cap: .round), tolerance: 0.015)
        #expect(outline.vertexCount > 150)
        let fitted = outline.fitted(tolerance: 0.05)
        #expect(deviation(fitted, from: outline) <= 0.05)
        // Two round caps and two concentric half circles: two or three cubics each.
        #expect(counts(fitted).cubics + counts(fitted).lines <= 12)
        try expectAreaAgrees(fitted, outline, tolerance: 0.05)
    }

    @Test func theIconsOwnCurvesAreKeptExactly() throws {
        // A drop: two cubics and a line, filled as drawn.
        let drop = try path("M0 -20C8 -8 12 -2 12 4C12 11 6 16 0 16C-6 16 -12 11 -12 4L0 -20Z")
        var curves = SourceCurves()
        curves.add(drop, tolerance: 0.01, toRoot: .identity)
        let outline = try Outliner.fill(drop, rule: .nonzero, tolerance: 0.01)
        let fitted = outline.fitted(tolerance: 0.05, keeping: curves)
        let kept = fitted.subpaths[0].segments.compactMap { segment -> [Point]? in
            if case .cubic(let c1, let c2, let to) = segment { return [c1, c2, to] }
            return nil
        }
        let drawn = drop.subpaths[0].segments.compactMap { segment -> [Point]? in
            if case .cubic(let c1, let c2, let to) = segment { return [c1, c2, to] }
            return nil
        }
        #expect(kept.count == drawn.count)
        // The same cubics, whichever way round and from whichever point GEOS starts the ring.
        for cubic in drawn {
            let found = kept.contains { k in
                zip(k, cubic).allSatisfy { hypot($0.x - $1.x, $0.y - $1.y) < 1e-9 }
            }
            let reversedFound = kept.enumerated().contains { index, k in
                let start = index == 0 ? fitted.subpaths[0].start : kept[index - 1][2]
                return [k[1], k[0], start].elementsEqual(cubic) { hypot($0.x - $1.x, $0.y - $1.y) < 1e-9 }
            }
            #expect(found || reversedFound, "\(cubic) is not among \(kept)")
        }
    }

    @Test func piecesOfTheIconsCurvesSurviveAUnion() throws {
        let left = try path("M0 0A10 10 0 1 1 20 0A10 10 0 1 1 0 0Z")
        let right = try path("M12 0A10 10 0 1 1 32 0A10 10 0 1 1 12 0Z")
        var curves = SourceCurves()
        curves.add(left, tolerance: 0.01, toRoot: .identity)
        curves.add(right, tolerance: 0.01, toRoot: .identity)
        let union = try Outliner.union([
            try Outliner.fill(left, rule: .nonzero, tolerance: 0.01),
            try Outliner.fill(right, rule: .nonzero, tolerance: 0.01),
        ])
        let fitted = union.fitted(tolerance: 0.05, keeping: curves)
        #expect(deviation(fitted, from: union) <= 0.05)
        // Every cubic is a piece of one of the two circles: its points lie on it.
        var start = fitted.subpaths[0].start
        var cubics = 0
        for segment in fitted.subpaths[0].segments {
            defer { start = segment.end }
            guard case .cubic(let c1, let c2, let to) = segment else { continue }
            cubics += 1
            let onLeft = (0...8).allSatisfy { k in
                let p = cubicPoint(start, c1, c2, to, Double(k) / 8)
                return abs(hypot(p.x - 10, p.y) - 10) < 1e-3
            }
            let onRight = (0...8).allSatisfy { k in
                let p = cubicPoint(start, c1, c2, to, Double(k) / 8)
                return abs(hypot(p.x - 22, p.y) - 10) < 1e-3
            }
            #expect(onLeft || onRight)
        }
        // Each circle is eight 45° cubics; the union keeps most of both, cut where they cross.
        #expect((10...18).contains(cubics))
    }

    @Test func theFitIsVerifiedAgainstThePolylineByArea() throws {
        // A stroked zigzag with round joins, a ring and a dot: corners, arcs and a hole.
        let drawing = try path("M0 0L20 10L40 0L60 10M80 5A10 10 0 1 1 100 5A10 10 0 1 1 80 5Z")
        let outline = try Outliner.stroke(
            drawing, style: StrokeStyle(width: 6, cap: .round, join: .round), tolerance: 0.01)
        let fitted = outline.fitted(tolerance: 0.05)
        #expect(deviation(fitted, from: outline) <= 0.05)
        #expect(counts(fitted).cubics + counts(fitted).lines < outline.vertexCount / 10)
        try expectAreaAgrees(fitted, outline, tolerance: 0.05)
    }

    @Test func aRingThatIsAllCornersIsWrittenAsItsEdges() throws {
        let star = try Outliner.fill(
            polyline(
                (0..<10).map { i in
                    let a = Double.pi * Double(i) / 5
                    let r = i % 2 == 0 ? 10.0 : 4.0
                    return (r * cos(a), r * sin(a))
                }, closed: true), rule: .nonzero, tolerance: 0.01)
        let fitted = star.fitted(tolerance: 0.05)
        #expect(counts(fitted).cubics == 0)
        #expect(counts(fitted).lines == 9)
    }

    /// A crack GEOS leaves where the two halves of a closed stroke meet, a spike out and back
    /// that encloses nothing, is not written.
    @Test func aSpikeThatEnclosesNothingIsDropped() {
        let cracked = Outline(polygons: [
            OutlinePolygon(shell: [
                Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 15, y: 5.001),
                Point(x: 10, y: 5.002), Point(x: 10, y: 10), Point(x: 0, y: 10),
            ])
        ])
        let fitted = cracked.fitted(tolerance: 0.05)
        let points = fitted.subpaths.flatMap { [$0.start] + $0.segments.map(\.end) }
        #expect(points.allSatisfy { $0.x <= 10.000_001 })
        #expect(counts(fitted).cubics == 0)
    }

    /// What the fitted path fills and what the polyline fills differ by no more than a band of
    /// the tolerance's width along the outline: the area of their symmetric difference is at
    /// most the tolerance times the perimeter.
    func expectAreaAgrees(_ fitted: Path, _ outline: Outline, tolerance: Double) throws {
        let filled = try Outliner.fill(fitted, rule: .nonzero, tolerance: 2e-3)
        let apart =
            try Outliner.difference(filled, outline).area + Outliner.difference(outline, filled).area
        var perimeter = 0.0
        for ring in outline.polygons.flatMap({ [$0.shell] + $0.holes }) {
            for (a, b) in zip(ring, ring.dropFirst() + [ring[0]]) { perimeter += hypot(b.x - a.x, b.y - a.y) }
        }
        #expect(apart <= tolerance * perimeter, "\(apart) apart over a perimeter of \(perimeter)")
        #expect(apart > 0)
    }
}
