import AppRules
import SymbolCheck
import SymbolInputs
import SymbolTestSupport
import Testing

/// `SymbolsetLocation.svgFiles(in:limit:)`: the SVGs a symbol set holds, as `check` chooses them.
@Suite struct SymbolsetSVGFilesTests {
    func location(_ path: String) -> SymbolsetLocation {
        SymbolsetLocation(path: path, boundary: TreeBoundary(typedPath: "/w", resolvedPath: "/w"))
    }

    @Test func theSVGsContentsJSONNamesInEntryOrder() throws {
        var tree = MemoryFileTree()
        tree.file(
            "/w/r.symbolset/Contents.json",
            #"{"symbols":[{"filename":"r.svg","idiom":"universal"},{"filename":"a.svg","idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}]}]}"#
        )
        tree.file("/w/r.symbolset/r.svg", "<svg/>")
        tree.file("/w/r.symbolset/a.svg", "<svg/>")
        tree.file("/w/r.symbolset/draft.svg", "<svg/>")
        #expect(
            try location("/w/r.symbolset").svgFiles(in: tree, limit: 1000).get()
                == SymbolsetSVGFiles(
                    paths: ["/w/r.symbolset/r.svg", "/w/r.symbolset/a.svg"], namedByContentsJSON: true))
    }

    @Test func everySVGInTheFolderWhenContentsJSONIsMissingUnusableOrALinkOut() throws {
        var tree = MemoryFileTree()
        tree.file("/w/none.symbolset/b.svg", "<svg/>")
        tree.file("/w/none.symbolset/a.svg", "<svg/>")
        tree.file("/w/none.symbolset/notes.txt", "x")
        tree.file("/w/bad.symbolset/Contents.json", "{")
        tree.file("/w/bad.symbolset/bad.svg", "<svg/>")
        tree.file("/etc/Contents.json", #"{"symbols":[{"filename":"x.svg","idiom":"universal"}]}"#)
        tree.link("/w/out.symbolset/Contents.json", to: "/etc/Contents.json")
        tree.file("/w/out.symbolset/x.svg", "<svg/>")
        tree.file("/w/out.symbolset/y.svg", "<svg/>")
        #expect(
            try location("/w/none.symbolset").svgFiles(in: tree, limit: 1000).get()
                == SymbolsetSVGFiles(
                    paths: ["/w/none.symbolset/a.svg", "/w/none.symbolset/b.svg"], namedByContentsJSON: false))
        #expect(
            try location("/w/bad.symbolset").svgFiles(in: tree, limit: 1000).get()
                == SymbolsetSVGFiles(paths: ["/w/bad.symbolset/bad.svg"], namedByContentsJSON: false))
        #expect(
            try location("/w/out.symbolset").svgFiles(in: tree, limit: 1000).get()
                == SymbolsetSVGFiles(
                    paths: ["/w/out.symbolset/x.svg", "/w/out.symbolset/y.svg"], namedByContentsJSON: false))
    }

    @Test func anUnreadableFolderFails() {
        var tree = MemoryFileTree()
        tree.folder("/w/locked.symbolset")
        tree.unreadable["/w/locked.symbolset"] = "permission denied"
        #expect(
            location("/w/locked.symbolset").svgFiles(in: tree, limit: 1000) == .failure(.failed("permission denied")))
    }
}
