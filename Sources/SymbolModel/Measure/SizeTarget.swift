import SVGModel
import Support

/// The size every Regular-S/M/L glyph should have, as an optical size in cap heights: the card's
/// target, held to Apple's own drawings (docs/sizing.md, "The optical size model";
/// `scripts/size-evidence.py` prints the table).
///
/// The card judges size by height: a camera-like glyph 1.45 cap heights tall (1.3 times as wide
/// as tall) looks as large as `circle.circle` (1.414 tall), one 1.13 tall looks puny. So a
/// glyph's optical size is its **height**, up to the camera's proportions; a glyph wider than
/// `widestAspect` × its height is judged by its **width ÷ `widestAspect`**, as if it stopped at
/// that proportion, so a bar or a drive is not blown up to its neighbours' height. The two
/// agree where they meet, so the verdict changes continuously with the proportions. The
/// evidence for the width rule reaches to 1.38:1 (`externaldrive`); a flat mark, more than
/// `flatMarkAspect` times as wide as tall (a minus, an ellipsis, a dash), is judged by its
/// **width** itself, as the square mark of its width: Apple draws its `minus` exactly as wide
/// as its `plus` and its `ellipsis` 1.02 times as wide (docs/sizing.md, "Flat marks").
/// An open mark (thin strokes that enclose no counter) wider than `widestAspect` × its height,
/// or ink covering under `sparseInkShare` of its box, is a chevron or a hairline whose size is
/// the designer's choice: the model does not judge it.
public struct SizeTarget: Sendable, Hashable {
    /// The wanted Regular-M optical size ÷ cap height; S and L follow Apple's scale factors.
    public var ratio: Double
    /// Relative tolerance: 0.165 accepts optical sizes within ±16.5 % of the target.
    public var tolerance: Double
    /// The proportion (width ÷ height) past which a glyph is judged by its width.
    public var widestAspect: Double

    /// The card's target: a camera-like glyph 1.45 cap heights tall matches `circle.circle`.
    public static let defaultRatio = 1.45
    /// The largest deviation of Apple's own drawings from the target, rounded up to half a per
    /// cent: `arrow.up.and.line.horizontal.and.arrow.down`'s Regular-S, +16.3 %
    /// (`scripts/size-evidence.py`); a circle 1.70 cap heights tall (+17.2 %) is outside.
    public static let defaultTolerance = 0.165
    /// The camera's own proportion: the widest glyph the card judged by its height.
    public static let defaultWidestAspect = 1.3
    /// Past this proportion a glyph is a flat mark, judged by its width as a square mark of
    /// that width. Apple's flat marks measured are 5.4:1 (`ellipsis`) and flatter (`minus`,
    /// 32:1), its widest objects 1.38:1 (`externaldrive`); a 4:1 bar is a dash, not an object.
    package static let flatMarkAspect = 4.0
    /// Ink covering less than this share of its box, enclosing nothing, is a hairline.
    package static let sparseInkShare = 0.1
    /// An open glyph whose stem is under this share of its height is drawn with strokes (a
    /// chevron: 0.19), not a filled bar (a minus: about 1).
    package static let openMarkStemShare = 1.0 / 3

    public init(
        ratio: Double = SizeTarget.defaultRatio, tolerance: Double = SizeTarget.defaultTolerance,
        widestAspect: Double = SizeTarget.defaultWidestAspect
    ) {
        self.ratio = ratio
        self.tolerance = tolerance
        self.widestAspect = widestAspect
    }

    /// The rows judged against their targets (`glyph-size`, `glyph-overflows-tile`, `make`'s
    /// sizing hint): Regular at each scale; the other weights are measured, not judged.
    package static let judgedRows: [Variant] = [.regularS, .regularM, .regularL]

    /// The target optical size ÷ cap height at `scale`.
    package func ratio(for scale: Scale) -> Double { ratio * scale.designFactor }

    /// Whether a measured optical size is within tolerance of the wanted one.
    package func accepts(_ measured: Double, target: Double) -> Bool {
        abs(measured - target) <= target * tolerance + 1e-9
    }

    /// The measure the model uses for a glyph of these proportions, and the optical size it
    /// gives, in the units of `width` and `height`.
    package func opticalSize(width: Double, height: Double) -> (measure: GlyphSize.Measure, size: Double) {
        // The two measures agree at `widestAspect`: a glyph drawn at exactly that proportion (the
        // camera, written at 4 decimals) is judged by its height, whichever way its digits round.
        if width <= height * widestAspect * (1 + Self.sameProportion) { return (.height, height) }
        if isFlatMark(width: width, height: height) { return (.flat, width) }
        return (.width, width / widestAspect)
    }

    /// Whether a glyph of these proportions is a flat mark: more than `flatMarkAspect` (or
    /// `widestAspect`, when set wider) times as wide as tall.
    package func isFlatMark(width: Double, height: Double) -> Bool {
        width > height * max(Self.flatMarkAspect, widestAspect)
    }

    /// Proportions this close (relative) to `widestAspect` count as that proportion.
    static let sameProportion = 1e-4

    /// The height ÷ cap height a glyph `aspect` (width ÷ height) times as wide as tall has at
    /// its target in `scale`'s row: the target itself up to `widestAspect`, less for a wider
    /// glyph, whose width is then `widestAspect` × the target (a flat mark's: the target). What
    /// `make` and the preview's band ask for a glyph of known proportions.
    package func targetHeightRatio(aspect: Double, scale: Scale) -> Double {
        let target = ratio(for: scale)
        switch opticalSize(width: aspect, height: 1).measure {
        case .height, .none: return target
        case .width: return target * widestAspect / aspect
        case .flat: return target / aspect
        }
    }

    /// Why the model does not judge a glyph of this ink, or nil when it does.
    package func unjudgedReason(width: Double, height: Double, ink: InkShape?) -> String? {
        guard let ink, ink.area > 0, width > 0, height > 0 else { return nil }
        // Nothing enclosed: the silhouette is the ink itself (to the grid's precision).
        guard ink.silhouetteArea <= ink.area * 1.02 else { return nil }
        if width > height * widestAspect, ink.stem < height * Self.openMarkStemShare {
            return "an open mark (thin strokes enclosing nothing, such as a chevron) wider than "
                + "\(fmt(widestAspect))× its height is drawn at the size its meaning needs"
        }
        if ink.area < width * height * Self.sparseInkShare {
            return "a hairline: its ink covers under \(fmt(Self.sparseInkShare * 100))% of its box and encloses nothing"
        }
        return nil
    }

    /// Judges a glyph of `width` × `height` template units (and its `ink`, when measured) in a
    /// row whose cap height is `capHeight`, in a template typeset at `pointSize` (actool's,
    /// from the template's guides: `SymbolTemplate.pointSize`; nil reads it off `capHeight`):
    /// the measure used, its optical size against the row's target, the factor to the target
    /// and the largest factor that still fits the Control Center tile's symbol area. Every
    /// number is relative to the template's own guides, so a template drawn at any scale gets
    /// the verdict of the same drawing at Apple's.
    package func judge(
        width: Double, height: Double, ink: InkShape? = nil, capHeight: Double, scale: Scale,
        pointSize: Double? = nil
    ) -> GlyphSize {
        let (measure, size) = opticalSize(width: width, height: height)
        let optical = size / capHeight
        let target = ratio(for: scale)
        let fitting = ControlCenterSymbolArea.largestFittingFactor(
            width: width, height: height, pointSize: pointSize ?? AppleTemplate.pointSize(capHeight: capHeight))
        if let reason = unjudgedReason(width: width, height: height, ink: ink) {
            return GlyphSize(
                judgedBy: .none, ratio: height / capHeight, widthRatio: width / capHeight, opticalSize: optical,
                targetOpticalSize: target, targetRatio: height / capHeight, targetWidthRatio: width / capHeight,
                accepted: true, factorToTarget: 1, largestFittingFactor: fitting, unjudgedReason: reason)
        }
        // Every measure grows in proportion to a uniform scale, so one factor reaches the target.
        let factor = target / optical
        return GlyphSize(
            judgedBy: measure, ratio: height / capHeight, widthRatio: width / capHeight, opticalSize: optical,
            targetOpticalSize: target, targetRatio: height / capHeight * factor,
            targetWidthRatio: width / capHeight * factor, accepted: accepts(optical, target: target),
            factorToTarget: factor, largestFittingFactor: fitting, unjudgedReason: nil)
    }

    /// `judge` for a glyph's ink bounds.
    package func judge(
        inkBounds: Rect, ink: InkShape? = nil, capHeight: Double, scale: Scale, pointSize: Double? = nil
    ) -> GlyphSize {
        judge(
            width: inkBounds.width, height: inkBounds.height, ink: ink, capHeight: capHeight, scale: scale,
            pointSize: pointSize)
    }
}

/// A glyph judged against its row's target optical size (`SizeTarget.judge`).
package struct GlyphSize: Sendable, Hashable {
    /// What the model measured (`SizeTarget.opticalSize`).
    package enum Measure: String, Sendable, Hashable {
        /// Up to the widest proportion judged by height: the height.
        case height
        /// Wider: the width ÷ the widest proportion.
        case width
        /// A flat mark (past `SizeTarget.flatMarkAspect`): the width, as a square mark's.
        case flat
        /// An open mark or a hairline: not judged.
        case none
    }

    /// The measure the optical size was read with (`.none`: not judged).
    package var judgedBy: Measure
    /// Ink height ÷ cap height.
    package var ratio: Double
    /// Ink width ÷ cap height.
    package var widthRatio: Double
    /// The optical size ÷ cap height.
    package var opticalSize: Double
    /// The optical size ÷ cap height the row wants.
    package var targetOpticalSize: Double
    /// The height ÷ cap height the glyph has at its target.
    package var targetRatio: Double
    /// The width ÷ cap height the glyph has at its target.
    package var targetWidthRatio: Double
    /// Within tolerance of the target (or not judged).
    package var accepted: Bool
    /// The uniform factor that brings the glyph to its target (1 when not judged).
    package var factorToTarget: Double
    /// The largest uniform factor after which the glyph still fits the Control Center tile's
    /// symbol area (`ControlCenterSymbolArea`); below 1 means it does not fit now.
    package var largestFittingFactor: Double
    /// Why the model does not judge this glyph (`judgedBy == .none`).
    package var unjudgedReason: String?

    /// Judged, and its optical size below the band around the target: the glyph is too small.
    package var isBelowTargetBand: Bool { !accepted && opticalSize < targetOpticalSize }

    /// Whether the glyph fits the tile's symbol area as it is. The allowance keeps a glyph that
    /// `resize` brought exactly to the area's edge (numbers rewritten to six decimals) fitting.
    package var fitsSymbolArea: Bool { largestFittingFactor >= 1 - 1e-6 }
    /// Whether the glyph stays inside the tile itself, where it may crowd the edge but nothing
    /// is cut off: the 64 pt tile is 64 ÷ 48 of the 48 pt symbol area at any point size
    /// (`ControlCenterSymbolArea`).
    package var fitsTile: Bool {
        largestFittingFactor * ControlCenterSymbolArea.tileSizePoints / ControlCenterSymbolArea.sidePoints >= 1 - 1e-6
    }
    /// The factor `resize` uses: to the target, but never past the tile's symbol area.
    package var factorWithinSymbolArea: Double { min(factorToTarget, largestFittingFactor) }
}
