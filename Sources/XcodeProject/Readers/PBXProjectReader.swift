import SVGModel

/// Reads a `project.pbxproj` into its targets: the object graph Xcode writes (docs/controls.md,
/// "The project file"), followed from the `PBXProject` root object:
///
/// - each `PBXNativeTarget`'s `productType`, its `dependencies` (`PBXTargetDependency` →
///   target), and its platforms from `SDKROOT` / `SUPPORTED_PLATFORMS` in its build
///   configurations, or the project's when the target sets none;
/// - the files of its build phases (`PBXBuildFile` → `PBXFileReference`), with each reference's
///   path resolved through the groups that hold it (`sourceTree` `<group>`, `SOURCE_ROOT`,
///   `<absolute>`; references to built products and SDKs are not files of the project);
/// - Xcode 16's synchronized folders (`fileSystemSynchronizedGroups` →
///   `PBXFileSystemSynchronizedRootGroup`): the whole folder, less the paths its
///   `PBXFileSystemSynchronizedBuildFileExceptionSet` for this target lists. An exception set
///   for a target that does not build the folder lists files that target builds *in addition*:
///   an exception turns the folder's membership over for its target, as Xcode's File inspector
///   shows it (the Safari web extension template of Xcode 16.3 shares `Shared (App)` this way).
///
/// - what building each target takes (`build`): its configurations' `buildSettings` at the
///   project and target levels with their `.xcconfig` (`baseConfigurationReference`, or Xcode
///   16's `baseConfigurationReferenceAnchor` and `…RelativePath` inside a synchronized folder),
///   its copy-files phases (`dstSubfolderSpec`, `dstPath`, the products they copy, each traced
///   to the target whose `productReference` it is) and its product's file name.
///
/// Not read: other projects referenced from this one, and Swift packages' targets.
package enum PBXProjectReader {
    package static func read(_ bytes: [UInt8], path: String, folder: String) -> ProjectDescription {
        let source = SourceFile(path: path, bytes: bytes)
        var description = ProjectDescription(
            path: path, folder: folder, format: .xcodeproj, targets: [], source: source)
        let root: PropertyListNode
        do {
            root = try OldStylePropertyList.parse(bytes)
        } catch {
            description.problems.append(ProjectProblem(error.message, at: error.offset))
            return description
        }
        guard let top = root.dictionary, let objects = top["objects"]?.dictionary,
            let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dictionary,
            project["isa"]?.string == "PBXProject"
        else {
            description.problems.append(
                ProjectProblem("not an Xcode project: no `objects` with a `PBXProject` root object", at: root.start))
            return description
        }
        let graph = ObjectGraph(objects: objects, project: project)
        let settings = BuildSettingsReading(graph: graph, source: source)
        description.build = ProjectBuildInput(
            projectName: projectName(path), configurations: settings.configurationNames,
            developmentRegion: project["developmentRegion"]?.string)
        for targetID in project["targets"]?.strings ?? [] {
            guard let node = objects[targetID], let target = node.dictionary else {
                description.problems.append(ProjectProblem("the target \(targetID) is not in `objects`", at: nil))
                continue
            }
            // Aggregate and legacy targets build nothing `controls` reads.
            guard target["isa"]?.string == "PBXNativeTarget" else { continue }
            description.targets.append(graph.target(target, id: targetID, at: node.start))
            description.build.targets.append(settings.input(of: target, id: targetID))
        }
        return description
    }

    /// `CameraApp` for `…/CameraApp.xcodeproj/project.pbxproj`.
    static func projectName(_ path: String) -> String {
        let folder = ProjectPath.parentFolder(path)
        let name = folder.split(separator: "/").last.map(String.init) ?? ""
        return name.hasSuffix(".xcodeproj") ? String(name.dropLast(".xcodeproj".count)) : name
    }
}

/// The `objects` dictionary and what is derived from it once: each group's and file's path.
struct ObjectGraph {
    let objects: PropertyListDictionary
    let project: PropertyListDictionary
    /// Each group and file reference's path relative to the project's folder; absent for
    /// references outside the project (built products, SDK files).
    var paths: [String: String] = [:]

    init(objects: PropertyListDictionary, project: PropertyListDictionary) {
        self.objects = objects
        self.project = project
        let base = ProjectPath.normalized(project["projectDirPath"]?.string ?? "")
        if let mainGroup = project["mainGroup"]?.string {
            var visited = Set<String>()
            resolve(mainGroup, parentPath: base, projectBase: base, visited: &visited)
        }
    }

    /// Walks the group tree, giving each child its path. A group without `path` (a group of
    /// the navigator only) adds no folder. Cycles (a damaged file) are walked once.
    private mutating func resolve(_ id: String, parentPath: String, projectBase: String, visited: inout Set<String>) {
        guard visited.insert(id).inserted, let object = objects[id]?.dictionary else { return }
        let own = object["path"]?.string
        let resolved: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": resolved = own.map { ProjectPath.join(parentPath, $0) } ?? parentPath
        case "SOURCE_ROOT": resolved = own.map { ProjectPath.join(projectBase, $0) } ?? projectBase
        case "<absolute>": resolved = own.map(ProjectPath.normalized)
        default: resolved = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the project's files
        }
        guard let path = resolved else { return }
        paths[id] = path
        for child in object["children"]?.strings ?? [] {
            resolve(child, parentPath: path, projectBase: projectBase, visited: &visited)
        }
    }

    func target(_ target: PropertyListDictionary, id: String, at offset: Int) -> ProjectTarget {
        var members: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID]?.dictionary else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let fileRef = objects[buildFileID]?.dictionary?["fileRef"]?.string,
                    let path = paths[fileRef]
                else { continue }
                members.append(path)
            }
        }
        var folders: [ProjectFolder] = []
        let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        for groupID in ownGroups.sorted() {
            guard let group = objects[groupID]?.dictionary, let path = paths[groupID] else { continue }
            var excluded: [SourcePattern] = []
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID]?.dictionary,
                    exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    exception["target"]?.string == id
                else { continue }
                excluded += exception["membershipExceptions"]?.strings.map { .exact(Self.exceptionPath($0)) } ?? []
            }
            folders.append(ProjectFolder(path: path, excluded: excluded))
        }
        // Exceptions of folders this target does not build add their files to it.
        for (groupID, path) in paths where !ownGroups.contains(groupID) {
            guard let group = objects[groupID]?.dictionary,
                group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
            else { continue }
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID]?.dictionary,
                    exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    exception["target"]?.string == id
                else { continue }
                members +=
                    exception["membershipExceptions"]?.strings.map {
                        ProjectPath.join(path, Self.exceptionPath($0))
                    } ?? []
            }
        }
        let dependencies = (target["dependencies"]?.strings ?? []).compactMap { dependencyID -> String? in
            guard let targetID = objects[dependencyID]?.dictionary?["target"]?.string else { return nil }
            return objects[targetID]?.dictionary?["name"]?.string
        }
        return ProjectTarget(
            name: target["name"]?.string ?? id,
            productType: ProductType(identifier: target["productType"]?.string ?? ""),
            platforms: platforms(of: target), dependencies: dependencies, members: members.sorted(),
            folders: folders, declaration: offset)
    }

    /// `"/Localized: Resources/Main.html"` names a localized file by its unlocalized path.
    static func exceptionPath(_ text: String) -> String {
        let localized = "/Localized: "
        return text.hasPrefix(localized) ? String(text.dropFirst(localized.count)) : text
    }

    /// The platforms of the target's build configurations, or else the project's.
    func platforms(of target: PropertyListDictionary) -> Set<ApplePlatform> {
        let own = platforms(ofConfigurationList: target["buildConfigurationList"]?.string)
        return own.isEmpty ? platforms(ofConfigurationList: project["buildConfigurationList"]?.string) : own
    }

    private func platforms(ofConfigurationList listID: String?) -> Set<ApplePlatform> {
        guard let listID, let list = objects[listID]?.dictionary else { return [] }
        var found = Set<ApplePlatform>()
        for configurationID in list["buildConfigurations"]?.strings ?? [] {
            guard let settings = objects[configurationID]?.dictionary?["buildSettings"]?.dictionary else { continue }
            let supported = settings["SUPPORTED_PLATFORMS"]?.string?.split(separator: " ").map(String.init) ?? []
            if !supported.isEmpty {
                found.formUnion(supported.compactMap(ApplePlatform.init(name:)))
            } else if let sdk = settings["SDKROOT"]?.string, let platform = ApplePlatform(name: sdk) {
                found.insert(platform)
            }
        }
        return found
    }
}
