import SVGModel

/// An Xcode project's targets as `controls` needs them, read from a `project.pbxproj` or an
/// XcodeGen `project.yml`: which files each target builds, what it is and for which platforms,
/// and what the project file says about building each (`build`: settings per configuration,
/// embedding; `ProjectBuild` reads the files it names).
package struct ProjectDescription: Sendable {
    package enum Format: String, Sendable {
        case xcodeproj = "Xcode project"
        case xcodegen = "XcodeGen spec"
    }

    /// The file read: `App.xcodeproj/project.pbxproj` or `project.yml`, as the caller named it.
    package let path: String
    /// The folder every path of the project is relative to: the folder holding the
    /// `.xcodeproj` (or `project.yml`), as the caller names it.
    package let folder: String
    package let format: Format
    package var targets: [ProjectTarget]
    /// What could not be read, each with its place in the file; the targets read stand.
    package var problems: [ProjectProblem]
    /// The build settings, embedding and generated property lists the file declares.
    package var build: ProjectBuildInput
    /// The project file's text, which the places of its values count in.
    package var source: SourceFile?

    package init(
        path: String, folder: String, format: Format, targets: [ProjectTarget], problems: [ProjectProblem] = [],
        build: ProjectBuildInput? = nil, source: SourceFile? = nil
    ) {
        self.path = path
        self.folder = folder
        self.format = format
        self.targets = targets
        self.problems = problems
        self.build = build ?? ProjectBuildInput(projectName: "", configurations: [])
        self.source = source
    }

    package func target(named name: String) -> ProjectTarget? { targets.first { $0.name == name } }

    /// Whether the project builds an app for Apple Watch: a WatchKit app (the old two-target
    /// form) or an application target for watchOS (Xcode 14's single-target watch app).
    package var hasWatchApp: Bool { targets.contains(where: \.isWatchApp) }

    /// The targets that build `relativePath` (relative to `folder`), in the project's order. The
    /// path is normalised once for all targets: per target, normalising was most of `controls`'
    /// time on an app of 1,600 files and 40 targets (docs/performance.md, "Controls").
    package func targets(building relativePath: String) -> [ProjectTarget] {
        let path = ProjectPath.normalized(relativePath)
        return targets.filter { $0.buildsNormalized(path) }
    }
}

/// One target: its product, platforms, the targets it depends on, and the files it builds.
package struct ProjectTarget: Sendable, Hashable {
    package let name: String
    package let productType: ProductType
    package let platforms: Set<ApplePlatform>
    /// The targets this one depends on (and usually embeds): an app names its extensions.
    package let dependencies: [String]
    /// Files and folders the target builds, relative to the project's folder: a `.swift` file
    /// of its Compile Sources phase, an `.xcassets` catalog of its Copy Bundle Resources phase.
    package let members: [String]
    /// Folders whose contents the target builds, all but the exceptions: Xcode 16's
    /// synchronized folders, XcodeGen's source folders.
    package let folders: [ProjectFolder]
    /// Where the target is declared in the project file (a byte offset), for findings.
    package let declaration: Int?

    package init(
        name: String, productType: ProductType, platforms: Set<ApplePlatform>, dependencies: [String] = [],
        members: [String] = [], folders: [ProjectFolder] = [], declaration: Int? = nil
    ) {
        self.name = name
        self.productType = productType
        self.platforms = platforms
        self.dependencies = dependencies
        self.members = members.map(ProjectPath.normalized)
        self.memberSet = Set(self.members)
        self.folders = folders
        self.declaration = declaration
    }

    /// `members`, to look a path and its folders up in: an app target of a thousand files is
    /// asked about each of a thousand files (`controls` over a real app spent 92 % of its time
    /// comparing every file with every member).
    private let memberSet: Set<String>

    /// Whether the target builds the file or folder at `relativePath` (relative to the project's
    /// folder): named as a member (or inside a member folder, as a catalog's sets are), or
    /// inside one of its folders and not excepted.
    package func builds(_ relativePath: String) -> Bool {
        buildsNormalized(ProjectPath.normalized(relativePath))
    }

    /// `builds(_:)` of a path `ProjectPath.normalized` already gave.
    package func buildsNormalized(_ path: String) -> Bool {
        if isMember(path) { return true }
        return folders.contains { $0.contains(normalized: path) }
    }

    /// Whether the normalised `path` is a member or inside one: the path, then each folder
    /// above it, looked up (what `ProjectPath.isWithin` says of each member in turn).
    private func isMember(_ path: String) -> Bool {
        guard !memberSet.isEmpty else { return false }
        // The project's folder itself holds every relative path that does not climb out of it.
        if memberSet.contains(""), !path.hasPrefix("/"), !path.hasPrefix("..") { return true }
        if memberSet.contains("/"), path.hasPrefix("/") { return true }
        var prefix = Substring(path)
        while true {
            if memberSet.contains(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/"), slash > prefix.startIndex else { return false }
            prefix = prefix[..<slash]
        }
    }

    package var isWatchApp: Bool {
        switch productType {
        case .watchApp, .watchAppContainer: return true
        case .application: return platforms.contains(.watchOS)
        default: return false
        }
    }

    /// An app a person installs (on iPhone, iPad, Mac, Vision Pro), not a watch app.
    package var isPhoneOrDesktopApp: Bool { productType == .application && !isWatchApp }
}

/// A folder a target builds recursively, with the paths inside it that it does not build.
package struct ProjectFolder: Sendable, Hashable {
    /// Relative to the project's folder.
    package let path: String
    /// Relative to `path`: a file, or a folder and everything in it, that the target does not build.
    package let excluded: [SourcePattern]
    /// When not empty, only what these match is built (XcodeGen's `includes`).
    package let included: [SourcePattern]

    package init(path: String, excluded: [SourcePattern] = [], included: [SourcePattern] = []) {
        self.path = ProjectPath.normalized(path)
        self.excluded = excluded
        self.included = included
    }

    package func contains(_ relativePath: String) -> Bool {
        contains(normalized: ProjectPath.normalized(relativePath))
    }

    /// `contains` of a path already normalised, which `ProjectTarget.builds` asks of every folder.
    func contains(normalized relativePath: String) -> Bool {
        guard let inner = ProjectPath.relative(normalized: relativePath, to: path) else { return false }
        if excluded.contains(where: { $0.matches(inner) }) { return false }
        return included.isEmpty || included.contains { $0.matches(inner) }
    }
}

/// A path inside a folder: exactly one file or folder (with everything in it), or a glob.
package enum SourcePattern: Sendable, Hashable {
    /// `Info.plist`, `Resources/Images`: that path, or anything inside it.
    case exact(String)
    /// XcodeGen's globs (Bash's with globstar): `*`, `?`, `[…]` within one component, `**` across
    /// components; a match of a folder covers everything inside it.
    case glob(String)

    package func matches(_ relativePath: String) -> Bool {
        switch self {
        case .exact(let path):
            return ProjectPath.isWithin(relativePath, path)
        case .glob(let pattern):
            let components = relativePath.split(separator: "/").map(String.init)
            let patternComponents = pattern.split(separator: "/").map(String.init)
            // A pattern matching a folder of the path covers the path.
            for count in stride(from: components.count, through: 1, by: -1)
            where Glob.matches(patternComponents[...], Array(components.prefix(count))[...]) {
                return true
            }
            return false
        }
    }
}

/// What a target produces, from its `productType` (`com.apple.product-type.application`) or
/// XcodeGen's `type` (`application`).
package enum ProductType: Sendable, Hashable {
    case application
    /// A WatchKit app (`application.watchapp`, `application.watchapp2`).
    case watchApp
    /// `application.watchapp2-container`: the iOS stub that holds a watch-only app.
    case watchAppContainer
    /// An old-style app extension (`app-extension`, `app-extension.messages`…), embedded in `PlugIns/`.
    case appExtension
    /// An ExtensionKit extension (`extensionkit-extension`: a Lock Screen capture extension),
    /// embedded in `Extensions/` (docs/controls.md; RUNTIME.md, "The capture extension's bundle").
    case extensionKitExtension
    /// A WatchKit extension (`watchkit2-extension`).
    case watchExtension
    case framework
    case test
    case other(String)

    /// From the part after `com.apple.product-type.`, which both formats share.
    package init(identifier: String) {
        let name =
            identifier.hasPrefix("com.apple.product-type.")
            ? String(identifier.dropFirst("com.apple.product-type.".count)) : identifier
        switch name {
        case "application", "application.on-demand-install-capable", "application.messages": self = .application
        case "application.watchapp", "application.watchapp2": self = .watchApp
        case "application.watchapp2-container": self = .watchAppContainer
        case "watchkit-extension", "watchkit2-extension": self = .watchExtension
        case "framework", "framework.static", "library.dynamic", "library.static": self = .framework
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test": self = .test
        default:
            if name == "extensionkit-extension" {
                self = .extensionKitExtension
            } else {
                self = name.hasPrefix("app-extension") ? .appExtension : .other(name)
            }
        }
    }

    /// The full identifier XcodeGen's `type:` stands for (`app-extension` →
    /// `com.apple.product-type.app-extension`); an identifier already in full stays.
    package static func fullIdentifier(_ written: String) -> String {
        written.hasPrefix("com.apple.") ? written : "com.apple.product-type." + written
    }
}

package enum ApplePlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// From an `SDKROOT` or `SUPPORTED_PLATFORMS` word (`iphoneos`, `watchsimulator`) or an
    /// XcodeGen platform (`iOS`, `watchOS`); nil for anything else (`auto`).
    package init?(name: String) {
        switch name.lowercased() {
        case "iphoneos", "iphonesimulator", "ios", "maccatalyst": self = .iOS
        case "macosx", "macos": self = .macOS
        case "watchos", "watchsimulator": self = .watchOS
        case "appletvos", "appletvsimulator", "tvos": self = .tvOS
        case "xros", "xrsimulator", "visionos": self = .visionOS
        default: return nil
        }
    }
}

/// Something in a project file that could not be read, with its place.
package struct ProjectProblem: Sendable, Hashable {
    package let message: String
    /// A byte offset into the project file, when the problem has a place.
    package let offset: Int?

    package init(_ message: String, at offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }
}
