import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck fix` run as a user runs it: what it prints per variant, where the result goes,
/// exit statuses, and misuse.
@Suite struct FixCLITests {
    /// A scratch folder with copies of the broken nonzero-fill and stroke examples.
    static func withCopies(_ body: (_ folder: String) throws -> Void) throws {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        for name in ["nonzero-fill.svg", "stroke.svg"] {
            BinaryRunner.writeFile(
                folder + "/" + name, BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/" + name))
        }
        try body(folder)
    }

    @Test func dryRunSaysWhatChangesAndWritesNothing() throws {
        try Self.withCopies { folder in
            let before = BinaryRunner.readBytes(folder + "/stroke.svg")
            let run = BinaryRunner.run(["fix", "nonzero-fill.svg", "stroke.svg", "--dry-run"], in: folder)
            #expect(run.status == 0)
            #expect(
                run.stdout
                    == "nonzero-fill.svg:53:4: Regular-M: <path>: deleted contours that add nothing under non-zero\n"
                    + "stroke.svg:55:4: Regular-M: <path>: outlined the stroke\n")
            #expect(run.stderr == "")
            #expect(BinaryRunner.readBytes(folder + "/stroke.svg") == before)
        }
    }

    @Test func inPlaceRewritesEachFileAndTheyCheckClean() throws {
        try Self.withCopies { folder in
            let run = BinaryRunner.run(["fix", "nonzero-fill.svg", "stroke.svg", "--in-place"], in: folder)
            #expect(run.status == 0)
            #expect(run.stdout.contains("wrote nonzero-fill.svg\n"))
            #expect(run.stdout.contains("wrote stroke.svg\n"))
            let check = BinaryRunner.run(
                ["check", "--disable", "glyph-size", "nonzero-fill.svg", "stroke.svg"], in: folder)
            #expect(check.status == 0, "\(check.stdout)")
            // A second run finds nothing to do.
            let again = BinaryRunner.run(["fix", "nonzero-fill.svg", "--in-place"], in: folder)
            #expect(again.stdout == "nonzero-fill.svg: nothing to fix\n")
        }
    }

    @Test func misuseIsAUsageError() throws {
        try Self.withCopies { folder in
            let both = BinaryRunner.run(["fix", "stroke.svg", "-o", "x.svg", "--in-place"], in: folder)
            #expect(both.status == 2)
            #expect(both.stderr.hasPrefix("Error: Give either '-o <output>' or '--in-place', not both.\n"))
            let neither = BinaryRunner.run(["fix", "stroke.svg"], in: folder)
            #expect(neither.status == 2)
            let two = BinaryRunner.run(["fix", "stroke.svg", "nonzero-fill.svg", "-o", "x.svg"], in: folder)
            #expect(two.status == 2)
            #expect(two.stderr.hasPrefix("Error: '-o <output>' takes one SVG file; use '--in-place' for 2 files.\n"))
            let missing = BinaryRunner.run(["fix", "absent.svg", "--in-place"], in: folder)
            #expect(missing.status == 2)
            #expect(missing.stderr.hasPrefix("absent.svg: error: cannot read the file: "))
        }
    }
}
