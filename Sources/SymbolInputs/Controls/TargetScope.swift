import AppRules
import SVGModel
import SwiftSource
import SymbolCheck
import XcodeProject

/// Where a Control's names are looked up: the catalogs of the target that builds its Swift
/// file (read from the project), or, without a project, the catalogs by folder
/// (docs/controls.md, "Which catalog is whose"). It answers the questions a Controls rule asks
/// about a target (`ControlScope`).
struct TargetScope: ControlScope {
    /// The target, when a project names it; nil for the folder rules.
    let projectTarget: ProjectTarget?
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
    let watchGallery: WatchGallery?
    /// A key naming the scope, for caches.
    let key: String
    /// A Swift package's target whose resources an `Image(_:bundle:)` loads from, when the scope
    /// is one.
    var packageTarget: ControlTarget? = nil
    /// The assets of `catalogs` by name, in catalog order: every Control's every name is looked
    /// up, and filtering all the catalogs' assets per name took 40,000 Controls from 1.7 s to
    /// several (docs/performance.md, "Controls").
    private let assetsByName: [String: [CatalogAsset]]

    init(
        projectTarget: ProjectTarget?, project: ProjectDescription?, catalogs: [AssetCatalog],
        ownCatalogPaths: Set<String>, swiftFiles: [String], otherTargets: [(name: String, catalogs: [AssetCatalog])],
        watchGallery: WatchGallery?, key: String, packageTarget: ControlTarget? = nil
    ) {
        self.projectTarget = projectTarget
        self.project = project
        self.catalogs = catalogs
        self.ownCatalogPaths = ownCatalogPaths
        self.swiftFiles = swiftFiles
        self.otherTargets = otherTargets
        self.watchGallery = watchGallery
        self.key = key
        self.packageTarget = packageTarget
        var byName: [String: [CatalogAsset]] = [:]
        for catalog in catalogs {
            for asset in catalog.assets { byName[asset.name, default: []].append(asset) }
        }
        assetsByName = byName
    }

    var target: ControlTarget? {
        if let packageTarget { return packageTarget }
        guard let projectTarget, let project else { return nil }
        return ControlTarget(name: projectTarget.name, project: project.path, isApp: projectTarget.isPhoneOrDesktopApp)
    }

    var catalogPaths: [String] { catalogs.map(\.path) }

    var assets: [CatalogAsset] { catalogs.flatMap(\.assets) }

    /// Assets of that name, the own target's first, a symbol set before an image set of the same
    /// name (the one a Control can show; which of the two loads is not documented, and
    /// `image-set-beside-symbol-set` says so).
    func assets(named name: String) -> [CatalogAsset] {
        let all = assetsByName[name] ?? []
        let own = all.filter { ownCatalogPaths.contains($0.catalog) }
        let rest = all.filter { !ownCatalogPaths.contains($0.catalog) }
        return own.filter { $0.kind == .symbolSet } + own.filter { $0.kind == .imageSet }
            + rest.filter { $0.kind == .symbolSet } + rest.filter { $0.kind == .imageSet }
    }

    /// Assets whose generated symbol is `path` (`["flash"]`, `["Icons", "star"]`).
    func assets(generatedPath path: [String]) -> [CatalogAsset] {
        assets.filter { AssetSymbolName.path(ofAssetNamed: $0.name) == path }
    }

    func otherTargets(holding name: String) -> [String] {
        otherTargets.filter { $0.catalogs.contains { $0.assets.contains { $0.name == name } } }.map(\.name)
    }

    /// The target's first catalog (or the folder rules' own first).
    var catalogForNewAssets: String? {
        (projectTarget == nil ? catalogs.first { ownCatalogPaths.contains($0.path) } : catalogs.first)?.path
    }

    /// The catalog of an asset in scope, to check a symbol set within the tree it was found in.
    func catalog(of asset: CatalogAsset) -> AssetCatalog? { catalogs.first { $0.path == asset.catalog } }

    /// One name an image call can take, as a Controls rule judges it: a generated symbol stands
    /// for the asset it is generated for (a note says so), or is unresolved when none is in scope.
    func image(_ resolved: ResolvedName, call: ImageReference.Source, notes: [Diagnostic.Note], prefix: String)
        -> ControlImage
    {
        let range = SourceRange(start: resolved.span.start, end: resolved.span.end)
        func made(_ value: ControlImage.Value, _ notes: [Diagnostic.Note]) -> ControlImage {
            ControlImage(value, call: call, range: range, notes: notes, scopePrefix: prefix)
        }
        switch resolved.value {
        case .unresolved(let reason, let pattern):
            return made(.unresolved(reason: reason, pattern: pattern, knownOnlyAtRunTime: true), notes)
        case .resource(let path):
            guard !call.isSystem else {
                return made(
                    .unresolved(reason: "a generated asset symbol", pattern: nil, knownOnlyAtRunTime: true), notes)
            }
            let symbol = "." + path.joined(separator: ".")
            guard let asset = assets(generatedPath: path).first else {
                let reason =
                    "`\(symbol)`, a symbol Xcode generates for none of \(described.map { "the catalogs of \($0)" } ?? "the app's catalogs") found under the paths"
                return made(.unresolved(reason: reason, pattern: nil, knownOnlyAtRunTime: false), notes)
            }
            return made(
                .asset(asset.name),
                notes + [Diagnostic.Note("`\(symbol)` is the symbol Xcode generates for the asset \"\(asset.name)\"")])
        case .assetName(let name):
            return made(call.isSystem ? .systemSymbol(name) : .asset(name), notes)
        }
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
        return TargetScope(
            projectTarget: target, project: project, catalogs: catalogs, ownCatalogPaths: Set(catalogs.map(\.path)),
            swiftFiles: swiftFiles, otherTargets: others,
            watchGallery: watchGallery(of: target, in: project, sources: sources),
            key: "\(project.path)#\(target.name)")
    }

    /// Apple Watch's control gallery for a watchOS widget extension: the watch apps of the
    /// project that contain it (that name it among their dependencies, directly or through a
    /// WatchKit extension; every watch app when none does) and the names their catalogs hold.
    /// Nil for any other target: the evidence (home-assistant/iOS PR #5763) is about a Control
    /// the *watchOS* widget extension builds, and says iOS does not look in the app's bundle.
    static func watchGallery(of target: ProjectTarget, in project: ProjectDescription, sources: AppSources)
        -> WatchGallery?
    {
        guard target.platforms.contains(.watchOS), target.isExtension else { return nil }
        let watchApps = project.targets.filter { $0.isWatchApp && $0.productType != .watchAppContainer }
        let containing = watchApps.filter { project.contains(target.name, in: $0) }
        let galleryApps = containing.isEmpty ? watchApps : containing
        guard !galleryApps.isEmpty else { return nil }
        let names = galleryApps.flatMap { app in
            sources.catalogs.filter { ProjectPath.fromFolder($0.path, project.folder).map(app.builds) ?? false }
                .flatMap { $0.assets.map(\.name) }
        }
        return WatchGallery(apps: galleryApps.map(\.name), names: Set(names))
    }
}

extension ProjectDescription {
    /// Whether `host` depends on the target `name`, directly or through the targets it depends on.
    func contains(_ name: String, in host: ProjectTarget) -> Bool {
        var seen: Set<String> = [host.name]
        var pending = host.dependencies
        while let next = pending.popLast() {
            if next == name { return true }
            guard seen.insert(next).inserted, let target = target(named: next) else { continue }
            pending += target.dependencies
        }
        return false
    }
}

extension ProjectTarget {
    /// An app extension (a widget extension), old-style or ExtensionKit, or a WatchKit extension.
    var isExtension: Bool {
        switch productType {
        case .appExtension, .extensionKitExtension, .watchExtension: return true
        default: return false
        }
    }
}

extension TargetScope {
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
            projectTarget: nil, project: nil, catalogs: own + sources.catalogs.filter { !ownPaths.contains($0.path) },
            ownCatalogPaths: ownPaths, swiftFiles: swiftFiles, otherTargets: [], watchGallery: nil,
            key: "folder#\(targetFolder ?? "")")
    }
}
