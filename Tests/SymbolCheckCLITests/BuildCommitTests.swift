import Testing

/// `build-commit`, which `BuildCommitPlugin` runs to stamp `--version` with the commit: HEAD
/// read from the files git keeps, in checkouts laid out as git lays them out (a branch, a
/// detached HEAD, refs packed by `git pack-refs`, a worktree whose refs are in the main
/// repository), and no commit without them.
@Suite struct BuildCommitTests {
    static let tool = BinaryRunner.productsDirectory + "/build-commit"
    static let first = "77839c3a1b2c3d4e5f60718293a4b5c6d7e8f901"
    static let second = "0123456789abcdef0123456789abcdef01234567"

    /// The file `build-commit` writes into `folder` for the checkout's git folders (none: a
    /// source archive), and its exit status.
    static func stamp(_ folder: String, git: String? = nil, common: String? = nil) -> (String, Int32) {
        let output = folder + "/BuildCommit.swift"
        let run = BinaryRunner.run([output] + [git, common ?? git].compactMap { $0 }, executable: tool)
        return (BinaryRunner.readText(output), run.status)
    }

    /// Writes `text` at `path`, creating its folders.
    static func write(_ text: String, to path: String) throws {
        try PreviewCLIRunner.writeFile(Array(text.utf8), to: path)
    }

    /// What `build-commit` writes: the conformance that states `commit`, or a comment alone.
    static func file(naming commit: String?) -> String {
        let header = "// Written by build-commit (Plugins/BuildCommitPlugin) while building; not in the repository.\n"
        guard let commit else { return header + "// No git checkout: `BuildCommit.id` is nil.\n" }
        return header + """

            /// The commit the package was built from: HEAD of its git checkout (`BuildCommit.id`).
            extension BuildCommit: StampedCommit {
                package static var stampedCommit: String { "\(commit)" }
            }

            """
    }

    @Test func aBranchNamesItsCommit() throws {
        try BinaryRunner.inScratchFolder { folder in
            try Self.write("ref: refs/heads/main\n", to: folder + "/.git/HEAD")
            try Self.write("\(Self.first)\n", to: folder + "/.git/refs/heads/main")
            #expect(Self.stamp(folder, git: folder + "/.git") == (Self.file(naming: Self.first), 0))
        }
    }

    @Test func aDetachedHeadIsTheCommit() throws {
        try BinaryRunner.inScratchFolder { folder in
            try Self.write("\(Self.second)\n", to: folder + "/.git/HEAD")
            #expect(Self.stamp(folder, git: folder + "/.git") == (Self.file(naming: Self.second), 0))
        }
    }

    @Test func aPackedBranchIsFoundInPackedRefs() throws {
        try BinaryRunner.inScratchFolder { folder in
            try Self.write("ref: refs/heads/feature/x\n", to: folder + "/.git/HEAD")
            let packed = """
                # pack-refs with: peeled fully-peeled sorted
                \(Self.second) refs/heads/main
                \(Self.first) refs/heads/feature/x
                ^\(Self.second)

                """
            try Self.write(packed, to: folder + "/.git/packed-refs")
            #expect(Self.stamp(folder, git: folder + "/.git") == (Self.file(naming: Self.first), 0))
        }
    }

    /// A worktree's HEAD is in its own folder, its branch in the main repository's.
    @Test func aWorktreeReadsItsBranchFromTheMainRepository() throws {
        try BinaryRunner.inScratchFolder { folder in
            let main = folder + "/repo/.git"
            let worktree = main + "/worktrees/wt"
            try Self.write("ref: refs/heads/wt\n", to: worktree + "/HEAD")
            try Self.write("ref: refs/heads/main\n", to: main + "/HEAD")
            try Self.write("\(Self.second)\n", to: main + "/refs/heads/main")
            try Self.write("\(Self.first)\n", to: main + "/refs/heads/wt")
            #expect(Self.stamp(folder, git: worktree, common: main) == (Self.file(naming: Self.first), 0))
        }
    }

    @Test func noCheckoutNamesNoCommit() throws {
        try BinaryRunner.inScratchFolder { folder in
            #expect(Self.stamp(folder) == (Self.file(naming: nil), 0))
            // A HEAD that names a branch with no commit yet (a new repository): none either.
            try Self.write("ref: refs/heads/main\n", to: folder + "/.git/HEAD")
            #expect(Self.stamp(folder, git: folder + "/.git") == (Self.file(naming: nil), 0))
        }
    }
}
