import SVGModel
import Support
import SymbolModel

package struct GlyphOffCenterRule: Rule {
    package init() {}

    /// The allowed distance between the glyph's centre and the cap-height midline.
    package static let allowedShareOfCapHeight = 0.05

    package let description = RuleDescription(
        id: "glyph-off-center", category: .size,
        summary: "a glyph's vertical centre is more than 5 % of the cap height off the cap-height midline",
        consequence: Consequence(
            .judgment,
            "the system centres the symbol on the cap height as drawn, so the glyph sits high or low beside text and other symbols",
            evidence:
                "Apple: \"The system automatically centers symbols vertically to San Francisco's cap-height\" (docs/template-format.md §6)"
        ),
        rationale: """
            "The system automatically centers symbols vertically to San Francisco's cap-height." \
            Apple's own symbols sit on the cap-height midline; a glyph drawn above or below it looks \
            misaligned beside text and other symbols.
            """,
        remedy: .designer, analyses: [.measurements],
        examples: [
            RuleExample(
                "Regular-M moved up 8 units", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.medium)
                    f.glyphs["Regular-M"] =
                        #"<path d="M6 \#(TemplateFixture.number(-AppleTemplate.capHeight / 2 - side / 2 - 8))h\#(TemplateFixture.number(side))v\#(TemplateFixture.number(side))h-\#(TemplateFixture.number(side))Z"/>"#
                    return f.svg
                }()),
            RuleExample("centred glyphs", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let offCenter = context.measurements.values.sorted { $0.variant < $1.variant }.filter {
            abs($0.centerOffset) > Self.allowedShareOfCapHeight * $0.capHeight
        }
        // One cause, one finding, as for `glyph-size`: a derived Regular-M or -L sits where
        // Regular-S puts it (scaled with it), so it is a note on Regular-S's finding, or one
        // finding at Regular-S naming the derived rows when Regular-S itself is within bounds
        // (scaling up can carry a small offset past the limit).
        let derived = offCenter.filter(\.derived)
        let derivedNotes = derived.map {
            Diagnostic.Note(Self.placement($0, name: "\($0.variant.id) (derived from Regular-S)"))
        }
        let drawn = offCenter.filter { !$0.derived }
        var out: [Diagnostic] = []
        if drawn.count == 1, let m = drawn.first {
            out.append(
                finding(
                    Self.placement(m), at: context.template.glyph(m.variant).map { context.span(of: $0.node) },
                    help: Self.help(m)
                        + (m.variant == .regularS && !derived.isEmpty ? "; the derived rows follow it" : ""),
                    notes: m.variant == .regularS ? derivedNotes : []))
        } else if let first = drawn.first {
            // One cause, one finding (corpus 105: 27 glyphs drawn low): the variants listed as
            // the grouped fill-rule findings list them, each one's offset in a note.
            let worst = drawn.max { abs($0.centerOffset) < abs($1.centerOffset) }!
            let sides = Set(drawn.map { $0.centerOffset < 0 })
            let side = sides.count == 1 ? (first.centerOffset < 0 ? "above" : "below") : "above or below"
            out.append(
                finding(
                    "the glyphs \(VariantList.text(drawn.map(\.variant), context: context)) are centred \(side) the cap-height midline, by up to \(fmt(abs(worst.centerOffset))) units (\(fmt2(abs(worst.centerOffset) / worst.capHeight * 100))% of the cap height, in \(worst.variant.id))",
                    at: context.template.glyph(first.variant).map { context.span(of: $0.node) },
                    help:
                        "move each glyph \(sides.count == 1 ? (first.centerOffset < 0 ? "down " : "up ") : "")by the offset its note gives"
                        + (drawn.contains { $0.variant == .regularS } && !derived.isEmpty
                            ? "; the derived rows follow Regular-S" : ""),
                    notes: drawn.map { Diagnostic.Note(Self.placement($0)) }
                        + (drawn.contains { $0.variant == .regularS } ? derivedNotes : [])))
        }
        if !derived.isEmpty, !offCenter.contains(where: { $0.variant == .regularS }),
            let regularS = context.measurements[.regularS]
        {
            let rows = derived.map(\.variant.id).joined(separator: " and ")
            out.append(
                finding(
                    "\(rows), derived from Regular-S, \(agreeing(derived.count, "is", "are")) centred more than \(fmt(Self.allowedShareOfCapHeight * 100))% of the cap height off the cap-height midline",
                    at: context.template.glyph(.regularS).map { context.span(of: $0.node) },
                    help:
                        "move Regular-S \(regularS.centerOffset < 0 ? "down" : "up") by \(fmt(abs(regularS.centerOffset))) units; the derived rows follow it",
                    notes: derived.map { Diagnostic.Note(Self.placement($0)) }))
        }
        return out
    }

    /// "Regular-M is centred 4.5715 units below the cap-height midline (6.49% of the cap height)".
    static func placement(_ m: GlyphMeasurement, name: String? = nil) -> String {
        let direction = m.centerOffset < 0 ? "above" : "below"
        return
            "\(name ?? m.variant.id) is centred \(fmt(abs(m.centerOffset))) units \(direction) the cap-height midline (\(fmt2(abs(m.centerOffset) / m.capHeight * 100))% of the cap height)"
    }

    static func help(_ m: GlyphMeasurement) -> String {
        "move the glyph \(m.centerOffset < 0 ? "down" : "up") by \(fmt(abs(m.centerOffset))) units"
    }
}
