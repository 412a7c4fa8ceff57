import Testing

/// `fix` and `resize` place their results by one rule (`ResultPlacement`): one symbol — an SVG,
/// or a `.symbolset` named itself — with `-o x.svg` writes the file `x.svg`; a catalog with
/// `-o` writes a folder, each result at the path it was given as.
@Suite struct OutputPlacementCLITests {
    /// A catalog of two symbol sets: `a` (the puny camera, which `resize` changes) and `b`
    /// (the nonzero-fill example, which `fix` changes).
    static func catalog() -> CatalogFixture {
        let fixture = CatalogFixture()
        fixture.symbolset("Icons.xcassets/a.symbolset", svg: "a.svg", from: "Symbols/camera-puny.svg")
        fixture.symbolset("Icons.xcassets/b.symbolset", svg: "b.svg", from: "Symbols/broken/nonzero-fill.svg")
        return fixture
    }

    @Test(arguments: [("resize", "a"), ("fix", "b")])
    func oneSymbolSetWithAnSVGNameWritesThatFile(command: String, symbol: String) throws {
        let fixture = Self.catalog()
        defer { fixture.remove() }
        let run = BinaryRunner.run(
            [command, "Icons.xcassets/\(symbol).symbolset", "-o", "x.svg"], in: fixture.root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("wrote x.svg\n"), "\(run.stdout)")
        // A file, not a folder named x.svg: it reads back as the template written.
        let written = BinaryRunner.readBytes(fixture.root + "/x.svg")
        #expect(written.starts(with: Array("<?xml".utf8)))
        #expect(BinaryRunner.run(["check", "x.svg"], in: fixture.root).status == 0)
    }

    @Test(arguments: ["resize", "fix"])
    func aCatalogWithOutputWritesAFolder(command: String) throws {
        let fixture = Self.catalog()
        defer { fixture.remove() }
        let run = BinaryRunner.run([command, "Icons.xcassets", "-o", "out.svg"], in: fixture.root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            BinaryRunner.listDirectory(fixture.root + "/out.svg/Icons.xcassets").sorted() == [
                "a.symbolset", "b.symbolset",
            ])
        #expect(BinaryRunner.readBytes(fixture.root + "/out.svg/Icons.xcassets/a.symbolset/a.svg").count > 0)
        #expect(BinaryRunner.readBytes(fixture.root + "/out.svg/Icons.xcassets/b.symbolset/b.svg").count > 0)
    }

    @Test(arguments: ["resize", "fix"])
    func standardOutputTakesOneSymbolOnly(command: String) throws {
        let fixture = Self.catalog()
        defer { fixture.remove() }
        let run = BinaryRunner.run([command, "Icons.xcassets", "-o", "-"], in: fixture.root)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: '-o -' writes one file to standard output; give a folder for several inputs.\n"))
    }
}
