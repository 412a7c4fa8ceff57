import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `invisible-shape`: a glyph shape is invisible (opacity 0, fill-opacity 0, hidden) but not a knock-out layer.
@Suite struct InvisibleShapeRuleTests {
    @Test func invisibleShapePointsAtTheShape() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" opacity="0"/>"#
        expectSingle("invisible-shape", in: f.svg, at: "<rect x=\"20\"")
    }
}
