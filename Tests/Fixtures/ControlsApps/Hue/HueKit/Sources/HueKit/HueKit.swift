import Foundation

/// The app's own package: its glyphs live in its resources, and the app and the widget
/// extension load them through this bundle.
public enum HueKit {
    public static let bundle = Bundle.module
}
