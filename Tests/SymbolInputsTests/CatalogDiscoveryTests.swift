import AppRules
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Which inputs a command line names: files, symbol sets, and everything below a folder,
/// in byte order, without following links out of the folder.
@Suite struct CatalogDiscoveryTests {
    static let contents = "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }"

    /// A catalog at /w/App/Assets.xcassets with nested groups and odd names.
    static func catalog() -> MemoryFileTree {
        var tree = MemoryFileTree()
        let root = "/w/App/Assets.xcassets"
        for set in [
            "b.symbolset", "Icons/a b.symbolset", "Icons/Nested/Deep/z.symbolset", "Icons/é ☕.symbolset", "A.symbolset",
            "Icons.x.symbolset",
        ] {
            tree.file("\(root)/\(set)/Contents.json", contents)
            tree.file("\(root)/\(set)/a.svg", "<svg/>")
        }
        tree.file("\(root)/Contents.json", "{}")
        tree.file("\(root)/loose.svg", "<svg/>")
        tree.file("\(root)/Icons/loose.SVG", "<svg/>")
        tree.file("\(root)/AppIcon.appiconset/icon.png", "png")
        tree.file("\(root)/.hidden.symbolset/Contents.json", contents)
        tree.file("\(root)/.git/x.svg", "<svg/>")
        tree.file("/w/App/readme.svg", "<svg/>")
        return tree
    }

    func paths(_ arguments: [String], allSVG: Bool = false, tree: MemoryFileTree = catalog()) -> [String] {
        InputDiscovery.discover(arguments, includePlainSVG: allSVG, in: tree).inputs.map(\.path)
    }

    @Test func aCatalogYieldsEverySymbolSetBelowItInByteOrder() {
        #expect(
            paths(["/w/App/Assets.xcassets"]) == [
                "/w/App/Assets.xcassets/A.symbolset",
                "/w/App/Assets.xcassets/Icons.x.symbolset",
                "/w/App/Assets.xcassets/Icons/Nested/Deep/z.symbolset",
                "/w/App/Assets.xcassets/Icons/a b.symbolset",
                "/w/App/Assets.xcassets/Icons/é ☕.symbolset",
                "/w/App/Assets.xcassets/b.symbolset",
            ])
    }

    @Test func allSVGAddsPlainSVGFilesOutsideSymbolSets() {
        #expect(
            paths(["/w/App"], allSVG: true) == [
                "/w/App/Assets.xcassets/A.symbolset",
                "/w/App/Assets.xcassets/Icons.x.symbolset",
                "/w/App/Assets.xcassets/Icons/Nested/Deep/z.symbolset",
                "/w/App/Assets.xcassets/Icons/a b.symbolset",
                "/w/App/Assets.xcassets/Icons/loose.SVG",
                "/w/App/Assets.xcassets/Icons/é ☕.symbolset",
                "/w/App/Assets.xcassets/b.symbolset",
                "/w/App/Assets.xcassets/loose.svg",
                "/w/App/readme.svg",
            ])
    }

    @Test func pathsKeepTheSpellingTheUserTyped() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.link("Cat", to: "/w/Cat")
        #expect(paths(["Cat"], tree: tree) == ["Cat/s.symbolset"])
        #expect(paths(["Cat/"], tree: tree) == ["Cat/s.symbolset"])
    }

    @Test func namedFilesSymbolSetsAndStandardInputAreTakenAsTheyAre() {
        let tree = Self.catalog()
        let found = InputDiscovery.discover(
            [
                "-", "/w/App/readme.svg", "/w/App/Assets.xcassets/b.symbolset", "/w/nope.svg",
                "/w/App/AppIcon.png",
            ], includePlainSVG: false, in: tree
        ).inputs
        let boundary = TreeBoundary(
            typedPath: "/w/App/Assets.xcassets/b.symbolset", resolvedPath: "/w/App/Assets.xcassets/b.symbolset")
        #expect(
            found == [
                .standardInput,
                .svgFile(path: "/w/App/readme.svg"),
                .symbolset(SymbolsetLocation(path: "/w/App/Assets.xcassets/b.symbolset", boundary: boundary)),
                .svgFile(path: "/w/nope.svg"),
                .svgFile(path: "/w/App/AppIcon.png"),
            ])
    }

    @Test func aSymbolSetReachedTwiceIsCheckedOnce() {
        #expect(
            paths(["/w/App/Assets.xcassets/b.symbolset", "/w/App/Assets.xcassets"]).filter {
                $0.hasSuffix("/b.symbolset")
            }.count == 1)
    }

    @Test func linksOutOfTheFolderAreSkippedWithANoteAndLinksInsideSilently() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/real.symbolset/Contents.json", Self.contents)
        tree.link("/w/Cat/again.symbolset", to: "/w/Cat/real.symbolset")
        tree.link("/w/Cat/loop", to: "/w/Cat")
        tree.link("/w/Cat/out.symbolset", to: "/etc")
        tree.link("/w/Cat/out.svg", to: "/etc/passwd")
        tree.link("/w/Cat/gone.symbolset", to: nil)
        let found = InputDiscovery.discover(["/w/Cat"], includePlainSVG: true, in: tree)
        #expect(found.inputs.map(\.path) == ["/w/Cat/real.symbolset"])
        #expect(
            found.notes.flatMap(\.placedMessages).sorted() == [
                "/w/Cat/gone.symbolset: skipped: it is a symbolic link that leads nowhere",
                "/w/Cat/out.svg: skipped: it is a symbolic link to a place outside /w/Cat, and symbolcheck does not follow links out of the folder it checks",
                "/w/Cat/out.symbolset: skipped: it is a symbolic link to a place outside /w/Cat, and symbolcheck does not follow links out of the folder it checks",
            ])
        // Each is a note of `input-note` at its path, about no symbol.
        #expect(found.notes.allSatisfy { $0.isRunNote && $0.diagnostics.map(\.ruleID) == ["input-note"] })
        #expect(found.notes.allSatisfy { $0.diagnostics.allSatisfy { $0.severity == .note && $0.range == nil } })
    }

    @Test func aFolderWithNothingToCheckIsUnusableAndSaysWhy() {
        var tree = MemoryFileTree()
        tree.file("/w/Symbols/a.svg", "<svg/>")
        tree.file("/w/Symbols/broken/b.svg", "<svg/>")
        tree.folder("/w/Empty")
        let found = InputDiscovery.discover(["/w/Symbols", "/w/Empty"], includePlainSVG: false, in: tree).inputs
        #expect(
            found == [
                .unusable(
                    path: "/w/Symbols",
                    message: "the folder holds no symbol sets (.symbolset folders)", help: nil,
                    suggestion: .includePlainSVGs(count: 2)),
                .unusable(
                    path: "/w/Empty", message: "the folder holds no symbol sets (.symbolset folders)",
                    help: nil),
            ])
        #expect(
            InputDiscovery.discover(["/w/Empty"], includePlainSVG: true, in: tree).inputs == [
                .unusable(
                    path: "/w/Empty",
                    message: "the folder holds no symbol sets (.symbolset folders) and no .svg files",
                    help: nil)
            ])
    }

    /// A Control shows a question mark for an image set's PNG or PDF: a catalog holding only
    /// image sets is the one case a Control developer most needs explained (#24). Names are
    /// listed in path order (bytes, as every report sorts paths).
    @Test func aCatalogOfImageSetsOnlyExplainsTheControlTrap() {
        var tree = MemoryFileTree()
        for name in ["flash", "bolt", "Torch", "cam", "mic"] {
            tree.file("/w/Cat.xcassets/\(name).imageset/Contents.json", "{}")
        }
        tree.file("/w/Cat.xcassets/flash.imageset/flash.svg", "<svg/>")
        let expected = CheckInput.unusable(
            path: "/w/Cat.xcassets",
            message:
                "the folder holds no symbol sets, only 5 image sets (`Torch.imageset`, `bolt.imageset`, "
                + "`cam.imageset` and 2 more); a Control (Control Center, the Lock Screen, the Action button) shows a "
                + "question mark for a PNG or PDF image, so its glyph must be a symbol set",
            help: "name the symbol set in the Control with `Label(\"…\", image: \"Torch\")`",
            // `check` words it as a help line of its own: "make a symbol set from the image's SVG:
            // `symbolcheck make Torch.svg -o /w/Cat.xcassets/Torch.symbolset`" (CommandLineWordsTests).
            suggestion: .makeSymbolSet(svg: "Torch.svg", symbolSet: "/w/Cat.xcassets/Torch.symbolset"))
        for allSVG in [false, true] {
            #expect(
                InputDiscovery.discover(["/w/Cat.xcassets"], includePlainSVG: allSVG, in: tree).inputs == [expected])
        }
        tree.file("/w/Cat.xcassets/real.symbolset/Contents.json", Self.contents)
        #expect(
            InputDiscovery.discover(["/w/Cat.xcassets"], includePlainSVG: false, in: tree).inputs.map(\.path) == [
                "/w/Cat.xcassets/real.symbolset"
            ])
    }

    /// A pre-commit hook passes a symbol set's SVG and its Contents.json when a commit changes
    /// both: that is one symbol, as is the same file typed twice (#23 item 6).
    @Test func aSymbolSetsOwnFilesAndARepeatedFileAreOneInput() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/s.svg", "<svg/>")
        tree.file("/w/t.svg", "<svg/>")
        let found = InputDiscovery.discover(
            ["/w/Cat/s.symbolset/s.svg", "/w/t.svg", "/w/Cat/s.symbolset/Contents.json", "/w/t.svg", "/w/Cat"],
            includePlainSVG: false, in: tree)
        #expect(found.inputs.map(\.path) == ["/w/t.svg", "/w/Cat/s.symbolset"])
        #expect(
            InputDiscovery.discover(["/w/Cat/s.symbolset/s.svg"], includePlainSVG: false, in: tree).inputs.map(\.path)
                == ["/w/Cat/s.symbolset/s.svg"])
    }

    @Test func aFolderThatCannotBeListedIsReportedInItsPlace() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/a.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/Locked/b.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/z.symbolset/Contents.json", Self.contents)
        tree.unreadable["/w/Cat/Locked"] = "permission denied"
        #expect(
            InputDiscovery.discover(["/w/Cat"], includePlainSVG: false, in: tree).inputs.map(\.path) == [
                "/w/Cat/Locked", "/w/Cat/a.symbolset", "/w/Cat/z.symbolset",
            ])
        let locked = InputDiscovery.discover(["/w/Cat"], includePlainSVG: false, in: tree).inputs[0]
        #expect(
            locked == .unusable(path: "/w/Cat/Locked", message: "cannot read the folder: permission denied", help: nil))
    }

    @Test func byteOrderIsNotLocaleOrUnicodeOrder() {
        #expect(PathText.precedes("Z", "a"))
        #expect(PathText.precedes("a b", "a.b"))
        #expect(PathText.precedes("a.b", "a/b"))
        #expect(PathText.precedes("e\u{301}", "é"))  // decomposed sorts before precomposed: 0x65 < 0xC3
        #expect(!PathText.precedes("é", "e\u{301}"))
    }

    @Test func extensionsMatchWithoutRegardToASCIICase() {
        #expect(PathText.isSVGName("a.SVG"))
        #expect(PathText.isSymbolsetName("A.SymbolSet"))
        #expect(!PathText.isSVGName(".svg"))
        #expect(!PathText.isSVGName("a.svgz"))
        #expect(PathText.lastComponent("x/a.symbolset//") == "a.symbolset")
        #expect(PathText.join("App/", "a") == "App/a")
        #expect(PathText.join("App", "a") == "App/a")
    }
}
