import SymbolCheck
import SymbolModel

/// The stems `make` draws a stroke icon with, measured on Apple's own drawings
/// (`scripts/derive-weight-table.py` recomputes every figure; docs/making.md, "Weights").
package enum StrokeWeights {
    /// Stroke width of each weight relative to Regular: the median over the 25 Apple-exported
    /// 27-variant templates in the shared corpus of each glyph's stem thickness (2 × area ÷
    /// perimeter) divided by the same file's Regular stem at the same scale.
    package static func factor(_ weight: Weight) -> Double {
        switch weight {
        case .ultralight: return 0.327
        case .thin: return 0.479
        case .light: return 0.776
        case .regular: return 1
        case .medium: return 1.151
        case .semibold: return 1.267
        case .bold: return 1.419
        case .heavy: return 1.644
        case .black: return 1.846
        }
    }

    /// The Regular stem in template units at each scale: the ring thickness of the one glyph
    /// Apple draws in every v5/v6 export, the `plus.circle` of the Notes (8.30 at M). S and L
    /// are not M scaled by 0.783 and 1.29: their rings are 0.900 and 1.097 of M's (the corpus's
    /// 27-variant templates agree: medians 0.892 and 1.107), so small symbols keep heavier
    /// stems for their size and large ones lighter.
    package static func regularStem(_ scale: Scale) -> Double {
        switch scale {
        case .small: return 7.47
        case .medium: return 8.30
        case .large: return 9.11
        }
    }

    /// The stem of a weight at a scale, in template units.
    package static func stem(_ variant: Variant) -> Double { regularStem(variant.scale) * factor(variant.weight) }
}
