import AppRules
import Support
import SymbolCheck
import XcodeProject

/// What `symbolcheck controls` reads under the paths it is given: the Swift files, the asset
/// catalogs with the image and symbol sets in them, and the project files that say which
/// target builds which (`App.xcodeproj/project.pbxproj`, XcodeGen's `project.yml`), found by
/// the folder walk every command searches with (`FolderWalk`: its limits, what it leaves out,
/// the settings each file carries).
package struct AppSources: Sendable {
    package var swiftFiles: [SwiftFileLocation] = []
    package var catalogs: [AssetCatalog] = []
    /// `…/App.xcodeproj/project.pbxproj` and `…/project.yml` files, sorted.
    package var projectFiles: [String] = []
    /// Built apps given as paths: `App.app`, `.xcarchive` folders, `.ipa` files, as given.
    package var builtProducts: [String] = []
    /// Paths that cannot be read (missing, unreadable folder): reported as `input-refused`.
    package var unreadable: [(path: String, reason: String)] = []
    /// Nested config files that cannot be used: reported as `input-refused`, as `check` does.
    package var refused: [FolderWalk.Problem] = []
    /// What was skipped on purpose, a note each at its path (`RunNote.input`).
    package var notes: [CheckResult] = []
    /// The settings each file the walk found carries (a file named on the command line has none).
    var fileSettings: [String: FolderSettings] = [:]

    /// The rule settings the nested config files above a file found give it.
    package func settings(of path: String) -> FolderSettings { fileSettings[path] ?? FolderSettings() }

    /// The run's settings as they hold for a file of the app (the config file's `overrides`, and
    /// the nested config files' for a file the walk found).
    package func configuration(_ run: CheckConfiguration, for path: String) -> CheckConfiguration {
        run.configuration(forInputAt: path, isFolder: false, settings: settings(of: path))
    }

    package static func discover(_ arguments: [String], scope: InputScope = InputScope(), in tree: some FileTree)
        -> AppSources
    {
        var found = AppSources()
        var walk = FolderWalk(
            tree: tree, scope: scope, kinds: [.swiftSource, .xcodeProject, .xcodeGenSpec], readsCatalogs: true)
        for argument in arguments {
            guard let resolved = tree.resolve(argument) else {
                found.unreadable.append((argument, "no such file or directory"))
                continue
            }
            // A built app is read as Xcode leaves it (`BuiltProductReader`), not walked.
            var named = argument
            while named.count > 1, named.hasSuffix("/") { named.removeLast() }
            if let kind = BuiltProduct.kind(of: named), tree.kind(of: resolved) == (kind == .ipa ? .file : .directory) {
                found.builtProducts.append(named)
                continue
            }
            switch tree.kind(of: resolved) {
            case .directory:
                let walked = walk.walk(argument, boundary: TreeBoundary(typedPath: argument, resolvedPath: resolved))
                for file in walked.found {
                    found.fileSettings[file.path] = file.settings
                    switch file.kind {
                    case .swiftSource:
                        found.swiftFiles.append(SwiftFileLocation(path: file.path, settings: file.settings))
                    case .xcodeProject, .xcodeGenSpec: found.projectFiles.append(file.path)
                    default: continue
                    }
                }
                found.catalogs += walked.catalogs
                for problem in walked.problems {
                    switch problem.kind {
                    case .unlistedFolder: found.unreadable.append((problem.path, problem.message))
                    case .unusableConfig: found.refused.append(problem)
                    }
                }
            case .file where PathText.hasExtension(argument, "swift"):
                found.swiftFiles.append(SwiftFileLocation(path: argument))
            case .file where ["project.yml", "project.pbxproj"].contains(PathText.lastComponent(argument)):
                found.projectFiles.append(argument)
            default:
                found.unreadable.append(
                    (
                        argument,
                        "it is not a folder, a .swift file, a project file or a built app (give the app's folder, its Swift files, or an App.app, .xcarchive or .ipa)"
                    ))
            }
        }
        found.notes = walk.notes
        // A folder given inside another one given is read once.
        var seen = Set<String>()
        found.swiftFiles = found.swiftFiles.filter { seen.insert(tree.resolve($0.path) ?? $0.path).inserted }
        found.catalogs = found.catalogs.filter { seen.insert(tree.resolve($0.path) ?? $0.path).inserted }
        found.projectFiles = found.projectFiles.filter { seen.insert(tree.resolve($0) ?? $0).inserted }
        found.swiftFiles.sort { PathText.precedes($0.path, $1.path) }
        found.catalogs.sort { PathText.precedes($0.path, $1.path) }
        found.projectFiles.sort(by: PathText.precedes)
        return found
    }
}

package struct SwiftFileLocation: Sendable, Hashable {
    package let path: String
    /// The rule settings the nested config files above it give it (`FolderWalk.Found.settings`).
    package var settings = FolderSettings()
}
