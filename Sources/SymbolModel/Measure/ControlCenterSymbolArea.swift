/// The Control Center tile and the part of it a symbol may cover: one definition for the
/// checker (`control-center-fit`), `resize` and the preview's tiles.
///
/// Assumptions (Apple publishes no numbers for Control Center; see docs/template-format.md §3): the tile is a
/// 64 pt rounded square with a 16 pt corner radius and the symbol is drawn at a 24 pt point
/// size. A template is typeset at 100 pt, so 1 template unit = 24/100 = 0.24 pt.
package enum ControlCenterSymbolArea {
    package static let tileSizePoints = 64.0
    package static let cornerRadiusPoints = 16.0
    package static let symbolPointSize = 24.0
    /// The point size templates are typeset at.
    package static let templatePointSize = 100.0
    package static var pointsPerTemplateUnit: Double { symbolPointSize / templatePointSize }

    /// The symbol area is the tile inset by half its corner radius on every side: a 48 pt
    /// square. Its corners stay inside the rounded tile (that needs an inset of at least
    /// 16 − 16/√2 ≈ 4.7 pt), and a glyph filling it still shows the tile around it. A glyph
    /// wider or taller than this is drawn against, or past, the tile's edge.
    package static var insetPoints: Double { cornerRadiusPoints / 2 }
    package static var sidePoints: Double { tileSizePoints - 2 * insetPoints }
    /// The side of the symbol area in template units (200 for a 100 pt template).
    package static var sideInTemplateUnits: Double { sidePoints / pointsPerTemplateUnit }

    /// The whole tile in template units (267 for a 100 pt template): ink past it is cut off.
    package static var tileInTemplateUnits: Double { tileSizePoints / pointsPerTemplateUnit }

    /// The largest uniform factor after which a glyph of this ink size still fits the area
    /// (infinite for a glyph without extent).
    package static func largestFittingFactor(width: Double, height: Double) -> Double {
        let extent = max(width, height)
        guard extent > 0 else { return .infinity }
        return sideInTemplateUnits / extent
    }
}
