import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolModel

/// Where a made glyph goes in the template: its size from the size model, its ink centred on
/// the cap-height midline and on its weight's column, margins at the ink plus side bearings.
package struct GlyphLayout: Sendable {
    /// Side bearing at Medium scale: the median distance from ink to margin guide over the
    /// Apple-exported templates in the corpus that carry per-variant margins (8.72 left, 8.73
    /// right; `scripts/derive-weight-table.py`), and Apple's `circle` template ((1496.11 −
    /// 1403.58 − 78.809) ÷ 2 ÷ 0.783 = 8.76). S and L scale it by Apple's scale factors.
    package static let sideBearing = 8.7

    /// The uniform scale from icon units to Medium-scale template units (the one place `make`
    /// sizes glyphs): the ink is first brought to the anchor height, then the size model judges
    /// it as `check` will — a wide glyph by its width — and its factor to the target, never past
    /// the Control Center tile's symbol area, is applied on top.
    package static func iconScale(regularInk: Rect, target: SizeTarget) -> Double {
        let byHeight = target.ratio(for: .medium) * AppleTemplate.capHeight / regularInk.height
        let anchored = Rect(x: 0, y: 0, width: regularInk.width * byHeight, height: regularInk.height * byHeight)
        return byHeight
            * target.judge(inkBounds: anchored, capHeight: AppleTemplate.capHeight, scale: .medium)
            .factorWithinSymbolArea
    }

    /// The uniform scale from icon units to Medium-scale template units that sizes a family by
    /// its frame: every icon drawn on the same frame (a 24 × 24 `viewBox`) gets the same factor,
    /// so a family's relative sizes survive (a minus stays as wide as the plus, dots stay
    /// small). Icon families leave a margin inside their frame and draw their full-size glyphs
    /// across 80–100 % of it (Lucide's circle 22 of 24, Bootstrap's 14 or 16 of 16), so the
    /// frame is mapped so that a glyph filling it lands near the top of the size model's band
    /// (`frameShareOfTolerance`): a full-size icon then lands inside the band, and only icons
    /// the family draws smaller on purpose fall under it.
    package static func frameScale(frame: Rect, target: SizeTarget) -> Double? {
        guard frame.isFinite, frame.width > 0, frame.height > 0 else { return nil }
        let optical = target.opticalSize(width: frame.width, height: frame.height).size
        let fullFrame = target.ratio(for: .medium) * (1 + target.tolerance * frameShareOfTolerance)
        return fullFrame * AppleTemplate.capHeight / optical
    }

    /// How far into the band's upper half a glyph filling its frame lands: not all the way, so
    /// that rounding the path data cannot push it out.
    package static let frameShareOfTolerance = 0.9

    /// The factor (at most 1) that keeps every row's ink inside the Control Center tile's
    /// symbol area, as `glyph-overflows-tile` judges it, given Regular-M's ink in template
    /// units: the Large row is the largest, at most Apple's 1.29 × M (its stems are thinner
    /// than M's scaled by 1.29).
    package static func fittingFactor(regularMInk ink: Rect) -> Double {
        let large = Scale.large.designFactor
        return min(
            1, ControlCenterSymbolArea.largestFittingFactor(width: ink.width * large, height: ink.height * large))
    }

    /// The glyph's path data in its group's local system (origin at the left margin and the
    /// baseline), and the group's and margins' x positions.
    package struct Placement: Sendable {
        package var variant: Variant
        package var pathData: String
        package var leftMargin: Double
        package var rightMargin: Double
        package var baseline: Double
        /// Icon units to the template's coordinates (the glyph's group placed at its margin and
        /// baseline): where the icon's counters are in this variant.
        package var iconToTemplate: AffineTransform
    }

    /// Places one variant's outline (icon units) at its variant: scaled by `iconScale` and the
    /// row's design factor, ink centred vertically on the cap-height midline, its rings written
    /// as curves within `curveTolerance` template units of the outline, keeping the pieces of
    /// the icon's own `curves` it follows ([OutlineFitting]).
    /// Nil when the outline is empty or has a coordinate too large to write.
    package static func place(
        _ outline: Outline, curves: SourceCurves = SourceCurves(), variant: Variant, iconScale: Double,
        curveTolerance: Double, options: SVGWriteOptions = .madeOutline
    ) -> Placement? {
        let s = iconScale * variant.scale.designFactor
        guard s > 0, s.isFinite else { return nil }
        // Centred and measured by the curves written, as `check` measures them.
        let fitted = outline.fitted(tolerance: curveTolerance / s, keeping: curves)
        guard let ink = fitted.bounds else { return nil }
        let bearing = sideBearing * variant.scale.designFactor
        let width = ink.width * s
        // Local system: x from the left margin, y from the baseline (down is positive).
        let toLocal = AffineTransform(
            a: s, b: 0, c: 0, d: s, e: bearing - ink.minX * s, f: -AppleTemplate.capHeight / 2 - ink.midY * s)
        let placed = fitted.transformed(by: toLocal)
        let left = (AppleTemplate.weightColumns[variant.weight]! - width / 2 - bearing)
        guard let pathData = try? PathDataWriter.pathData(placed, options: options) else { return nil }
        let baseline = AppleTemplate.baselines[variant.scale]!
        let toTemplate = AffineTransform(a: s, b: 0, c: 0, d: s, e: toLocal.e + left, f: toLocal.f + baseline)
        return Placement(
            variant: variant, pathData: pathData, leftMargin: left, rightMargin: left + width + 2 * bearing,
            baseline: baseline, iconToTemplate: toTemplate)
    }
}
