import SVGModel
import Support
import SymbolModel

/// A template `make` wrote records how many counters the icon it was made from encloses
/// (`record(counters:)`, in the generator comment the content seal covers); every variant must
/// enclose as many, each wide enough to draw. So `make`'s check of what it made, and any later
/// `check` of the file, judge the variants against the icon and not only against the rules.
package struct MadeCountersRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "made-counters", category: .controlCenter,
        summary: "a variant of a template `make` wrote encloses fewer counters than the icon it was made from",
        consequence: Consequence(
            .drawsAnotherShape,
            "the variant draws another silhouette than the icon: a counter filled, merged with another or opened to the outside",
            evidence:
                "the count `make` recorded from the icon as drawn, against the variant's holes at least half a pixel across at @3x (docs/making.md, \"Counters\"); no device report, the shapes themselves differ"
        ),
        rationale: """
            A counter is a hole enclosed by ink: a wheel's hub, the gaps between its spokes, the \
            inside of a ring. `symbolcheck make` records in the generator comment how many the icon \
            it started from encloses, and draws every weight and scale keeping each of them open \
            and at least one pixel of the Control Center tile across at @3x (docs/making.md, \
            "Counters"; docs/sizing.md, "One pixel at @3x"), stopping a weight short of its stem \
            where the whole stem would close one. A variant that encloses fewer counters (one \
            filled, merged with another, or opened to the outside) draws another silhouette than \
            the icon did. More holes than recorded are not reported: counted on a grid, a counter \
            with a neck narrower than a pixel of it can count as two. The rule runs only on templates \
            that carry the record: a template edited after `make` keeps it, so the edit is judged \
            too. Make the icon again, or redraw the variant's counter.
            """,
        remedy: .make,
        examples: [
            RuleExample(
                "made from an icon with one counter, every variant a solid square", fires: true,
                svg: MadeCountersRule.recorded(TemplateFixture().svg, counters: 1)),
            RuleExample(
                "made from an icon with no counter, every variant a solid square", fires: false,
                svg: MadeCountersRule.recorded(TemplateFixture().svg, counters: 0)),
        ])

    /// What `make` writes after its content hash: the icon's counters.
    package static func record(counters: Int) -> String {
        "; \(recordMarker)\(counters) \(counters == 1 ? "counter" : "counters")"
    }

    static let recordMarker = "the icon encloses "

    /// `svg` with a generator comment recording `counters` (the rule's examples).
    static func recorded(_ svg: String, counters: Int) -> String {
        guard let end = svg.firstRange(of: "?>") else { return svg }
        var text = svg
        text.insert(
            contentsOf: "\n<!--Generator: symbolcheck make, not an Apple export\(record(counters: counters))-->",
            at: end.upperBound)
        return text
    }

    /// The count a made template records, read from the head of the file (where `make`
    /// writes its generator comment); nil for any other file.
    static func recordedCounters(in bytes: [UInt8]) -> Int? {
        let headText = String(decoding: bytes.prefix(1024), as: UTF8.self)
        guard headText.contains("Generator: symbolcheck make"), let at = headText.firstRange(of: recordMarker)
        else { return nil }
        let digits = headText[at.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        guard let expected = Self.recordedCounters(in: context.source.bytes) else { return [] }
        var differing: [(variant: Variant, counters: Int)] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant })
        where glyph.isGroup && !glyph.shapes.isEmpty {
            let counters = Self.counters(of: glyph)
            // Fewer only: on a grid a counter with a neck narrower than a pixel of it can count
            // as two, so more holes than recorded are no evidence; `make`'s own census (exact,
            // GEOS) keeps new holes out of what it writes.
            if counters < expected { differing.append((glyph.variant, counters)) }
        }
        guard let first = differing.first, let glyph = context.template.glyph(first.variant) else { return [] }
        let notes = differing.map { entry in
            Diagnostic.Note(
                "\(entry.variant.id) encloses \(entry.counters) \(entry.counters == 1 ? "counter" : "counters")")
        }
        let variants = differing.map(\.variant)
        return [
            finding(
                "\(variants.count == 1 ? "the glyph" : "the glyphs") \(VariantList.text(variants, context: context)) \(variants.count == 1 ? "encloses" : "enclose") fewer counters than the icon it was made from, which encloses \(expected)",
                at: context.span(of: glyph.node),
                help:
                    "make the template again from the icon, or redraw the variant so each of the icon's counters is open and no other hole is enclosed",
                notes: notes)
        ]
    }

    /// Holes under this share of the area of a disc one pixel across at @3x are not counted:
    /// half the narrowest counter `make` draws (docs/making.md, "Counters"), so grid rounding
    /// cannot make a counter `make` kept look lost, while a closed one is.
    static let leastCounterShareOfPixelDisc = 0.5

    /// The holes the glyph's ink encloses, as Control Center draws it (its filled shapes with
    /// their fill rules, knock-outs erasing), counted on a grid of at most half a unit per pixel: blank regions that do not reach the grid's border (`InkShape.enclosedBlankAreas`), each at least
    /// `leastCounterShareOfPixelDisc` of a pixel disc's area.
    static func counters(of glyph: Glyph) -> Int {
        guard let bounds = glyph.inkBounds,
            let raster = CoverageRaster(
                bounds: bounds, minimumSpan: max(256, Int((max(bounds.width, bounds.height) * 2).rounded(.up))))
        else { return 0 }
        let (width, height) = (raster.width, raster.height)
        var ink = [Bool](repeating: false, count: width * height)
        for shape in ControlCenterFlattening.drawnShapes(of: glyph) {
            raster.paint(shape.path, rule: shape.fillRule, with: !shape.knocksOut, into: &ink)
        }
        let pixel = StrokeVisibility.onePixelInTemplateUnits(pointSize: ControlCenterSymbolArea.templatePointSize)
        let least = Double.pi * pixel * pixel / 4 * leastCounterShareOfPixelDisc / raster.pixelArea
        return InkShape.enclosedBlankAreas(ink, width: width, height: height).filter { Double($0) >= least }.count
    }
}
