import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `evenodd-fragile`: `fill-rule="evenodd"` on a shape whose non-zero coverage differs, judged
/// against the rule the file declares. Where it points is pinned with `nonzero-fill`'s in
/// `NonzeroFillRuleTests` (one analysis, one inner contour).
@Suite struct EvenoddFragileRuleTests {
    static let side = TemplateFixture.side(.medium)

    /// The compiled symbol fills non-zero (docs/runtime.md), so a declared even-odd hole that
    /// non-zero fills is lost on the device: an error.
    @Test func aDeclaredEvenoddIsJudgedAsEvenoddAndIsAnError() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let result = check(f.svg)
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(found[0].ruleID == "evenodd-fragile")
        #expect(found[0].severity == .error)
        #expect(
            found[0].message
                == "contour 2 of a <path> lies inside contour 1 and runs the same way in Regular-M: even-odd, the fill rule this file declares, leaves contour 2 open as the designer saw it, and the compiled symbol fills non-zero, which fills it (18.11% of the glyph in Regular-M)"
        )
        #expect(found[0].help == "reverse contour 2 so it runs opposite to contour 1 and both rules leave it open")
        // `fix` is suggested with the repair in full: the shape and the fill rule it declares.
        let repair = try #require(found[0].repair)
        #expect(repair.steps.map(\.action) == [.reverseContours([1])])
        #expect(
            found[0].suggestion
                == .fix(path: "test.svg", repair: repair, detail: .full(shape: "<path>", declared: .evenodd)))
        #expect(result.locations(of: "evenodd-fragile") == [location(of: "M30 -60", in: f.svg)])
        #expect(result.errorCount == 1)
    }
}
