import Support

/// A built app as `xcodebuild` leaves it, read for what the wiring rules ask of the project:
/// `App.app`, an `.xcarchive` (its `Products/Applications/App.app`, or the path its Info.plist's
/// `ApplicationProperties.ApplicationPath` gives), or an `.ipa` (a zip holding
/// `Payload/App.app`). For the app and each `.appex` in its `PlugIns/` and `Extensions/`
/// folders: the built Info.plist (binary, as Xcode writes it), placed by key path.
/// Entitlements are signed into the executable's code signature and not read here.
package struct BuiltProduct: Sendable {
    package enum Kind: String, Sendable, Hashable {
        case app = "app bundle"
        case archive = "Xcode archive"
        case ipa = "iOS app archive (.ipa)"
    }

    package let path: String
    package let kind: Kind
    /// The apps found (an `.ipa` or archive holds one; nil `apps` means none was found).
    package let apps: [BuiltBundle]
    package let problems: [BuildProblem]

    /// The kind a path names, by its extension; nil for anything else.
    package static func kind(of path: String) -> Kind? {
        let name = ProjectPath.lastComponent(path)
        if name.hasSuffix(".app") { return .app }
        if name.hasSuffix(".xcarchive") { return .archive }
        if name.hasSuffix(".ipa") { return .ipa }
        return nil
    }
}

/// One bundle of a built app: the app itself or an extension in it.
package struct BuiltBundle: Sendable {
    /// As the caller names it: `Build/App.app/Extensions/Capture.appex`, `App.ipa/Payload/App.app`.
    package let path: String
    /// For an extension, the folder of its app it sits in (`PlugIns`, `Extensions`); nil for an app.
    package let folder: String?
    /// Nil when it cannot be read (`problem` says why).
    package let infoPlist: PropertyListFile?
    package let problem: String?
    package let extensions: [BuiltBundle]

    /// A string of the Info.plist's top level, with its place.
    package func string(_ key: String) -> (value: String, place: ValuePlace)? {
        guard let found = infoPlist?.value(at: [key]), let text = found.node.string else { return nil }
        return (text, found.place)
    }
}

/// Reads built products through `BuildFiles`: a folder on disk, or an `.ipa`'s entries
/// (`ZipBuildFiles`).
package enum BuiltProductReader {
    /// `Info.plist` files are at most this large (a real one is a few kilobytes).
    package static let maxPlistBytes = 4 << 20
    /// Extensions read per app at most.
    package static let maxExtensions = 1_000

    /// An `.app` or `.xcarchive` folder.
    package static func read(_ path: String, files: some BuildFiles) -> BuiltProduct {
        var problems: [BuildProblem] = []
        switch BuiltProduct.kind(of: path) {
        case .app?:
            return BuiltProduct(path: path, kind: .app, apps: [app(path, files: files)], problems: problems)
        case .archive?:
            var appPaths: [String] = []
            if case .bytes(let bytes) = files.read(ProjectPath.join(path, "Info.plist")),
                let info = try? PropertyListFile.read(bytes, path: ProjectPath.join(path, "Info.plist")),
                let applicationPath = info.value(at: ["ApplicationProperties", "ApplicationPath"])?.node.string
            {
                appPaths = [ProjectPath.join(ProjectPath.join(path, "Products"), applicationPath)]
            } else {
                let folder = ProjectPath.join(path, "Products/Applications")
                appPaths = (files.entries(of: folder) ?? []).filter { $0.isFolder && $0.name.hasSuffix(".app") }
                    .map { ProjectPath.join(folder, $0.name) }.sorted()
            }
            if appPaths.isEmpty {
                problems.append(BuildProblem("the archive holds no app in Products/Applications", at: nil))
            }
            return BuiltProduct(
                path: path, kind: .archive, apps: appPaths.map { app($0, files: files) }, problems: problems)
        case .ipa?, nil:
            let folder = ProjectPath.join(path, "Payload")
            let appPaths = (files.entries(of: folder) ?? []).filter { $0.isFolder && $0.name.hasSuffix(".app") }
                .map { ProjectPath.join(folder, $0.name) }.sorted()
            if appPaths.isEmpty { problems.append(BuildProblem("the archive holds no app in Payload/", at: nil)) }
            return BuiltProduct(
                path: path, kind: .ipa, apps: appPaths.map { app($0, files: files) }, problems: problems)
        }
    }

    /// An `.ipa`: its zip directory read from `bytes` (read in pieces), then as a folder.
    package static func read(ipa path: String, bytes: any RandomAccessBytes, deadline: Deadline = .never)
        -> BuiltProduct
    {
        do {
            let archive = try ZipArchive(bytes)
            var product = read(path, files: ZipBuildFiles(archive: archive, root: path, deadline: deadline))
            if !archive.refusals.isEmpty {
                product = BuiltProduct(
                    path: product.path, kind: .ipa, apps: product.apps,
                    problems: archive.refusals.map { BuildProblem($0, at: nil) } + product.problems)
            }
            return product
        } catch {
            return BuiltProduct(path: path, kind: .ipa, apps: [], problems: [BuildProblem(error.message, at: nil)])
        }
    }

    static func app(_ path: String, files: some BuildFiles) -> BuiltBundle {
        // A Mac app keeps its Info.plist and extensions under Contents/.
        let contents =
            files.entries(of: ProjectPath.join(path, "Contents")) != nil
            ? ProjectPath.join(path, "Contents") : path
        var extensions: [BuiltBundle] = []
        for folderName in ["PlugIns", "Extensions"] {
            let folder = ProjectPath.join(contents, folderName)
            for entry in (files.entries(of: folder) ?? []).sorted(by: { $0.name < $1.name })
            where entry.isFolder && entry.name.hasSuffix(".appex") && extensions.count < maxExtensions {
                extensions.append(
                    bundle(ProjectPath.join(folder, entry.name), folder: folderName, files: files, extensions: []))
            }
        }
        return bundle(path, folder: nil, files: files, extensions: extensions)
    }

    static func bundle(_ path: String, folder: String?, files: some BuildFiles, extensions: [BuiltBundle])
        -> BuiltBundle
    {
        let contents =
            files.entries(of: ProjectPath.join(path, "Contents")) != nil
            ? ProjectPath.join(path, "Contents") : path
        let plistPath = ProjectPath.join(contents, "Info.plist")
        switch files.read(plistPath) {
        case .bytes(let bytes):
            guard bytes.count <= maxPlistBytes else {
                return BuiltBundle(
                    path: path, folder: folder, infoPlist: nil,
                    problem: "\(plistPath) is \(bytes.count) bytes, more than \(maxPlistBytes)", extensions: extensions)
            }
            do {
                return BuiltBundle(
                    path: path, folder: folder, infoPlist: try PropertyListFile.read(bytes, path: plistPath),
                    problem: nil,
                    extensions: extensions)
            } catch {
                return BuiltBundle(
                    path: path, folder: folder, infoPlist: nil, problem: "\(plistPath): \(error.message)",
                    extensions: extensions)
            }
        case .missing:
            return BuiltBundle(
                path: path, folder: folder, infoPlist: nil, problem: "\(plistPath) does not exist",
                extensions: extensions)
        case .unreadable(let why):
            return BuiltBundle(
                path: path, folder: folder, infoPlist: nil, problem: "cannot read \(plistPath): \(why)",
                extensions: extensions)
        }
    }
}

/// An archive's entries as files and folders under `root` (the archive's own path), each file
/// inflated when read, at most `BuiltProductReader.maxPlistBytes`.
package struct ZipBuildFiles: BuildFiles {
    let archive: ZipArchive
    let root: String
    let deadline: Deadline
    /// Each folder's entries, from the entries' names.
    let folders: [String: [BuildFileEntry]]

    package init(archive: ZipArchive, root: String, deadline: Deadline = .never) {
        self.archive = archive
        self.root = root
        self.deadline = deadline
        var folders: [String: [String: Bool]] = [:]
        for entry in archive.entries {
            let parts = entry.name.split(separator: "/").map(String.init)
            for (index, part) in parts.enumerated() {
                let folder = parts[..<index].joined(separator: "/")
                let isFolder = index < parts.count - 1 || entry.isFolder
                folders[folder, default: [:]][part] = (folders[folder]?[part] ?? false) || isFolder
            }
        }
        self.folders = folders.mapValues { names in names.map { BuildFileEntry(name: $0.key, isFolder: $0.value) } }
    }

    func inner(_ path: String) -> String? { ProjectPath.relative(path, to: root) }

    package func read(_ path: String) -> FileContent {
        guard let name = inner(path), let entry = archive.entry(named: name) else { return .missing }
        do {
            return .bytes(try archive.extract(entry, limit: BuiltProductReader.maxPlistBytes, deadline: deadline))
        } catch {
            return .unreadable(error.message)
        }
    }

    package func entries(of folder: String) -> [BuildFileEntry]? {
        guard let name = inner(folder) else { return nil }
        return folders[name]
    }
}
