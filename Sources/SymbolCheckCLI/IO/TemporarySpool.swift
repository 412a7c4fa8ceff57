import FileAccess

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes parked in a temporary file that has no name: it is unlinked as soon as it is
/// created, so nothing is left behind however the process ends, and the space is freed when
/// the descriptor closes. JUnit's body waits here for its opening (which carries the totals)
/// without growing memory.
final class TemporarySpool {
    private let descriptor: Int32
    /// Bytes written in full; a write that failed partway is not counted and is re-sent by
    /// the caller from memory.
    private(set) var count = 0

    /// A spool in `directory`; nil when no file can be created there (the reason is errno).
    init?(directory: String) {
        var template =
            Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("symbolcheck-report.XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Appends all of `bytes`, or returns the reason it could not.
    func append(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(count + offset))
            }
            if n < 0 {
                if errno == EINTR { continue }
                return FileSystem.errnoText()
            }
            offset += n
        }
        count += bytes.count
        return nil
    }

    /// Reads back everything appended, in chunks of at most `chunkSize` bytes, in order; the
    /// reason when reading fails.
    func readBack(chunkSize: Int, _ each: ([UInt8]) -> Void) -> String? {
        var chunk = [UInt8](repeating: 0, count: Swift.max(chunkSize, 1))
        var offset = 0
        while offset < count {
            let wanted = Swift.min(chunk.count, count - offset)
            let n = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if n < 0 {
                if errno == EINTR { continue }
                return FileSystem.errnoText()
            }
            if n == 0 { return "the temporary file ended after \(offset) of \(count) bytes" }
            each(Array(chunk[0..<n]))
            offset += n
        }
        return nil
    }
}
