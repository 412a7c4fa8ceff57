import Platform
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's `FileTree` on POSIX calls: `lstat`, `opendir`/`readdir`, `realpath` and
/// `FileSystem.readFile`. The library stays free of I/O and of platform conditionals.
package struct POSIXFileTree: FileTree {
    package init() {}

    package func kind(of path: String) -> FileKind? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    package func entries(of directory: String) -> Result<[DirectoryEntry], FileReadFailure> {
        guard let handle = opendir(directory) else { return .failure(.failed(FileSystem.errnoText())) }
        defer { closedir(handle) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { return .failure(.failed(FileSystem.errnoText())) }
                break
            }
            let bytes = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                Array(
                    UnsafeRawBufferPointer(start: pointer, count: MemoryLayout.size(ofValue: entry.pointee.d_name))
                        .prefix { $0 != 0 })
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            guard let name = UTF8Text.validated(bytes) else {
                entries.append(
                    DirectoryEntry(name: String(decoding: bytes, as: UTF8.self), kind: .other, hasUndecodableName: true)
                )
                continue
            }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // Gone between readdir and lstat: not an entry any more.
            guard let kind = kind(of: path) else { continue }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return .success(entries)
    }

    package func read(_ path: String, limit: Int) -> Result<[UInt8], FileReadFailure> {
        switch FileSystem.readFile(path, limit: limit) {
        case .success(let bytes): return .success(bytes)
        case .failure(.failed(let why)): return .failure(.failed(why))
        case .failure(.tooLarge(let size)): return .failure(.tooLarge(size))
        }
    }

    package func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
