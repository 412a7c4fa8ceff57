import AppRules
import SymbolCheck

/// An `.xcassets` catalog as the folder walk reads it: the image and symbol sets in it, by the
/// names code loads them with.
package struct AssetCatalog: Sendable {
    package let path: String
    /// The folder the user named that holds it (symbol sets are checked within it).
    package let boundary: TreeBoundary
    package var assets: [CatalogAsset] = []

    /// The folder the catalog is in, which `controls` takes as its target's folder.
    package var folder: String { PathText.parent(path) }
}
