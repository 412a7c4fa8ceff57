import FileAccess
import Platform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file symbolcheck writes goes through here: a temporary file in the same folder,
/// written in full, flushed to disk, then renamed over the target, so a crash or a kill at
/// any moment leaves either the old file or the new one, never half of either. The
/// permissions of a file being replaced are kept, and a symbolic link is written through: the
/// file it leads to is replaced (its temporary file in that file's folder) and the link stays.
package enum AtomicFile {
    package struct Failure: Error, Sendable, Equatable {
        package let message: String
    }

    /// The prefix of temporary files, so a later run can recognise and remove leftovers.
    package static let temporaryPrefix = ".symbolcheck-tmp-"

    package static func write(_ bytes: [UInt8], to requestedPath: String) throws(Failure) {
        let path = try resolvingLinks(requestedPath)
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(message: "'\(path)' names a folder, not a file") }
        removeStaleTemporaries(in: directory.isEmpty ? "/" : directory, for: name)
        var mode: mode_t = 0o644
        var st = stat()
        if stat(path, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFREG else {
                throw Failure(message: "'\(path)' exists and is not a regular file")
            }
            mode = st.st_mode & 0o7777
        }
        let temp = (directory.isEmpty ? "" : directory + "/") + temporaryPrefix + "\(getpid())-" + name
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            throw Failure(message: "cannot create a file in '\(directory)': \(FileSystem.errnoText())")
        }
        var ok = false
        defer { if !ok { unlink(temp) } }
        var offset = 0
        let pauseAt = midWritePause() == nil ? Int.max : bytes.count / 2
        while offset < bytes.count {
            if offset >= pauseAt, let pause = midWritePause() {
                // Test hook: hold the half-written temporary file so a test can kill us here.
                usleep(useconds_t(pause * 1000))
            }
            let chunk = offset < pauseAt ? Swift.min(bytes.count, pauseAt) - offset : bytes.count - offset
            let n = bytes.withUnsafeBytes { systemWriteBytes(fd, $0.baseAddress! + offset, chunk) }
            if n < 0 {
                if errno == EINTR { continue }
                let why = FileSystem.errnoText()
                close(fd)
                throw Failure(message: "cannot write '\(path)': \(why)")
            }
            offset += n
        }
        // umask may have narrowed the mode at creation; set it exactly.
        fchmod(fd, mode)
        guard DurableWrite.flush(fd) else {
            let why = FileSystem.errnoText()
            close(fd)
            throw Failure(message: "cannot flush '\(path)' to disk: \(why)")
        }
        close(fd)
        guard rename(temp, path) == 0 else {
            throw Failure(message: "cannot replace '\(path)': \(FileSystem.errnoText())")
        }
        ok = true
        // Make the rename itself durable.
        let dirfd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        if dirfd >= 0 {
            _ = DurableWrite.flush(dirfd)
            close(dirfd)
        }
    }

    /// The file a path leads to: the path itself unless it is a symbolic link, else the link's
    /// final target (renaming over the link would replace the link and leave the target as it was).
    static func resolvingLinks(_ path: String) throws(Failure) -> String {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw Failure(
                message: "'\(path)' is a symbolic link that leads nowhere (\(FileSystem.errnoText())); not replacing it"
            )
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `SYMBOLCHECK_TEST_PAUSE_MID_WRITE=<ms>`: pause halfway through writing the temporary
    /// file. Only the kill test sets it, to prove a write killed midway loses nothing.
    static func midWritePause() -> Int? {
        guard let raw = getenv("SYMBOLCHECK_TEST_PAUSE_MID_WRITE") else { return nil }
        return Int(String(cString: raw)).flatMap { $0 > 0 ? Swift.min($0, 60_000) : nil }
    }

    /// Removes temporaries for `name` left by a killed earlier run (a different, dead pid).
    static func removeStaleTemporaries(in directory: String, for name: String) {
        guard let d = opendir(directory) else { return }
        defer { closedir(d) }
        while let entry = readdir(d) {
            let file = withUnsafePointer(to: entry.pointee.d_name) {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: 256).prefix { $0 != 0 }, as: UTF8.self)
            }
            guard file.hasPrefix(temporaryPrefix), file.hasSuffix("-" + name) else { continue }
            let pidText = file.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }
            if let pid = Int32(pidText), pid != getpid(), kill(pid, 0) == 0 { continue }  // still running
            unlink(directory + "/" + file)
        }
    }
}

#if canImport(Glibc)
    private let systemWriteBytes = Glibc.write
#elseif canImport(Darwin)
    private let systemWriteBytes = Darwin.write
#endif
