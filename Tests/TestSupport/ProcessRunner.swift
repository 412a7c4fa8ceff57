#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program as a user would, capturing its output and exit status: the one process
/// runner of the command-line tests.
public enum ProcessRunner {
    public struct Run: Sendable {
        public let stdout: String
        public let stderr: String
        /// The exit status; 128 + the signal when killed; -1 when it could not be started.
        public let status: Int32
        /// Standard output as bytes, for binary output (`preview -o -`).
        public var stdoutBytes: [UInt8] = []

        public init(stdout: String, stderr: String, status: Int32, stdoutBytes: [UInt8] = []) {
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
            self.stdoutBytes = stdoutBytes
        }
    }

    /// Runs `executable arguments…` in `directory` with `stdin` as standard input and only
    /// `environment` (nothing is inherited). Output goes through files in a fresh temporary
    /// folder, so a large output cannot block the child.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String, stdin: [UInt8]?,
        environment: [String: String]
    ) -> Run {
        var template = Array("/tmp/symbolcheck-run-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return Run(stdout: "", stderr: "mkdtemp failed", status: -1) }
        let tmp = String(cString: made)
        let (outPath, errPath, inPath) = (tmp + "/out", tmp + "/err", tmp + "/in")
        defer {
            for path in [outPath, errPath, inPath] { unlink(path) }
            rmdir(tmp)
        }
        if let f = fopen(inPath, "wb") {
            let input = stdin ?? []
            _ = input.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
            fclose(f)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // `sh` changes directory: posix_spawn_file_actions_addchdir_np is not exported everywhere.
        let argv =
            (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments).map { strdup($0) }
            + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let rc = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard rc == 0 else { return Run(stdout: "", stderr: "spawn failed: \(rc)", status: -1) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let out = readBytes(outPath) ?? []
        return Run(
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: readBytes(errPath) ?? [], as: UTF8.self), status: exit, stdoutBytes: out)
    }

    /// Starts `executable arguments…` without waiting (output discarded); the caller waits or kills.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        posix_spawn(&pid, executable, &actions, nil, argv, envp)
        return pid
    }
}
