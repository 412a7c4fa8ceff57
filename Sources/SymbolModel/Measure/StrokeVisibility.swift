import SVGModel

/// Whether a stroke, once outlined, is wide enough for any screen to show it: the one
/// definition `hairline-stroke`, `blank-glyph` and `fix --wireframe` share.
///
/// The arithmetic, from the tile's scale (`ControlCenterSymbolArea`: a 24 pt symbol drawn from
/// a template typeset at the point size its guides give, 100 pt in Apple's template, so 0.24 pt
/// per template unit there; an estimate since Apple publishes no number; docs/template-format.md §3)
/// and the densest screens, which draw 3 pixels per point (@3x; docs/sizing.md "One pixel at
/// @3x"): in Apple's template one unit is 0.24 × 3 = 0.72 pixels, so one pixel is 1 / 0.72 ≈
/// 1.39 units, and 7.9 units in a template drawn with a 400-unit cap height (568 pt). A stroke
/// narrower than that covers less than one pixel across even there; the SF Symbols app's
/// 0.5-unit wireframe strokes come to 0.36 pixels.
package enum StrokeVisibility {
    /// Pixels per point on the densest screens (@3x).
    package static let densestScreenScale = 3.0

    /// The point size a glyph's strokes are measured at: its template's
    /// (`SymbolTemplate.pointSize(ofRow:)`), or Apple's 100 pt when its guides give none.
    package static func pointSize(of variant: Variant, in template: SymbolTemplate) -> Double {
        template.pointSize(ofRow: variant.scale) ?? ControlCenterSymbolArea.templatePointSize
    }

    /// One pixel at @3x in the Control Center tile, in the units of a template typeset at
    /// `pointSize` (≈ 1.39 at 100 pt).
    package static func onePixelInTemplateUnits(pointSize: Double) -> Double {
        1 / (ControlCenterSymbolArea.pointsPerTemplateUnit(pointSize: pointSize) * densestScreenScale)
    }

    /// The width `fix --wireframe outline` gives a stroke narrower than one pixel: 1.5 units of
    /// a 100 pt template, 1.08 pixels at @3x, the next half unit above one pixel; the same
    /// pixels in a template typeset at another `pointSize`.
    package static func visibleOutlineWidth(pointSize: Double) -> Double {
        visibleOutlineUnitsAtTemplatePointSize * pointSize / ControlCenterSymbolArea.templatePointSize
    }

    /// `visibleOutlineWidth` in Apple's 100 pt template.
    package static let visibleOutlineUnitsAtTemplatePointSize = 1.5

    /// The stroke's width in template units: its `stroke-width` scaled by the element's
    /// transform (by the square root of its area factor, for a transform that scales unevenly).
    package static func width(of node: SVGNode) -> Double {
        node.style.strokeWidth * abs(node.ctm.determinant).squareRoot()
    }

    /// Pixels across that `width` units of a template typeset at `pointSize` cover at @3x in
    /// the tile.
    package static func pixels(_ width: Double, pointSize: Double) -> Double {
        width * ControlCenterSymbolArea.pointsPerTemplateUnit(pointSize: pointSize) * densestScreenScale
    }

    /// The shape draws a stroke (`GlyphShape.drawsStroke`) narrower than one pixel at @3x in a
    /// template typeset at `pointSize`.
    package static func isHairline(_ shape: GlyphShape, pointSize: Double) -> Bool {
        shape.drawsStroke && width(of: shape.node) < onePixelInTemplateUnits(pointSize: pointSize)
    }
}
