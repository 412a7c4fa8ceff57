import SwiftSource
import SymbolCheck
import XcodeProject

/// Where a Control's names are looked up: the catalogs of the target that builds its Swift
/// file (read from the project), or, without a project, the catalogs by folder
/// (docs/controls.md, "Which catalog is whose").
struct TargetScope {
    /// The target, when a project names it; nil for the folder rules.
    let target: ProjectTarget?
    let project: ProjectDescription?
    /// The catalogs a name is looked up in: the target's, or by folder the Control's own first,
    /// then every other.
    let catalogs: [AssetCatalog]
    /// The folder rules' own catalogs (the nearest folder above the Swift file that holds one).
    let ownCatalogPaths: Set<String>
    /// The Swift files of the target, whose declarations its code can use.
    let swiftFiles: [String]
    /// Every other target's catalogs in the same project, to say where a name it lacks is.
    let otherTargets: [(name: String, catalogs: [AssetCatalog])]
    /// The catalogs of the app that contains this extension, when the project has a watch app
    /// (Apple Watch's control gallery looks there); nil when the rule does not apply.
    let watchGalleryCatalogs: [(app: String, catalogs: [AssetCatalog])]?
    /// A key naming the scope, for caches.
    let key: String

    /// What the target is called in a message: `the target CameraWidgets`.
    var described: String? { target.map { "the target \($0.name)" } }

    /// Assets of that name with their catalogs, the own target's first, a symbol set before an
    /// image set of the same name (Xcode refuses two assets of one name in a catalog, and across
    /// targets the symbol set is the one a Control can show).
    func assets(named name: String) -> [(CatalogAsset, AssetCatalog)] {
        let all = catalogs.flatMap { catalog in catalog.assets.filter { $0.name == name }.map { ($0, catalog) } }
        let own = all.filter { ownCatalogPaths.contains($0.1.path) }
        let rest = all.filter { !ownCatalogPaths.contains($0.1.path) }
        return own.filter { $0.0.kind == .symbolSet } + own.filter { $0.0.kind == .imageSet }
            + rest.filter { $0.0.kind == .symbolSet } + rest.filter { $0.0.kind == .imageSet }
    }

    /// Assets whose generated symbol is `path` (`["flash"]`, `["Icons", "star"]`).
    func assets(generatedPath path: [String]) -> [(CatalogAsset, AssetCatalog)] {
        catalogs.flatMap { catalog in
            catalog.assets.filter { AssetSymbolName.path(ofAssetNamed: $0.name) == path }.map { ($0, catalog) }
        }
    }

    var allNames: [String] { catalogs.flatMap { $0.assets.map(\.name) } }

    var imageSets: [CatalogAsset] { catalogs.flatMap { $0.assets.filter { $0.kind == .imageSet } } }

    /// Other targets of the project whose catalogs hold `name`.
    func otherTargets(holding name: String) -> [String] {
        otherTargets.filter { $0.catalogs.contains { $0.assets.contains { $0.name == name } } }.map(\.name)
    }

    /// The catalog a new symbol set for `name` belongs in: the target's first (or the folder
    /// rules' own first).
    var firstOwnCatalog: AssetCatalog? {
        target == nil ? catalogs.first { ownCatalogPaths.contains($0.path) } : catalogs.first
    }
}

extension TargetScope {
    /// The scopes of a Swift file: one per target that builds it, or the folder rules' one.
    /// `cache` keeps each target's scope, which every Control file of the target shares.
    static func scopes(
        for swiftPath: String, sources: AppSources, targets: AppTargets,
        cache: inout [AppTargets.Reference: TargetScope],
        notes: inout [String]
    ) -> [TargetScope] {
        let references = targets.targets(building: swiftPath)
        guard references.isEmpty else {
            return references.compactMap { reference in
                if let known = cache[reference] { return known }
                guard let target = targets.target(reference) else { return nil }
                let made = scope(of: target, in: targets.projects[reference.project], sources: sources)
                cache[reference] = made
                return made
            }
        }
        if let project = targets.projectHolding(swiftPath) {
            notes.append(
                "\(swiftPath) is built by no target of \(project.path), so its names are looked up in the catalogs by folder"
            )
        }
        return [folderScope(for: swiftPath, sources: sources)]
    }

    static func scope(of target: ProjectTarget, in project: ProjectDescription, sources: AppSources) -> TargetScope {
        func builtBy(_ target: ProjectTarget) -> (String) -> Bool {
            { path in ProjectPath.fromFolder(path, project.folder).map(target.builds) ?? false }
        }
        let catalogs = sources.catalogs.filter { builtBy(target)($0.path) }
        let swiftFiles = sources.swiftFiles.map(\.path).filter(builtBy(target))
        let others = project.targets.filter { $0.name != target.name }.map { other in
            (name: other.name, catalogs: sources.catalogs.filter { builtBy(other)($0.path) })
        }
        var gallery: [(app: String, catalogs: [AssetCatalog])]?
        if project.hasWatchApp, !target.isPhoneOrDesktopApp, !target.isWatchApp {
            let apps = project.targets.filter(\.isPhoneOrDesktopApp)
            let containing = apps.filter { $0.dependencies.contains(target.name) }
            gallery = (containing.isEmpty ? apps : containing).map { app in
                (app: app.name, catalogs: sources.catalogs.filter { builtBy(app)($0.path) })
            }
        }
        return TargetScope(
            target: target, project: project, catalogs: catalogs, ownCatalogPaths: Set(catalogs.map(\.path)),
            swiftFiles: swiftFiles, otherTargets: others, watchGalleryCatalogs: gallery,
            key: "\(project.path)#\(target.name)")
    }

    /// Without a project: the catalogs in the nearest folder above the file that holds one are
    /// its own; every catalog is searched, the own first; the Swift files under that folder
    /// are the target's.
    static func folderScope(for swiftPath: String, sources: AppSources) -> TargetScope {
        var folder = PathText.parent(swiftPath)
        var own: [AssetCatalog] = []
        while true {
            own = sources.catalogs.filter { $0.folder == folder }
            if !own.isEmpty { break }
            let parent = PathText.parent(folder)
            if parent == folder { break }
            folder = parent
        }
        let ownPaths = Set(own.map(\.path))
        let targetFolder = own.isEmpty ? nil : folder
        let swiftFiles = sources.swiftFiles.map(\.path).filter { path in
            targetFolder.map { ProjectPath.isWithin(path, $0) } ?? true
        }
        return TargetScope(
            target: nil, project: nil, catalogs: own + sources.catalogs.filter { !ownPaths.contains($0.path) },
            ownCatalogPaths: ownPaths, swiftFiles: swiftFiles, otherTargets: [], watchGalleryCatalogs: nil,
            key: "folder#\(targetFolder ?? "")")
    }
}
