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
    /// The wanted ratio for this row.
    public var target: Double
    /// The uniform scale that brings `ratio` to `target`.
    public var scaleToTarget: Double { target / ratio }
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
}

/// Size targets: `ratio` is the wanted Regular-M height ÷ cap height; S and L follow Apple's
/// scale factors.
public struct SizeTarget: Sendable, Hashable {
    public var ratio: Double
    /// Relative tolerance: 0.05 accepts ratios within ±5 % of the target.
    public var tolerance: Double

    public init(ratio: Double = 1.45, tolerance: Double = 0.05) {
        self.ratio = ratio
        self.tolerance = tolerance
    }

    public func ratio(for scale: Scale) -> Double { ratio * scale.designFactor }

    public func accepts(_ measured: Double, scale: Scale) -> Bool {
        let t = ratio(for: scale)
        return abs(measured - t) <= t * tolerance + 1e-9
    }
}
