import SVGModel
import SymbolEdit
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel
@testable import SymbolResize

/// Margin guides move with their glyph: x scaled about the glyph's ink centre, y as written.
@Suite struct ResizeMarginTests {
    /// A Regular-M at 1.13× (the puny case) with the fixture's margins 6 units from its ink.
    static func punyFixture() -> TemplateFixture {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: 1.13 * AppleTemplate.capHeight))"/>"#
        return f
    }

    struct Moved {
        let factor: Double
        let center: Double
        let before: (left: Double, right: Double)
        let after: (left: Double, right: Double)
        let output: String

        func expectMovedAboutTheCentre(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            for (b, a) in [(before.left, after.left), (before.right, after.right)] {
                #expect(abs(a - (center + factor * (b - center))) < 1e-6, "\(b) → \(a)", sourceLocation: sourceLocation)
            }
        }
    }

    static func resizeMargins(_ f: TemplateFixture, legacy: Bool = false) throws -> Moved {
        let outcome = try resizeText(f.svg)
        let before = try #require(readTemplate(Array(f.svg.utf8)))
        let after = try #require(readTemplate(outcome.output))
        func pair(_ t: SymbolTemplate) throws -> (Double, Double) {
            let p = try #require(legacy ? t.legacyMargins : t.margins[.regularM])
            return (try #require(p.left?.x), try #require(p.right?.x))
        }
        let row = try #require(outcome.plan.rows.first { $0.scale == .medium })
        return Moved(
            factor: row.factor, center: try #require(outcome.before[.regularM]?.bounds).midX,
            before: try pair(before), after: try pair(after), output: outcome.outputText)
    }

    @Test func lineGuidesMoveInXAndKeepTheirYAsWritten() throws {
        let moved = try Self.resizeMargins(Self.punyFixture())
        moved.expectMovedAboutTheCentre()
        #expect(moved.factor > 1.28)
        // 6 units of bearing become 6·s, so the ink stays as far inside its margins, relatively.
        #expect(
            abs((moved.after.right - moved.after.left) - moved.factor * (moved.before.right - moved.before.left)) < 1e-6
        )
        #expect(moved.output.line(containing: "left-margin-Regular-M").hasSuffix(#"y1="1030.785" y2="1150.121"/>"#))
        // Other rows are at their target already: their guides keep every byte.
        let original = Self.punyFixture().svg
        for id in ["left-margin-Regular-S", "right-margin-Regular-L"] {
            #expect(moved.output.line(containing: id) == original.line(containing: id))
        }
    }

    @Test func theLegacyPairMovesWithRegularM() throws {
        var f = Self.punyFixture()
        f.margins = [
            "legacy":
                #"<line id="left-margin" x1="1400" x2="1400" y1="1030.785" y2="1150.121"/><line id="right-margin" x1="1500" x2="1500" y1="1030.785" y2="1150.121"/>"#
        ]
        try Self.resizeMargins(f, legacy: true).expectMovedAboutTheCentre()
    }

    @Test func rectGuidesMoveTheirInnerEdges() throws {
        var f = Self.punyFixture()
        f.margins["Regular-M"] =
            #"<rect id="left-margin-Regular-M" x="1380" y="1030.79" width="20" height="119.336"/><rect id="right-margin-Regular-M" x="1492" y="1030.79" width="12.451" height="119.336"/>"#
        let moved = try Self.resizeMargins(f)
        moved.expectMovedAboutTheCentre()
        #expect(moved.output.contains(#"y="1030.79""#) && moved.output.contains(#"height="119.336""#))
    }

    @Test func pathGuidesInATranslatedGroupKeepTheirVerticalRun() throws {
        var f = Self.punyFixture()
        f.margins["Regular-M"] =
            #"<g transform="translate(263 625.041)"><path id="left-margin-Regular-M" d="M1137,405.744 l0,119.336"/><path id="right-margin-Regular-M" d="M1237,405.744 l0,119.336"/></g>"#
        let moved = try Self.resizeMargins(f)
        moved.expectMovedAboutTheCentre()
        #expect(moved.output.line(containing: "left-margin-Regular-M").contains(",405.744 l0,119.336"))
    }

    @Test func guidesDrawnInARotatedFrameMoveInTemplateX() throws {
        // rotate(90) maps local (x, y) to (−y, x): a local horizontal line is a vertical guide.
        var f = Self.punyFixture()
        f.margins["Regular-M"] =
            #"<g transform="rotate(90)"><line id="left-margin-Regular-M" x1="1030.785" x2="1150.121" y1="-1400" y2="-1400"/><line id="right-margin-Regular-M" x1="1030.785" x2="1150.121" y1="-1500" y2="-1500"/></g>"#
        let moved = try Self.resizeMargins(f)
        moved.expectMovedAboutTheCentre()
        #expect(moved.output.contains(#"x1="1030.785" x2="1150.121""#))
    }

    @Test func aGuideThatCannotStayVerticalIsRefused() throws {
        var f = Self.punyFixture()
        f.margins["Regular-M"] =
            #"<g transform="rotate(30)"><path id="left-margin-Regular-M" d="M1400 1030V1150"/></g><line id="right-margin-Regular-M" x1="1500" x2="1500" y1="1030" y2="1150"/>"#
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(
            error?.message
                == "cannot rewrite the `d` of a <path>: an `H` or `V` line cannot stay one under a rotated or skewed scaling"
        )
    }
}
