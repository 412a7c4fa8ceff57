import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How every command that writes files (`fix`, `resize`, `make`, `preview`, `golden`, `report`)
/// replaces one, all through `AtomicFile`: a write killed at any moment leaves the old file or the
/// new one, never a mix, and the next run removes the dead process's temporary file; in place on
/// a symbolic link, the file it leads to is replaced and the link kept. Run through `resize` and
/// `fix`.
@Suite struct AtomicWriteCLITests {
    @Test func sigkillDuringAnInPlaceWriteNeverCorruptsTheFile() throws {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        // camera-puny with 12 MB of comment in its Notes, so the write takes a while.
        let puny = String(
            decoding: BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg"), as: UTF8.self)
        let padding = "<!--" + String(repeating: "padding ", count: 1_500_000) + "-->"
        let original = Array(puny.insertingAfterFirst("<g id=\"Notes\">", padding).utf8)
        let target = dir + "/big.svg"
        BinaryRunner.writeFile(dir + "/expected-input.svg", original)
        // Plain scaling (`--scale-weight`) with a generous time limit: the write is what is
        // tested, and keeping the stems reads the 12 MB file several times more; even plain
        // scaling passed the 10 s limit at a load of 20 on two cores.
        let reference = BinaryRunner.run([
            "resize", "--scale-weight", "--time-limit", "120", dir + "/expected-input.svg", "-o",
            dir + "/expected-output.svg",
        ])
        try #require(reference.status == 0, "\(reference.stderr)")
        let resized = BinaryRunner.readBytes(dir + "/expected-output.svg")
        #expect(resized != original)

        // 1. Killed while the temporary file is half written (the test hook holds it there).
        BinaryRunner.writeFile(target, original)
        chmod(target, 0o640)
        let pid = BinaryRunner.spawn(
            ["resize", "--scale-weight", target, "--in-place"],
            environment: ["SYMBOLCHECK_TEST_PAUSE_MID_WRITE": "20000"])
        var temporary: [String] = []
        for _ in 0..<600 where temporary.isEmpty {
            usleep(50_000)
            temporary = BinaryRunner.listDirectory(dir).filter { $0.hasPrefix(".symbolcheck-tmp-") }
        }
        #expect(temporary.count == 1, "the write never started")
        // Wait for the first half to be on disk (the hook then holds the write for 20 s); a fixed
        // sleep saw only the first 4 MiB on a loaded machine.
        let temporaryPath = dir + "/" + (temporary.first ?? "none")
        for _ in 0..<400 where BinaryRunner.readBytes(temporaryPath).count < resized.count / 2 {
            usleep(50_000)
        }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(BinaryRunner.readBytes(target) == original, "a write killed midway changed the file")
        let half = BinaryRunner.readBytes(temporaryPath)
        #expect(half.count == resized.count / 2, "the temporary file was half written when killed")

        // 2. Killed at other moments, without the hook: always old or new content, same mode.
        for attempt in 0..<6 {
            BinaryRunner.writeFile(target, original)
            chmod(target, 0o640)
            let pid = BinaryRunner.spawn(["resize", "--scale-weight", target, "--in-place"])
            usleep(useconds_t(attempt * 40_000))
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            let now = BinaryRunner.readBytes(target)
            #expect(
                now == original || now == resized, "attempt \(attempt): the file is neither the old nor the new content"
            )
            var st = stat()
            #expect(stat(target, &st) == 0 && st.st_mode & 0o777 == 0o640)
        }
        // A killed run may leave its temporary file; the next write removes it.
        BinaryRunner.writeFile(target, original)
        #expect(
            BinaryRunner.run(["resize", "--scale-weight", "--time-limit", "120", target, "--in-place"]).status == 0)
        let leftovers = BinaryRunner.listDirectory(dir).filter { $0.hasPrefix(".symbolcheck-tmp-") }
        #expect(leftovers == [])
        #expect(BinaryRunner.readBytes(target) == resized)
    }

    /// `in/link.svg` → `../real/target.svg`: `command` replaces the target (atomically, in its
    /// own folder) and keeps the link.
    static func expectWrittenThroughTheLink(_ command: [String], source: String) throws {
        try BinaryRunner.inScratchFolder { folder in
            #expect(mkdir(folder + "/in", 0o755) == 0)
            #expect(mkdir(folder + "/real", 0o755) == 0)
            let original = BinaryRunner.readBytes(source)
            BinaryRunner.writeFile(folder + "/real/target.svg", original)
            #expect(symlink("../real/target.svg", folder + "/in/link.svg") == 0)
            let run = BinaryRunner.run(command + ["in/link.svg", "--in-place"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasSuffix("wrote in/link.svg\n"))
            var st = stat()
            #expect(lstat(folder + "/in/link.svg", &st) == 0)
            #expect(st.st_mode & S_IFMT == S_IFLNK)
            #expect(BinaryRunner.readBytes(folder + "/real/target.svg") != original)
            #expect(BinaryRunner.listDirectory(folder + "/in") == ["link.svg"])
            #expect(BinaryRunner.listDirectory(folder + "/real") == ["target.svg"])
            #expect(BinaryRunner.run(command + ["in/link.svg", "--dry-run"], in: folder).status == 0)
        }
    }

    @Test func inPlaceOnASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
        try Self.expectWrittenThroughTheLink(["fix"], source: BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg")
        try Self.expectWrittenThroughTheLink(
            ["resize"], source: BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
    }
}

extension String {
    /// Inserts `text` after the first occurrence of `marker` (or returns self).
    func insertingAfterFirst(_ marker: String, _ text: String) -> String {
        let parts = split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return self }
        return String(parts[0]) + marker + text + String(parts[1])
    }
}
