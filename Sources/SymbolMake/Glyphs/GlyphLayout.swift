import SVGModel
import SymbolCheck
import SymbolGeometry

/// Where a made glyph goes in the template: its size from the size model, its ink centred on
/// the cap-height midline and on its weight's column, margins at the ink plus side bearings.
public struct GlyphLayout: Sendable {
    /// Apple's cap height at 100 pt (SPEC §1.3).
    public static let capHeight = 70.459
    public static let baselines: [Scale: Double] = [.small: 696, .medium: 1126, .large: 1556]
    /// Column centres of the weight labels in Apple's Notes (SPEC §1.2).
    public static let columns: [Weight: Double] = [
        .ultralight: 559.711, .thin: 856.422, .light: 1153.13, .regular: 1449.84, .medium: 1746.56,
        .semibold: 2043.27, .bold: 2339.98, .heavy: 2636.69, .black: 2933.4,
    ]
    /// Side bearing at Medium scale: the median distance from ink to margin guide over the
    /// Apple-exported templates in the corpus that carry per-variant margins (8.72 left, 8.73
    /// right; `scripts/derive-weight-table.py`), and Apple's `circle` template ((1496.11 −
    /// 1403.58 − 78.809) ÷ 2 ÷ 0.783 = 8.76). S and L scale it by Apple's scale factors.
    public static let sideBearing = 8.7

    /// The uniform scale from icon units to Medium-scale template units (the one place `make`
    /// sizes glyphs): the ink is first brought to the anchor height, then the size model judges
    /// it as `check` will — a wide glyph by its width — and its factor to the target, never past
    /// the Control Center tile's symbol area, is applied on top.
    public static func iconScale(regularInk: Rect, target: SizeTarget) -> Double {
        let byHeight = target.ratio(for: .medium) * capHeight / regularInk.height
        let anchored = Rect(x: 0, y: 0, width: regularInk.width * byHeight, height: regularInk.height * byHeight)
        return byHeight * target.judge(inkBounds: anchored, capHeight: capHeight, scale: .medium).factorWithinSymbolArea
    }

    /// The glyph's path data in its group's local system (origin at the left margin and the
    /// baseline), and the group's and margins' x positions.
    public struct Placement: Sendable {
        public var variant: Variant
        public var pathData: String
        public var leftMargin: Double
        public var rightMargin: Double
        public var baseline: Double
    }

    /// Places one weight's outline (icon units) at a variant: scaled by `iconScale` and the
    /// row's design factor, ink centred vertically on the cap-height midline.
    public static func place(_ outline: Outline, variant: Variant, iconScale: Double, decimals: Int = 2) -> Placement? {
        let s = iconScale * variant.scale.designFactor
        guard let ink = outline.bounds else { return nil }
        let bearing = sideBearing * variant.scale.designFactor
        let width = ink.width * s
        // Local system: x from the left margin, y from the baseline (down is positive).
        let toLocal = AffineTransform(
            a: s, b: 0, c: 0, d: s, e: bearing - ink.minX * s, f: -capHeight / 2 - ink.midY * s)
        let placed = outline.transformed(by: toLocal)
        let left = (columns[variant.weight]! - width / 2 - bearing)
        return Placement(
            variant: variant, pathData: placed.pathData(decimals: decimals), leftMargin: left,
            rightMargin: left + width + 2 * bearing, baseline: baselines[variant.scale]!)
    }
}
