#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read-only file-system calls `GoldenInputs` needs, on POSIX (no Foundation start-up
/// cost). Nothing here writes.
enum DirectoryReader {
    enum Kind: Equatable {
        case file, directory, symlink, other, missing
    }

    /// What `path` is, without following a final symlink.
    static func kind(_ path: String, followingLinks: Bool = false) -> Kind {
        var st = stat()
        let result = followingLinks ? stat(path, &st) : lstat(path, &st)
        guard result == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Entry names of a directory, sorted, without `.` and `..`; `nil` when it cannot be read.
    static func entries(of directory: String) -> [String]? {
        guard let d = opendir(directory) else { return nil }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The canonical absolute path (symlinks resolved), or `nil`.
    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A small regular file's bytes, or `nil` when it is missing, not a file or over `limit`.
    static func readSmallFile(_ path: String, limit: Int = 1 << 20) -> [UInt8]? {
        guard kind(path, followingLinks: true) == .file else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while out.count <= limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return out }
            out.append(contentsOf: chunk[0..<n])
        }
        return nil
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }
}
