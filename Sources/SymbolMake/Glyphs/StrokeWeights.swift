import SymbolCheck
import SymbolModel

/// Stroke width of each weight relative to Regular, measured on Apple's own exports: the
/// median over the 25 Apple-exported 27-variant templates in the shared corpus of each
/// glyph's stem thickness (2 × area ÷ perimeter) divided by the same file's Regular stem at
/// the same scale. `scripts/derive-weight-table.py` recomputes it.
public enum StrokeWeights {
    public static func factor(_ weight: Weight) -> Double {
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
}
