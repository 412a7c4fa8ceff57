import SymbolCheckCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `symbolcheck` binary for the preview and golden CLI tests, and the few file
/// helpers they need. Everything is inside this type so it cannot clash with other helpers of
/// this test target.
enum PreviewCLIRunner {
    struct Run {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The products folder is the parent of the `.xctest` bundle (`.build/debug`).
    static let productsDirectory: String = {
        var candidates = CommandLine.arguments
        if let exe = linkTarget("/proc/self/exe") { candidates.insert(exe, at: 0) }
        for candidate in candidates {
            guard let bundleEnd = candidate.endOfFirst(".xctest") else { continue }
            let bundle = candidate[..<bundleEnd]
            if let slash = bundle.lastIndex(of: "/") { return String(bundle[..<slash]) }
        }
        return packageRoot + "/.build/debug"
    }()

    static var binary: String { productsDirectory + "/symbolcheck" }

    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    /// `symbolcheck arguments…` in `directory`, with `stdin` as standard input. The
    /// environment is minimal (no CI, no SYMBOLCHECK_* variables) plus `environment`.
    static func run(_ arguments: [String], in directory: String = packageRoot, stdin: [UInt8] = [],
                    environment: [String: String] = [:]) throws -> Run {
        let scratch = try temporaryDirectory("cli-run")
        let inPath = scratch + "/in", outPath = scratch + "/out", errPath = scratch + "/err"
        defer {
            for path in [inPath, outPath, errPath] { unlink(path) }
            rmdir(scratch)
        }
        try writeFile(stdin, to: inPath)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // A shell changes directory: posix_spawn_file_actions_addchdir_np is not available everywhere.
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(description: "posix_spawn failed: \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: errno \(errno)") }
        }
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(stdout: try readText(outPath), stderr: try readText(errPath), status: exit)
    }

    // MARK: Files

    static func readFile(_ path: String) throws -> [UInt8] {
        switch FileSystem.readFile(path, limit: 1 << 28) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw Failure(description: "cannot read \(path): \(failure)")
        }
    }

    static func readText(_ path: String) throws -> String {
        String(decoding: try readFile(path), as: UTF8.self)
    }

    /// Writes through the tool's atomic writer, creating folders first.
    static func writeFile(_ bytes: [UInt8], to path: String) throws {
        if let slash = path.lastIndex(of: "/") {
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path[..<slash].split(separator: "/") {
                prefix += component
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw Failure(description: "cannot create \(prefix)") }
                prefix += "/"
            }
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw Failure(description: error.message)
        }
    }

    static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    static func temporaryDirectory(_ label: String) throws -> String {
        var template = Array("/tmp/symbolcheck-\(label)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed: errno \(errno)") }
        return String(cString: made)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    /// The index just past the first occurrence of `text` (this target has no Foundation).
    fileprivate func endOfFirst(_ text: String) -> String.Index? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(text) { return index(start, offsetBy: text.count) }
            start = index(after: start)
        }
        return nil
    }
}
