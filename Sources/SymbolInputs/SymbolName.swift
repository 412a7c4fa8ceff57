import AppRules
import JSONReader
import SymbolCheck

/// The name a symbol goes by in files written for it (golden PNGs, preview sheets): what Xcode
/// calls it, with namespaces joined by dots, so two `star.symbolset` folders in different
/// namespaced groups of a catalog get `Icons.star` and `Toolbar.star`, not one `star`.
///
/// A group folder provides a namespace when its `Contents.json` says
/// `"properties": { "provides-namespace": true }` (Xcode's "Provides Namespace" box). Only
/// the folders in the path as typed are read, up to the `.xcassets` catalog: a symbol set
/// named from inside a namespaced group (`cd Icons; symbolcheck golden record star.symbolset`)
/// is named without the namespace it cannot see.
package enum SymbolName {
    /// `Icons.star` for `App/Assets.xcassets/Icons/star.symbolset` when `Icons` provides a
    /// namespace; `star` otherwise.
    package static func ofSymbolset(at path: String, in tree: some FileTree) -> String {
        assetNameParts(at: path, in: tree).joined(separator: ".")
    }

    /// The folder's name without its extension, after the namespaces of the groups it is in.
    static func assetNameParts(at path: String, in tree: some FileTree) -> [String] {
        let folder = PathText.lastComponent(path)
        let stem = folder.lastIndex(of: ".").map { folder[..<$0] } ?? Substring(folder)
        var parts = [String(stem)]
        var parent = PathText.parent(path)
        while parent != "." && parent != "/" {
            let name = PathText.lastComponent(parent)
            if PathText.hasExtension(name, "xcassets") || name == ".." || name == "." { break }
            if providesNamespace(parent, in: tree) { parts.insert(name, at: 0) }
            parent = PathText.parent(parent)
        }
        return parts
    }

    /// `camera` for `Symbols/camera.svg`; `stdin` for standard input.
    package static func ofFile(at path: String) -> String {
        if path == "-" { return "stdin" }
        let file = PathText.lastComponent(path)
        return PathText.isSVGName(file) ? String(file.dropLast(4)) : file
    }

    /// Whether the folder's Contents.json turns on `provides-namespace` (the folder walk reads
    /// each group of a catalog with it, `FolderWalk`). An unreadable or
    /// invalid file provides none: the check of the catalog reports it, not the naming.
    static func providesNamespace(_ folder: String, in tree: some FileTree) -> Bool {
        guard case .success(let bytes) = tree.read(PathText.join(folder, "Contents.json"), limit: 1 << 20),
            let root = try? JSONValue.parse(bytes), case .object(let members) = root.value,
            let properties = members.last(where: { $0.key == "properties" }),
            case .object(let settings) = properties.value.value,
            let setting = settings.last(where: { $0.key == "provides-namespace" }),
            case .bool(let provides) = setting.value.value
        else { return false }
        return provides
    }
}
