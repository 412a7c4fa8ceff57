import Foundation
import PackagePlugin

/// Stamps the commit the package is built from into the target it is applied to (`BuildCommit.id`,
/// which `symbolcheck --version` prints as SemVer build metadata). `build-commit` reads the commit
/// from the files git keeps, so no git command runs, and a source archive without `.git` builds as
/// before, with no commit. The command's inputs are the folders whose entries git replaces when
/// HEAD moves (a commit, a checkout, a reset, `pack-refs`): git writes `X.lock` and renames it over
/// `X`, which changes the folder, so the stamp follows HEAD without a plugin run per build.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
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
    /// The folders git changes when HEAD, a branch or the packed refs move.
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
        // HEAD's branch may be nested (`refs/heads/feature/x`): its own folder changes then.
        var folders = [git, common, common.appending(path: "refs/heads")]
        if let head = Self.read(git.appending(path: "HEAD")), head.hasPrefix("ref: ") {
            folders.append(common.appending(path: String(head.dropFirst("ref: ".count))).deletingLastPathComponent())
        }
        var seen = Set<String>()
        watched = folders.map(\.standardizedFileURL).filter {
            FileManager.default.fileExists(atPath: $0.path) && seen.insert($0.path).inserted
        }
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
