import Platform

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

    /// How long a spawned program may run before it is killed (status 137, and a line on its
    /// standard error saying why): a hang fails its test instead of the whole run.
    public static let defaultTimeLimit = Duration.seconds(300)

    /// Runs `executable arguments…` in `directory` with `stdin` as standard input and only
    /// `environment` (nothing is inherited). Output goes through files in a fresh temporary
    /// folder, so a large output cannot block the child.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String, stdin: [UInt8]?,
        environment: [String: String], timeLimit: Duration = defaultTimeLimit
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
        // `sh` changes directory: posix_spawn_file_actions_addchdir_np is not exported everywhere.
        let arguments = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments
        let started = ProcessSpawn.start(
            "/bin/sh", arguments: arguments, environment: environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" },
            redirections: [
                .init(0, to: inPath, flags: O_RDONLY), .init(1, to: outPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
                .init(2, to: errPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
            ])
        guard case .success(let pid) = started else {
            return Run(stdout: "", stderr: "spawn failed: \(started)", status: -1)
        }
        let ended = ProcessSpawn.wait(for: pid, limit: timeLimit)
        let exit = ended.status
        let out = readBytes(outPath) ?? []
        var stderr = String(decoding: readBytes(errPath) ?? [], as: UTF8.self)
        if ended.timedOut { stderr += "\n[ProcessRunner: killed after the time limit of \(timeLimit)]\n" }
        return Run(stdout: String(decoding: out, as: UTF8.self), stderr: stderr, status: exit, stdoutBytes: out)
    }

    /// Starts `executable arguments…` without waiting (output discarded); the caller waits or kills.
    public static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) -> pid_t {
        let started = ProcessSpawn.start(
            executable, arguments: [executable] + arguments,
            environment: environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" },
            redirections: [.init(1, to: "/dev/null", flags: O_WRONLY), .init(2, to: "/dev/null", flags: O_WRONLY)])
        guard case .success(let pid) = started else { return -1 }
        return pid
    }
}
