#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where executables live: the running one (to find `symbolcheck-render` beside
/// `symbolcheck` however it was started) and the image that holds some code (for tests, whose
/// process may be the toolchain's test runner).
package enum ExecutablePath {
    /// The running executable's own file, with symbolic links resolved; nil when the system
    /// does not say. Never argv[0]: started from PATH (Homebrew, Mint) it has no folder.
    package static func ofRunningProcess() -> String? {
        #if canImport(Darwin)
            // dyld's `_NSGetExecutablePath` (<mach-o/dyld.h>): the path the executable was
            // started by, possibly through links; -1 and the size needed when the buffer is short.
            var size: UInt32 = 1024
            var buffer = [CChar](repeating: 0, count: Int(size))
            if _NSGetExecutablePath(&buffer, &size) != 0 {
                buffer = [CChar](repeating: 0, count: Int(size))
                guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            }
            return resolved(String(cString: buffer))
        #else
            // Linux's /proc/self/exe (proc(5)): a link to the file itself, even when the
            // process was started through a symbolic link.
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The file of the executable or loadable bundle that holds `address` (a function of the
    /// caller's module), with links resolved.
    package static func ofImage(containing address: UnsafeRawPointer) -> String? {
        #if canImport(Darwin)
            // dyld's `dladdr` (<dlfcn.h>): a test bundle is loaded into the toolchain's runner.
            var info = Dl_info()
            guard dladdr(address, &info) != 0, let name = info.dli_fname else { return nil }
            return resolved(String(cString: name))
        #else
            // glibc declares `dladdr` only under _GNU_SOURCE, which Swift's Glibc module does
            // not set; and on Linux a test bundle is itself the executable that runs.
            return ofRunningProcess()
        #endif
    }

    /// The folder of a file path (`/a/b` for `/a/b/c`), nil for a bare name.
    package static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` with every symbolic link resolved (`realpath`); as given when that fails.
    /// (Darwin's /tmp leads to /private/tmp.)
    package static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
