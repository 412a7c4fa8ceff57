import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Each kind of finding points at its most telling span (`DiagnosticSpans`).
@Suite struct DiagnosticSpanTests {
    func span(_ d: Diagnostic, in result: CheckResult) throws -> String {
        let text = try #require(result.source).bytes
        let range = try #require(d.range)
        return String(decoding: text[range.start..<range.end], as: UTF8.self)
    }

    @Test func anOpacityFindingUnderlinesTheAttributeAndItsNoteTheElement() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path opacity="0.5" d="\#(TemplateFixture.squarePath(side: 100))"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "opacity" })
        #expect(try span(d, in: result) == #"opacity="0.5""#)
        let note = try #require(d.notes.first { $0.message == "the shape is here" })
        let source = try #require(result.source)
        let noteRange = try #require(note.range)
        #expect(String(decoding: source.bytes[noteRange.start..<noteRange.end], as: UTF8.self) == "<path")
    }

    @Test func aStyleDeclarationIsUnderlinedWhole() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path style="fill:red; opacity: 0.5 ;" d="\#(TemplateFixture.squarePath(side: 100))"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "opacity" })
        #expect(try span(d, in: result) == "opacity: 0.5")
    }

    @Test func anOpenSubpathUnderlinesTheCommandThatStartsIt() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -50h40v40h-40ZM 10.5,-40 h5v5"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "open-subpath" })
        #expect(try span(d, in: result) == "M 10.5,-40")
    }

    @Test func aGlyphFindingUnderlinesTheStartTagThroughTheID() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<text>A</text>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "empty-glyph" })
        #expect(try span(d, in: result) == #"<g id="Regular-M""#)
    }

    @Test func malformedXMLUnderlinesTheTokenTheMessageIsAbout() throws {
        let cases: [(svg: String, span: String)] = [
            ("<svg><g>\n</rect></svg>", "rect"),
            (#"<svg><g fill="a" id="b" fill="c"/></svg>"#, "fill"),
            (#"<svg><g id="&nbsp;"/></svg>"#, "&nbsp;"),
        ]
        for (svg, expected) in cases {
            let result = check(svg)
            let d = try #require(result.diagnostics.first)
            #expect(d.ruleID == "xml-malformed")
            #expect(try span(d, in: result) == expected, "\(d.message)")
        }
        // The second `fill`, the one the reader stopped at.
        let duplicate = check(#"<svg><g fill="a" id="b" fill="c"/></svg>"#)
        #expect(duplicate.diagnostics.first?.range?.start == 24)
    }

    @Test func malformedXMLWithoutATokenUnderlinesTheOneCharacterTheReaderNames() throws {
        let result = check("<svg><g a=b/></svg>")
        let d = try #require(result.diagnostics.first)
        #expect(d.ruleID == "xml-malformed")
        #expect(try span(d, in: result) == "b")
    }

    @Test func notSVGUnderlinesTheRootsStartTagLikeAnyElement() throws {
        let result = check("<?xml version=\"1.0\"?>\n<symbol id=\"x\" viewBox=\"0 0 1 1\"/>")
        let d = try #require(result.diagnostics.first)
        #expect(d.ruleID == "not-svg")
        #expect(try span(d, in: result) == #"<symbol id="x""#)
    }

    @Test func anIDAfterPathDataIsNotUnderlined() throws {
        var f = TemplateFixture()
        let long = TemplateFixture.squarePath(side: 100) + String(repeating: " l0 0", count: 20)
        f.glyphs["Regular-M"] =
            #"<path d="\#(long)" id="late" opacity="0.5"/><path class="a b" id="early" opacity="0.5" d="M0 0h1"/>"#
        let result = check(f.svg)
        let notes = result.diagnostics.filter { $0.ruleID == "opacity" }.compactMap {
            $0.notes.first { $0.message == "the shape is here" }?.range
        }
        let source = try #require(result.source)
        #expect(
            notes.map { String(decoding: source.bytes[$0.start..<$0.end], as: UTF8.self) } == [
                "<path", #"<path class="a b" id="early""#,
            ])
    }

    @Test func anInvisibleShapesNoteSaysWhereItWasMadeInvisible() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" opacity="0"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "invisible-shape" })
        let note = try #require(d.notes.first { $0.message == "`opacity` set by an attribute" })
        let source = try #require(result.source)
        let range = try #require(note.range)
        #expect(String(decoding: source.bytes[range.start..<range.end], as: UTF8.self) == #"opacity="0""#)
    }

    @Test func anUnreadablePathIsUnderlinedFromTheErrorToTheEndOfTheValue() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -50h40v40h-40Z X 5 5"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "invalid-value" })
        #expect(try span(d, in: result) == "X 5 5")
    }
}
