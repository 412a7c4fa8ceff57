import AppRules
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

    package func size(of path: String) -> Int? {
        var st = stat()
        guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(st.st_size)
    }

    /// `pread` from a descriptor opened once per call: only the bytes asked for are read.
    package func read(_ path: String, at offset: Int, count: Int) -> Result<[UInt8], FileReadFailure> {
        guard let size = size(of: path) else { return .failure(.failed("it is not a regular file")) }
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
            return .failure(.failed("the range asked for lies outside the file"))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.failed(FileSystem.errnoText())) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + done, count - done, off_t(offset + done))
            }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return .failure(.failed(FileSystem.errnoText())) }
            if n == 0 { return .failure(.failed("the file ended early")) }
            done += n
        }
        return .success(bytes)
    }

    package func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
