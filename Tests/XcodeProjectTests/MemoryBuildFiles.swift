import TestSupport

@testable import XcodeProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files in memory for `ProjectBuild` and the bundle readers: a project copied from disk, then
/// changed line by line as a test's mutation needs.
struct MemoryBuildFiles: BuildFiles {
    var files: [String: [UInt8]] = [:]
    var unreadable: Set<String> = []

    init(_ files: [String: String] = [:]) {
        for (path, text) in files { self.files[path] = Array(text.utf8) }
    }

    /// Every file under `folder` on disk, by its path relative to the folder (prefixed `prefix`).
    static func copy(of folder: String, as prefix: String = "") -> MemoryBuildFiles {
        var made = MemoryBuildFiles()
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            var st = stat()
            guard stat(absolute, &st) == 0 else { return }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                for name in listDirectory(absolute) { walk(relative.isEmpty ? name : relative + "/" + name) }
            } else if let bytes = readBytes(absolute) {
                made.files[prefix.isEmpty ? relative : prefix + "/" + relative] = bytes
            }
        }
        walk("")
        return made
    }

    func text(_ path: String) -> String { String(decoding: files[path] ?? [], as: UTF8.self) }

    /// Replaces `old` (which must be in the file) by `new`.
    mutating func edit(_ path: String, _ old: String, _ new: String) {
        let text = text(path)
        precondition(text.contains(old), "\(path) has no \(old)")
        files[path] = Array(text.replacing(old, with: new).utf8)
    }

    func read(_ path: String) -> FileContent {
        if unreadable.contains(path) { return .unreadable("permission denied") }
        guard let bytes = files[path] else { return .missing }
        return .bytes(bytes)
    }

    func entries(of folder: String) -> [BuildFileEntry]? {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names: [String: Bool] = [:]
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                names[String(rest[..<slash])] = true
            } else {
                names[String(rest)] = names[String(rest)] ?? false
            }
        }
        return names.isEmpty ? nil : names.map { BuildFileEntry(name: $0.key, isFolder: $0.value) }
    }
}
