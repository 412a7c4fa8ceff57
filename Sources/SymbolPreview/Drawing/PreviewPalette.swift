import SymbolRender

/// Colours of a preview sheet. Glyph and reference get clearly different hues so the
/// overlay column reads at a glance: overlap is dark blue, glyph-only grey, reference-only
/// light blue.
struct PreviewPalette {
    var background: RGBAColor
    var card: RGBAColor
    var ink: RGBAColor
    var secondaryText: RGBAColor
    var reference: RGBAColor
    var baseline: RGBAColor
    var band: RGBAColor
    var bandEdge: RGBAColor
    var warning: RGBAColor
    /// The verdict of a symbol that fails (errors) or passes.
    var failing: RGBAColor
    var passing: RGBAColor
    /// Behind the Control Center tiles, standing in for the blurred wallpaper, so both the
    /// dark and the light tile stand out.
    var wallpaper: RGBAColor
    /// Authored renderings keep the designer's colours, so they always sit on white.
    let authoredCard = RGBAColor.white
    let darkTile = RGBAColor(hex: 0x3A3A3C)
    let darkTileGlyph = RGBAColor.white
    let lightTile = RGBAColor(hex: 0xF5F5F7)
    let lightTileGlyph = RGBAColor(hex: 0x1C1C1E)

    static func forAppearance(_ appearance: PreviewView) -> PreviewPalette {
        switch appearance {
        case .light:
            return PreviewPalette(
                background: RGBAColor(hex: 0xE9E9EE), card: .white, ink: RGBAColor(hex: 0x1C1C1E),
                secondaryText: RGBAColor(hex: 0x6E6E73), reference: RGBAColor(hex: 0x0A6CFF),
                baseline: RGBAColor(hex: 0xE5352B), band: RGBAColor(hex: 0x34C759, alpha: 46),
                bandEdge: RGBAColor(hex: 0x2FA84F, alpha: 150), warning: RGBAColor(hex: 0xD97A00),
                failing: RGBAColor(hex: 0xD70015), passing: RGBAColor(hex: 0x248A3D),
                wallpaper: RGBAColor(hex: 0x7D8590))
        case .dark:
            return PreviewPalette(
                background: RGBAColor(hex: 0x101012), card: RGBAColor(hex: 0x242427), ink: RGBAColor(hex: 0xF2F2F7),
                secondaryText: RGBAColor(hex: 0xA1A1A8), reference: RGBAColor(hex: 0x4DA3FF),
                baseline: RGBAColor(hex: 0xFF5A4F), band: RGBAColor(hex: 0x30D158, alpha: 34),
                bandEdge: RGBAColor(hex: 0x30D158, alpha: 150), warning: RGBAColor(hex: 0xFFA630),
                failing: RGBAColor(hex: 0xFF6961), passing: RGBAColor(hex: 0x30D158),
                wallpaper: RGBAColor(hex: 0x4A5260))
        }
    }
}
