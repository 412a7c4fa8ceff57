import SymbolRender

/// One way of showing a template: a preview sheet in light or dark surroundings. Golden files
/// are named `<symbol>.<view>.png` after these raw values.
public enum PreviewView: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case light
    case dark

    public var appearance: PreviewAppearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }

    public var description: String { rawValue }
}
