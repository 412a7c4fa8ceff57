import AppRules
import SVGModel
import SymbolCheck
import XcodeProject

/// The Xcode projects found under the paths `controls` is given, read as Xcode reads them
/// (`XcodeProject`), and which of their targets build a file.
package struct AppTargets: Sendable {
    package var projects: [ProjectDescription] = []
    /// What could not be read, a note each at its place (`RunNote.project`).
    package var notes: [CheckResult] = []

    /// One target of one project.
    package struct Reference: Sendable, Hashable {
        package let project: Int
        package let name: String
    }

    /// Reads each project file: a `project.pbxproj`, or an XcodeGen `project.yml` unless the
    /// same folder holds an `.xcodeproj` (the project generated from it, which is what Xcode
    /// builds).
    package static func load(_ files: [String], in tree: some FileTree, limit: Int) -> AppTargets {
        var found = AppTargets()
        let pbxprojFolders = Set(
            files.filter { PathText.lastComponent($0) == "project.pbxproj" }.map {
                ProjectPath.normalized(PathText.parent(PathText.parent($0)))
            })
        for file in files {
            let isPBXProj = PathText.lastComponent(file) == "project.pbxproj"
            let folder = isPBXProj ? PathText.parent(PathText.parent(file)) : PathText.parent(file)
            if !isPBXProj, pbxprojFolders.contains(ProjectPath.normalized(folder)) { continue }
            let bytes: [UInt8]
            switch tree.read(file, limit: limit) {
            case .success(let read): bytes = read
            case .failure(let failure):
                found.notes.append(
                    RunNote.project.result(
                        "cannot read the project: \(failure.reason(limit: limit)); its targets are not known", at: file)
                )
                continue
            }
            let project =
                isPBXProj
                ? PBXProjectReader.read(bytes, path: file, folder: folder)
                : XcodeGenSpecReader.read(bytes, path: file, folder: folder) { included in
                    if case .success(let read) = tree.read(PathText.join(folder, included), limit: limit) {
                        return read
                    }
                    return nil
                }
            let source = SourceFile(path: file, bytes: bytes)
            for problem in project.problems {
                found.notes.append(
                    RunNote.project.result(problem.message, at: file, in: source, offset: problem.offset))
            }
            if project.targets.isEmpty {
                found.notes.append(
                    RunNote.project.result("no target was read from this \(project.format.rawValue)", at: file))
                continue
            }
            found.projects.append(project)
        }
        return found
    }

    /// The targets that build the file or folder at `path` (as the user's paths spell it).
    package func targets(building path: String) -> [Reference] {
        projects.enumerated().flatMap { index, project -> [Reference] in
            // A project may build files beside its folder (`../Shared`), as Xcode writes them.
            guard let relative = ProjectPath.fromFolder(path, project.folder) else { return [] }
            return project.targets(building: relative).map { Reference(project: index, name: $0.name) }
        }
    }

    /// Whether a project's folder holds `path`, though maybe no target builds it.
    package func projectHolding(_ path: String) -> ProjectDescription? {
        projects.first { ProjectPath.relative(path, to: $0.folder) != nil }
    }

    /// What each project's targets build with — settings per configuration, Info.plists,
    /// entitlements, embedding (`ProjectBuild`, the wiring rules' model) — read from the tree.
    package func builds(in tree: some FileTree, limit: Int) -> [ProjectBuild] {
        projects.map { ProjectBuild.read($0, files: TreeBuildFiles(tree: tree, limit: limit)) }
    }

    package func target(_ reference: Reference) -> ProjectTarget? {
        projects[reference.project].target(named: reference.name)
    }
}
