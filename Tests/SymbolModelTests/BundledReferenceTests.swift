import SVGModel
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// The reference symbol travels inside the binary twice: as the SVG text (for drawing it beside
/// a glyph) and as its measured ratios (so a check does not parse and measure it on every run).
/// Both must stay exactly what `Symbols/reference.svg` is and measures.
@Suite struct BundledReferenceTests {
    @Test func theEmbeddedTextIsSymbolsReferenceSVG() throws {
        let file = try #require(readBytes(packageRoot + "/Symbols/reference.svg"))
        #expect(
            BundledReference.svg == String(decoding: file, as: UTF8.self),
            "copy the margins and path data of Symbols/reference.svg into BundledReference")
    }

    @Test func theBuiltInRatiosAreWhatTheEmbeddedTemplateMeasures() throws {
        let template = try #require(ReferenceSymbol.bundledTemplate)
        let measured = try #require(ReferenceSymbol.measure(template, name: ReferenceSymbol.bundled.name))
        // Exact equality: the built-in figures are the measurement, printed to full precision.
        #expect(
            measured == ReferenceSymbol.bundled,
            "update ReferenceSymbol.bundled to \(Scale.allCases.map { "\($0): \(measured.ratios[$0]!)" })")
    }

    @Test func theBuiltInMediumRatioIsCircleCircles() {
        // docs/template-format.md §3: `circle.circle` at Regular-M is 1.414 × cap height.
        #expect(ReferenceSymbol.bundled.ratios.count == 3)
        #expect(ReferenceSymbol.bundled.ratios[.medium].map { abs($0 - 1.414) < 0.001 } == true)
    }
}
