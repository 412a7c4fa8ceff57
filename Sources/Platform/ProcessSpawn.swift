#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting a program with `posix_spawn` and waiting for it within a time limit. The file
/// actions type differs: a struct on glibc, an opaque pointer (`posix_spawn_file_actions_t?`,
/// <spawn.h>) on Darwin; both are set up by `posix_spawn_file_actions_init`.
package enum ProcessSpawn {
    /// A standard stream of the child opened on a file.
    package struct Redirection: Sendable {
        package let descriptor: Int32
        package let path: String
        package let flags: Int32

        package init(_ descriptor: Int32, to path: String, flags: Int32) {
            self.descriptor = descriptor
            self.path = path
            self.flags = flags
        }
    }

    /// Starts `executable` with `arguments` (argv[0] first) and exactly `environment`
    /// (`NAME=value` entries), in `workingDirectory` when one is given (else this process's);
    /// the child's process id, or the error number when it could not start.
    package static func start(
        _ executable: String, arguments: [String], environment: [String], redirections: [Redirection],
        workingDirectory: String? = nil
    ) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for redirection in redirections {
            posix_spawn_file_actions_addopen(
                &actions, redirection.descriptor, redirection.path, redirection.flags, 0o644)
        }
        if let workingDirectory {
            let rc = addChangeOfDirectory(&actions, workingDirectory)
            if rc != 0 { return .failure(SpawnError(code: rc)) }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let rc = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        return rc == 0 ? .success(pid) : .failure(SpawnError(code: rc))
    }

    /// `posix_spawn_file_actions_addchdir_np`: in Darwin's <spawn.h> since macOS 10.15; glibc has
    /// it since 2.29 but Swift's Glibc module does not import it (it is behind `__USE_MISC`), so
    /// it is looked up by name there; ENOSYS where the C library lacks it.
    #if canImport(Darwin)
        private static func addChangeOfDirectory(
            _ actions: inout posix_spawn_file_actions_t?, _ path: String
        ) -> Int32 {
            posix_spawn_file_actions_addchdir_np(&actions, path)
        }
    #else
        private typealias AddChangeOfDirectory =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

        private static func addChangeOfDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String)
            -> Int32
        {
            // RTLD_DEFAULT is a null handle in glibc's <dlfcn.h>.
            guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
            let add = unsafeBitCast(symbol, to: AddChangeOfDirectory.self)
            return path.withCString { add(&actions, $0) }
        }
    #endif

    package struct SpawnError: Error, Sendable {
        package let code: Int32
    }

    /// How a waited-for child ended.
    package struct Exit: Sendable, Equatable {
        /// The exit status; 128 + the signal when killed.
        package let status: Int32
        /// Killed because it ran past the time limit.
        package let timedOut: Bool

        package init(status: Int32, timedOut: Bool) {
            self.status = status
            self.timedOut = timedOut
        }
    }

    /// Waits for `pid`; past `limit` it is killed (SIGKILL) and reported as timed out.
    package static func wait(for pid: pid_t, limit: Duration) -> Exit {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var status: Int32 = 0
        var pause: UInt32 = 1_000
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { return Exit(status: -1, timedOut: false) }
            if clock.now >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return Exit(status: 128 + SIGKILL, timedOut: true)
            }
            usleep(pause)
            pause = Swift.min(pause * 2, 20_000)
        }
        let signal = status & 0x7f
        return Exit(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, timedOut: false)
    }
}
