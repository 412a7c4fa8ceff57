/// The fixture target's only code: the plugin checks the catalog beside it (Media.xcassets).
public enum Icons {
    /// The symbols of the catalog.
    public static let names = ["camera", "offcenter"]
}
