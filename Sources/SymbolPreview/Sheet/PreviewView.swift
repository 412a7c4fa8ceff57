/// One way of showing a template: a preview sheet in the light, dark or tinted appearance
/// (the colours of the sheet and of the places iOS shows the glyph in). Golden files are named
/// `<symbol>.<view>.png` after these raw values.
package enum PreviewView: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case light
    case dark
    /// iOS 18's tinted appearance: the glyph in one tint colour over a darkened material.
    case tinted

    /// The views `golden` records and verifies for every symbol. Tinted draws the same glyph
    /// pixels as dark in another colour, so it is previewed, not pinned.
    package static let goldenViews: [PreviewView] = [.light, .dark]

    package var description: String { rawValue }
}
