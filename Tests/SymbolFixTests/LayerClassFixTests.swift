import SVGModel
import SymbolCheck
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolFix

/// `fix` puts bare glyph shapes in the glyph's one layer (`missing-layer-classes`): the classes
/// are added to a `class` attribute or written as one after the element's name; every other
/// byte stays, and the classes join another repair's insertion at the same place.
@Suite struct LayerClassFixTests {
    static let classes = AppleTemplate.layerClasses

    /// The fixture with bare glyph groups, each row's square written as `shape` (`%@`: its data).
    static func bare(_ shape: String = #"<path d="%@"/>"#) -> TemplateFixture {
        var f = TemplateFixture()
        f.glyphLayerClasses = nil
        for scale in Scale.allCases {
            f.glyphs["Regular-\(scale.rawValue)"] = shape.replacing(
                "%@", with: TemplateFixture.squarePath(side: TemplateFixture.side(scale)))
        }
        return f
    }

    @Test func aBarePathGetsTheClassAttributeAndNothingElseChanges() throws {
        let svg = Self.bare().svg
        let outcome = try fix(svg)
        let expected = svg.replacing("<path d=", with: #"<path class="\#(Self.classes)" d="#)
        #expect(String(decoding: outcome.output, as: UTF8.self) == expected)
        #expect(outcome.remaining.isEmpty)
        #expect(outcome.repairs.map(\.variant.id) == ["Regular-S", "Regular-M", "Regular-L"])
        #expect(outcome.repairs.allSatisfy { $0.shapes.map(\.changes) == [[LayerClassing.change]] })
        #expect(check(String(decoding: outcome.output, as: UTF8.self)).ruleIDs.isEmpty)
    }

    @Test func anExistingClassKeepsItsNamesAfterTheLayerClasses() throws {
        let svg = Self.bare(#"<path class="SFSymbolsPreviewWireframe" d="%@"/>"#).svg
        let outcome = try fix(svg)
        let expected = svg.replacing(
            #"class="SFSymbolsPreviewWireframe""#, with: #"class="\#(Self.classes) SFSymbolsPreviewWireframe""#)
        #expect(String(decoding: outcome.output, as: UTF8.self) == expected)
    }

    @Test func theClassesJoinAStrokeOutlinedAtTheSamePlace() throws {
        // A stroked line: `fix` outlines it and writes a `style` after the element's name.
        var f = Self.bare()
        f.glyphs["Regular-M"]! += #"<path d="M20 -30h40" stroke="black" stroke-width="8"/>"#
        let svg = f.svg
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(#"<path class="\#(Self.classes)" style="#))
        #expect(outcome.remaining.isEmpty)
        let changes = outcome.repairs.first { $0.variant == .regularM }?.shapes.last?.changes ?? []
        #expect(changes == ["outlined the stroke", LayerClassing.change])
        #expect(check(text).ruleIDs.isEmpty)
    }
}
