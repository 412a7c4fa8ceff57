import AppRules
import FileAccess
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a tool call may read and write in: the client's roots when it gave some, else the
/// server's (`--root`, else its working folder). A path is taken relative to the first root;
/// one with a `..` step is refused, and so is one that reaches outside through a symbolic link,
/// judged on the path with every link resolved (`realpath`) — for a file to be written, on its
/// nearest folder that exists, as the file itself may not yet.
package struct Workspace: Sendable {
    /// The roots, links resolved; the first takes relative paths.
    package let roots: [String]

    /// The folders of `paths` that exist, links resolved; roots that are no folder are dropped.
    package init(paths: [String]) {
        roots = paths.compactMap { path in
            guard let real = Self.realPath(path), FileSystem.isDirectory(real) else { return nil }
            return real
        }
    }

    struct Refusal: Error, Sendable {
        let message: String
    }

    /// An existing file or folder to read: its absolute path, links resolved.
    func input(_ path: String) -> Result<String, Refusal> {
        switch absolute(path) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let full):
            guard FileSystem.exists(full) else { return .failure(Refusal(message: "\(path): no such file or folder")) }
            return inside(Self.realPath(full), given: path)
        }
    }

    /// A file or folder to write: its absolute path, the folders that exist with their links
    /// resolved. An existing one is judged where its link leads.
    func output(_ path: String) -> Result<String, Refusal> {
        switch absolute(path) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let full):
            if FileSystem.exists(full) { return inside(Self.realPath(full), given: path) }
            var folder = PathText.parent(full)
            var tail = [PathText.lastComponent(full)]
            while !FileSystem.exists(folder), folder != "/" {
                tail.insert(PathText.lastComponent(folder), at: 0)
                folder = PathText.parent(folder)
            }
            return inside(Self.realPath(folder), given: path).map {
                PathText.join($0, tail.joined(separator: "/"))
            }
        }
    }

    /// The root that holds `absolute` (links resolved), for the child's working folder.
    func root(holding absolute: String) -> String? {
        roots.first { absolute == $0 || absolute.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// `absolute` as a user reads it: relative to the root that holds it.
    func display(_ absolute: String) -> String {
        guard let root = root(holding: absolute), absolute != root else { return absolute }
        return String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    private func absolute(_ path: String) -> Result<String, Refusal> {
        guard let first = roots.first else {
            return .failure(Refusal(message: "no workspace: none of the roots is a folder that exists"))
        }
        guard !path.isEmpty, !path.utf8.contains(0) else {
            return .failure(Refusal(message: "a path must be a non-empty string without NUL"))
        }
        if path.split(separator: "/").contains("..") {
            return .failure(
                Refusal(message: "\(path): a path with a '..' step is refused; give it from the workspace root"))
        }
        return .success(path.hasPrefix("/") ? path : PathText.join(first, path))
    }

    /// `realpath`: nil for a link that leads nowhere (or round in a loop).
    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private func inside(_ resolved: String?, given: String) -> Result<String, Refusal> {
        guard let resolved else {
            return .failure(Refusal(message: "\(given): a symbolic link on the way leads nowhere; refused"))
        }
        guard root(holding: resolved) != nil else {
            let destination = resolved == given ? "" : " (it leads to \(resolved))"
            return .failure(
                Refusal(
                    message:
                        "\(given) is outside the workspace\(destination); this server reads and writes only under \(roots.joined(separator: ", "))"
                ))
        }
        return .success(resolved)
    }
}
