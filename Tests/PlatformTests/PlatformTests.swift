import Platform
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The platform layer answers the same on every system; these run its Linux branches here and
/// its Darwin branches on the macOS CI job.
@Suite struct PlatformTests {
    @Test func theEnvironmentIncludesWhatThisProcessSet() {
        setenv("SYMBOLCHECK_PLATFORM_TEST", "a=b", 1)
        defer { unsetenv("SYMBOLCHECK_PLATFORM_TEST") }
        #expect(ProcessEnvironment.variables()["SYMBOLCHECK_PLATFORM_TEST"] == "a=b")
    }

    @Test func utf8IsValidatedAsTheStandardLibraryDecodes() {
        #expect(UTF8Text.validated(Array("abc é ❤️".utf8)) == "abc é ❤️")
        #expect(UTF8Text.validated([UInt8]()) == "")
        #expect(UTF8Text.validated([0x61, 0xFF]) == nil)  // never a UTF-8 byte
        #expect(UTF8Text.validated([0xC0, 0xAF]) == nil)  // overlong "/"
        #expect(UTF8Text.validated([0xED, 0xA0, 0x80]) == nil)  // an encoded surrogate
        #expect(UTF8Text.validated([0xE2, 0x9D]) == nil)  // cut off
    }

    @Test func theModificationTimeIsReadBack() throws {
        var template = Array("/tmp/symbolcheck-platform-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        let path = String(cString: template)
        defer { unlink(path) }
        #expect(DurableWrite.flush(fd))
        close(fd)
        var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(FileTimes.modificationSeconds(of: path) == 946_684_800)
        #expect(FileTimes.modificationSeconds(of: path + "-gone") == nil)
        #expect(!DurableWrite.flush(-1))
    }

    @Test func theRunningExecutableIsAnAbsolutePathToAnExecutableFile() throws {
        let path = try #require(ExecutablePath.ofRunningProcess())
        #expect(path.hasPrefix("/"))
        #expect(access(path, X_OK) == 0)
        let marker: @convention(c) () -> Void = {}
        let image = try #require(ExecutablePath.ofImage(containing: unsafeBitCast(marker, to: UnsafeRawPointer.self)))
        #expect(image.hasPrefix("/") && access(image, R_OK) == 0)
        #expect(ExecutablePath.folder(of: "/a/b/c") == "/a/b")
        #expect(ExecutablePath.folder(of: "/c") == "/")
        #expect(ExecutablePath.folder(of: "c") == nil)
    }

    @Test func aSpawnedProgramsExitStatusAndRedirectionsAreKept() throws {
        var template = Array("/tmp/symbolcheck-platform-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        close(fd)
        let out = String(cString: template)
        defer { unlink(out) }
        let started = ProcessSpawn.start(
            "/bin/sh", arguments: ["sh", "-c", "printf \"$GREETING\"; exit 3"], environment: ["GREETING=hi"],
            redirections: [.init(1, to: out, flags: O_WRONLY | O_TRUNC)])
        let pid = try started.get()
        #expect(ProcessSpawn.wait(for: pid, limit: .seconds(60)) == .init(status: 3, timedOut: false))
        let file = fopen(out, "r")
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 8)
        #expect(fgets(&buffer, 8, file) != nil)
        #expect(String(cString: buffer) == "hi")
        if case .success = ProcessSpawn.start("/nonexistent", arguments: ["x"], environment: [], redirections: []) {
            Issue.record("a missing executable started")
        }
    }

    @Test func aProgramPastItsTimeLimitIsKilled() throws {
        let clock = ContinuousClock()
        let began = clock.now
        let pid = try ProcessSpawn.start("/bin/sleep", arguments: ["sleep", "30"], environment: [], redirections: [])
            .get()
        let exit = ProcessSpawn.wait(for: pid, limit: .milliseconds(200))
        #expect(exit == .init(status: 128 + SIGKILL, timedOut: true))
        #expect(clock.now - began < .seconds(10))
    }
}
