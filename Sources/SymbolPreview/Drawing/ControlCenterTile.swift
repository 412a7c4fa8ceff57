import SVGModel
import SymbolRender

/// A glyph as Control Center shows it, at the real pixel size of a device.
///
/// Assumptions (Apple publishes no numbers for Control Center; see SPEC.md §3): the tile is a
/// 64 pt rounded square with a 16 pt corner radius and the symbol is drawn at a 24 pt point
/// size. A template is typeset at 100 pt, so 1 template unit = 24/100 = 0.24 pt, i.e.
/// 0.48 px at @2x and 0.72 px at @3x. The glyph is centred in the tile by its bounding box.
enum ControlCenterTile {
    static let tileSizePoints = 64.0
    static let cornerRadiusPoints = 16.0
    static let symbolPointSize = 24.0
    /// The point size templates are typeset at.
    static let templatePointSize = 100.0
    static var pointsPerTemplateUnit: Double { symbolPointSize / templatePointSize }

    /// Side of the tile in device pixels at `deviceScale` (2 or 3).
    static func pixelSize(deviceScale: Int) -> Int { Int(tileSizePoints) * deviceScale }

    /// The tile at its real pixel size.
    static func render(
        glyph: [FilledShape], bounds: Rect?, deviceScale: Int,
        tileColor: RGBAColor, glyphColor: RGBAColor
    ) throws -> RGBAImage {
        try draw(glyph: glyph, bounds: bounds, deviceScale: deviceScale, tileColor: tileColor, glyphColor: glyphColor)
            .snapshot()
    }

    /// The tile on a canvas of its own (drawn alone, then composited as a whole, so its edges
    /// blend with the sheet exactly as the picture of the tile would).
    static func draw(
        glyph: [FilledShape], bounds: Rect?, deviceScale: Int,
        tileColor: RGBAColor, glyphColor: RGBAColor
    ) throws -> Canvas {
        let side = pixelSize(deviceScale: deviceScale)
        let scale = Double(deviceScale)
        let canvas = try Canvas(width: side, height: side)
        try canvas.fillRoundedRect(
            Rect(x: 0, y: 0, width: Double(side), height: Double(side)),
            cornerRadius: cornerRadiusPoints * scale, color: tileColor)
        if let bounds {
            let pixelsPerUnit = pointsPerTemplateUnit * scale
            let center = Double(side) / 2
            let transform = AffineTransform.translation(
                center - bounds.midX * pixelsPerUnit,
                center - bounds.midY * pixelsPerUnit
            )
            .concatenating(.scale(pixelsPerUnit, pixelsPerUnit))
            try canvas.fill(glyph, transform: transform, color: glyphColor)
        }
        return canvas
    }
}
