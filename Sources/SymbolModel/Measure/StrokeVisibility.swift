import SVGModel

/// Whether a stroke, once outlined, is wide enough for any screen to show it: the one
/// definition `hairline-stroke`, `blank-glyph` and `fix --wireframe` share.
///
/// The arithmetic, from the tile's scale (`ControlCenterSymbolArea`: a 24 pt symbol drawn from
/// a template typeset at 100 pt, 0.24 pt per template unit, an estimate since Apple publishes
/// no number; docs/template-format.md §3) and the densest screens, which draw 3 pixels per
/// point (@3x; docs/sizing.md "One pixel at @3x"): one template unit is 0.24 × 3 = 0.72 pixels, so one pixel is 1 / 0.72 ≈ 1.39
/// units. A stroke narrower than that covers less than one pixel across even there; the SF
/// Symbols app's 0.5-unit wireframe strokes come to 0.36 pixels.
package enum StrokeVisibility {
    /// Pixels per point on the densest screens (@3x).
    package static let densestScreenScale = 3.0

    /// One pixel at @3x in the Control Center tile, in template units (≈ 1.39).
    package static var onePixelInTemplateUnits: Double {
        1 / (ControlCenterSymbolArea.pointsPerTemplateUnit * densestScreenScale)
    }

    /// The width `fix --wireframe outline` gives a stroke narrower than one pixel: 1.5 units,
    /// 1.08 pixels at @3x, the next half unit above one pixel.
    package static let visibleOutlineWidth = 1.5

    /// The stroke's width in template units: its `stroke-width` scaled by the element's
    /// transform (by the square root of its area factor, for a transform that scales unevenly).
    package static func width(of node: SVGNode) -> Double {
        node.style.strokeWidth * abs(node.ctm.determinant).squareRoot()
    }

    /// Pixels across that `width` template units cover at @3x in the tile.
    package static func pixels(_ width: Double) -> Double {
        width * ControlCenterSymbolArea.pointsPerTemplateUnit * densestScreenScale
    }

    /// The shape draws a stroke (`GlyphShape.drawsStroke`) narrower than one pixel at @3x.
    package static func isHairline(_ shape: GlyphShape) -> Bool {
        shape.drawsStroke && width(of: shape.node) < onePixelInTemplateUnits
    }
}
