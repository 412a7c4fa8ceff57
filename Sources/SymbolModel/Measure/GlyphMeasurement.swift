import SVGModel

/// The size of one glyph variant relative to its row's cap height, and what would fix it.
public struct GlyphMeasurement: Sendable, Hashable {
    public var variant: Variant
    /// Derived from Regular-S by Apple's scale factors (variable template), not drawn.
    public var derived: Bool
    public var height: Double
    public var width: Double
    public var capHeight: Double
    /// height ÷ cap height.
    public var ratio: Double
    /// How the glyph is judged against its row's target box (see `SizeTarget`).
    public var size: GlyphSize
    /// The wanted height ÷ cap height for this row: the row's target, or less for a glyph
    /// judged by its width.
    public var target: Double { size.targetRatio }
    /// The uniform scale that brings `ratio` to `target`.
    public var scaleToTarget: Double { size.factorToTarget }
    /// height ÷ the reference symbol's height at the same scale.
    public var referenceRatio: Double?
    /// Vertical centre minus the cap-height midline, in template units (negative = too high).
    public var centerOffset: Double
    /// Distance from the left margin guide to the ink, and from the ink to the right margin.
    public var leftBearing: Double?
    public var rightBearing: Double?
    /// Which margin pair the bearings use (after actool's fallbacks).
    public var marginSource: String?
    /// The ink bounds in template units (nil for derived variants).
    public var bounds: Rect?
    /// The ink's area, silhouette and perimeter (a derived row's are Regular-S's, scaled).
    public var ink: InkShape?
}
