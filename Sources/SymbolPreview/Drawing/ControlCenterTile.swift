import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender

/// A glyph as Control Center shows it, at the real pixel size of a device.
///
/// The tile's sizes are the checker's (`ControlCenterSymbolArea`, with their assumptions): a
/// 64 pt tile, the symbol at 24 pt, so 1 template unit = 0.24 pt, i.e. 0.48 px at @2x and
/// 0.72 px at @3x. The glyph is centred in the tile by its bounding box.
enum ControlCenterTile {
    static var tileSizePoints: Double { ControlCenterSymbolArea.tileSizePoints }
    static var cornerRadiusPoints: Double { ControlCenterSymbolArea.cornerRadiusPoints }
    static var pointsPerTemplateUnit: Double { ControlCenterSymbolArea.pointsPerTemplateUnit }

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
