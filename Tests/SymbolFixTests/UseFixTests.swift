import SVGModel
import SymbolCheck
import SymbolModel
import TestSupport
import Testing

@testable import SymbolFix

/// `fix` through `<use>` (#23 item 4), on files drawn as Sketch draws them: each shape once in
/// `<defs>` with an id, placed in the glyphs by `<use xlink:href="#id">` with `x`/`y` or a
/// transform. A repair every `<use>` of an element needs alike is made once, in the element;
/// otherwise each `<use>` is replaced by what it draws, and repaired there.
@Suite struct UseFixTests {
    static let side = TemplateFixture.side(.medium)
    static let top = -AppleTemplate.capHeight / 2 - side / 2

    /// The fixture with `defs` before the Symbols group and the xlink namespace Sketch declares.
    static func sketchFile(_ f: TemplateFixture, defs: String) -> String {
        f.svg.replacing(
            #"xmlns="http://www.w3.org/2000/svg""#,
            with: #"xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#
        ).replacing(" <g id=\"Symbols\">", with: " <defs>\n  \(defs)\n </defs>\n <g id=\"Symbols\">")
    }

    /// The repaired file keeps every byte outside the edits, checks clean of the fill-rule and
    /// stroke rules in both profiles with nothing else changed, and each glyph named draws in
    /// librsvg as it did (also with every shape forced to even-odd).
    func expectRepaired(_ svg: String, _ outcome: FixOutcome, glyphs: [String]) throws {
        let input = Array(svg.utf8)
        #expect(untouchedBytesAgree(outcome, input: input))
        #expect(outcome.remaining.isEmpty, "\(outcome.remaining.map(\.message))")
        for profile in Profile.allCases {
            #expect(fillAndStrokeFindings(outcome.output, profile: profile).isEmpty)
            var config = CheckConfiguration()
            config.profile = profile
            // A glyph of strokes alone draws nothing until they are outlined, and is measured
            // only then: the size rules may speak afterwards; nothing else may change.
            let sizeRules: Set<String> = ["glyph-size", "glyph-off-center", "glyph-outside-margins"]
            let others = { (bytes: [UInt8]) in
                Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: config).diagnostics
                    .map(\.ruleID).filter { !Fixer.ruleIDs.contains($0) && !sizeRules.contains($0) }
            }
            #expect(others(input) == others(outcome.output), "profile \(profile.rawValue)")
        }
        for id in glyphs {
            let iou = try coverageIoU(input, outcome.output, glyph: id)
            #expect(iou >= 0.98, "\(id): IoU \(iou)")
            let evenodd = try coverageIoU(input, outcome.output, glyph: id, forcedRule: .evenodd)
            #expect(evenodd >= 0.98, "\(id) drawn even-odd: IoU \(evenodd)")
        }
    }

    /// The bounds of a glyph's shapes' geometry (strokes not counted), in template units.
    func geometryBounds(_ bytes: [UInt8], _ id: String) throws -> Rect {
        let template = try #require(
            Checker.check(SourceFile(path: "f.svg", bytes: bytes), configuration: CheckConfiguration()).template)
        return try #require(template.glyphs.values.first { $0.variant.id == id }?.geometryBounds)
    }

    /// The outline of a stroke `width` units wide (in template units) around `centerline`
    /// spans the centerline's bounds grown by half the width on every side (miter joins on a
    /// square, or a circle).
    func expectOutlined(_ centerline: Rect, _ outline: Rect, width: Double, _ what: String) {
        let h = width / 2
        for (x, y) in [
            (centerline.minX - h, outline.minX), (centerline.minY - h, outline.minY),
            (centerline.maxX + h, outline.maxX), (centerline.maxY + h, outline.maxY),
        ] {
            #expect(abs(x - y) < 0.01, "\(what): \(centerline) grown by \(h) against \(outline)")
        }
    }

    /// A square with a same-direction square hole, declared even-odd, drawn at the origin:
    /// placed by a `<use>` with a transform, its hole is written backwards where the path is
    /// written (in `<defs>`), since the one `<use>` is every place that draws it.
    @Test func anEvenoddHoleBehindAUseIsWrittenBackwardsInDefs() throws {
        let s = TemplateFixture.number(Self.side)
        let outer = "M0 0h\(s)v\(s)h-\(s)Z"
        let defs = #"<path id="path-1" fill-rule="evenodd" d="\#(outer)M30 30h40v40h-40Z"/>"#
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            ##"<use xlink:href="#path-1" transform="translate(6 \##(TemplateFixture.number(Self.top)))"/>"##
        let svg = Self.sketchFile(f, defs: defs)
        let outcome = try fix(svg)
        #expect(outcome.edits.count == 1)
        let text = String(decoding: outcome.output, as: UTF8.self)
        // From the hole's start: down, right, up, back, and closed; the outline and the <use> as they were.
        #expect(text.contains(#"<path id="path-1" fill-rule="evenodd" d="\#(outer)M30 30L30 70L70 70L70 30L30 30Z"/>"#))
        #expect(text.contains(##"<use xlink:href="#path-1" transform="translate(6 "##))
        #expect(
            outcome.repairs.map { $0.shapes.map(\.changes) } == [
                [
                    [
                        "wrote contour 2 backwards, so it winds opposite to the contour around it and both fill rules leave it open",
                        "made in `#path-1` where it is written, as every place that draws it needs this repair",
                    ]
                ]
            ])
        // Located at the <use> in the glyph, not at the path in <defs>.
        let use = try #require(svg.utf8.firstRange(of: Array("<use".utf8)))
        #expect(outcome.repairs[0].shapes[0].offset == svg.utf8.distance(from: svg.utf8.startIndex, to: use.lowerBound))
        let nonzero = try coverageIoU(Array(svg.utf8), outcome.output, glyph: "Regular-M", forcedRule: .nonzero)
        #expect(nonzero >= 0.98)
        try expectRepaired(svg, outcome, glyphs: ["Regular-M"])
    }

    /// One stroked ring placed by `<use>`s in three glyphs with `x` and `y` only: every place
    /// needs the same outline, made once in `<defs>`; the uses stay.
    @Test func aStrokeEveryUseNeedsAlikeIsOutlinedOnceInDefs() throws {
        let side = 60.0
        let defs =
            ##"<path id="ring" fill="none" stroke="#000000" stroke-width="8" d="M4 4h\##(side)v\##(side)h-\##(side)Z"/>"##
        var f = TemplateFixture()
        for id in ["Regular-S", "Regular-M", "Regular-L"] {
            f.glyphs[id] = ##"<use xlink:href="#ring" x="6" y="-80"/>"##
        }
        let svg = Self.sketchFile(f, defs: defs)
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.ranges(of: ##"<use xlink:href="#ring" x="6" y="-80"/>"##).count == 3)
        #expect(text.contains(##"<path style="fill:#000000;stroke:none" id="ring" fill="none" stroke="#000000""##))
        // One outline, edited into the path once: its `d` and its style.
        #expect(outcome.edits.count == 2)
        #expect(outcome.repairs.map(\.variant.id) == ["Regular-S", "Regular-M", "Regular-L"])
        for id in ["Regular-S", "Regular-M", "Regular-L"] {
            expectOutlined(
                try geometryBounds(Array(svg.utf8), id), try geometryBounds(outcome.output, id), width: 8, id)
        }
        try expectRepaired(svg, outcome, glyphs: ["Regular-S", "Regular-M", "Regular-L"])
    }

    /// A same-direction hole in a non-zero path used by two glyphs: both need its inner
    /// contour deleted, so it is deleted once, where the path is written.
    @Test func twoUsesNeedingTheSameDeletionShareIt() throws {
        let s = TemplateFixture.number(Self.side)
        let defs = #"<path id="body" d="M0 0h\#(s)v\#(s)h-\#(s)ZM30 30h40v40h-40Z"/>"#
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = ##"<use xlink:href="#body" x="6" y="\##(TemplateFixture.number(Self.top))"/>"##
        f.glyphs["Regular-L"] = ##"<use xlink:href="#body" x="6" y="\##(TemplateFixture.number(Self.top))"/>"##
        let svg = Self.sketchFile(f, defs: defs)
        let outcome = try fix(svg)
        #expect(outcome.edits.count == 1)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(#"<path id="body" d="M0 0h\#(s)v\#(s)h-\#(s)Z"/>"#))
        #expect(outcome.repairs.flatMap(\.shapes).count == 2)
        try expectRepaired(svg, outcome, glyphs: ["Regular-M", "Regular-L"])
    }

    /// A round ring used at two scales: its arcs are flattened finer where it is drawn 1.25
    /// times as large, so the two outlines differ and neither can be made in `<defs>`. Each
    /// `<use>` is replaced by the ring as it draws there, its transform applied to the points,
    /// and outlined; `<defs>` stays as it was.
    @Test func twoUsesNeedingDifferentRepairsAreEachWrittenInPlace() throws {
        let defs =
            ##"<path id="ring" fill="none" stroke="#000000" stroke-width="8" d="M4 34A30 30 0 1 0 64 34A30 30 0 1 0 4 34Z"/>"##
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = ##"<use id="ring-m" xlink:href="#ring" x="6" y="-80"/>"##
        f.glyphs["Regular-L"] = ##"<use xlink:href="#ring" transform="matrix(1.25 0 0 1.25 6 -100)"/>"##
        let svg = Self.sketchFile(f, defs: defs)
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(" <defs>\n  \(defs)\n </defs>\n"))
        #expect(!text.contains("<use"))
        // The <use>'s id goes to the path written in its place, with the ring's style written
        // out; the stroke is then in the outline, in the stroke's paint.
        #expect(
            text.contains(
                ##"<path id="ring-m" style="fill:none;stroke:#000000;stroke-width:8;fill:#000000;stroke:none" d="M"##))
        for repair in outcome.repairs {
            #expect(
                repair.shapes.map(\.changes) == [
                    [
                        "wrote what the <use> of `#ring` draws in its place (its x, y and transform applied to the points), as not every place that draws `#ring` needs the same repair",
                        "outlined the stroke",
                    ]
                ])
        }
        expectOutlined(
            try geometryBounds(Array(svg.utf8), "Regular-M"), try geometryBounds(outcome.output, "Regular-M"), width: 8,
            "Regular-M")
        expectOutlined(
            try geometryBounds(Array(svg.utf8), "Regular-L"), try geometryBounds(outcome.output, "Regular-L"),
            width: 10,
            "Regular-L")
        try expectRepaired(svg, outcome, glyphs: ["Regular-M", "Regular-L"])
    }

    /// A `<use>` whose shape needs a repair, while the element is also drawn where nothing
    /// needs one (the Guides): the element stays, the `<use>` in the glyph gets its own copy.
    @Test func anElementAlsoDrawnOutsideTheGlyphsIsLeftAlone() throws {
        let s = TemplateFixture.number(Self.side)
        let defs = #"<path id="body" d="M0 0h\#(s)v\#(s)h-\#(s)ZM30 30h40v40h-40Z"/>"#
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = ##"<use xlink:href="#body" x="6" y="\##(TemplateFixture.number(Self.top))"/>"##
        f.margins["extra"] = ##"<use xlink:href="#body" x="20" y="20"/>"##
        let svg = Self.sketchFile(f, defs: defs)
        let outcome = try fix(svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(" <defs>\n  \(defs)\n </defs>\n"))
        #expect(text.contains(##"<use xlink:href="#body" x="20" y="20"/>"##))
        let d = try #require(text.firstRange(of: "<g id=\"Regular-M\""))
        #expect(!text[d.lowerBound...].prefix(200).contains("<use"))
        try expectRepaired(svg, outcome, glyphs: ["Regular-M"])
    }
}
