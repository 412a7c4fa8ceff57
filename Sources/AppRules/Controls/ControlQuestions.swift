import SVGModel
import SwiftSource
import SymbolDiagnostics

/// What a Controls rule may ask about the target whose bundle a Control's images load from: the
/// target that builds the Control's Swift file, read from the project, or without a project the
/// catalogs by folder (docs/controls.md, "Which catalog is whose"). SymbolInputs answers
/// (`TargetScope`); a new question is a requirement here and its answer there.
package protocol ControlScope {
    /// The target, when a project names it; nil when the catalogs go by folder.
    var target: ControlTarget? { get }
    /// The catalogs a name is looked up in, the target's own first.
    var catalogPaths: [String] { get }
    /// The catalog a new symbol set for the target belongs in.
    var catalogForNewAssets: String? { get }
    /// Assets of that name (the name code loads them by), the target's own catalogs first, a
    /// symbol set before an image set of the same name.
    func assets(named name: String) -> [CatalogAsset]
    /// Every asset of the catalogs in scope, in catalog order.
    var assets: [CatalogAsset] { get }
    /// The other targets of the project whose catalogs hold an asset of that name.
    func otherTargets(holding name: String) -> [String]
    /// Where Apple Watch's control gallery looks a Control's symbol up, when the rule applies
    /// (the target is a watchOS widget extension that a watch app of the project contains): the
    /// watch apps, and the names their catalogs hold; nil otherwise (an iOS extension too).
    var watchGallery: WatchGallery? { get }
}

extension ControlScope {
    /// `the target CameraWidgets`, for messages; nil for the folder rules.
    package var described: String? { target.map { "the target \($0.name)" } }

    /// The image sets in scope.
    package var imageSets: [CatalogAsset] { assets.filter { $0.kind == .imageSet } }

    /// The symbol sets in scope.
    package var symbolSets: [CatalogAsset] { assets.filter { $0.kind == .symbolSet } }
}

/// What a Controls rule may ask about the app as a whole: its projects' targets, and the text of
/// a file to place a finding in. SymbolInputs answers (`ControlChecker`).
package protocol ControlApp {
    /// Every target of the projects found under the paths, in project order.
    var targets: [ControlTarget] { get }
    /// What the wiring rules ask: the projects' builds, the Swift facts, the Controls, the
    /// built apps (`AppWiring`), read once.
    var wiring: AppWiring { get }
    /// The bytes of a file of the app (a project file, a property list, a Swift file) as
    /// findings placed in it count, read once; nil when it cannot be read.
    func source(of path: String) -> SourceFile?
}

/// A target of the app's project, as Controls rules see it.
package struct ControlTarget: Sendable, Hashable {
    package let name: String
    /// The project file that declares it (`…/project.pbxproj`, `…/project.yml`).
    package let project: String
    /// An iOS, iPadOS or macOS app (not an extension, not a watch app).
    package let isApp: Bool

    package init(name: String, project: String, isApp: Bool) {
        self.name = name
        self.project = project
        self.isApp = isApp
    }
}

/// An image or symbol set of a catalog, by the name code loads it with.
package struct CatalogAsset: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case symbolSet, imageSet

        /// `symbol set`, `image set`, for messages.
        package var noun: String { self == .symbolSet ? "symbol set" : "image set" }
    }
    /// The name code uses: `flash`, or `Icons/flash` in a group that provides a namespace.
    package let name: String
    package let path: String
    package let kind: Kind
    /// The `.xcassets` folder it is in.
    package let catalog: String
    /// An image set's image files (PNG, PDF…), sorted; empty for a symbol set.
    package var files: [String] = []
    /// The rule settings the nested config files above it give it.
    package var settings = FolderSettings()

    package init(
        name: String, path: String, kind: Kind, catalog: String, files: [String] = [],
        settings: FolderSettings = FolderSettings()
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.catalog = catalog
        self.files = files
        self.settings = settings
    }
}

/// Apple Watch's control gallery for one watchOS widget extension: the watch apps that contain
/// it, and the names their catalogs hold.
package struct WatchGallery: Sendable, Hashable {
    package let apps: [String]
    package let names: Set<String>

    package init(apps: [String], names: Set<String>) {
        self.apps = apps
        self.names = names
    }
}

/// One name a Control's image call can take, as the inputs module resolved it (literals,
/// constants, enum raw values, branches, generated asset symbols: SwiftSource's `NameResolver`),
/// at its place in the Control's Swift file.
package struct ControlImage: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        /// An asset name given to `Image(_:)` or `Label(_:image:)` (or the asset a generated
        /// symbol such as `.flash` stands for: its note says so).
        case asset(String)
        /// A name given to `Image(systemName:)` or `Label(_:systemImage:)`.
        case systemSymbol(String)
        /// A name known only at run time (`reason` says what it is; `pattern`: the literal parts
        /// around an interpolation's holes), or, when not `knownOnlyAtRunTime`, one the source
        /// states but the catalogs found do not give (a generated symbol of no catalog found).
        case unresolved(reason: String, pattern: [String]?, knownOnlyAtRunTime: Bool)
    }

    package let value: Value
    /// The call that takes it.
    package let call: ImageReference.Source
    package let range: SourceRange
    /// Where the name came from (the declarations it was resolved through).
    package let notes: [Diagnostic.Note]
    /// `in the target CameraApp: ` when the file is built by several targets, so each finding
    /// says which; empty otherwise.
    package let scopePrefix: String

    package init(
        _ value: Value, call: ImageReference.Source, range: SourceRange, notes: [Diagnostic.Note], scopePrefix: String
    ) {
        self.value = value
        self.call = call
        self.range = range
        self.notes = notes
        self.scopePrefix = scopePrefix
    }
}

/// A view a Control's label uses (`LampLabel()` in `ControlWidgetButton { LampLabel() }`), as the
/// inputs module followed it into the views the target declares: its images are then judged as
/// the Control's own; `unfollowedBecause` says why they are not, when they are not.
package struct LabelView: Sendable, Hashable {
    package let name: String
    /// The use in the Control's label (the outermost, for a view used by another).
    package let range: SourceRange
    package let unfollowedBecause: String?
    /// As `ControlImage.scopePrefix`.
    package let scopePrefix: String

    package init(name: String, range: SourceRange, unfollowedBecause: String?, scopePrefix: String) {
        self.name = name
        self.range = range
        self.unfollowedBecause = unfollowedBecause
        self.scopePrefix = scopePrefix
    }
}

/// A symbol set a Control shows, with the results of its own check (`check`'s, under the
/// settings that hold for it) and the place in the Control's file that names it.
package struct ShownSymbolSet: Sendable {
    package let asset: CatalogAsset
    package let results: [CheckResult]
    package let range: SourceRange

    package init(asset: CatalogAsset, results: [CheckResult], range: SourceRange) {
        self.asset = asset
        self.results = results
        self.range = range
    }
}
