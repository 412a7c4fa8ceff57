#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file name against a shell wildcard pattern (`*`, `?`, `[a-z]`, `\` escapes), by the C
/// library's `fnmatch(3)` (POSIX; <fnmatch.h> in glibc and in Darwin's libc) rather than a
/// matcher of our own. Flags: none, so `*` also matches a leading `.` and names are compared
/// byte for byte; callers match one name at a time, so `/` never occurs.
package enum NameMatching {
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
