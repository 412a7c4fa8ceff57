import SVGModel
import Support
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `glyph-off-center`: a glyph's vertical centre is more than 5 % of the cap height off the cap-height
/// midline. It judges the Regular-M and -L a variable template derives from Regular-S, as
/// `check` measures them (the measurement table's derived rows): scaled up with Regular-S, a
/// small offset can pass the limit. One cause, one finding, at Regular-S.
@Suite struct GlyphOffCenterRuleTests {
    /// A variable template whose three sources are the same square, `shift` × the cap height
    /// below the cap-height midline.
    static func variable(shift: Double) -> String {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.small)
        let top = -AppleTemplate.capHeight / 2 - side / 2 + shift * AppleTemplate.capHeight
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(weight)-S"] = #"<path d="M6 \#(fmt(top))h\#(fmt(side))v\#(fmt(side))h-\#(fmt(side))Z"/>"#
        }
        return f.svg
    }

    func offCenter(_ svg: String) -> [Diagnostic] {
        check(svg).diagnostics.filter { $0.ruleID == "glyph-off-center" }
    }

    func row(_ svg: String, _ variant: Variant) throws -> GlyphMeasurement {
        try #require(check(svg).measurements[variant])
    }

    @Test func aDerivedRowPastTheLimitIsOneFindingAtRegularS() throws {
        let svg = Self.variable(shift: 0.035)  // 3.5 % at S, 4.47 % at M, 5.77 % at L
        let large = try row(svg, .regularL)
        #expect(large.derived)
        let found = offCenter(svg)
        try #require(found.count == 1)
        #expect(
            found[0].message
                == "Regular-L, derived from Regular-S, is centred more than 5% of the cap height off the cap-height midline"
        )
        #expect(check(svg).locations(of: "glyph-off-center") == [location(of: #"<g id="Regular-S""#, in: svg)])
        #expect(
            found[0].notes.map(\.message) == [
                "Regular-L is centred \(fmt(large.centerOffset)) units below the cap-height midline (5.77% of the cap height)"
            ])
        #expect(
            found[0].help
                == "move Regular-S up by \(fmt(try row(svg, .regularS).centerOffset)) units; the derived rows follow it"
        )
    }

    @Test func bothDerivedRowsAreNamedInOneFinding() throws {
        let found = offCenter(Self.variable(shift: 0.045))
        try #require(found.count == 1)
        #expect(found[0].message.hasPrefix("Regular-M and Regular-L, derived from Regular-S, are centred more than 5%"))
        #expect(found[0].notes.count == 2)
    }

    @Test func whenRegularSWarnsTheDerivedRowsAreItsNotes() throws {
        let svg = Self.variable(shift: 0.06)
        let found = offCenter(svg)
        // Each drawn source is off centre, one cause: one finding for the three, each source's
        // offset in a note; the derived rows add no finding of their own, only notes.
        #expect(found.count == 1)
        let sources = try #require(found.first)
        #expect(
            sources.message.hasPrefix(
                "the glyphs in all 3 variants (first Ultralight-S) are centred below the cap-height midline"))
        #expect(
            sources.notes.map { String($0.message.prefix(47)) }.suffix(2) == [
                "Regular-M (derived from Regular-S) is centred 5",
                "Regular-L (derived from Regular-S) is centred 6",
            ])
        #expect(sources.notes.count == 5)
        #expect(sources.help?.hasSuffix("; the derived rows follow Regular-S") == true)
    }

    @Test func aCentredVariableTemplateHasNoFinding() {
        #expect(offCenter(Self.variable(shift: 0)).isEmpty)
    }

    @Test func offCenterAndOutsideMarginsPointAtGlyphAndGuide() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -94.3125h102.1656v102.1656h-102.1656Z"/>"#
        expectSingle("glyph-off-center", in: f.svg, at: "<g id=\"Regular-M\"")
        f = TemplateFixture()
        f.margins["Regular-M"] =
            #"<line id="left-margin-Regular-M" x1="1410" x2="1410" y1="1030.785" y2="1150.121"/><line id="right-margin-Regular-M" x1="1520" x2="1520" y1="1030.785" y2="1150.121"/>"#
        expectSingle("glyph-outside-margins", in: f.svg, at: "<line id=\"left-margin-Regular-M\"")
    }

    /// Corpus 105 (rime/squirrel) was 27 identical findings: one cause, one finding (#23 item 5).
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus105IsOneOffCentreFinding() throws {
        let found = try corpusFindings("105.svg", "glyph-off-center")
        #expect(
            found.map(\.message) == [
                "the glyphs in all 27 variants (first Ultralight-S) are centred below the cap-height midline, by up to 17.0689 units (24.22% of the cap height, in Black-L)"
            ])
        #expect(found.first?.notes.count == 27)
    }
}
