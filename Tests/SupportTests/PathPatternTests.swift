import Testing

@testable import Support

/// `--exclude` and `overrides` globs read as `.gitignore` reads them (docs/configuration.md, "Paths").
@Suite struct PathPatternTests {
    func matches(_ pattern: String, _ path: String, folder: Bool = false, within root: String? = nil) -> Bool {
        PathPattern(pattern, base: "/app")!.matches(path, isFolder: folder, within: root)
    }

    @Test func aNameWithoutASlashMatchesAtAnyDepth() {
        #expect(matches("Pods", "/app/Pods", folder: true))
        #expect(matches("Pods", "/app/ios/Pods/X.xcassets/a.symbolset", folder: true))
        #expect(matches("*.generated.svg", "/app/Icons/bolt.generated.svg"))
        #expect(!matches("*.generated.svg", "/app/Icons/bolt.svg"))
        // Not outside the base, and not a part of a name.
        #expect(!matches("Pods", "/other/Pods", folder: true))
        #expect(!matches("Pods", "/app/MyPods/a.svg"))
    }

    @Test func aSlashAnchorsThePatternAtTheBase() {
        #expect(matches("Vendor/symbolcheck", "/app/Vendor/symbolcheck/Symbols/x.svg"))
        #expect(!matches("Vendor/symbolcheck", "/app/ios/Vendor/symbolcheck/x.svg"))
        #expect(matches("/build", "/app/build", folder: true))
        #expect(!matches("/build", "/app/ios/build", folder: true))
    }

    @Test func twoStarsSpanFolders() {
        #expect(matches("Legacy/**", "/app/Legacy/a.symbolset", folder: true))
        #expect(matches("Legacy/**", "/app/Legacy/Deep/b.svg"))
        #expect(matches("**/Generated/*.svg", "/app/Generated/a.svg"))
        #expect(matches("**/Generated/*.svg", "/app/x/y/Generated/a.svg"))
        #expect(!matches("**/Generated/*.svg", "/app/x/Generated/sub/a.svg"))
        #expect(matches("**", "/app/anything/at/all.svg"))
    }

    /// One name is matched by the C library's fnmatch: classes and `?` work as in a shell.
    @Test func wildcardsAreTheShellsWithinOneName() {
        #expect(matches("icon-?.svg", "/app/icon-a.svg"))
        #expect(!matches("icon-?.svg", "/app/icon-ab.svg"))
        #expect(matches("[ab]*.svg", "/app/bolt.svg"))
        #expect(!matches("[ab]*.svg", "/app/camera.svg"))
        #expect(!matches("a*b", "/app/a/b"))  // `*` stays within a name
    }

    @Test func aTrailingSlashMatchesFoldersOnly() {
        #expect(matches("build/", "/app/build", folder: true))
        #expect(!matches("build/", "/app/build"))
        #expect(matches("build/", "/app/build/x.svg"))  // a file below the folder
    }

    /// A search leaves out what matches below the folder it was given, never that folder itself
    /// or because of a folder above it: a user who names a folder gets it searched.
    @Test func onlyFoldersBelowTheSearchedFolderCount() {
        #expect(!matches("Fixtures", "/app/Fixtures/A/a.symbolset", folder: true, within: "/app/Fixtures/A"))
        #expect(!matches("Fixtures", "/app/Fixtures/a.symbolset", folder: true, within: "/app/Fixtures"))
        #expect(matches("Fixtures", "/app/Fixtures/a.symbolset", folder: true, within: "/app"))
    }

    @Test func aPatternThatCanMatchNothingIsRefused() {
        #expect(PathPattern("", base: "/app") == nil)
        #expect(PathPattern("///", base: "/app") == nil)
        #expect(AbsolutePath.of("./a/b", from: "/w") == "/w/a/b")
        #expect(AbsolutePath.of(".", from: "/w/") == "/w")
        #expect(AbsolutePath.of("/x", from: "/w") == "/x")
        #expect(AbsolutePath.of("../App/./a.svg", from: "/w/ci") == "/w/App/a.svg")
    }
}
