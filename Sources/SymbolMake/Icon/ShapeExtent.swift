import SVGModel
import Support

/// Refuses, before anything is outlined or written, a shape `make` cannot size: coordinates
/// that stop being finite numbers once its transforms are applied (`1e300` scaled up), or ink
/// that reaches far beyond the icon's canvas (a `stroke-width` of `1e9`). `make` sizes the icon
/// by all of its ink, so one such shape would shrink every other to nothing, and the template
/// would be written with zero-size glyphs.
enum ShapeExtent {
    /// How far beyond the canvas a shape's ink may reach, in canvas sizes: real icons stay on
    /// their canvas, give or take a stroke's width; a hundred canvases away is no drawing.
    static let maximumReach = 100.0

    static func refusal(of shape: IconDrawing.Shape, canvas: Rect?, source: SourceFile) -> MakeFailure? {
        let help = "check the shape's coordinates, transforms and stroke-width: `make` sizes the icon by all it draws"
        var grow = 0.0
        if case .stroke(let style) = shape.ink { grow = style.width / 2 * shape.toRoot.scaleEstimate }
        guard let ink = shape.path.transformed(by: shape.toRoot).bounds else { return nil }
        guard ink.isFinite, grow.isFinite else {
            return MakeFailure(
                source, MakeFailure.geometryID,
                "this shape's coordinates are not finite numbers once its transforms are applied",
                at: shape.range, help: help)
        }
        guard let canvas, canvas.isFinite, canvas.width > 0, canvas.height > 0 else { return nil }
        let size = max(canvas.width, canvas.height)
        let reach = max(
            canvas.minX - (ink.minX - grow), ink.maxX + grow - canvas.maxX,
            canvas.minY - (ink.minY - grow), ink.maxY + grow - canvas.maxY)
        guard reach > size * maximumReach else { return nil }
        return MakeFailure(
            source, MakeFailure.geometryID,
            "this shape reaches \(fmt(reach)) units beyond the icon's \(fmt(canvas.width)) × \(fmt(canvas.height)) canvas, more than \(fmt(maximumReach)) canvas sizes",
            at: shape.range, help: help)
    }
}
