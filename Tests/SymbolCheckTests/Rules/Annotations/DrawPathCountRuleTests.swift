import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `draw-path-count`: annotated designs draw the same number of paths (Apple, "Annotating
/// custom symbols").
@Suite struct DrawPathCountRuleTests {
    @Test func theDesignThatDiffersIsReportedAtItsGroup() {
        var f = TemplateFixture.draw
        f.glyphs["Regular-L"]! += "\n   " + #"<path d="M10 -40h4v4h-4Z"/>"#
        expectSingle("draw-path-count", in: f.svg, at: #"<g id="Regular-L""#)
        #expect(
            check(f.svg).diagnostics[0].message
                == "2 paths in Regular-L where Regular-S and Regular-M draw 1: Draw guide points go with each path's place, so they no longer match across designs"
        )
    }

    @Test func withoutDrawDataPathCountsAreFree() {
        var f = TemplateFixture()
        f.versionText = "Template v.7.0"
        f.glyphs["Regular-L"]! += "\n   " + #"<path d="M10 -40h4v4h-4Z"/>"#
        #expect(check(f.svg).diagnostics.isEmpty)
    }
}
