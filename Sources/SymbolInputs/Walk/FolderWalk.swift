import AppRules
import Support
import SymbolCheck

/// The one search below the folders a command is given: `check`, `resize`, `fix`, `golden` and
/// `make` find their symbol sets with it (`InputDiscovery`), `controls` its Swift files, asset
/// catalogs and project files (`AppSources`), and every file it finds carries the rule settings
/// that hold where it is. So `check .` and `controls .` read the same set, with the same
/// settings, under the same limits, and give one verdict on it.
///
/// What a walk does, and why:
/// - it does not follow symbolic links. A link whose target lies inside the folder is skipped
///   silently, because the target is found under its own path (no duplicates, no cycles); a
///   link leading outside, or nowhere, is skipped with a note;
/// - it skips hidden entries (names starting with `.`: `.git`, `.build`, editors' files), which
///   Xcode ignores in a catalog too, and entries whose names are not UTF-8 (with a note), the
///   folders `InputScope.skippedFolderNames` names (build products, dependency checkouts), and
///   what the scope's patterns exclude;
/// - it honours a `.symbolcheck.json` in a folder it enters (not the config file the run already
///   read): its `exclude` leaves out files below that folder, and its rule settings and
///   `overrides` hold for them (`Found.settings`), as SwiftLint's nested configurations do;
/// - an `.xcassets` folder is read as a catalog (`AssetCatalog`: its symbol and image sets, by
///   the names code loads them with, the namespaces of its groups), an `.xcodeproj` as its
///   `project.pbxproj`; an `.xcworkspace` holds no sources and is not entered;
/// - it goes at most `maxDepth` folders deep and stops after `maxEntries` entries in one run,
///   saying so in `notes`, as the repository may be anyone's.
package struct FolderWalk {
    /// What a walk reports, by kind: each command asks for the kinds it reads.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// A `.symbolset` folder, in a catalog or not.
        case symbolSet
        /// An `.svg` file outside a symbol set.
        case plainSVG
        /// A `.swift` file.
        case swiftSource
        /// `App.xcodeproj/project.pbxproj`.
        case xcodeProject
        /// XcodeGen's `project.yml`.
        case xcodeGenSpec
        /// A property list (`Info.plist`): the files a target's build settings name.
        case propertyList
        /// An `.xcconfig` build-settings file.
        case buildSettings
        /// An `.entitlements` file.
        case entitlements
    }

    /// A file or folder of a kind asked for, with the settings that hold where it is.
    package struct Found: Sendable, Hashable {
        /// The path as reports show it: the folder as typed joined with the path below it.
        package let path: String
        package let kind: Kind
        package let settings: FolderSettings
    }

    /// Something below the folder that a command cannot pass over in silence.
    package struct Problem: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            /// A folder that cannot be listed (`message` is the reason).
            case unlistedFolder
            /// A nested config file that cannot be read or used: its files' settings are unknown.
            case unusableConfig
        }
        package let kind: Kind
        package let path: String
        package let message: String
        package let help: String?
    }

    /// What was found below one folder named on the command line.
    package struct Walked: Sendable {
        package var found: [Found] = []
        /// The `.xcassets` catalogs, read when the walk was asked to (`readsCatalogs`).
        package var catalogs: [AssetCatalog] = []
        package var problems: [Problem] = []
        /// The names of the `.imageset` folders seen (a catalog of image sets only is a Control's
        /// trap that `check` explains).
        package var imageSets: [String] = []
        /// The same image sets, by their paths below the folder named (`report` lists them).
        package var imageSetPaths: [String] = []
        /// Plain `.svg` files left out because `plainSVG` was not asked for.
        package var plainSVGsLeftOut = 0
    }

    package static var maxDepth: Int { 64 }
    package static var maxEntries: Int { 200_000 }

    let tree: any FileTree
    let scope: InputScope
    let kinds: Set<Kind>
    /// Whether catalogs are read as catalogs: their assets named as code names them (a group's
    /// Contents.json read for its namespace), an image set's files listed.
    let readsCatalogs: Bool
    /// What was skipped on purpose, each a note at the path it concerns (`RunNote.input`), for
    /// the commands to report with their findings.
    package private(set) var notes: [CheckResult] = []
    private var entriesSeen = 0
    private var stoppedEarly = false
    /// The folder being walked, as typed and absolute (patterns apply below it), and the tree
    /// the user named, which links are not followed out of.
    private var root = "/"
    private var boundary = TreeBoundary(typedPath: "", resolvedPath: "/")
    private var walked = Walked()

    package init(tree: any FileTree, scope: InputScope, kinds: Set<Kind>, readsCatalogs: Bool = false) {
        self.tree = tree
        self.scope = scope
        self.kinds = kinds
        self.readsCatalogs = readsCatalogs
    }

    /// Walks the folder `folder` (as typed; `boundary` the tree it names) and hands back what it
    /// holds. The limits hold across every folder one walk is given.
    package mutating func walk(_ folder: String, boundary: TreeBoundary) -> Walked {
        root = scope.absolute(folder)
        self.boundary = boundary
        walked = Walked()
        visit(folder, absolute: root, depth: 0, place: Place())
        return walked
    }

    /// Where a folder is: the nested configs' patterns and settings above it, and the catalog
    /// it is part of, with the namespace of its groups.
    private struct Place {
        var excluded: [PathPattern] = []
        var settings = FolderSettings()
        /// The index in `walked.catalogs` of the catalog the folder is in (read catalogs only).
        var catalog: Int?
        var namespace: [String] = []
    }

    private mutating func visit(_ folder: String, absolute: String, depth: Int, place: Place) {
        var place = place
        let name = PathText.lastComponent(folder)
        if PathText.hasExtension(name, "xcodeproj") {
            let project = PathText.join(folder, "project.pbxproj")
            if kinds.contains(.xcodeProject), tree.kind(of: project) == .file {
                walked.found.append(Found(path: project, kind: .xcodeProject, settings: place.settings))
            }
            return
        }
        if PathText.hasExtension(name, "xcworkspace") { return }
        if readsCatalogs, place.catalog == nil, PathText.hasExtension(name, "xcassets") {
            walked.catalogs.append(AssetCatalog(path: folder, boundary: boundary))
            place.catalog = walked.catalogs.count - 1
        } else if readsCatalogs, place.catalog != nil, SymbolName.providesNamespace(folder, in: tree) {
            place.namespace.append(name)
        }
        guard let entries = list(folder, depth: depth) else { return }
        if entries.contains(where: { $0.name == NestedConfig.fileName && $0.kind == .file }) {
            switch NestedConfig.read(folder: folder, absolute: absolute, scope: scope, in: tree) {
            case .none: break
            case .some(.read(let config)):
                place.excluded += config.excluded
                place.settings.overrides += config.overrides
            case .some(.unusable(let message, let help)):
                walked.problems.append(
                    Problem(
                        kind: .unusableConfig, path: PathText.join(folder, NestedConfig.fileName), message: message,
                        help: help))
            }
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = PathText.join(folder, entry.name)
            if entry.hasUndecodableName {
                notes.append(RunNote.input.result("skipped: its name is not valid UTF-8", at: path))
                continue
            }
            let entryAbsolute = PathText.join(absolute, entry.name)
            if scope.excludes(entryAbsolute, isFolder: entry.kind == .directory, within: root, nested: place.excluded) {
                continue
            }
            switch entry.kind {
            case .directory:
                if PathText.isSymbolsetName(entry.name) {
                    if kinds.contains(.symbolSet) {
                        walked.found.append(Found(path: path, kind: .symbolSet, settings: place.settings))
                    }
                    addAsset(path, kind: .symbolSet, files: [], place: place)
                } else if PathText.isImageSetName(entry.name) {
                    walked.imageSets.append(entry.name)
                    walked.imageSetPaths.append(path)
                    if readsCatalogs, place.catalog != nil {
                        let files = list(path, depth: depth + 1)?.filter {
                            $0.kind != .directory && $0.name != "Contents.json"
                        }
                        addAsset(path, kind: .imageSet, files: files?.map(\.name) ?? [], place: place)
                    }
                } else {
                    visit(path, absolute: entryAbsolute, depth: depth + 1, place: place)
                }
            case .file:
                guard let kind = Self.kind(ofFileNamed: entry.name) else { continue }
                if kinds.contains(kind) {
                    walked.found.append(Found(path: path, kind: kind, settings: place.settings))
                } else if kind == .plainSVG {
                    walked.plainSVGsLeftOut += 1
                }
            case .symbolicLink:
                guard let target = tree.resolve(path) else {
                    notes.append(RunNote.input.result("skipped: it is a symbolic link that leads nowhere", at: path))
                    continue
                }
                if !boundary.contains(target) {
                    notes.append(
                        RunNote.input.result(
                            "skipped: it is a symbolic link to a place outside \(boundary.typedPath), and symbolcheck does not follow links out of the folder it checks",
                            at: path))
                }
            case .other:
                continue
            }
        }
    }

    /// The kind of a file by its name; nil for a file no command reads.
    static func kind(ofFileNamed name: String) -> Kind? {
        if PathText.isSVGName(name) { return .plainSVG }
        if PathText.hasExtension(name, "swift") { return .swiftSource }
        if name == "project.yml" { return .xcodeGenSpec }
        if PathText.hasExtension(name, "plist") { return .propertyList }
        if PathText.hasExtension(name, "xcconfig") { return .buildSettings }
        if PathText.hasExtension(name, "entitlements") { return .entitlements }
        return nil
    }

    private mutating func addAsset(_ path: String, kind: CatalogAsset.Kind, files: [String], place: Place) {
        guard readsCatalogs, let catalog = place.catalog else { return }
        let folder = PathText.lastComponent(path)
        let stem = folder.lastIndex(of: ".").map { String(folder[..<$0]) } ?? folder
        walked.catalogs[catalog].assets.append(
            CatalogAsset(
                name: (place.namespace + [stem]).joined(separator: "/"), path: path, kind: kind,
                catalog: walked.catalogs[catalog].path, files: files, settings: place.settings))
    }

    /// The folder's entries, sorted by name; nil (with a note or a problem) when it cannot be
    /// listed or a limit is reached.
    private mutating func list(_ folder: String, depth: Int) -> [DirectoryEntry]? {
        guard !stoppedEarly else { return nil }
        guard depth < Self.maxDepth else {
            notes.append(RunNote.input.result("skipped: it is more than \(Self.maxDepth) folders deep", at: folder))
            return nil
        }
        switch tree.entries(of: folder) {
        case .failure(let failure):
            walked.problems.append(
                Problem(
                    kind: .unlistedFolder, path: folder, message: "cannot read the folder: \(failure.reason(limit: 0))",
                    help: nil))
            return nil
        case .success(let entries):
            entriesSeen += entries.count
            if entriesSeen > Self.maxEntries {
                stoppedEarly = true
                notes.append(
                    RunNote.input.result(
                        "stopped searching here: more than \(Self.maxEntries) files and folders were found", at: folder,
                        help: "give the app's own folders"))
                return nil
            }
            return entries.sorted { PathText.precedes($0.name, $1.name) }
        }
    }
}
