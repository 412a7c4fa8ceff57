import Platform
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck resize` over what `check` takes: catalogs, several files, standard input and
/// output, files that need nothing, and output folders that do not exist yet.
@Suite struct ResizeCatalogCLITests {
    static let punyTable = """
          row  ratio before  ratio after  target    factor  variants
          S          0.8848       1.0447  1.0507  1.226842  Regular-S
          M          1.1300       1.3343  1.3419  1.226870  Regular-M
          L          1.4577       1.7212  1.7310  1.226917  Regular-L
          stems kept, outlines offset back: Regular-S 12.66 → 12.63 units, Regular-M 16.17 → 16.13 units, Regular-L 20.88 → 20.83 units

        """

    static func modificationTime(_ path: String) -> Int { FileTimes.modificationSeconds(of: path) ?? -1 }

    @Test func inPlaceLeavesACleanFilesBytesAndModificationTime() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera.svg", to: "camera.svg")
        let path = fixture.root + "/camera.svg"
        var times = [timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let run = BinaryRunner.run(["resize", "camera.svg", "--in-place"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout == "camera.svg: every row is within tolerance of its target; left as is\n")
        #expect(run.stderr == "")
        #expect(
            BinaryRunner.readBytes(path) == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
        #expect(Self.modificationTime(path) == 946_684_800)
    }

    @Test func aCatalogIsResizedInPlaceSymbolSetBySymbolSet() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.symbolset("Icons.xcassets/a.symbolset", svg: "a.svg", from: "Symbols/camera-puny.svg")
        fixture.symbolset("Icons.xcassets/b.symbolset", svg: "b.svg", from: "Symbols/camera.svg")
        let run = BinaryRunner.run(["resize", "Icons.xcassets", "--in-place", "--jobs", "2"], in: fixture.root)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "Icons.xcassets/a.symbolset/a.svg: resized to the target optical size 1.53× cap height (Regular-M)\n"
                + Self.punyTable + "wrote Icons.xcassets/a.symbolset/a.svg\n"
                + "Icons.xcassets/b.symbolset/b.svg: every row is within tolerance of its target; left as is\n"
                + "2 files: 1 resized, 1 within tolerance and left as is, 0 not resized\n")
        #expect(run.stderr == "")
        let check = BinaryRunner.run(["check", "Icons.xcassets"], in: fixture.root)
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
    }

    @Test func outputWithSeveralInputsIsAFolderMirroringThem() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.symbolset("Icons.xcassets/a.symbolset", svg: "a.svg", from: "Symbols/camera-puny.svg")
        fixture.copy("Symbols/camera.svg", to: "loose/camera.svg")
        let puny = BinaryRunner.readBytes(fixture.root + "/Icons.xcassets/a.symbolset/a.svg")
        let run = BinaryRunner.run(["resize", "Icons.xcassets", "./loose/camera.svg", "-o", "out"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout.contains("wrote out/Icons.xcassets/a.symbolset/a.svg\n"))
        #expect(
            run.stdout.contains(
                "./loose/camera.svg: every row is within tolerance of its target; written unchanged\nwrote out/loose/camera.svg\n"
            ))
        #expect(run.stdout.hasSuffix("2 files: 1 resized, 1 within tolerance and left as is, 0 not resized\n"))
        // The inputs are untouched; the copy of a clean file is its bytes.
        #expect(BinaryRunner.readBytes(fixture.root + "/Icons.xcassets/a.symbolset/a.svg") == puny)
        #expect(
            BinaryRunner.readBytes(fixture.root + "/out/loose/camera.svg")
                == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera.svg"))
        #expect(BinaryRunner.run(["check", "out/Icons.xcassets/a.symbolset/a.svg"], in: fixture.root).status == 0)
    }

    @Test func standardInputToStandardOutput() {
        let puny = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        let toFile = BinaryRunner.run(["resize", "puny.svg", "-o", "fixed.svg"], in: fixture.root)
        #expect(toFile.status == 0)
        let run = BinaryRunner.run(["resize", "-", "-o", "-"], stdin: puny)
        #expect(run.status == 0)
        #expect(Array(run.stdout.utf8) == BinaryRunner.readBytes(fixture.root + "/fixed.svg"))
        #expect(run.stderr == "-: resized to the target optical size 1.53× cap height (Regular-M)\n" + Self.punyTable)
    }

    @Test func standardInputCannotBeReplacedInPlace() {
        let run = BinaryRunner.run(["resize", "-", "--in-place"], stdin: [])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: '--in-place' cannot replace standard input; give '-o <output>' or '-o -'.\n"))
    }

    @Test func outputIntoMissingFoldersCreatesThem() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        let run = BinaryRunner.run(["resize", "puny.svg", "-o", "missing/dir/x.svg"], in: fixture.root)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("wrote missing/dir/x.svg\n"))
        #expect(BinaryRunner.run(["check", "missing/dir/x.svg"], in: fixture.root).status == 0)
    }

    @Test func aFolderThatCannotBeMadeFailsBeforeAnySuccessIsPrinted() {
        let fixture = CatalogFixture()
        defer { fixture.remove() }
        fixture.copy("Symbols/camera-puny.svg", to: "puny.svg")
        fixture.file("blocker", "a file where a folder should be\n")
        let run = BinaryRunner.run(["resize", "puny.svg", "-o", "blocker/x.svg"], in: fixture.root)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "blocker/x.svg: error: cannot create the folder for the result: 'blocker' exists and is not a folder\n"
        )
    }
}

extension ResizeCatalogCLITests {
    @Test func checkingStandardInputSuggestsAResizeThatWorks() {
        let puny = BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/camera-puny.svg")
        let check = BinaryRunner.run(["check", "-"], stdin: puny)
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "   = help: run `symbolcheck resize - -o -` to scale every variant to the target\n"))
        let resize = BinaryRunner.run(["resize", "-", "-o", "-"], stdin: puny)
        #expect(resize.status == 0)
        #expect(BinaryRunner.run(["check", "-"], stdin: Array(resize.stdout.utf8)).status == 0)
    }
}
