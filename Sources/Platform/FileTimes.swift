#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File times from `stat`, whose field names differ: POSIX-2008's `st_mtim` on Linux,
/// `st_mtimespec` in Darwin's <sys/stat.h> (without _POSIX_C_SOURCE).
package enum FileTimes {
    /// The modification time of `path` (following links) as seconds since 1970, nil when it
    /// cannot be read.
    package static func modificationSeconds(of path: String) -> Int? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
            return Int(st.st_mtimespec.tv_sec)
        #else
            return Int(st.st_mtim.tv_sec)
        #endif
    }
}
