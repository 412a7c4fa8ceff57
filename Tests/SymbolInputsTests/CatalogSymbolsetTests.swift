import SVGModel
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// A symbol set checked through a file tree: Contents.json findings against its path, the
/// SVG's against the SVG's, all one symbol.
@Suite struct CatalogSymbolsetTests {
    static let contents = "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }"
    static let root = "/w/Cat"

    func check(_ tree: MemoryFileTree, _ set: String = "/w/Cat/s.symbolset") -> [CheckResult] {
        let input = CheckInput.symbolset(
            SymbolsetLocation(path: set, boundary: TreeBoundary(typedPath: "Cat", resolvedPath: Self.root)))
        return InputChecker.check(input, configuration: CheckConfiguration(), tree: tree)
    }

    /// `path: rule: message` of every finding of every file, in order.
    func lines(_ results: [CheckResult]) -> [String] {
        results.flatMap { r in r.diagnostics.map { "\(r.path): \($0.ruleID): \($0.message)" } }
    }

    /// `make … -o …/flash.symbolset` beside the `flash.imageset` it replaces: `check` of the
    /// catalog warns on the symbol set (#42 item 6); an image set of another name, or in another
    /// folder, does not.
    @Test func anImageSetOfTheSameNameBesideASymbolSetIsAWarning() {
        var tree = MemoryFileTree()
        for set in ["/w/Cat/flash.symbolset", "/w/Cat/torch.symbolset", "/w/Cat/Group/torch.symbolset"] {
            tree.file(set + "/Contents.json", Self.contents)
            tree.file(set + "/a.svg", TemplateFixture().svg)
        }
        for set in ["/w/Cat/flash.imageset", "/w/Cat/strobe.imageset", "/w/Cat/Other/torch.imageset"] {
            tree.file(set + "/Contents.json", #"{ "images" : [ { "filename" : "i.png", "idiom" : "universal" } ] }"#)
            tree.file(set + "/i.png", "PNG")
        }
        let found = InputDiscovery.discover(["/w/Cat"], includePlainSVG: false, in: tree)
        let results = found.inputs.flatMap {
            InputChecker.check($0, configuration: CheckConfiguration(), tree: tree)
        }
        #expect(
            lines(results) == [
                "/w/Cat/flash.symbolset/Contents.json: image-set-beside-symbol-set: the folder also holds the image set flash.imageset: code that loads \"flash\" gets one of the two, which one is not documented, and a Control shows a question mark if it is the image set"
            ])
        #expect(results.flatMap(\.diagnostics).map(\.severity) == [.warning])
        // Not under `--profile xcode`: actool's verdict says nothing of it.
        var xcode = CheckConfiguration()
        xcode.profile = .xcode
        #expect(
            found.inputs.flatMap { InputChecker.check($0, configuration: xcode, tree: tree) }.allSatisfy {
                $0.diagnostics.isEmpty
            })
    }

    @Test func aGoodSymbolSetIsContentsJSONThenItsSVGInOneSymbol() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        let results = check(tree)
        #expect(results.map(\.path) == ["/w/Cat/s.symbolset/Contents.json", "/w/Cat/s.symbolset/a.svg"])
        #expect(results.map(\.symbol) == ["/w/Cat/s.symbolset", "/w/Cat/s.symbolset"])
        #expect(lines(results) == [])
        #expect(results[1].measurements.count == 3)
    }

    @Test func theSVGsFindingsAreReportedAgainstTheSVG() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect></svg>")
        let results = check(tree)
        #expect(
            lines(results) == [
                "/w/Cat/s.symbolset/a.svg: xml-malformed: the end tag </svg> does not match the start tag <rect>"
            ])
        #expect(results[1].locations(of: "xml-malformed") == ["1:49"])
    }

    @Test func aMissingContentsJSONIsAnErrorAndTheSVGIsStillChecked() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        let results = check(tree)
        #expect(
            lines(results) == ["/w/Cat/s.symbolset/Contents.json: contents-json: the symbol set has no Contents.json"])
        #expect(results.map(\.path) == ["/w/Cat/s.symbolset/Contents.json", "/w/Cat/s.symbolset/a.svg"])
        #expect(!results[0].isRefused)
        #expect(results[0].diagnostics[0].range == nil)
    }

    @Test func aContentsJSONSpelledInAnotherCaseGetsARenameHelp() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        let results = check(tree)
        #expect(
            results[0].diagnostics.map(\.help) == [
                "rename `contents.json` to `Contents.json`: the name is case-sensitive"
            ])
    }

    @Test func anUnreadableContentsJSONIsRefused() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        tree.unreadable["/w/Cat/s.symbolset/Contents.json"] = "permission denied"
        let results = check(tree)
        #expect(
            lines(results) == [
                "/w/Cat/s.symbolset/Contents.json: contents-json: cannot read Contents.json: permission denied"
            ])
        #expect(results[0].isRefused)
    }

    @Test func invalidJSONStillLetsTheFoldersSVGsBeChecked() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", "{ \"symbols\" : [ }")
        tree.file("/w/Cat/s.symbolset/b.svg", TemplateFixture().svg)
        tree.file("/w/Cat/s.symbolset/a.svg", "<svg/>")
        let results = check(tree)
        #expect(
            results.map(\.path) == [
                "/w/Cat/s.symbolset/Contents.json", "/w/Cat/s.symbolset/a.svg", "/w/Cat/s.symbolset/b.svg",
            ])
        #expect(
            lines(results)[0]
                == "/w/Cat/s.symbolset/Contents.json: contents-json: not valid JSON: expected a JSON value, found `}`")
        #expect(results[0].locations(of: "contents-json") == ["1:17"])
    }

    @Test func onlyTheNamedSVGIsCheckedWhenContentsJSONIsUsable() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        tree.file("/w/Cat/s.symbolset/old.svg", "<svg/>")
        let results = check(tree)
        #expect(results.map(\.path) == ["/w/Cat/s.symbolset/Contents.json", "/w/Cat/s.symbolset/a.svg"])
        #expect(
            lines(results) == [
                "/w/Cat/s.symbolset/Contents.json: contents-json: `old.svg` is in the folder but no entry names it"
            ])
    }

    @Test func anSVGLinkOutOfTheFolderIsNotRead() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/etc/secret", "<svg>top secret</svg>")
        tree.link("/w/Cat/s.symbolset/a.svg", to: "/etc/secret")
        let results = check(tree)
        #expect(
            lines(results) == [
                "/w/Cat/s.symbolset/a.svg: input-refused: cannot read the file: it is a symbolic link to a place outside Cat, and symbolcheck does not follow links out of the folder it checks"
            ])
        #expect(results[1].isRefused)
        #expect(results[1].source == nil)
    }

    @Test func aContentsJSONLinkOutOfTheFolderIsNotRead() {
        var tree = MemoryFileTree()
        tree.file("/etc/passwd", "root:x:0:0")
        tree.link("/w/Cat/s.symbolset/Contents.json", to: "/etc/passwd")
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        let results = check(tree)
        #expect(
            lines(results) == [
                "/w/Cat/s.symbolset/Contents.json: contents-json: cannot read Contents.json: it is a symbolic link to a place outside Cat, and symbolcheck does not follow links out of the folder it checks"
            ])
        #expect(results[0].isRefused)
    }

    @Test func anSVGLinkInsideTheFolderIsRead() {
        var tree = MemoryFileTree()
        tree.file("/w/Cat/s.symbolset/Contents.json", Self.contents)
        tree.file("/w/Cat/Shared/a.svg", TemplateFixture().svg)
        tree.link("/w/Cat/s.symbolset/a.svg", to: "/w/Cat/Shared/a.svg")
        let results = check(tree)
        #expect(lines(results) == [])
        #expect(results[1].measurements.count == 3)
    }

    @Test func aFolderThatCannotBeListedIsRefused() {
        var tree = MemoryFileTree()
        tree.folder("/w/Cat/s.symbolset")
        tree.unreadable["/w/Cat/s.symbolset"] = "permission denied"
        let results = check(tree)
        #expect(lines(results) == ["/w/Cat/s.symbolset: input-refused: cannot read the folder: permission denied"])
        #expect(results[0].isRefused)
    }

    @Test func disablingTheRuleSilencesContentsJSONButStillChecksTheSVG() {
        var tree = MemoryFileTree()
        tree.file(
            "/w/Cat/s.symbolset/Contents.json", "{ \"symbols\" : [ { \"filename\" : \"a.svg\" } ], \"extra\" : 1 }")
        tree.file("/w/Cat/s.symbolset/a.svg", "<svg/>")
        var config = CheckConfiguration()
        config.severityOverrides["contents-json"] = .some(nil)
        let input = CheckInput.symbolset(
            SymbolsetLocation(
                path: "/w/Cat/s.symbolset", boundary: TreeBoundary(typedPath: "Cat", resolvedPath: Self.root)))
        let results = InputChecker.check(input, configuration: config, tree: tree)
        #expect(results[0].diagnostics == [])
        #expect(results.map(\.path) == ["/w/Cat/s.symbolset/Contents.json", "/w/Cat/s.symbolset/a.svg"])
        #expect(!results[1].diagnostics.isEmpty)
    }

    @Test func warningsCanBeRaisedToErrors() {
        var tree = MemoryFileTree()
        tree.file(
            "/w/Cat/s.symbolset/Contents.json",
            "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ], \"extra\" : 1 }")
        tree.file("/w/Cat/s.symbolset/a.svg", TemplateFixture().svg)
        #expect(check(tree)[0].diagnostics.map(\.severity) == [.warning])
        var config = CheckConfiguration()
        config.severityOverrides["contents-json"] = .some(.error)
        let input = CheckInput.symbolset(
            SymbolsetLocation(
                path: "/w/Cat/s.symbolset", boundary: TreeBoundary(typedPath: "Cat", resolvedPath: Self.root)))
        #expect(InputChecker.check(input, configuration: config, tree: tree)[0].diagnostics.map(\.severity) == [.error])
    }

    @Test func plainInputsReadThroughTheTree() {
        var tree = MemoryFileTree()
        tree.file("/w/a.svg", TemplateFixture().svg)
        tree.fifo("/w/pipe.svg")
        let config = CheckConfiguration()
        #expect(lines(InputChecker.check(.svgFile(path: "/w/a.svg"), configuration: config, tree: tree)) == [])
        #expect(
            lines(InputChecker.check(.svgFile(path: "/w/pipe.svg"), configuration: config, tree: tree)) == [
                "/w/pipe.svg: input-refused: cannot read the file: it is not a regular file (a FIFO, socket or device)"
            ])
        #expect(
            lines(InputChecker.check(.standardInput, configuration: config, tree: tree, standardInput: nil)) == [
                "-: input-refused: cannot read the file: standard input cannot be read"
            ])
        var small = CheckConfiguration()
        small.limits.maxInputBytes = 4
        #expect(
            lines(
                InputChecker.check(
                    .standardInput, configuration: small, tree: tree, standardInput: Array("<svg/>".utf8))) == [
                    "-: input-refused: cannot read the file: it is 6 bytes, more than the limit of 4"
                ])
        let unusable = InputChecker.check(
            .unusable(path: "/w/E", message: "cannot check the folder: x", help: "h"), configuration: config, tree: tree
        )
        #expect(lines(unusable) == ["/w/E: input-refused: cannot check the folder: x"])
        #expect(unusable[0].isRefused && unusable[0].diagnostics[0].help == "h")
    }
}
