/// One way of showing a template: a preview sheet in light or dark surroundings (the colours
/// of the sheet around the glyphs). Golden files are named `<symbol>.<view>.png` after these
/// raw values.
public enum PreviewView: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case light
    case dark

    public var description: String { rawValue }
}
