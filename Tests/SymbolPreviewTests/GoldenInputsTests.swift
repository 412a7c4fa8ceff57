import AppRules
import FileAccess
import SymbolCheckCLI
import SymbolPreview
import Testing

/// `GoldenInputs` over real folders (`POSIXFileTree`), since links are the point of several tests.
@Suite struct GoldenInputsTests {
    static let contents =
        #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"camera.svg","idiom":"universal"}]}"#
    static let outsideNote = "and symbolcheck does not follow links out of the folder it checks"

    /// Collected with a suggestion shown as its case (the command line words it: `CommandAdvice`).
    func collect(_ paths: [String]) -> GoldenInputs.Found {
        GoldenInputs.collect(paths, in: POSIXFileTree()) { help, suggestion in
            [help, suggestion.map { "suggested: \($0)" }].compactMap { $0 }
        }
    }

    /// A catalog: `Assets.xcassets/Symbols/camera.symbolset` (Contents.json naming camera.svg,
    /// plus a stray draft.svg) and `Assets.xcassets/dot.symbolset` (no Contents.json, one SVG).
    func makeCatalog() throws -> String {
        let root = try temporaryDirectory("golden-inputs")
        let camera = root + "/Assets.xcassets/Symbols/camera.symbolset"
        try writeFile(Array(Self.contents.utf8), to: camera + "/Contents.json")
        try writeFile(Array("<svg/>".utf8), to: camera + "/camera.svg")
        try writeFile(Array("<svg/>".utf8), to: camera + "/draft.svg")
        try writeFile(Array("<svg/>".utf8), to: root + "/Assets.xcassets/dot.symbolset/dot-v2.svg")
        return root
    }

    @Test func aFolderIsSearchedForSymbolSets() throws {
        let root = try makeCatalog()
        let found = collect([root])
        #expect(found.problems == [])
        #expect(found.notes == [])
        #expect(
            found.symbols == [
                GoldenSymbol(
                    name: "camera", svgPath: root + "/Assets.xcassets/Symbols/camera.symbolset/camera.svg",
                    sourcePath: root + "/Assets.xcassets/Symbols/camera.symbolset"),
                GoldenSymbol(
                    name: "dot", svgPath: root + "/Assets.xcassets/dot.symbolset/dot-v2.svg",
                    sourcePath: root + "/Assets.xcassets/dot.symbolset"),
            ])
    }

    @Test func anSVGFileIsNamedByItsStem() throws {
        let root = try makeCatalog()
        let file = root + "/Assets.xcassets/Symbols/camera.symbolset/draft.svg"
        #expect(collect([file]).symbols == [GoldenSymbol(name: "draft", svgPath: file)])
    }

    @Test func theSameSVGGivenTwiceCountsOnce() throws {
        let root = try makeCatalog()
        let set = root + "/Assets.xcassets/dot.symbolset"
        let found = collect([set, set + "/dot-v2.svg", root])
        #expect(found.symbols.map(\.name) == ["camera", "dot"])
        #expect(found.problems == [])
    }

    /// Two symbols of one name: one golden when they are the same bytes, one each, named after
    /// the folder that tells them apart, when they differ.
    @Test func symbolsOfOneNameShareOrAreToldApart() throws {
        let root = try makeCatalog()
        let file = root + "/Assets.xcassets/Symbols/camera.symbolset/camera.svg"
        try writeFile(Array(#"<svg id="other"/>"#.utf8), to: root + "/other/camera.svg")
        let differ = collect([file, root + "/other/camera.svg"])
        #expect(differ.problems == [])
        #expect(differ.symbols.map(\.name) == ["camera+Symbols", "camera+other"])
        try writeFile(Array("<svg/>".utf8), to: root + "/copy/camera.svg")
        let same = collect([file, root + "/copy/camera.svg"])
        #expect(same.symbols.map(\.name) == ["camera"])
        #expect(same.notes == ["\(file), \(root)/copy/camera.svg are the same bytes: one golden, named camera"])
    }

    /// The SVG is the one `check` checks: the first Contents.json names, or, when that file is
    /// missing or unusable, the folder's only SVG.
    @Test func aSymbolSetWithoutAClearSVGIsAProblem() throws {
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: root + "/two.symbolset/a.svg")
        try writeFile(Array("<svg/>".utf8), to: root + "/two.symbolset/b.svg")
        try writeFile(Array(#"{"symbols":[{"filename":"gone.svg"}]}"#.utf8), to: root + "/gone.symbolset/Contents.json")
        try writeFile(Array("{".utf8), to: root + "/bad.symbolset/Contents.json")
        try writeFile(
            Array(#"{"symbols":[{"filename":"../x.svg"}]}"#.utf8), to: root + "/escape.symbolset/Contents.json")
        try writeFile(Array("<svg/>".utf8), to: root + "/x.svg")
        let found = collect([root])
        #expect(found.symbols == [])
        #expect(
            found.problems.map(\.message) == [
                "\(root)/bad.symbolset: it holds no .svg file",
                "\(root)/escape.symbolset: its Contents.json names no .svg file that is in the folder",
                "\(root)/gone.symbolset: its Contents.json names no .svg file that is in the folder",
                "\(root)/two.symbolset: its Contents.json names no .svg and the folder does not hold exactly one (found: a.svg, b.svg)",
            ])
    }

    @Test func aSymbolSetWithADarkVariantIsPinnedByItsFirstNamedSVG() throws {
        let root = try temporaryDirectory("golden-inputs")
        let set = root + "/rocket.symbolset"
        try writeFile(
            Array(
                #"{"symbols":[{"filename":"rocket.svg","idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"a-dark.svg","idiom":"universal"}]}"#
                    .utf8),
            to: set + "/Contents.json")
        try writeFile(Array("<svg/>".utf8), to: set + "/rocket.svg")
        try writeFile(Array("<svg/>".utf8), to: set + "/a-dark.svg")
        #expect(collect([set]).symbols == [GoldenSymbol(name: "rocket", svgPath: set + "/rocket.svg", sourcePath: set)])
    }

    @Test func anUnusableContentsJSONFallsBackToTheOnlySVG() throws {
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("{".utf8), to: root + "/bad.symbolset/Contents.json")
        try writeFile(Array("<svg/>".utf8), to: root + "/bad.symbolset/bad.svg")
        let found = collect([root])
        #expect(found.problems == [])
        #expect(
            found.symbols == [
                GoldenSymbol(name: "bad", svgPath: root + "/bad.symbolset/bad.svg", sourcePath: root + "/bad.symbolset")
            ])
    }

    @Test func pathsThatNameNoSymbolAreProblems() throws {
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("x".utf8), to: root + "/notes.txt")
        try writeFile(Array("<svg/>".utf8), to: root + "/empty/loose.svg")
        let found = collect([root + "/missing.svg", root + "/notes.txt", root + "/empty", "-"])
        #expect(found.symbols == [])
        #expect(
            found.problems.map(\.message) == [
                "\(root)/missing.svg: no such file or folder",
                "\(root)/notes.txt: not an .svg file, a .symbolset folder or a folder",
                "\(root)/empty: the folder holds no symbol sets (.symbolset folders); suggested: includePlainSVGs(count: 1)",
                "-: standard input has no name to give its goldens; name an .svg file instead",
            ])
    }

    /// The link policy of `check`: a link out of the folder is skipped with a note; a link
    /// inside it is skipped silently (its target is found under its own path), so a link back
    /// up the tree cannot make the search loop.
    @Test func symlinksNeverLeadOutOfTheTreeOrRoundInALoop() throws {
        let outside = try makeCatalog()
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: root + "/inner/star.symbolset/star.svg")
        try symlink(outside + "/Assets.xcassets", at: root + "/outside-link")
        try symlink(root + "/inner", at: root + "/inner-link")
        try symlink(root + "/inner/star.symbolset", at: root + "/star-link.symbolset")
        try symlink(root, at: root + "/inner/loop")
        let found = collect([root])
        #expect(found.problems == [])
        #expect(
            found.notes == [
                "\(root)/outside-link: skipped: it is a symbolic link to a place outside \(root), \(Self.outsideNote)"
            ])
        #expect(
            found.symbols == [
                GoldenSymbol(
                    name: "star", svgPath: root + "/inner/star.symbolset/star.svg",
                    sourcePath: root + "/inner/star.symbolset")
            ])
    }

    /// A link typed on the command line is followed: the user named it.
    @Test func aLinkTypedOnTheCommandLineIsFollowed() throws {
        let outside = try makeCatalog()
        let root = try temporaryDirectory("golden-inputs")
        try symlink(outside + "/Assets.xcassets", at: root + "/assets")
        try symlink(outside + "/Assets.xcassets/dot.symbolset/dot-v2.svg", at: root + "/dot.svg")
        let found = collect([root + "/assets", root + "/dot.svg"])
        #expect(found.problems == [])
        #expect(
            found.symbols == [
                GoldenSymbol(
                    name: "camera", svgPath: root + "/assets/Symbols/camera.symbolset/camera.svg",
                    sourcePath: root + "/assets/Symbols/camera.symbolset"),
                GoldenSymbol(
                    name: "dot", svgPath: root + "/assets/dot.symbolset/dot-v2.svg",
                    sourcePath: root + "/assets/dot.symbolset"),
            ])
    }

    @Test func aSymbolSetSVGLinkedFromOutsideIsRefused() throws {
        let outside = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: outside + "/secret.svg")
        let root = try temporaryDirectory("golden-inputs")
        try makeDirectory(root + "/x.symbolset")
        try symlink(outside + "/secret.svg", at: root + "/x.symbolset/x.svg")
        let found = collect([root])
        #expect(found.symbols == [])
        #expect(
            found.problems.map(\.message) == [
                "\(root)/x.symbolset/x.svg: it is a symbolic link to a place outside \(root), \(Self.outsideNote)"
            ])
    }
}
