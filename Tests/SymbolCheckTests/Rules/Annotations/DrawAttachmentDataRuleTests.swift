import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `draw-attachment-data`: `<glyph id>-draw-attachment-data` nodes, read by actool from 7.0 beside
/// the glyphs it finds, their children as circles (one reading, docs/template-format.md §5.1).
@Suite struct DrawAttachmentDataRuleTests {
    static func with(_ markup: String) -> String {
        var f = TemplateFixture.draw
        f.margins["~attachment"] = markup
        return f.svg
    }

    @Test func circlesAndAChildlessNodeAreFine() {
        #expect(
            check(Self.with(#"<g id="Regular-M-draw-attachment-data"><circle cx="1420" cy="1090" r="1"/></g>"#))
                .diagnostics.isEmpty)
        #expect(check(Self.with(#"<g id="Regular-M-draw-attachment-data"/>"#)).diagnostics.isEmpty)
    }

    @Test func aChildThatIsNoCircle() {
        let svg = Self.with(#"<g id="Regular-M-draw-attachment-data"><path d="M1420 1090h1v1z"/></g>"#)
        expectSingle("draw-attachment-data", in: svg, at: #"<path d="M1420 1090h1v1z""#)
    }

    @Test func aNodeNamedAfterNoGlyphOfTheFile() {
        let svg = Self.with(#"<g id="Black-L-draw-attachment-data"><circle cx="1420" cy="1090" r="1"/></g>"#)
        expectSingle("draw-attachment-data", in: svg, at: #"<g id="Black-L-draw-attachment-data""#)
        #expect(
            check(svg).diagnostics[0].message
                == "`Black-L-draw-attachment-data` is never looked up: the file has no Black-L glyph, and actool looks for this node only beside a glyph it finds"
        )
    }
}
