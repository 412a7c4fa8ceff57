#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `symbolcheck` binary as a user would, capturing output and exit status.
struct BinaryRunner {
    struct Run {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The products folder: where the test bundle runs from (`.build/debug`).
    static let productsDirectory: String = {
        let exe = CommandLine.arguments[0]
        var dir = exe.lastIndex(of: "/").map { String(exe[..<$0]) } ?? "."
        // On macOS the test binary sits inside Foo.xctest/Contents/MacOS.
        while dir.contains(".xctest") { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir
    }()

    static let binary = productsDirectory + "/symbolcheck"

    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()

    /// Runs `symbolcheck args…` (or another `executable`) in `directory` with `stdin` as
    /// standard input.
    static func run(
        _ args: [String], in directory: String = packageRoot, stdin: [UInt8]? = nil,
        environment: [String: String] = [:], executable: String = binary
    ) -> Run {
        let tmp = makeTemporaryDirectory()
        defer { removeTree(tmp) }
        let outPath = tmp + "/out"
        let errPath = tmp + "/err"
        let inPath = tmp + "/in"
        writeFile(inPath, stdin ?? [])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // `sh` changes directory: posix_spawn_file_actions_addchdir_np is not exported everywhere.
        let argv =
            (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + args).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let rc = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard rc == 0 else { return Run(stdout: "", stderr: "spawn failed: \(rc)", status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(stdout: readText(outPath), stderr: readText(errPath), status: exit)
    }

    /// Starts `symbolcheck args…` without waiting (output discarded); the caller waits or kills.
    static func spawn(_ args: [String], environment: [String: String] = [:]) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + args).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let pairs: [String] = ["PATH=/usr/bin:/bin"] + environment.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        posix_spawn(&pid, binary, &actions, nil, argv, envp)
        return pid
    }

    static func listDirectory(_ path: String) -> [String] {
        guard let d = opendir(path) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: e.pointee.d_name) {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: 256).prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/symbolcheck-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let p = mkdtemp(buffer.baseAddress!) else { return "/tmp" }
            return String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self)
        }
    }

    static func removeTree(_ path: String) {
        guard path.hasPrefix("/tmp/symbolcheck-test-") else { return }
        if let d = opendir(path) {
            while let e = readdir(d) {
                let name = withUnsafePointer(to: e.pointee.d_name) {
                    String(decoding: UnsafeRawBufferPointer(start: $0, count: 256).prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = path + "/" + name
                var st = stat()
                if lstat(child, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { removeTree(child) } else { unlink(child) }
            }
            closedir(d)
        }
        rmdir(path)
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        guard let f = fopen(path, "wb") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    static func readBytes(_ path: String) -> [UInt8] {
        guard let f = fopen(path, "rb") else { return [] }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            out.append(contentsOf: buffer[0..<n])
        }
        return out
    }

    static func readText(_ path: String) -> String { String(decoding: readBytes(path), as: UTF8.self) }
}
