import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// The ink measurements the size model and the stem column read: area, silhouette (counters
/// filled) and perimeter, so the stem 2 × area ÷ perimeter of shapes whose stem is known.
@Suite struct InkShapeTests {
    func ink(_ markup: String) throws -> InkShape {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = markup
        let template = try #require(readTemplate(Array(f.svg.utf8)))
        let glyph = try #require(template.glyph(.regularM))
        return try #require(InkShape.measure(glyph))
    }

    @Test func aSquareFrameHasItsStemAndItsCounterInItsSilhouette() throws {
        // 100-unit square with an 80-unit counter: stem 10, area 3600, silhouette 10000.
        let frame = try ink(#"<path d="M0 -100h100v100h-100zM10 -90v80h80v-80z"/>"#)
        #expect(abs(frame.area / 3600 - 1) < 0.02)
        #expect(abs(frame.silhouetteArea / 10000 - 1) < 0.02)
        // Crofton over four directions reads an axis-aligned frame 5–8 % off.
        #expect(abs(frame.stem / 10 - 1) < 0.08, "\(frame.stem)")
    }

    @Test func aRingsStemIsItsWidth() throws {
        // Outer radius 50, inner 42 (drawn the other way): stem 8.
        let ring = try ink(
            #"<path d="M0 -50a50 50 0 1 0 100 0a50 50 0 1 0 -100 0zM8 -50a42 42 0 1 1 84 0a42 42 0 1 1 -84 0z"/>"#)
        #expect(abs(ring.stem / 8 - 1) < 0.03, "\(ring.stem)")
        #expect(abs(ring.silhouetteArea / (Double.pi * 2500) - 1) < 0.02)
    }

    @Test func aKnockOutErasesAndScalingScalesEveryMeasure() throws {
        let square = try ink(
            #"<path d="M0 -100h100v100h-100z"/><path style="-sfsymbols-clear-behind:true" d="M0 -100h50v100h-50z"/>"#)
        #expect(abs(square.area / 5000 - 1) < 0.02)
        let doubled = square.scaled(by: 2)
        #expect(doubled.area == square.area * 4)
        #expect(doubled.stem == square.stem * 2)
    }
}
