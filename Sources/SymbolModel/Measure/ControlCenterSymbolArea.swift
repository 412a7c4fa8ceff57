/// The Control Center tile and the part of it a symbol may cover: one definition for the
/// checker (`glyph-overflows-tile`), `resize` and the preview's tiles.
///
/// Assumptions (Apple publishes no numbers for Control Center; see docs/template-format.md §3): the tile is a
/// 64 pt rounded square with a 16 pt corner radius and the symbol is drawn at a 24 pt point
/// size. A template is typeset at the point size actool reads off its Medium guides
/// (`AppleTemplate.pointSize`: 100 pt for Apple's, whose cap height is 70.459 units), so one
/// template unit is 24 pt ÷ that point size: 0.24 pt in Apple's template, 0.042 pt in one drawn
/// with a 400-unit cap height (568 pt). Every length here is in the template's own units.
package enum ControlCenterSymbolArea {
    package static let tileSizePoints = 64.0
    package static let cornerRadiusPoints = 16.0
    package static let symbolPointSize = 24.0
    /// The point size Apple's templates are typeset at (cap height 70.459 units).
    package static let templatePointSize = 100.0

    /// Points per template unit in the tile for a template typeset at `pointSize` (0.24 for
    /// Apple's 100 pt); 0 when the point size is not positive.
    package static func pointsPerTemplateUnit(pointSize: Double = templatePointSize) -> Double {
        pointSize > 0 ? symbolPointSize / pointSize : 0
    }

    /// The symbol area is the tile inset by half its corner radius on every side: a 48 pt
    /// square. Its corners stay inside the rounded tile (that needs an inset of at least
    /// 16 − 16/√2 ≈ 4.7 pt), and a glyph filling it still shows the tile around it. A glyph
    /// wider or taller than this is drawn against, or past, the tile's edge.
    package static var insetPoints: Double { cornerRadiusPoints / 2 }
    package static var sidePoints: Double { tileSizePoints - 2 * insetPoints }
    /// The side of the symbol area in the units of a template typeset at `pointSize` (200 for
    /// Apple's 100 pt template).
    package static func sideInTemplateUnits(pointSize: Double = templatePointSize) -> Double {
        sidePoints * pointSize / symbolPointSize
    }

    /// The largest uniform factor after which a glyph of this ink size (in the units of a
    /// template typeset at `pointSize`) still fits the area (infinite for a glyph without
    /// extent, or a point size that gives no scale).
    package static func largestFittingFactor(width: Double, height: Double, pointSize: Double = templatePointSize)
        -> Double
    {
        let extent = max(width, height)
        guard extent > 0, pointSize > 0, pointSize.isFinite else { return .infinity }
        return sideInTemplateUnits(pointSize: pointSize) / extent
    }
}
