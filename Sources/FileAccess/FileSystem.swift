import AppRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the tool needs, on POSIX calls (Foundation costs start-up time).
package enum FileSystem {
    package enum ReadFailure: Error, Sendable, Equatable {
        case failed(String)
        case tooLarge(Int)
    }

    /// Reads a regular file, refusing directories, FIFOs and devices (reading a FIFO can block
    /// forever) and files larger than `limit` bytes.
    package static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(.failed(errnoText())) }
        let kind = st.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(.failed("it is a directory")) }
        if kind != S_IFREG { return .failure(.failed("it is not a regular file (a FIFO, socket or device)")) }
        if Int(st.st_size) > limit { return .failure(.tooLarge(Int(st.st_size))) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.failed(errnoText())) }
        defer { close(fd) }
        guard let bytes = readAll(descriptor: fd, limit: limit + 1) else { return .failure(.failed(errnoText())) }
        // The file may have grown after stat: never read more than the limit.
        if bytes.count > limit { return .failure(.tooLarge(bytes.count)) }
        return .success(bytes)
    }

    /// Reads until end of file or `limit` bytes.
    package static func readAll(descriptor fd: Int32, limit: Int) -> [UInt8]? {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while out.count < limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, Swift.min($0.count, limit - out.count)) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    package static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    package static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// `mkdir -p`; `nil` on success, else the reason.
    package static func makeDirectory(_ path: String) -> String? {
        if FileSystem.isDirectory(path) { return nil }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !FileSystem.isDirectory(prefix) {
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return FileSystem.errnoText() }
                if !FileSystem.isDirectory(prefix) { return "'\(prefix)' exists and is not a folder" }
            }
            prefix += "/"
        }
        return nil
    }

    /// Removes a file; `nil` on success, else the reason.
    package static func removeFile(_ path: String) -> String? {
        unlink(path) == 0 ? nil : FileSystem.errnoText()
    }

    /// The names in a folder (not `.` or `..`), or nil when it cannot be listed.
    package static func fileNames(in directory: String) -> [String]? {
        guard case .success(let entries) = POSIXFileTree().entries(of: directory) else { return nil }
        return entries.filter { $0.kind == .file && !$0.hasUndecodableName }.map(\.name)
    }

    package static func errnoText() -> String {
        String(cString: strerror(errno)).lowercasedFirst()
    }
}

extension String {
    func lowercasedFirst() -> String {
        guard let f = first else { return self }
        return f.lowercased() + dropFirst()
    }
}
