import SVGModel

/// The size every Regular-S/M/L glyph should have, as a box in cap heights: as tall as
/// `ratio` × the row's scale factor, and at most `widestAspect` times as wide as it is tall.
///
/// A glyph of ordinary proportions (ink width ÷ height up to `widestAspect`) reaches the box's
/// height; a wider one reaches its width and stays shorter. The anchor (Regular-M 1.45× the
/// cap height, `circle.circle`) is unchanged for ordinary glyphs; 1.4 is just above the widest
/// Apple-drawn system glyphs exported in the corpus (`externaldrive` 1.38, `photo.badge.xmark`
/// 1.36; `rectangle` 1.27): see docs/sizing.md.
public struct SizeTarget: Sendable, Hashable {
    /// The wanted Regular-M height ÷ cap height; S and L follow Apple's scale factors.
    public var ratio: Double
    /// Relative tolerance: 0.05 accepts ratios within ±5 % of the target.
    public var tolerance: Double
    /// The target box's width ÷ its height: glyphs wider than this are judged by width.
    public var widestAspect: Double

    public static let defaultWidestAspect = 1.4

    public init(ratio: Double = 1.45, tolerance: Double = 0.05, widestAspect: Double = SizeTarget.defaultWidestAspect) {
        self.ratio = ratio
        self.tolerance = tolerance
        self.widestAspect = widestAspect
    }

    /// The target box's height ÷ cap height at `scale`.
    public func ratio(for scale: Scale) -> Double { ratio * scale.designFactor }

    /// The target box's width ÷ cap height at `scale`.
    public func widthRatio(for scale: Scale) -> Double { ratio(for: scale) * widestAspect }

    /// Whether a measured height ratio is within tolerance of the wanted one.
    public func accepts(_ measured: Double, target: Double) -> Bool {
        abs(measured - target) <= target * tolerance + 1e-9
    }

    /// Judges a glyph of `width` × `height` template units in a row whose cap height is
    /// `capHeight`: which side the box limits, the wanted height, whether the glyph is within
    /// tolerance, the factor to the target and the largest factor that still fits the Control
    /// Center tile's symbol area.
    public func judge(width: Double, height: Double, capHeight: Double, scale: Scale) -> GlyphSize {
        let heightRatio = height / capHeight
        let widthRatio = width / capHeight
        let boxHeight = ratio(for: scale)
        let boxWidth = self.widthRatio(for: scale)
        // Judged by width when the glyph is wider than the box's proportions (a flat line with
        // no height at all included); otherwise by height.
        let byWidth = width > height * widestAspect
        let factor = byWidth ? boxWidth / widthRatio : boxHeight / heightRatio
        let targetRatio = byWidth ? heightRatio * factor : boxHeight
        return GlyphSize(
            judgedBy: byWidth ? .width : .height, ratio: heightRatio, widthRatio: widthRatio,
            targetRatio: targetRatio, targetWidthRatio: byWidth ? boxWidth : widthRatio * factor,
            accepted: byWidth
                ? accepts(widthRatio, target: boxWidth) : accepts(heightRatio, target: boxHeight),
            factorToTarget: factor,
            largestFittingFactor: ControlCenterSymbolArea.largestFittingFactor(width: width, height: height))
    }

    /// `judge` for a glyph's ink bounds.
    public func judge(inkBounds: Rect, capHeight: Double, scale: Scale) -> GlyphSize {
        judge(width: inkBounds.width, height: inkBounds.height, capHeight: capHeight, scale: scale)
    }
}

/// A glyph judged against its row's target box (`SizeTarget.judge`).
public struct GlyphSize: Sendable, Hashable {
    public enum Side: String, Sendable, Hashable {
        case height, width
    }

    /// The side the target box limits: width for a glyph wider than the box's proportions.
    public var judgedBy: Side
    /// Ink height ÷ cap height.
    public var ratio: Double
    /// Ink width ÷ cap height.
    public var widthRatio: Double
    /// The height ÷ cap height the glyph should have: the box's height, or less when judged by width.
    public var targetRatio: Double
    /// The width ÷ cap height the glyph should have: the box's width when judged by width.
    public var targetWidthRatio: Double
    /// Within tolerance of the target on the judged side.
    public var accepted: Bool
    /// The uniform factor that brings the glyph to its target (infinite for a glyph without ink).
    public var factorToTarget: Double
    /// The largest uniform factor after which the glyph still fits the Control Center tile's
    /// symbol area (`ControlCenterSymbolArea`); below 1 means it does not fit now.
    public var largestFittingFactor: Double

    /// Whether the glyph fits the tile's symbol area as it is. The allowance keeps a glyph that
    /// `resize` brought exactly to the area's edge (numbers rewritten to six decimals) fitting.
    public var fitsSymbolArea: Bool { largestFittingFactor >= 1 - 1e-6 }
    /// The factor `resize` uses: to the target, but never past the tile's symbol area.
    public var factorWithinSymbolArea: Double { min(factorToTarget, largestFittingFactor) }
}
