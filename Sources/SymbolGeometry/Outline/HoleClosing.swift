import SVGModel

extension Outliner {
    /// `outline` with every hole closed that keeps none of the icon's `counters` and whose
    /// centre `ink`, the icon as drawn, covers: a dot drawn as a closed stroke that covers its
    /// own middle opens into a ring at a lighter weight, and strokes that cross or meet leave a
    /// sliver between them; both are ink in the icon and stay ink. A hole that keeps one of the
    /// icon's counters stays open however much of it the drawn strokes cover (the gaps between a
    /// ship wheel's spokes at Ultralight, where the drawn strokes cover most of each widened
    /// gap: the share of it inked, the rule this replaces, closed them). A new hole whose centre
    /// is outside the drawn ink, strokes fused around a gap at a heavy weight, is left open for
    /// the caller to judge (`CounterCensus`). An island inside a closed hole is merged into the
    /// ink around it.
    package static func closingHoles(
        _ outline: Outline, keeping counters: [Counter], inkedBy ink: Outline, minimumRadius: Double = 0,
        tolerance: Double, budget: GeometryBudget = .unlimited
    ) throws(GeometryError) -> (outline: Outline, holes: [Counter]) {
        guard outline.holeCount > 0 else { return (outline, []) }
        let all = try outline.counters(tolerance: tolerance, budget: budget)
        var holes = all[...]
        var closed = false
        var polygons: [OutlinePolygon] = []
        for polygon in outline.polygons {
            var kept: [[Point]] = []
            for hole in holes.prefix(polygon.holes.count) {
                let keepsACounter = counters.contains { hole.contains($0.centre) || $0.contains(hole.centre) }
                if !keepsACounter, hole.radius < minimumRadius || ink.contains(hole.centre) {
                    closed = true
                } else {
                    kept.append(hole.ring)
                }
            }
            holes = holes.dropFirst(polygon.holes.count)
            polygons.append(OutlinePolygon(shell: polygon.shell, holes: kept))
        }
        guard closed else { return (outline, all) }
        let merged = try union([Outline(polygons: polygons)], budget: budget)
        return (merged, try merged.counters(tolerance: tolerance, budget: budget))
    }
}
