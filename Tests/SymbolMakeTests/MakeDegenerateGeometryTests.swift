import SVGModel
import SymbolCheck
import SymbolMake
import Testing

/// Degenerate geometry (issue #25 item 3): coordinates that are astronomically large or stop
/// being finite under transforms, strokes far larger than the canvas, shapes without area. All
/// refused at the shape, before anything is outlined or written; before, `make` wrote a
/// template of zero-size glyphs and then reported `empty-glyph`.
@Suite("make: degenerate geometry") struct MakeDegenerateGeometryTests {
    func refusal(_ svg: String) -> (Diagnostic, String)? { makeRefusal(svg) }

    func icon(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 4 H20 V20 H4 Z"/>
          \(body)
        </svg>
        """
    }

    @Test func aHugeCoordinateIsRefusedAtItsShape() throws {
        let (d, place) = try #require(refusal(icon(#"<path d="M2 2 L1e300 2 L2 6 Z"/>"#)))
        #expect(d.ruleID == MakeFailure.geometryID)
        #expect(
            d.message == "this shape reaches 1e+300 units beyond the icon's 24 × 24 canvas, more than 100 canvas sizes")
        #expect(place == "3:3")
    }

    @Test func aHugeStrokeIsRefusedAtItsShape() throws {
        let (d, place) = try #require(
            refusal(icon(#"<path d="M4 4 H20" fill="none" stroke="black" stroke-width="1e9"/>"#)))
        #expect(d.ruleID == MakeFailure.geometryID)
        #expect(
            d.message
                == "this shape reaches 499999996 units beyond the icon's 24 × 24 canvas, more than 100 canvas sizes")
        #expect(d.help?.contains("stroke-width") == true)
        #expect(place == "3:3")
    }

    @Test func coordinatesThatOverflowUnderTransformsAreRefusedAtTheirShape() throws {
        let (d, place) = try #require(
            refusal(icon(#"<g transform="scale(1e200)"><path transform="scale(1e200)" d="M1 1 H2 V2 Z"/></g>"#)))
        #expect(d.ruleID == MakeFailure.geometryID)
        #expect(d.message == "this shape's coordinates are not finite numbers once its transforms are applied")
        #expect(place == "3:31")
    }

    @Test func shapesWithNoAreaAreRefusedAtTheFirst() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <path d="M4 4 H20 L4 4 Z"/>
            </svg>
            """
        let (d, place) = try #require(refusal(svg))
        #expect(d.ruleID == MakeFailure.unsupportedID)
        #expect(place == "2:3")
    }

    @Test func iconsWithinTheCanvasAreNotRefused() throws {
        // A stroke reaching a little past the canvas, as real icons' strokes do.
        let svg = icon(#"<path d="M0 12 H24" fill="none" stroke="black" stroke-width="4"/>"#)
        #expect(refusal(svg) == nil)
    }
}
