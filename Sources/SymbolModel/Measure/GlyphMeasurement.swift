import SVGModel

/// The size of one glyph variant relative to its row's cap height, and what would fix it.
package struct GlyphMeasurement: Sendable, Hashable {
    package var variant: Variant
    /// Derived from Regular-S by Apple's scale factors (variable template), not drawn.
    package var derived: Bool
    package var height: Double
    package var width: Double
    package var capHeight: Double
    /// height ÷ cap height.
    package var ratio: Double
    /// The point size the template is typeset at (`SymbolTemplate.pointSize(ofRow:)`): what a
    /// template unit is on the device.
    package var pointSize: Double
    /// How the glyph is judged against its row's target box (see `SizeTarget`).
    package var size: GlyphSize
    /// The wanted height ÷ cap height for this row: the row's target, or less for a glyph
    /// judged by its width.
    package var target: Double { size.targetRatio }
    /// The uniform scale that brings `ratio` to `target`.
    package var scaleToTarget: Double { size.factorToTarget }
    /// height ÷ the reference symbol's height at the same scale.
    package var referenceRatio: Double?
    /// Vertical centre minus the cap-height midline, in template units (negative = too high).
    package var centerOffset: Double
    /// Distance from the left margin guide to the ink, and from the ink to the right margin.
    package var leftBearing: Double?
    package var rightBearing: Double?
    /// Which margin pair the bearings use (after actool's fallbacks).
    package var marginSource: String?
    /// The ink bounds in template units (nil for derived variants).
    package var bounds: Rect?
    /// The ink's area, silhouette and perimeter (a derived row's are Regular-S's, scaled).
    package var ink: InkShape?
}
