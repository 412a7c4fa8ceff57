import SVGModel
import SymbolCheck
import SymbolModel
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// issue #26 item 3: `fix` makes the clip repairs the findings carry, one per declaration, so
/// a shape under two `clip-path`s (`TemplateFixture.stackedClips`) loses both: one that cuts nothing
/// is taken off, one that cuts is applied, and none is left behind.
@Suite struct StackedClipFixTests {
    typealias Layout = TemplateFixture.StackedClips
    /// Rectangles that end at x 20 and x 15 of the glyph's units: 14 and 9 units of the square are left.
    static let frame = TemplateFixture.frameClipWidth
    static let cutsToTwenty = 520
    static let cutsToFifteen = 515

    static func file(outer: Int, inner: Int, _ layout: Layout) -> String {
        TemplateFixture.stackedClips(outer: outer, inner: inner, layout)
    }

    func after(_ bytes: [UInt8]) -> [String] {
        Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: CheckConfiguration()).diagnostics.map(
            \.ruleID)
    }

    func width(_ bytes: [UInt8]) throws -> Double {
        let template = try #require(
            Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: CheckConfiguration()).template)
        let glyph = try #require(template.glyphs.values.first { $0.variant.id == "Regular-M" })
        return try #require(glyph.geometryBounds).width
    }

    @Test(arguments: Layout.allCases) func twoClipsThatCutNothingAreBothTakenOff(_ layout: Layout) throws {
        let svg = Self.file(outer: Self.frame, inner: Self.frame, layout)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(
            written
                == svg.replacing(#" clip-path="url(#outer)""#, with: "").replacing(
                    #" clip-path="url(#inner)""#, with: ""))
        #expect(outcome.repairs.flatMap(\.shapes).count == 2)
        #expect(after(outcome.output).isEmpty, "\(after(outcome.output))")
    }

    @Test(arguments: Layout.allCases) func anOuterClipThatCutsIsAppliedAndTheInnerTakenOff(_ layout: Layout) throws {
        let svg = Self.file(outer: Self.cutsToTwenty, inner: Self.frame, layout)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(!written.contains("clip-path="), "\(written)")
        #expect(!written.contains(#"<clipPath id="outer""#), "the applied clip's definition is deleted")
        #expect(abs(try width(outcome.output) - 14) < 0.01)
        #expect(after(outcome.output).isEmpty, "\(after(outcome.output))")
        #expect(untouchedBytesAgree(outcome, input: Array(svg.utf8)))
    }

    @Test(arguments: Layout.allCases) func anInnerClipThatCutsIsAppliedAndTheOuterTakenOff(_ layout: Layout) throws {
        let svg = Self.file(outer: Self.frame, inner: Self.cutsToTwenty, layout)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(!written.contains("clip-path="), "\(written)")
        #expect(!written.contains(#"<clipPath id="inner""#), "the applied clip's definition is deleted")
        #expect(abs(try width(outcome.output) - 14) < 0.01)
        #expect(after(outcome.output).isEmpty, "\(after(outcome.output))")
    }

    @Test(arguments: Layout.allCases) func twoClipsThatCutAreBothApplied(_ layout: Layout) throws {
        let svg = Self.file(
            outer: Self.cutsToTwenty, inner: Self.cutsToFifteen, layout)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(!written.contains("clip-path=") && !written.contains("<clipPath"), "\(written)")
        #expect(abs(try width(outcome.output) - 9) < 0.01)
        #expect(after(outcome.output).isEmpty, "\(after(outcome.output))")
    }
}
