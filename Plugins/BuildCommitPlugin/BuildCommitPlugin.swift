import Foundation
import PackagePlugin

/// Stamps the commit the package is built from into the target it is applied to (`BuildCommit.id`,
/// which `symbolcheck --version` prints as SemVer build metadata). `build-commit` reads the commit
/// from the files git keeps, so no git command runs, and a source archive without `.git` builds as
/// before, with no commit.
///
/// The command's inputs are the files that say which commit HEAD is: HEAD, the loose ref it names
/// and `packed-refs`, which git writes as `X.lock` and renames over `X` when HEAD moves (a commit,
/// a checkout, a reset, `pack-refs`). Not their folders: git renames `index` in the git folder on
/// a `git status`, and any branch's commit renames in `refs/heads`.
///
/// The copy SwiftPM builds as a plugin's tool (`symbolcheck` for SymbolCheckBuildPlugin and
/// SymbolCheckCommandPlugin) is not stamped: SwiftPM 6.3 builds that copy twice per build of a
/// package using the plugins, once before it runs any build-tool plugin (so without this file) and
/// once in the build (with it), into the same folder, and each build of the module's sources
/// without the other's file list made it compile the whole module again and relink, twice, on
/// builds with nothing changed (docs/performance.md, "CI time"). The tool's `--version` prints the
/// version alone; the products (`swift build`, the release) name their commit.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // SwiftPM's work folder for a plugin on a target: `…/<target>/tools/<plugin>` for the
        // copy built as a plugin's tool, `…/<target>/destination/<plugin>` for the product.
        guard context.pluginWorkDirectoryURL.deletingLastPathComponent().lastPathComponent != "tools" else {
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        let checkout = GitFolders(package: context.package.directoryURL)
        return [
            .buildCommand(
                displayName: "Stamping \(target.name) with the commit it is built from",
                executable: try context.tool(named: "build-commit").url,
                arguments: [output.path] + (checkout.map { [$0.git.path, $0.common.path] } ?? []),
                inputFiles: checkout?.watched ?? [],
                outputFiles: [output])
        ]
    }
}

/// Where a checkout's git data is: `git`, the folder with HEAD (`.git`, or for a worktree or a
/// submodule the folder its `.git` file names), and `common`, the one with the shared refs and
/// `packed-refs` (the main repository's, named by `commondir`; otherwise `git` itself).
struct GitFolders {
    let git: URL
    let common: URL
    /// The files that name HEAD's commit, those that exist: HEAD, the loose ref it names (in `git`
    /// for a worktree's own refs, else in `common`) and `common`'s `packed-refs`.
    let watched: [URL]

    init?(package: URL) {
        let dotGit = package.appending(path: ".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        let git: URL
        if isFolder.boolValue {
            git = dotGit
        } else {
            guard let text = Self.read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
            git = Self.resolve(String(text.dropFirst("gitdir: ".count)), against: package)
        }
        let common = Self.read(git.appending(path: "commondir")).map { Self.resolve($0, against: git) } ?? git
        self.git = git
        self.common = common
        var files = [git.appending(path: "HEAD"), common.appending(path: "packed-refs")]
        if let head = Self.read(git.appending(path: "HEAD")), head.hasPrefix("ref: ") {
            let ref = String(head.dropFirst("ref: ".count))
            let loose = [git.appending(path: ref), common.appending(path: ref)].filter { Self.isFile($0) }
            // A branch only in `packed-refs` gets its loose file on its next commit, which
            // changes no file above: its folder is watched until the file exists.
            files += loose.isEmpty ? [common.appending(path: ref).deletingLastPathComponent()] : loose
        }
        var seen = Set<String>()
        watched = files.map(\.standardizedFileURL).filter {
            FileManager.default.fileExists(atPath: $0.path) && seen.insert($0.path).inserted
        }
    }

    static func isFile(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// A file's text without its line break, or nil.
    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `path` as written in a git file: absolute, or relative to `folder`.
    static func resolve(_ path: String, against folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
    }
}
