import SVGModel
import SymbolEdit
import SymbolResize
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// The one front end: what each caller gets for a template, for each way a file can fail to
/// be one, and for the files design tools write that the old reader refused.
@Suite struct TemplateFrontEndTests {
    static let profiles: [Profile] = [.controlCenter, .xcode]

    @Test func aTemplateReadsToItsGlyphs() throws {
        let template = try TemplateFrontEnd.read(SourceFile(path: "t.svg", text: TemplateFixture().svg)).get()
        #expect(template.glyph(.regularM) != nil)
    }

    @Test func anotherRootIsNotSVGAtItsStartTag() throws {
        var f = TemplateFixture()
        f.rootElement = "symbol"
        let failure = try #require(readFailure(of: f.svg))
        #expect(failure.kind == .notSVG)
        #expect(failure.message == "the root element is <symbol>, not <svg>")
        // `<symbol`, as any element without an id is underlined.
        #expect(failure.source.location(of: failure.range.start) == SourceLocation(line: 2, column: 1))
        #expect(failure.source.location(of: failure.range.end) == SourceLocation(line: 2, column: 8))
    }

    @Test func malformedXMLIsMalformed() throws {
        let failure = try #require(readFailure(of: "<svg><g></svg>"))
        #expect(failure.kind == .malformed)
        #expect(failure.message == "the end tag </svg> does not match the start tag <g>")
        #expect(failure.range == SourceRange(start: 10, end: 13))  // the end tag's name, `svg`
    }

    @Test func aTreeLimitIsARefusal() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M0 0"# + String(repeating: "l1 1", count: 20) + #""/>"#
        var limits = ReaderLimits()
        limits.maxPathCommands = 10
        let result = TemplateFrontEnd.read(SourceFile(path: "t.svg", text: f.svg), limits: limits)
        guard case .failure(let failure) = result else {
            Issue.record("read a file over the path-command limit")
            return
        }
        #expect(failure.kind == .refused)
        #expect(failure.message == "the file has more than 10 path commands")
        // How to raise it is the command line's to say, from which limit it is.
        #expect(failure.help == nil)
        #expect(failure.exceededLimit == .maxPathCommands)
    }

    /// Illustrator declares its namespaces as entities and uses them in attributes.
    static let illustratorStyle: String = {
        let plain = TemplateFixture().svg
        let doctype = """
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
            \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
            \t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
            ]>

            """
        let firstLineEnd = plain.firstIndex(of: "\n")!
        return String(plain[...firstLineEnd]) + doctype
            + plain[plain.index(after: firstLineEnd)...].replacing(
                #"xmlns="http://www.w3.org/2000/svg""#, with: #"xmlns="&ns_svg;" xmlns:x="&ns_extend;""#)
    }()

    @Test(arguments: profiles)
    func entitiesInAttributesReadAsTheirText(profile: Profile) {
        let plain = check(TemplateFixture().svg) { $0.profile = profile }
        let entities = check(Self.illustratorStyle) { $0.profile = profile }
        #expect(!entities.isRefused)
        #expect(entities.ruleIDs == plain.ruleIDs)
        #expect(entities.template?.glyph(.regularM)?.inkBounds == plain.template?.glyph(.regularM)?.inkBounds)
    }

    @Test(arguments: profiles)
    func anExternalEntityIsInputRefused(profile: Profile) {
        let svg = Self.illustratorStyle.replacing(
            "]>", with: "\t<!ENTITY notes SYSTEM \"notes.xml\">\n]>"
        ).replacing(" <g id=\"Notes\">\n", with: " <g id=\"Notes\">&notes;\n")
        let result = check(svg) { $0.profile = profile }
        #expect(result.isRefused)
        #expect(result.ruleIDs == ["input-refused"])
        #expect(
            result.diagnostics[0].message
                == "the document refers to the external entity \"notes.xml\"; symbolcheck never loads external entities"
        )
        #expect(result.locations(of: "input-refused") == [location(of: "&notes;", in: svg)])
    }

    @Test(arguments: profiles)
    func aLatin1FileIsCheckedLikeItsUTF8TwinWithColumnsInCharacters(profile: Profile) {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path id="caf\#u{E9}" d="M6 -86h102v102h-102Z k"/>"#
        let utf8 = f.svg
        let latin1Text = utf8.replacing(#"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
        let latin1 = latin1Text.unicodeScalars.map { UInt8($0.value) }
        let a = check(utf8) { $0.profile = profile }
        let b = Checker.check(SourceFile(path: "test.svg", bytes: latin1), configuration: configuration(profile))
        #expect(b.ruleIDs == a.ruleIDs)
        #expect(b.ruleIDs.contains("invalid-value"))
        #expect(b.locations(of: "invalid-value") == a.locations(of: "invalid-value"))
        #expect(b.locations(of: "invalid-value") == [location(of: "k\"/>", in: utf8)])
    }

    @Test(arguments: profiles)
    func aUTF16FileIsCheckedLikeItsUTF8Twin(profile: Profile) {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -86h102v102h-102Z k"/>"#
        let utf8 = f.svg
        let utf16: [UInt8] = [0xFF, 0xFE] + utf8.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let a = check(utf8) { $0.profile = profile }
        let b = Checker.check(SourceFile(path: "test.svg", bytes: utf16), configuration: configuration(profile))
        #expect(b.ruleIDs == a.ruleIDs)
        #expect(b.locations(of: "invalid-value") == a.locations(of: "invalid-value"))
        #expect(!b.locations(of: "invalid-value").isEmpty)
    }

    @Test func resizeRefusesAFileItCouldNotWriteBackInItsEncoding() {
        let latin1 = TemplateFixture().svg.replacing(#"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
            .replacing("<g id=\"Notes\">", with: "<g id=\"Notes\"><!-- caf\u{E9} -->")
        let bytes = latin1.unicodeScalars.map { UInt8($0.value) }
        #expect(
            throws: RewriteRefusal(
                "resize rewrites UTF-8 files only, and this file is in another encoding",
                help: "convert it to UTF-8 first, e.g. `iconv -f ENCODING -t UTF-8`, and set encoding=\"UTF-8\"")
        ) {
            try Resizer.resize(SourceFile(path: "t.svg", bytes: bytes), configuration: CheckConfiguration())
        }
    }

    func readFailure(of svg: String) -> TemplateFrontEnd.Failure? {
        if case .failure(let f) = TemplateFrontEnd.read(SourceFile(path: "t.svg", text: svg)) { return f }
        return nil
    }

    func configuration(_ profile: Profile) -> CheckConfiguration {
        var c = CheckConfiguration()
        c.profile = profile
        return c
    }
}
