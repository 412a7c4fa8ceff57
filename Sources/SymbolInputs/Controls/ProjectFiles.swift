import AppRules
import SymbolCheck
import XcodeProject

/// The project model's and the built-product readers' view of a `FileTree`: files by path (each
/// at most `limit` bytes), folders' entries, and a large file read in pieces (an `.ipa`).
package struct TreeBuildFiles<Tree: FileTree>: BuildFiles {
    let tree: Tree
    let limit: Int

    package init(tree: Tree, limit: Int) {
        self.tree = tree
        self.limit = limit
    }

    package func read(_ path: String) -> FileContent {
        guard let kind = tree.kind(of: path) else { return .missing }
        if kind == .directory { return .unreadable("it is a folder") }
        switch tree.read(path, limit: limit) {
        case .success(let bytes): return .bytes(bytes)
        case .failure(let failure): return .unreadable(failure.reason(limit: limit))
        }
    }

    package func entries(of folder: String) -> [BuildFileEntry]? {
        guard case .success(let entries) = tree.entries(of: folder) else { return nil }
        return entries.filter { !$0.hasUndecodableName && $0.kind != .other }.map {
            BuildFileEntry(name: $0.name, isFolder: $0.kind == .directory)
        }
    }
}

/// A file of a `FileTree` read in pieces, for `ZipArchive`.
package struct TreeFileBytes<Tree: FileTree>: RandomAccessBytes {
    let tree: Tree
    let path: String
    package let count: Int

    /// Nil when the path is no regular file.
    package init?(tree: Tree, path: String) {
        guard let size = tree.size(of: path) else { return nil }
        self.tree = tree
        self.path = path
        self.count = size
    }

    package func bytes(at offset: Int, count: Int) -> [UInt8]? {
        if case .success(let bytes) = tree.read(path, at: offset, count: count) { return bytes }
        return nil
    }
}
