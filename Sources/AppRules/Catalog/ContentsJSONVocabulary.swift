import JSONReader
import SymbolDiagnostics

/// The keys and values symbolcheck knows in a symbol set's Contents.json, and where each
/// comes from. Keys outside these lists are reported as warnings: they are typos, image-set
/// keys pasted into a symbol set, or keys this list does not know yet.
enum ContentsJSONVocabulary {
    /// Xcode's minimal file (docs/template-format.md §7): `info` and `symbols`; `properties` when a rendering
    /// intent or localisation is set.
    static let topLevelKeys: Set<String> = ["info", "properties", "symbols"]
    static let infoKeys: Set<String> = ["author", "version"]
    /// `symbol-rendering-intent` (docs/template-format.md §7); `localizable`, which Xcode writes in the
    /// properties of any asset the user marks as localised.
    static let propertyKeys: Set<String> = ["localizable", "symbol-rendering-intent"]
    /// The slot keys of a symbol entry: device idiom, writing direction, appearance (dark,
    /// high contrast) and the locale of a localised variant, and the file in that slot.
    static let entryKeys: Set<String> = ["appearances", "filename", "idiom", "language-direction", "locale"]
    static let appearanceKeys: Set<String> = ["appearance", "value"]

    /// `symbol-rendering-intent` values accepted without a warning: only those found in files
    /// Xcode itself wrote ("template", in IceCubesApp's Rocket.Fill.symbolset with
    /// `"author" : "xcode"`, docs/template-format.md §7). Xcode's full list is not documented anywhere we could
    /// find; third-party generators also write "hierarchical", which may or may not be honoured,
    /// so it is reported (as a warning) rather than guessed at. Add a value here only with a
    /// Contents.json that Xcode wrote.
    static let renderingIntents: [String] = ["template"]

    /// Keys that belong to other asset types, with what to use instead.
    static let misplacedKeyHelp: [String: String] = [
        "images": "`images` lists the files of an image set (.imageset); a symbol set lists its SVG under `symbols`",
        "template-rendering-intent":
            "`template-rendering-intent` belongs to image sets; a symbol set's property is `symbol-rendering-intent`",
        "preserves-vector-representation":
            "`preserves-vector-representation` belongs to image sets; a symbol set's SVG always stays vector",
    ]
}
