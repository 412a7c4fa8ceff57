import SymbolPreview
import Testing

@Suite struct GoldenInputsTests {
    static let contents = #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"camera.svg","idiom":"universal"}]}"#

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
        let (symbols, problems) = GoldenInputs.collect([root])
        #expect(problems == [])
        #expect(symbols == [
            GoldenSymbol(name: "camera", svgPath: root + "/Assets.xcassets/Symbols/camera.symbolset/camera.svg",
                         sourcePath: root + "/Assets.xcassets/Symbols/camera.symbolset"),
            GoldenSymbol(name: "dot", svgPath: root + "/Assets.xcassets/dot.symbolset/dot-v2.svg",
                         sourcePath: root + "/Assets.xcassets/dot.symbolset"),
        ])
    }

    @Test func anSVGFileIsNamedByItsStem() throws {
        let root = try makeCatalog()
        let file = root + "/Assets.xcassets/Symbols/camera.symbolset/draft.svg"
        #expect(GoldenInputs.collect([file]).symbols == [GoldenSymbol(name: "draft", svgPath: file)])
    }

    @Test func theSameSVGGivenTwiceCountsOnce() throws {
        let root = try makeCatalog()
        let set = root + "/Assets.xcassets/dot.symbolset"
        let (symbols, problems) = GoldenInputs.collect([set, set])
        #expect(symbols.map(\.name) == ["dot"])
        #expect(problems == [])
    }

    @Test func symbolsWhoseGoldensWouldCollideAreAProblem() throws {
        let root = try makeCatalog()
        let file = root + "/Assets.xcassets/Symbols/camera.symbolset/camera.svg"
        try writeFile(Array("<svg/>".utf8), to: root + "/other/camera.svg")
        let (_, problems) = GoldenInputs.collect([file, root + "/other/camera.svg"])
        #expect(problems == [GoldenInputProblem("2 symbols are named camera, so their goldens would collide: \(file), \(root)/other/camera.svg")])
    }

    @Test func aSymbolSetWithoutAClearSVGIsAProblem() throws {
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: root + "/two.symbolset/a.svg")
        try writeFile(Array("<svg/>".utf8), to: root + "/two.symbolset/b.svg")
        try writeFile(Array(#"{"symbols":[{"filename":"gone.svg"}]}"#.utf8), to: root + "/gone.symbolset/Contents.json")
        try writeFile(Array("{".utf8), to: root + "/bad.symbolset/Contents.json")
        try writeFile(Array(#"{"symbols":[{"filename":"../x.svg"}]}"#.utf8), to: root + "/escape.symbolset/Contents.json")
        let (symbols, problems) = GoldenInputs.collect([root])
        #expect(symbols == [])
        #expect(problems.map(\.message).sorted() == [
            "\(root)/bad.symbolset: its Contents.json is not valid JSON",
            "\(root)/escape.symbolset: its Contents.json names \"../x.svg\", which is not a file in the folder",
            "\(root)/gone.symbolset: gone.svg is missing or not a regular file",
            "\(root)/two.symbolset: its Contents.json names no .svg and the folder does not hold exactly one (found: a.svg, b.svg)",
        ])
    }

    @Test func pathsThatNameNoSymbolAreProblems() throws {
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("x".utf8), to: root + "/notes.txt")
        try makeDirectory(root + "/empty")
        let (symbols, problems) = GoldenInputs.collect([root + "/missing.svg", root + "/notes.txt", root + "/empty"])
        #expect(symbols == [])
        #expect(problems.map(\.message) == [
            "\(root)/missing.svg: no such file or folder",
            "\(root)/notes.txt: not an .svg file, a .symbolset folder or a folder",
            "\(root)/empty: no .symbolset folder in it",
        ])
    }

    /// A link to a folder outside the searched tree is not followed; a link inside it is, once,
    /// and a link back up the tree cannot make the search loop.
    @Test func symlinksNeverLeadOutOfTheTreeOrRoundInALoop() throws {
        let outside = try makeCatalog()
        let root = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: root + "/inner/star.symbolset/star.svg")
        try symlink(outside + "/Assets.xcassets", at: root + "/outside-link")
        try symlink(root + "/inner", at: root + "/inner-link")
        try symlink(root, at: root + "/inner/loop")
        let (symbols, problems) = GoldenInputs.collect([root])
        #expect(problems == [])
        #expect(symbols.map(\.name) == ["star"])
    }

    @Test func aSymbolSetSVGLinkedFromOutsideIsRefused() throws {
        let outside = try temporaryDirectory("golden-inputs")
        try writeFile(Array("<svg/>".utf8), to: outside + "/secret.svg")
        let root = try temporaryDirectory("golden-inputs")
        try makeDirectory(root + "/x.symbolset")
        try symlink(outside + "/secret.svg", at: root + "/x.symbolset/x.svg")
        let (symbols, problems) = GoldenInputs.collect([root])
        #expect(symbols == [])
        #expect(problems.map(\.message) == ["\(root)/x.symbolset: x.svg is a link to a file outside the folder"])
    }
}
