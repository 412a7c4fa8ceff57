#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck` does not link librsvg and cairo: loading them and their ~50 dependencies
/// costs more than checking a template. Invocations that draw are handed to
/// `symbolcheck-render`, installed next to `symbolcheck`, by replacing this process (`execv`:
/// same arguments, same standard streams, its exit status is ours).
enum RendererHandoff {
    static let executableName = "symbolcheck-render"

    static func exec(_ arguments: [String]) -> Never {
        let candidates = siblingPaths(existingOnly: true)
        for path in candidates {
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            execv(path, argv)
            for pointer in argv { free(pointer) }
        }
        let message =
            "error: drawing needs `\(executableName)` next to `symbolcheck` (looked for \(siblingPaths(existingOnly: false).first ?? executableName) and on PATH); build both with `swift build`, or install both binaries from .build/release\n"
        SymbolCheckTool.write(2, message)
        exit(2)
    }

    /// The folder of the running executable (Linux: /proc/self/exe; else argv[0]), then PATH.
    static func siblingPaths(existingOnly: Bool) -> [String] {
        var out: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if n > 0 {
                let exe = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if let slash = exe.lastIndex(of: "/") { out.append(String(exe[..<slash]) + "/" + executableName) }
            }
        #endif
        let arg0 = CommandLine.arguments.first ?? ""
        if let slash = arg0.lastIndex(of: "/") { out.append(String(arg0[..<slash]) + "/" + executableName) }
        if let path = getenv("PATH") {
            for dir in String(cString: path).split(separator: ":") { out.append(String(dir) + "/" + executableName) }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted && (!existingOnly || access($0, X_OK) == 0) }
    }
}
