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
    /// The places (every colour an estimate: docs/previews-and-goldens.md, "The places").
    var places: PlaceColors
    /// The Lock Screen's button is a dark blurred material with a white glyph in every appearance.
    let lockMaterial = RGBAColor(hex: 0x000000, alpha: 90)
    let lockGlyph = RGBAColor.white
    let island = RGBAColor.black
    let islandGlyph = RGBAColor.white

    /// Control Center's colours in one appearance: off, the glyph in the foreground colour
    /// on the translucent platter; on, the circle filled with the control's tint and the glyph
    /// in a contrasting colour.
    struct PlaceColors {
        /// The blurred, dimmed wallpaper behind Control Center and the Lock Screen.
        var backdrop: RGBAColor
        var platter: RGBAColor
        /// The circle behind the glyph of an off medium or large control.
        var offCircle: RGBAColor
        var offGlyph: RGBAColor
        var tint: RGBAColor
        var onGlyph: RGBAColor
        var text: RGBAColor
    }

    static func forAppearance(_ appearance: PreviewView) -> PreviewPalette {
        switch appearance {
        case .light:
            return PreviewPalette(
                // The flattened glyph in the black a template is authored in, so the flattened and
                // authored columns read as one glyph (#44: #1C1C1E beside black looked like two).
                background: RGBAColor(hex: 0xE9E9EE), card: .white, ink: .black,
                secondaryText: RGBAColor(hex: 0x6E6E73), reference: RGBAColor(hex: 0x0A6CFF),
                baseline: RGBAColor(hex: 0xE5352B), band: RGBAColor(hex: 0x34C759, alpha: 46),
                bandEdge: RGBAColor(hex: 0x2FA84F, alpha: 150), warning: RGBAColor(hex: 0xD97A00),
                failing: RGBAColor(hex: 0xD70015), passing: RGBAColor(hex: 0x248A3D),
                wallpaper: RGBAColor(hex: 0x7D8590),
                places: PlaceColors(
                    backdrop: RGBAColor(hex: 0x8A929C), platter: RGBAColor(hex: 0xFFFFFF, alpha: 150),
                    offCircle: RGBAColor(hex: 0xFFFFFF, alpha: 140), offGlyph: RGBAColor(hex: 0x1C1C1E),
                    tint: RGBAColor(hex: 0x007AFF), onGlyph: .white, text: RGBAColor(hex: 0x1C1C1E)))
        case .dark:
            return PreviewPalette(
                background: RGBAColor(hex: 0x101012), card: RGBAColor(hex: 0x242427), ink: RGBAColor(hex: 0xF2F2F7),
                secondaryText: RGBAColor(hex: 0xA1A1A8), reference: RGBAColor(hex: 0x4DA3FF),
                baseline: RGBAColor(hex: 0xFF5A4F), band: RGBAColor(hex: 0x30D158, alpha: 34),
                bandEdge: RGBAColor(hex: 0x30D158, alpha: 150), warning: RGBAColor(hex: 0xFFA630),
                failing: RGBAColor(hex: 0xFF6961), passing: RGBAColor(hex: 0x30D158),
                wallpaper: RGBAColor(hex: 0x4A5260),
                places: PlaceColors(
                    backdrop: RGBAColor(hex: 0x2E333B), platter: RGBAColor(hex: 0xFFFFFF, alpha: 40),
                    offCircle: RGBAColor(hex: 0xFFFFFF, alpha: 40), offGlyph: .white,
                    tint: RGBAColor(hex: 0x0A84FF), onGlyph: .white, text: .white))
        case .tinted:
            // The sheet around the places stays dark; the places draw every glyph in the tint.
            var palette = forAppearance(.dark)
            palette.places = PlaceColors(
                backdrop: RGBAColor(hex: 0x1E2024), platter: RGBAColor(hex: 0xFFFFFF, alpha: 28),
                offCircle: RGBAColor(hex: 0xFFFFFF, alpha: 28), offGlyph: RGBAColor(hex: 0xF2C46D),
                tint: RGBAColor(hex: 0xF2C46D), onGlyph: RGBAColor(hex: 0x1C1C1E), text: RGBAColor(hex: 0xF2C46D))
            return palette
        }
    }
}
