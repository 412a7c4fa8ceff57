import AppRules
import SymbolCheck

/// A folder tree in memory: files with bytes, folders, and symbolic links with their resolved
/// target, for discovery and symbol-set tests that must not depend on the disk.
package struct MemoryFileTree: FileTree {
    package enum Node: Sendable {
        case file([UInt8])
        case directory
        /// A link and the absolute path it resolves to (nil: it leads nowhere).
        case link(resolvesTo: String?)
        case fifo
    }

    /// Absolute paths; the parent folders of every path are implied.
    package var nodes: [String: Node] = ["/": .directory]
    /// Paths whose reading fails with this reason.
    package var unreadable: [String: String] = [:]

    package init() {}

    package mutating func file(_ path: String, _ text: String) {
        addParents(of: path)
        nodes[path] = .file(Array(text.utf8))
    }

    package mutating func file(_ path: String, bytes: [UInt8]) {
        addParents(of: path)
        nodes[path] = .file(bytes)
    }

    package mutating func folder(_ path: String) {
        addParents(of: path)
        nodes[path] = .directory
    }

    package mutating func link(_ path: String, to target: String?) {
        addParents(of: path)
        nodes[path] = .link(resolvesTo: target)
    }

    package mutating func fifo(_ path: String) {
        addParents(of: path)
        nodes[path] = .fifo
    }

    private mutating func addParents(of path: String) {
        var parent = path
        while let slash = parent.lastIndex(of: "/"), slash != parent.startIndex {
            parent = String(parent[..<slash])
            nodes[parent] = .directory
        }
    }

    /// `a/` names what `a` names, as on disk.
    private func key(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }

    package func kind(of path: String) -> FileKind? {
        switch nodes[key(path)] {
        case nil: return nil
        case .file: return .file
        case .directory: return .directory
        case .link: return .symbolicLink
        case .fifo: return .other
        }
    }

    package func entries(of directory: String) -> Result<[DirectoryEntry], FileReadFailure> {
        if let why = unreadable[directory] { return .failure(.failed(why)) }
        // Like opendir, a link to a folder lists the folder.
        if case .link(let target?) = nodes[key(directory)] { return entries(of: target) }
        guard case .directory = nodes[key(directory)] else { return .failure(.failed("not a directory")) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        // Unsorted on purpose, like readdir: callers must sort.
        let names = nodes.keys.filter {
            $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") && $0 != prefix
        }
        return .success(
            names.map { DirectoryEntry(name: String($0.dropFirst(prefix.count)), kind: kind(of: $0)!) }.shuffled())
    }

    package func read(_ path: String, limit: Int) -> Result<[UInt8], FileReadFailure> {
        if let why = unreadable[path] { return .failure(.failed(why)) }
        var target = path
        if case .link(let resolved) = nodes[path] {
            guard let resolved else { return .failure(.failed("no such file or directory")) }
            target = resolved
        }
        switch nodes[target] {
        case .file(let bytes): return bytes.count > limit ? .failure(.tooLarge(bytes.count)) : .success(bytes)
        case .directory: return .failure(.failed("it is a directory"))
        case nil, .link: return .failure(.failed("no such file or directory"))
        case .fifo: return .failure(.failed("it is not a regular file (a FIFO, socket or device)"))
        }
    }

    package func resolve(_ path: String) -> String? {
        switch nodes[key(path)] {
        case nil: return nil
        case .link(let target): return target
        default: return key(path)
        }
    }
}
