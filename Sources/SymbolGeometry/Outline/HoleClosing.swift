import SVGModel

extension Outliner {
    /// `outline` with every hole closed that `drawn`, the same ink as its author drew it, does
    /// not have: a hole most of whose area (`newHoleInkShare`) `drawn` fills with ink is new. So
    /// a closed stroke whose width covered its own interior (a dot, a small disc) stays solid at
    /// a lighter weight instead of opening into a ring, while a counter that grew or shrank
    /// with the weight stays open. An island inside a closed hole is merged into the ink around it.
    package static func closingHoles(_ outline: Outline, absentFrom drawn: Outline, budget: GeometryBudget = .unlimited)
        throws(GeometryError) -> Outline
    {
        guard outline.holeCount > 0 else { return outline }
        var closed = false
        var polygons: [OutlinePolygon] = []
        for polygon in outline.polygons {
            var kept: [[Point]] = []
            for hole in polygon.holes {
                let region = Outline(polygons: [OutlinePolygon(shell: hole)])
                let inked = try intersection(region, drawn, budget: budget).area
                if inked > region.area * newHoleInkShare {
                    closed = true
                } else {
                    kept.append(hole)
                }
            }
            polygons.append(OutlinePolygon(shell: polygon.shell, holes: kept))
        }
        guard closed else { return outline }
        return try union([Outline(polygons: polygons)], budget: budget)
    }

    /// A hole whose area the drawn icon inks more than this share of is one the icon did not
    /// have: a counter keeps most of its area open at every weight, a dot's middle has none.
    static let newHoleInkShare = 0.5
}
