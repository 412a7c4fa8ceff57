import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import Testing

@testable import SymbolFix

/// issue #23 item 3: `fix` applies a clip or mask that cuts ink, with the code `make` applies
/// it with: the shapes below are written as the outline the clip leaves, the declaration and
/// its now unused definition are deleted, every other byte stays. Measured without GEOS: the
/// written glyph's geometry bounds and its sampled ink area (`InkShape`).
@Suite struct ClipApplicationTests {
    static let side = TemplateFixture.side(.medium)

    func glyph(_ bytes: [UInt8], _ id: String = "Regular-M") throws -> Glyph {
        let template = try #require(
            Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: CheckConfiguration()).template)
        return try #require(template.glyphs.values.first { $0.variant.id == id })
    }

    func ruleIDs(_ bytes: [UInt8]) -> [String] {
        Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: CheckConfiguration()).diagnostics.map(
            \.ruleID)
    }

    /// Figma's export, its frame clip narrower than the glyph: the clip rectangle ends at x 20
    /// of the glyph's own units, so of the square (x 6 to 6 + side) 14 units are left.
    @Test func aFigmaClipThatCutsIsApplied() throws {
        let svg = ClipRemovalTests.figma(clipWidth: 520)
        #expect(ruleIDs(Array(svg.utf8)).contains("unsupported-element"))
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(!text.contains("clip0_1_2"), "the clip and its definition are gone")
        #expect(!text.contains("<clipPath"))
        #expect(text.contains(#"<g id="art" fill="black">"#))
        // In template space (the glyph group's transform applied): the left edge stays, 14 units are left.
        let before = try #require(try glyph(Array(svg.utf8)).geometryBounds)
        let bounds = try #require(try glyph(outcome.output).geometryBounds)
        #expect(abs(bounds.minX - before.minX) < 0.01 && abs(bounds.width - 14) < 0.01, "\(bounds)")
        #expect(abs(bounds.minY - before.minY) < 0.01 && abs(bounds.height - Self.side) < 0.01, "\(bounds)")
        let area = try #require(InkShape.measure(try glyph(outcome.output))).area
        #expect(abs(area / (14 * Self.side) - 1) < 0.03, "area \(area)")
        #expect(
            outcome.repairs.flatMap(\.shapes).flatMap(\.changes).contains {
                $0.hasPrefix("the clip path `#clip0_1_2` cuts 86.")
                    && $0.hasSuffix(
                        "% of the ink it applies to: applied (intersected with its shapes)")
            }, "\(outcome.repairs)")
        let after = ruleIDs(outcome.output)
        #expect(!after.contains("unsupported-element") && !after.contains("clip-cuts-nothing"), "\(after)")
        #expect(untouchedBytesAgree(outcome, input: Array(svg.utf8)))
    }

    /// Radix draws on a 15 × 15 grid and cuts with a `<mask>` of a white rectangle and a black
    /// shape: here a 13 × 13 square with a black circle of radius 3 at its centre, placed in
    /// Regular-M at 7 template units per Radix unit. Fixed, the square has a round hole.
    static func radix(_ hole: String = #"fill="black""#) -> String {
        var f = TemplateFixture()
        let y = TemplateFixture.number(-AppleTemplate.capHeight / 2 - 7 * 7.5)
        f.glyphs["Regular-M"] =
            #"<g transform="matrix(7 0 0 7 6 \#(y))"><mask id="mask0_radix" maskUnits="userSpaceOnUse" x="0" y="0" width="15" height="15"><rect width="15" height="15" fill="white"/><circle cx="7.5" cy="7.5" r="3" \#(hole)/></mask><g mask="url(#mask0_radix)"><path d="M1 1H14V14H1Z" fill="currentColor"/></g></g>"#
        return f.svg
    }

    @Test func aRadixMaskInATemplateIsApplied() throws {
        let svg = Self.radix()
        #expect(ruleIDs(Array(svg.utf8)).contains("unsupported-element"))
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(!text.contains("<mask") && !text.contains("mask0_radix"), "\(text)")
        let glyph = try glyph(outcome.output)
        let bounds = try #require(glyph.geometryBounds)
        #expect(abs(bounds.width - 7 * 13) < 0.01 && abs(bounds.height - 7 * 13) < 0.01, "\(bounds)")
        let expected = 49 * (13 * 13 - Double.pi * 9)
        let area = try #require(InkShape.measure(glyph)).area
        #expect(abs(area / expected - 1) < 0.03, "area \(area), expected \(expected)")
        #expect(
            outcome.repairs.flatMap(\.shapes).flatMap(\.changes).contains {
                $0.hasPrefix("the mask `#mask0_radix` cuts ")
                    && $0.hasSuffix("of the ink it applies to: applied (its white shapes kept, its black shapes cut)")
            }, "\(outcome.repairs)")
        let after = ruleIDs(outcome.output)
        #expect(!after.contains("unsupported-element"), "\(after)")
        #expect(untouchedBytesAgree(outcome, input: Array(svg.utf8)))
    }

    /// A grey shape lets the glyph through partly: no outline draws that, so `fix` refuses with
    /// the words `make` uses, at the grey shape, and writes nothing.
    @Test func aSoftMaskIsRefusedWithTheReason() throws {
        let svg = Self.radix(##"fill="#808080""##)
        #expect {
            try fix(svg)
        } throws: { error in
            guard let refusal = error as? RewriteRefusal else { return false }
            let circle = svg.utf8.count - svg[svg.firstRange(of: "<circle")!.lowerBound...].utf8.count
            return refusal.message
                == "the mask `#mask0_radix` has a shape whose luminance is between black and white (the colour rgb(128, 128, 128)): it lets what it masks through partly, which no outline can draw; nothing was written"
                && refusal.help
                    == "draw the mask with opaque white (keep) and black (cut) shapes only, or apply it in your editor"
                && refusal.offset == circle
        }
    }

    /// Sketch's export: the shape is drawn through a `<use>` of a path in `<defs>`, under a
    /// `<mask>` of one opaque white rectangle that ends at x 20 of the glyph's units. `fix`
    /// writes what the `<use>` draws in its place, then applies the mask there: 14 units of
    /// the square are left, the mask is gone, the `<defs>` path is kept byte for byte.
    @Test func aSketchMaskOverAUseIsAppliedWhereTheUseWas() throws {
        let defs = #"<defs><path id="path-1" d="\#(ClipRemovalTests.square)"/></defs>"#
        let svg = ClipRemovalTests.figma(clipWidth: 520)
            .replacing(#"<clipPath id="clip0_1_2">"#, with: defs + #"<mask id="mask-2" fill="white">"#)
            .replacing("</clipPath>", with: "</mask>")
            .replacing(#"clip-path="url(#clip0_1_2)""#, with: #"mask="url(#mask-2)""#)
            .replacing(#"<path d="\#(ClipRemovalTests.square)"/></g>"#, with: ##"<use href="#path-1"/></g>"##)
        #expect(svg.contains(##"<use href="#path-1"/>"##) && !svg.contains("clip0_1_2"))
        #expect(ruleIDs(Array(svg.utf8)).contains("unsupported-element"))
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(!text.contains("<use") && !text.contains("<mask") && !text.contains("mask-2"), "\(text)")
        #expect(text.contains(defs), "the referenced path stays where it was written")
        let before = try #require(try glyph(Array(svg.utf8)).geometryBounds)
        let bounds = try #require(try glyph(outcome.output).geometryBounds)
        #expect(abs(bounds.minX - before.minX) < 0.01 && abs(bounds.width - 14) < 0.01, "\(bounds)")
        let area = try #require(InkShape.measure(try glyph(outcome.output))).area
        #expect(abs(area / (14 * Self.side) - 1) < 0.03, "area \(area)")
        let after = ruleIDs(outcome.output)
        #expect(!after.contains("unsupported-element") && !after.contains("clip-cuts-nothing"), "\(after)")
    }
}

/// A variable template whose Regular-S source is clipped by a circle that cuts its corners:
/// applied, Regular-S's outline gets arcs the other sources lack, so the sources no longer
/// interpolate and the template is written out statically, as for any repair; the derived
/// variants, drawn from the original sources, carry the clip and have it applied too.
@Suite struct ClipApplicationVariableTests {
    @Test func aClipThatBreaksInterpolationWritesTheTemplateOutStatically() throws {
        let side = TemplateFixture.side(.small)
        let n = TemplateFixture.number
        var f = TemplateFixture()
        f.glyphs = [:]
        let square = TemplateFixture.squarePath(side: side)
        f.glyphs["Ultralight-S"] = #"<path d="\#(square)"/>"#
        f.glyphs["Black-S"] = #"<path d="\#(square)"/>"#
        f.glyphs["Regular-S"] = #"<path clip-path="url(#round)" d="\#(square)"/>"#
        // The definition outside the glyphs, where it is no glyph's content.
        let circle =
            #"<clipPath id="round"><circle cx="\#(n(6 + side / 2))" cy="\#(n(-AppleTemplate.capHeight / 2))" r="\#(n(0.6 * side))"/></clipPath>"#
        let svg = f.svg.replacing(" <g id=\"Symbols\">", with: " <defs>\(circle)</defs>\n <g id=\"Symbols\">")
        let before = Checker.check(SourceFile(path: "f.svg", text: svg), configuration: CheckConfiguration())
        #expect(before.diagnostics.map(\.ruleID) == ["unsupported-element"])
        let outcome = try fix(svg, writingStatically: true)
        #expect(outcome.staticWriteOut != nil)
        #expect(outcome.remaining.isEmpty, "\(outcome.remaining.map(\.message))")
        let text = String(decoding: outcome.output, as: UTF8.self)
        // The derived variants are written with the source's computed style, clip included;
        // each is applied there and overridden (`clip-path:none`), and the definition deleted.
        #expect(!text.contains("<clipPath"))
        #expect(
            text.split(separator: "clip-path:url(#round)").count == text.split(separator: "clip-path:none").count)
        let result = Checker.check(
            SourceFile(path: "f.svg", bytes: outcome.output), configuration: CheckConfiguration())
        let template = try #require(result.template)
        #expect(template.glyphs.count == 27)
        let after = result.diagnostics.map(\.ruleID)
        #expect(!after.contains("unsupported-element") && !after.contains("clip-cuts-nothing"), "\(after)")
    }
}
