import Support
import SymbolCheck

/// What `symbolcheck controls` reads under the paths it is given: the Swift files, the asset
/// catalogs with the image and symbol sets in them, and the project files that say which
/// target builds which (`App.xcodeproj/project.pbxproj`, XcodeGen's `project.yml`).
///
/// The search is bounded, as the repository may be anyone's: it does not follow symbolic
/// links, skips hidden entries (`.git`, `.build`) and what the scope leaves out (the skipped
/// folders, `--exclude`, and the `exclude` of a `.symbolcheck.json` in a folder it enters, as
/// `check`'s search does), goes at most `maxDepth` folders deep and stops after `maxEntries`
/// entries, saying so in `notes`.
package struct AppSources: Sendable {
    package var swiftFiles: [SwiftFileLocation] = []
    package var catalogs: [AssetCatalog] = []
    /// `…/App.xcodeproj/project.pbxproj` and `…/project.yml` files, sorted.
    package var projectFiles: [String] = []
    /// Paths that cannot be read (missing, unreadable folder): reported as `input-refused`.
    package var unreadable: [(path: String, reason: String)] = []
    /// What was skipped on purpose, one sentence each, for the CLI to show as warnings.
    package var notes: [String] = []

    package static let maxDepth = 64
    package static let maxEntries = 200_000

    package static func discover(_ arguments: [String], scope: InputScope = InputScope(), in tree: some FileTree)
        -> AppSources
    {
        var search = Search(tree: tree, scope: scope)
        for argument in arguments {
            guard let resolved = tree.resolve(argument) else {
                search.found.unreadable.append((argument, "no such file or directory"))
                continue
            }
            let boundary = TreeBoundary(typedPath: argument, resolvedPath: resolved)
            switch tree.kind(of: resolved) {
            case .directory:
                search.root = scope.absolute(argument)
                search.visit(folder: argument, absolute: search.root, boundary: boundary, depth: 0, excluded: [])
            case .file where PathText.hasExtension(argument, "swift"):
                search.found.swiftFiles.append(SwiftFileLocation(path: argument))
            case .file where ["project.yml", "project.pbxproj"].contains(PathText.lastComponent(argument)):
                search.found.projectFiles.append(argument)
            default:
                search.found.unreadable.append(
                    (
                        argument,
                        "it is not a folder, a .swift file or a project file (give the app's folder, or its Swift files)"
                    ))
            }
        }
        // A folder given inside another one given is read once.
        var seen = Set<String>()
        search.found.swiftFiles = search.found.swiftFiles.filter {
            seen.insert(tree.resolve($0.path) ?? $0.path).inserted
        }
        search.found.catalogs = search.found.catalogs.filter { seen.insert(tree.resolve($0.path) ?? $0.path).inserted }
        search.found.projectFiles = search.found.projectFiles.filter { seen.insert(tree.resolve($0) ?? $0).inserted }
        search.found.swiftFiles.sort { PathText.precedes($0.path, $1.path) }
        search.found.catalogs.sort { PathText.precedes($0.path, $1.path) }
        search.found.projectFiles.sort(by: PathText.precedes)
        return search.found
    }

    private struct Search<Tree: FileTree> {
        let tree: Tree
        let scope: InputScope
        /// The folder named on the command line, absolute: patterns apply below it.
        var root = "/"
        var found = AppSources()
        var entriesSeen = 0
        var stoppedEarly = false

        /// `excluded`: the `exclude` patterns of the config files met above `folder`.
        mutating func visit(
            folder: String, absolute: String, boundary: TreeBoundary, depth: Int, excluded: [PathPattern]
        ) {
            let name = PathText.lastComponent(folder)
            if PathText.hasExtension(name, "xcassets") {
                var catalog = AssetCatalog(path: folder, boundary: boundary)
                readCatalogGroup(folder, into: &catalog, depth: depth)
                found.catalogs.append(catalog)
                return
            }
            // A project is one file in its package; a workspace holds no sources.
            if PathText.hasExtension(name, "xcodeproj") {
                let project = PathText.join(folder, "project.pbxproj")
                if tree.kind(of: project) == .file { found.projectFiles.append(project) }
                return
            }
            if PathText.hasExtension(name, "xcworkspace") { return }
            var excluded = excluded
            if case .read(let config)? = NestedConfig.read(folder: folder, absolute: absolute, scope: scope, in: tree) {
                excluded += config.excluded
            }
            guard let entries = list(folder, depth: depth) else { return }
            for entry in entries {
                let path = PathText.join(folder, entry.name)
                let entryAbsolute = PathText.join(absolute, entry.name)
                let isFolder = entry.kind == .directory
                if scope.excludes(entryAbsolute, isFolder: isFolder, within: root, nested: excluded) {
                    continue
                }
                switch entry.kind {
                case .directory:
                    visit(
                        folder: path, absolute: entryAbsolute, boundary: boundary, depth: depth + 1, excluded: excluded)
                case .file where PathText.hasExtension(entry.name, "swift"):
                    found.swiftFiles.append(SwiftFileLocation(path: path))
                case .file where entry.name == "project.yml":
                    found.projectFiles.append(path)
                default: continue
                }
            }
        }

        /// A catalog or a group in it: symbol sets and image sets by the names Xcode gives
        /// them; other sets (colours, app icons, data) are not images a Control can name.
        mutating func readCatalogGroup(_ folder: String, into catalog: inout AssetCatalog, depth: Int) {
            guard let entries = list(folder, depth: depth) else { return }
            for entry in entries where entry.kind == .directory {
                let path = PathText.join(folder, entry.name)
                if PathText.isSymbolsetName(entry.name) {
                    catalog.assets.append(
                        CatalogAsset(name: SymbolName.inCode(ofAsset: path, in: tree), path: path, kind: .symbolSet))
                } else if PathText.isImageSetName(entry.name) {
                    let files = list(path, depth: depth + 1)?.filter {
                        $0.kind != .directory && $0.name != "Contents.json"
                    }
                    catalog.assets.append(
                        CatalogAsset(
                            name: SymbolName.inCode(ofAsset: path, in: tree), path: path, kind: .imageSet,
                            files: files?.map(\.name) ?? []))
                } else if !entry.name.contains(".") {
                    readCatalogGroup(path, into: &catalog, depth: depth + 1)
                }
            }
        }

        /// The folder's entries that are not hidden, sorted; nil (with a note or a refusal)
        /// when it cannot be listed or a limit is reached.
        mutating func list(_ folder: String, depth: Int) -> [DirectoryEntry]? {
            guard !stoppedEarly else { return nil }
            guard depth < AppSources.maxDepth else {
                found.notes.append("skipped \(folder): it is more than \(AppSources.maxDepth) folders deep")
                return nil
            }
            switch tree.entries(of: folder) {
            case .failure(let failure):
                found.unreadable.append((folder, "cannot read the folder: \(failure.reason(limit: 0))"))
                return nil
            case .success(let entries):
                entriesSeen += entries.count
                if entriesSeen > AppSources.maxEntries {
                    stoppedEarly = true
                    found.notes.append(
                        "stopped searching at \(folder): more than \(AppSources.maxEntries) files and folders were found; give the app's own folders"
                    )
                    return nil
                }
                return entries.filter { !$0.name.hasPrefix(".") && !$0.hasUndecodableName }.sorted {
                    PathText.precedes($0.name, $1.name)
                }
            }
        }
    }
}

package struct SwiftFileLocation: Sendable, Hashable {
    package let path: String
}

/// An `.xcassets` catalog and the image and symbol sets in it.
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
}
