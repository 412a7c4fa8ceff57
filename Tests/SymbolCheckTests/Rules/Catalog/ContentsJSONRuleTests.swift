import SVGModel
import SymbolTestSupport
import Testing

@testable import AppRules
@testable import SymbolCheck

/// `contents-json`: a symbol set's Contents.json, one Contents.json per case, with exact messages and locations.
@Suite struct ContentsJSONRuleTests {
    /// `line:column severity: message` of each finding, in report order.
    func findings(_ json: String, folder: [DirectoryEntry] = [DirectoryEntry(name: "a.svg", kind: .file)]) -> [String] {
        analyse(json, folder: folder).findings
    }

    func analyse(_ json: String, folder: [DirectoryEntry] = [DirectoryEntry(name: "a.svg", kind: .file)])
        -> (findings: [String], contents: SymbolsetContents, result: CheckResult)
    {
        let source = SourceFile(path: "x.symbolset/Contents.json", text: json)
        let contents = ContentsJSONRule().check(contents: source, folder: folder)
        let result = CheckResult(path: source.path, source: source, diagnostics: contents.diagnostics)
        #expect(Set(result.ruleIDs).isSubset(of: ["contents-json"]))
        let lines = result.diagnostics.map { d in
            "\(d.start.map { source.location(of: $0).description } ?? "-") \(d.severity.rawValue): \(d.message)"
        }
        return (lines, contents, result)
    }

    static let minimal = """
        {
          "info" : { "author" : "xcode", "version" : 1 },
          "symbols" : [ { "filename" : "a.svg", "idiom" : "universal" } ]
        }

        """

    @Test func xcodesMinimalFileIsClean() {
        let (lines, contents, _) = analyse(Self.minimal)
        #expect(lines == [])
        #expect(contents.namedSVGs == ["a.svg"])
        #expect(contents.isUsable)
    }

    @Test func invalidJSONIsAnErrorAtTheByte() {
        let (lines, contents, _) = analyse("{\n  \"symbols\" : [ { \"filename\" : \"a.svg\" }\n}\n")
        #expect(lines == ["3:1 error: not valid JSON: expected `,` or `]` in the array, found `}`"])
        #expect(!contents.isUsable)
    }

    @Test func anEmptyFileIsInvalidJSON() {
        #expect(findings("") == ["1:1 error: not valid JSON: expected a JSON value but the file ends"])
    }

    @Test func theTopLevelMustBeAnObject() {
        let (lines, contents, _) = analyse("[ { \"filename\" : \"a.svg\" } ]\n")
        #expect(lines == ["1:1 error: the top level of Contents.json is an array, not an object"])
        #expect(!contents.isUsable)
    }

    @Test func noSymbolsArrayIsAnErrorAtTheTopLevelObject() {
        let json = """
            {
              "images" : [ { "filename" : "a.svg", "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """
        let (lines, contents, result) = analyse(json)
        #expect(
            lines == [
                "1:1 error: no `symbols` array in Contents.json",
                "2:3 warning: unknown key `images` at the top level",
            ])
        #expect(
            result.diagnostics[1].help
                == "`images` lists the files of an image set (.imageset); a symbol set lists its SVG under `symbols`")
        #expect(!contents.isUsable)
    }

    @Test func symbolsMustBeAnArray() {
        let (lines, contents, _) = analyse("{ \"symbols\" : { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } }")
        #expect(lines == ["1:15 error: `symbols` is an object, not an array"])
        #expect(!contents.isUsable)
    }

    @Test func aFilenameThatIsNotInTheFolder() {
        let json = """
            {
              "symbols" : [ { "filename" : "b.svg", "idiom" : "universal" } ]
            }

            """
        let (lines, contents, result) = analyse(json)
        #expect(
            lines == [
                "2:15 warning: `a.svg` is in the folder but no entry names it",
                "2:32 error: `b.svg` is not in the symbol set's folder",
            ])
        #expect(result.diagnostics[1].help == "add the file to the .symbolset folder, or correct the name")
        #expect(contents.namedSVGs == [])
        #expect(contents.isUsable)
    }

    @Test func aFilenameThatDiffersInCaseSaysWhichFileIsThere() {
        let json = "{ \"symbols\" : [ { \"filename\" : \"A.svg\", \"idiom\" : \"universal\" } ] }"
        let result = analyse(json).result
        #expect(
            result.diagnostics.map(\.message) == [
                "`a.svg` is in the folder but no entry names it", "`A.svg` is not in the symbol set's folder",
            ])
        #expect(result.diagnostics[1].help == "the folder has `a.svg`: names must match exactly, case included")
    }

    @Test func aFilenameWithAPathSaysNamesAreBare() {
        let json = "{ \"symbols\" : [ { \"filename\" : \"../a.svg\", \"idiom\" : \"universal\" } ] }"
        let result = analyse(json).result
        #expect(
            result.diagnostics.map(\.message) == [
                "`a.svg` is in the folder but no entry names it", "`../a.svg` is not in the symbol set's folder",
            ])
        #expect(
            result.diagnostics[1].help
                == "`filename` names a file directly inside the .symbolset folder, without a path")
    }

    @Test func aFilenameMustNameAnSVGFile() {
        let folder = [
            DirectoryEntry(name: "a.svg", kind: .directory), DirectoryEntry(name: "a.pdf", kind: .file),
            DirectoryEntry(name: "fifo.svg", kind: .other),
        ]
        let json = """
            { "symbols" : [
                { "filename" : "a.svg", "idiom" : "universal" },
                { "filename" : "a.pdf", "idiom" : "mac" },
                { "filename" : "fifo.svg", "idiom" : "iphone" } ] }
            """
        let (lines, contents, _) = analyse(json, folder: folder)
        #expect(
            lines == [
                "2:20 error: `a.svg` is a folder, not a file",
                "3:20 error: `a.pdf` is not an SVG file",
                "4:20 error: `fifo.svg` is not a regular file",
            ])
        #expect(contents.namedSVGs == [])
    }

    @Test func twoSVGsForTheSameIdiomIsAnErrorWithANoteOnTheFirst() {
        let json = """
            {
              "symbols" : [
                { "filename" : "a.svg", "idiom" : "universal" },
                { "filename" : "b.svg", "idiom" : "universal" }
              ]
            }

            """
        let folder = [DirectoryEntry(name: "a.svg", kind: .file), DirectoryEntry(name: "b.svg", kind: .file)]
        let (lines, contents, result) = analyse(json, folder: folder)
        #expect(lines == ["4:20 error: a second SVG entry for the idiom `universal`"])
        let d = result.diagnostics[0]
        #expect(d.notes.map(\.message) == ["the first entry for it names `a.svg`"])
        // Both point at the `filename` value, quotes included.
        #expect(d.notes.first?.range.map { result.locations(of: $0)! }.map { "\($0.start)-\($0.end)" } == "3:20-3:27")
        #expect(d.range.map { result.locations(of: $0)! }.map { "\($0.start)-\($0.end)" } == "4:20-4:27")
        #expect(d.help == "keep one SVG per idiom, or tell them apart with `appearances` or `language-direction`")
        #expect(contents.namedSVGs == ["a.svg", "b.svg"])
    }

    @Test func variantsForAppearanceDirectionAndLocaleAreDifferentSlots() {
        let json = """
            { "symbols" : [
                { "filename" : "a.svg", "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "b.svg", "idiom" : "universal" },
                { "filename" : "c.svg", "idiom" : "universal", "language-direction" : "right-to-left" },
                { "filename" : "d.svg", "idiom" : "universal", "locale" : "ar" },
                { "idiom" : "mac" } ] }
            """
        let folder = ["a.svg", "b.svg", "c.svg", "d.svg"].map { DirectoryEntry(name: $0, kind: .file) }
        let (lines, contents, _) = analyse(json, folder: folder)
        #expect(lines == [])
        #expect(contents.namedSVGs == ["a.svg", "b.svg", "c.svg", "d.svg"])
    }

    @Test func aTakenSlotWithQualifiersIsDescribedInFull() {
        let json = """
            { "symbols" : [
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "a.svg", "idiom" : "iphone", "language-direction" : "right-to-left" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "a.svg", "idiom" : "iphone", "language-direction" : "right-to-left" } ] }
            """
        let (lines, contents, _) = analyse(json)
        #expect(
            lines == [
                "3:91 error: a second SVG entry for the idiom `iphone` (language-direction `right-to-left`, appearance luminosity `dark`)"
            ])
        #expect(contents.namedSVGs == ["a.svg"])
    }

    @Test func anSVGThatNoEntryNamesIsAWarningAtTheSymbolsArray() {
        let folder =
            ["a.svg", "b.svg", "Notes.txt", "c.SVG"].map { DirectoryEntry(name: $0, kind: .file) }
            + [DirectoryEntry(name: "d.svg", kind: .symbolicLink), DirectoryEntry(name: "e.svg", kind: .directory)]
        let (lines, _, result) = analyse(Self.minimal, folder: folder)
        #expect(
            lines == [
                "3:15 warning: `b.svg` is in the folder but no entry names it",
                "3:15 warning: `c.SVG` is in the folder but no entry names it",
                "3:15 warning: `d.svg` is in the folder but no entry names it",
            ])
        #expect(result.diagnostics[0].help == "Xcode ignores it: name it in a `symbols` entry, or delete it")
    }

    @Test func unknownKeysAreWarningsWithASuggestionWhereOneIsClose() {
        let json = """
            {
              "info" : { "author" : "xcode", "version" : 1, "generator" : "x" },
              "properties" : { "template-rendering-intent" : "template", "localizable" : true },
              "symbols" : [ { "filename" : "a.svg", "idiom" : "universal", "filname" : "a.svg",
                              "appearances" : [ { "appearance" : "luminosity", "valu" : "dark" } ] } ],
              "symbolz" : []
            }

            """
        let (lines, _, result) = analyse(json)
        #expect(
            lines == [
                "2:49 warning: unknown key `generator` in `info`",
                "3:20 warning: unknown key `template-rendering-intent` in `properties`",
                "4:64 warning: unknown key `filname` in a `symbols` entry",
                "5:68 warning: unknown key `valu` in an `appearances` item",
                "6:3 warning: unknown key `symbolz` at the top level",
            ])
        #expect(
            result.diagnostics.map(\.help) == [
                "Xcode does not write this key in a symbol set: remove it, or correct its spelling",
                "`template-rendering-intent` belongs to image sets; a symbol set's property is `symbol-rendering-intent`",
                "did you mean `filename`?",
                "did you mean `value`?",
                "did you mean `symbols`?",
            ])
    }

    @Test func aDuplicateKeyIsAWarningAndTheLastOneCounts() {
        let json = """
            {
              "symbols" : [ { "filename" : "missing.svg", "idiom" : "universal" } ],
              "symbols" : [ { "filename" : "a.svg", "idiom" : "universal" } ]
            }
            """
        let (lines, contents, _) = analyse(json)
        #expect(
            lines == [
                "3:3 warning: the key `symbols` appears more than once at the top level; symbolcheck reads the last one"
            ])
        #expect(contents.namedSVGs == ["a.svg"])
    }

    @Test func aRenderingIntentXcodeIsNotKnownToWriteIsAWarning() {
        let json = """
            {
              "properties" : { "symbol-rendering-intent" : "hierarchical" },
              "symbols" : [ { "filename" : "a.svg", "idiom" : "universal" } ]
            }
            """
        let (lines, _, result) = analyse(json)
        #expect(
            lines == ["2:48 warning: `symbol-rendering-intent` \"hierarchical\" is not a value Xcode is known to write"]
        )
        #expect(result.diagnostics[0].help == "use \"template\", or remove the key for the default rendering")
        #expect(
            result.diagnostics[0].notes.map(\.message) == [
                "values found in Contents.json files that Xcode wrote: \"template\"; other values come from third-party generators and may be ignored"
            ])
    }

    @Test func theTemplateRenderingIntentIsAccepted() {
        let json =
            "{ \"properties\" : { \"symbol-rendering-intent\" : \"template\" }, \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }"
        #expect(findings(json) == [])
    }

    @Test func anEntryWithoutAnIdiomIsAWarning() {
        let (lines, _, result) = analyse("{ \"symbols\" : [ { \"filename\" : \"a.svg\" } ] }")
        #expect(lines == ["1:17 warning: the entry has no `idiom`"])
        #expect(result.diagnostics[0].help == "Xcode writes \"idiom\" : \"universal\" in every entry")
    }

    @Test func valuesOfTheWrongTypeAreErrors() {
        let json = """
            {
              "info" : "xcode",
              "properties" : [],
              "symbols" : [ "a.svg", { "filename" : 1, "idiom" : "universal" },
                            { "filename" : "a.svg", "idiom" : true, "appearances" : {} } ]
            }
            """
        #expect(
            findings(json) == [
                "2:12 error: `info` is a string, not an object",
                "3:18 error: `properties` is an array, not an object",
                "4:17 error: a `symbols` entry is a string, not an object",
                "4:41 error: `filename` is a number, not a string",
                "5:51 error: `idiom` is a boolean, not a string",
                "5:73 error: `appearances` is an object, not an array",
            ])
    }

    @Test func anEmptySymbolsArrayNamesNoSVG() {
        let (lines, contents, result) = analyse("{ \"symbols\" : [ ] }", folder: [])
        #expect(lines == ["1:15 error: no `symbols` entry names an SVG file"])
        #expect(
            result.diagnostics[0].help
                == "name the template: { \"filename\" : \"name.svg\", \"idiom\" : \"universal\" }")
        #expect(contents.isUsable)
    }

    @Test func namedSVGsKeepEntryOrderOnce() {
        let json = """
            { "symbols" : [
                { "filename" : "b.svg", "idiom" : "mac" },
                { "filename" : "a.svg", "idiom" : "universal" },
                { "filename" : "b.svg", "idiom" : "iphone" } ] }
            """
        let folder = ["a.svg", "b.svg"].map { DirectoryEntry(name: $0, kind: .file) }
        let (lines, contents, _) = analyse(json, folder: folder)
        #expect(lines == [])
        #expect(contents.namedSVGs == ["b.svg", "a.svg"])
    }
}
