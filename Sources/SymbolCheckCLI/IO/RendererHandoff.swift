import ArgumentParsing
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck` does not link librsvg and cairo: loading them and their ~50 dependencies
/// costs more than checking a template. Invocations that draw are handed to
/// `symbolcheck-render` by replacing this process (`execv`: same arguments, same standard
/// streams, its exit status is ours).
///
/// Only the `symbolcheck-render` in the running executable's own folder is run, never one found
/// on PATH: a stale or foreign binary there would answer for this one. The handoff declares
/// the caller's version in `SYMBOLCHECK_RENDER_HANDOFF`; `symbolcheck-render` refuses to
/// continue when it is not its own (`refusalOfMismatchedCaller`), so the two binaries of one
/// run are always the same release.
enum RendererHandoff {
    static let executableName = "symbolcheck-render"
    static let versionVariable = "SYMBOLCHECK_RENDER_HANDOFF"

    static func exec(_ arguments: [String]) -> Never {
        let sibling = siblingPath()
        if let path = sibling, access(path, X_OK) == 0 {
            setenv(versionVariable, ToolVersion.current, 1)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            execv(path, argv)
            for pointer in argv { free(pointer) }
        }
        let message =
            "error: drawing needs `\(executableName)` next to `symbolcheck` (looked for \(sibling ?? executableName)); build both with `swift build`, or install both binaries from .build/release\n"
        SymbolCheckTool.write(2, message)
        exit(ExitCode.error.rawValue)
    }

    /// In `symbolcheck-render`: the message to stop with when a `symbolcheck` of another
    /// version handed this invocation over; nil when started directly or by its own release.
    static func refusalOfMismatchedCaller(environment: [String: String]) -> String? {
        guard let caller = environment[versionVariable], caller != ToolVersion.current else { return nil }
        return
            "error: `symbolcheck` \(caller) handed drawing to `\(executableName)` \(ToolVersion.current); install both binaries from the same build\n"
    }

    /// `symbolcheck-render` in the folder of the running executable (Linux: /proc/self/exe,
    /// which names the file itself even when started through a symbolic link; elsewhere
    /// argv[0] when it holds a folder).
    static func siblingPath() -> String? {
        var executable = CommandLine.arguments.first ?? ""
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if n > 0 { executable = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        return String(executable[..<slash]) + "/" + executableName
    }
}
