import SVGModel
import SymbolEdit
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel
@testable import SymbolResize

/// `resize` on glyphs drawn through `<use>`: it rewrites the referenced geometry when every
/// place that geometry is drawn needs the same rewrite, and otherwise refuses, saying where.
@Suite struct ResizeUseTests {
    /// Regular-S/M/L each drawn as Sketch draws them, from their own path in `<defs>`.
    static var sketchStyle: String { TemplateFixture.sketchStyle() }

    @Test func aDefinitionUsedByOneGlyphIsScaledWithIt() throws {
        let input = Self.sketchStyle
        let outcome = try resizeText(input, target: 1.6)
        for (scale, wanted) in [(Scale.small, 1.6 * 0.783), (.medium, 1.6), (.large, 1.6 * 1.29)] {
            let after = try #require(outcome.after[Variant(.regular, scale)]).ratio
            #expect(abs(after - wanted) < 1e-6, "\(scale)")
        }
        // The paths in <defs> carry the new numbers; the <use>s and <mask>s are as written.
        let before = try XMLReader.read(SourceFile(path: "in", text: input))
        let after = try XMLReader.read(SourceFile(path: "out", bytes: outcome.output))
        for id in ["path-S", "path-M", "path-L"] {
            let d0 = before.elements.first { $0.id == id }?.attribute("d")?.value
            let d1 = after.elements.first { $0.id == id }?.attribute("d")?.value
            #expect(d0 != d1, "\(id)")
        }
        let uses = { (doc: XMLDocument) in
            doc.elements.filter { $0.localName == "use" || $0.localName == "mask" }.map { e in
                e.attributes.map { "\($0.name)=\($0.value)" }
            }
        }
        #expect(uses(before) == uses(after))
        #expect(check(outcome.outputText) { $0.sizeTarget.ratio = 1.6 }.diagnostics.map(\.message) == [])
    }

    @Test func aDefinitionTwoRowsScaleDifferentlyIsRefused() {
        // Regular-S draws the M path too, so the S and M rows ask for two different rewrites.
        var input = Self.sketchStyle
        input = input.replacingFirst(
            ##"<use fill="#000000" xlink:href="#path-S"/>"##,
            with: ##"<use fill="#000000" xlink:href="#path-S"/><use xlink:href="#path-M" transform="scale(0.5)"/>"##)
        #expect(throws: RewriteRefusal.self) { try resizeText(input, target: 1.6) }
        do {
            _ = try resizeText(input, target: 1.6)
        } catch {
            #expect(
                error.message
                    == "<path id=\"path-M\"> is drawn in Regular-S and Regular-M with different placements, so no single rewrite of its numbers scales both"
            )
            #expect(
                error.offset.map { SourceFile(path: "x", text: input).location(of: $0).description }
                    == location(of: ##"<use fill="#000000" xlink:href="#path-M"/>"##, in: input))
        }
    }

    @Test func aDefinitionAlsoDrawnOutsideTheGlyphsIsRefused() {
        let input = Self.sketchStyle.replacingFirst(
            " <g id=\"Notes\">\n", with: " <g id=\"Notes\">\n  <use xlink:href=\"#path-L\" x=\"300\"/>\n")
        do {
            _ = try resizeText(input, target: 1.6)
            Issue.record("resize should refuse")
        } catch {
            let at = location(of: "<use xlink:href=\"#path-L\" x=\"300\"/>", in: input)
            #expect(
                error.message
                    == "<path id=\"path-L\"> is scaled in Regular-L but also drawn at \(at), outside the glyphs being resized"
            )
            #expect(error.help == "give the glyph its own copy of the shape instead of a <use>, and resize again")
        }
    }
}
