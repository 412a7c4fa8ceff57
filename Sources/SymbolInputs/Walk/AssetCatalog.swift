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

package struct CatalogAsset: Sendable {
    package enum Kind: Sendable { case symbolSet, imageSet }
    /// The name code uses: `flash`, or `Icons/flash` in a group that provides a namespace.
    package let name: String
    package let path: String
    package let kind: Kind
    /// An image set's image files (PNG, PDF…), sorted; empty for a symbol set.
    package var files: [String] = []
    /// The rule settings the nested config files above it give it (`FolderWalk.Found.settings`).
    package var settings = FolderSettings()
}
