import CGeos
import SVGModel

/// A counter: a hole enclosed by ink (a wheel's hub, the gaps between its spokes, the inside
/// of a ring), with the centre and radius of the largest disc that fits in it, which says where
/// it is and whether it is wide enough to draw.
package struct Counter: Sendable, Hashable {
    /// The hole's ring.
    package var ring: [Point]
    /// The outer rings of the ink inside the hole (a hub inside a wheel's rim): not part of it.
    package var islands: [[Point]]
    /// The centre of the largest disc inside the hole (clear of its islands).
    package var centre: Point
    /// That disc's radius: half the counter's width where it is widest.
    package var radius: Double

    package init(ring: [Point], islands: [[Point]] = [], centre: Point, radius: Double) {
        self.ring = ring
        self.islands = islands
        self.centre = centre
        self.radius = radius
    }

    /// The counter as it lies after `transform` (a uniform scale and a move: a placement).
    package func transformed(by transform: AffineTransform) -> Counter {
        Counter(
            ring: ring.map { transform.apply($0) }, islands: islands.map { $0.map { transform.apply($0) } },
            centre: transform.apply(centre), radius: radius * abs(transform.determinant).squareRoot())
    }

    /// Whether `p` lies in the hole, not on an island inside it.
    package func contains(_ p: Point) -> Bool {
        Self.ring(ring, contains: p) && !islands.contains { Self.ring($0, contains: p) }
    }

    static func ring(_ ring: [Point], contains p: Point) -> Bool {
        Outline(polygons: [OutlinePolygon(shell: ring)]).contains(p)
    }
}

extension Outline {
    /// Every hole of the outline as a `Counter`, in the order of `polygons`' holes, with the
    /// parts inside it as its islands, found to `tolerance` (GEOS's largest inscribed circle of
    /// the hole less its islands).
    package func counters(tolerance: Double, budget: GeometryBudget = .unlimited) throws(GeometryError)
        -> [Counter]
    {
        let holes = polygons.flatMap(\.holes)
        guard !holes.isEmpty else { return [] }
        // Each part lies in the smallest hole that contains it, if any.
        let areas = holes.map { abs(Outline.signedArea($0)) }
        var islands = [[[Point]]](repeating: [], count: holes.count)
        for polygon in polygons {
            guard let probe = polygon.shell.first else { continue }
            let around = holes.indices.filter { areas[$0] > 0 && Counter.ring(holes[$0], contains: probe) }
            if let innermost = around.min(by: { areas[$0] < areas[$1] }) { islands[innermost].append(polygon.shell) }
        }
        try budget.checkSegments(holes.reduce(0) { $0 + $1.count } + islands.joined().reduce(0) { $0 + $1.count })
        return try GEOSInterrupt.watching(budget) { () throws(GeometryError) -> [Counter] in
            let ctx = try GEOSContext()
            var counters: [Counter] = []
            for (k, hole) in holes.enumerated() {
                let polygon = try ctx.polygon(shell: hole, holes: islands[k])
                let line = try ctx.owned(
                    GEOSMaximumInscribedCircle_r(ctx.handle, polygon.pointer, max(tolerance, 1e-9)),
                    "largest inscribed circle")
                let ends = ctx.points(of: GEOSGeom_getCoordSeq_r(ctx.handle, line.pointer))
                let centre = ends.first ?? hole[0]
                let edge = ends.last ?? centre
                let radius = ((centre.x - edge.x) * (centre.x - edge.x) + (centre.y - edge.y) * (centre.y - edge.y))
                    .squareRoot()
                counters.append(Counter(ring: hole, islands: islands[k], centre: centre, radius: radius))
            }
            return counters
        }
    }
}

/// How a made outline's counters compare with the icon's: each of the icon's counters kept in
/// one hole of the outline (and wide enough to draw), or lost — filled with ink, opened to the
/// outside, merged with another, split — and the outline's holes that carry none of the icon's.
///
/// A hole of the outline carries an icon counter when it contains that counter's centre, or
/// the counter contains the hole's centre: a weight thinner than the drawing widens every
/// counter around its centre, a heavier one narrows it towards it, and either way the two
/// overlap there. Both outlines are in one coordinate system.
package struct CounterCensus: Sendable, Hashable {
    /// How many of the icon's counters the outline keeps, each in one hole of its own.
    package var kept = 0
    /// Icon counters (by index) whose centre the outline inks: closed.
    package var filled: [Int] = []
    /// Icon counters whose centre is outside the outline's ink and holes: opened to the outside.
    package var opened: [Int] = []
    /// Icon counters that share one hole of the outline with another, in groups.
    package var merged: [[Int]] = []
    /// Icon counters split into several holes.
    package var split: [Int] = []
    /// Icon counters kept, but narrower than the minimum width.
    package var pinholes: [Int] = []
    /// Holes of the outline that carry none of the icon's counters.
    package var new = 0
    /// Those of the new holes narrower than `minimumRadius` × 2: specks that draw as no opening
    /// (the curve fit can leave one where two edges nearly meet).
    package var specks = 0
    /// Icon counters kept, but parted from another counter or from the outside by a wall of ink
    /// narrower than the minimum somewhere (found when the census is given the outline eroded
    /// by half that width): a grey seam, not a wall, so they draw merged or open.
    package var thinWalls: [Int] = []

    /// Every counter of the icon kept, none new.
    package var keepsEveryCounter: Bool { drawsEveryCounter && new == 0 }

    /// Every counter of the icon kept, and no new hole wide enough to draw as one.
    package var drawsEveryCounter: Bool {
        filled.isEmpty && opened.isEmpty && merged.isEmpty && split.isEmpty && pinholes.isEmpty && thinWalls.isEmpty
            && new == specks
    }

    /// The outline's counters against the icon's.
    /// - Parameters:
    ///   - minimumRadius: a kept counter narrower than twice this is a pinhole.
    ///   - eroded: the outline shrunk by a disc of the narrowest wall's half width, when walls are
    ///     judged: where it joins two kept counters, or one and the outside, the wall between
    ///     them is thinner than that width.
    package init(icon: [Counter], outline: Outline, holes: [Counter], minimumRadius: Double, eroded: Outline? = nil) {
        var carriers = [[Int]](repeating: [], count: icon.count)
        var carried = [[Int]](repeating: [], count: holes.count)
        for (j, hole) in holes.enumerated() {
            for (i, counter) in icon.enumerated() where hole.contains(counter.centre) || counter.contains(hole.centre) {
                carriers[i].append(j)
                carried[j].append(i)
            }
        }
        for (j, icon) in carried.enumerated() where icon.isEmpty {
            new += 1
            if holes[j].radius < minimumRadius { specks += 1 }
        }
        merged = carried.filter { $0.count > 1 }
        let inMerges = Set(merged.joined())
        for (i, holesOfCounter) in carriers.enumerated() where !inMerges.contains(i) {
            switch holesOfCounter.count {
            case 0:
                if outline.contains(icon[i].centre) { filled.append(i) } else { opened.append(i) }
            case 1:
                if holes[holesOfCounter[0]].radius < minimumRadius { pinholes.append(i) } else { kept += 1 }
            default:
                split.append(i)
            }
        }
        if let eroded { thinWalls = Self.thinWalls(carriers, holes: holes, eroded: eroded, skipping: inMerges) }
    }

    /// The icon counters kept in one hole each whose hole, eroded, is joined with another's or
    /// with the outside. Each hole is followed from its own centre, which the erosion leaves
    /// blank, to the innermost ring of the eroded outline around it.
    static func thinWalls(_ carriers: [[Int]], holes: [Counter], eroded: Outline, skipping: Set<Int>) -> [Int] {
        let rings = eroded.polygons.flatMap(\.holes)
        let areas = rings.map { abs(Outline.signedArea($0)) }
        var byRing: [Int?: [Int]] = [:]
        for (i, carrier) in carriers.enumerated() where carrier.count == 1 && !skipping.contains(i) {
            let centre = holes[carrier[0]].centre
            let ring = rings.indices.filter { Counter.ring(rings[$0], contains: centre) }.min { areas[$0] < areas[$1] }
            byRing[ring, default: []].append(i)
        }
        var out: [Int] = byRing[nil] ?? []
        for (ring, counters) in byRing where ring != nil && counters.count > 1 { out += counters }
        return out.sorted()
    }

    /// The changes in words, for a test's or a note's message ("2 filled, 1 new").
    package var summary: String {
        var parts: [String] = []
        if !filled.isEmpty { parts.append("\(filled.count) filled") }
        if !opened.isEmpty { parts.append("\(opened.count) opened to the outside") }
        if !merged.isEmpty { parts.append("\(merged.joined().count) merged into \(merged.count)") }
        if !split.isEmpty { parts.append("\(split.count) split") }
        if !pinholes.isEmpty { parts.append("\(pinholes.count) narrower than the minimum") }
        if !thinWalls.isEmpty { parts.append("\(thinWalls.count) behind a wall narrower than the minimum") }
        if new > specks { parts.append("\(new - specks) new") }
        if specks > 0 { parts.append("\(specks) new narrower than the minimum") }
        return parts.isEmpty ? "every counter kept" : parts.joined(separator: ", ")
    }

    /// What the outline did to the icon's counters, as what a stem "would" do: "fill 2 of the
    /// icon's counters and enclose 1 hole the icon does not have".
    package var effect: String {
        func counters(_ n: Int) -> String { n == 1 ? "1 of the icon's counters" : "\(n) of the icon's counters" }
        var parts: [String] = []
        if !filled.isEmpty { parts.append("fill \(counters(filled.count))") }
        if !opened.isEmpty { parts.append("open \(counters(opened.count)) to the outside") }
        if !merged.isEmpty { parts.append("merge \(counters(merged.joined().count)) into \(merged.count)") }
        if !split.isEmpty { parts.append("split \(counters(split.count))") }
        if !pinholes.isEmpty { parts.append("narrow \(counters(pinholes.count)) to under one pixel at @3x") }
        if !thinWalls.isEmpty {
            parts.append("thin the ink around \(counters(thinWalls.count)) to under one pixel at @3x")
        }
        if new > 0 { parts.append("enclose \(new == 1 ? "1 hole" : "\(new) holes") the icon does not have") }
        guard let last = parts.popLast() else { return "keep every counter" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
    }
}
