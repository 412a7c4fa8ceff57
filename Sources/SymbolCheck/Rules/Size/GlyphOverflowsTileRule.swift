import SVGModel
import Support
import SymbolModel

package struct GlyphOverflowsTileRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "glyph-overflows-tile", category: .size,
        summary: "a Regular-S/M/L glyph is wider or taller than the Control Center tile's 48 pt symbol area",
        consequence: Consequence(
            .drawsAnotherShape,
            "the glyph crowds the Control Center tile's edge, and past the tile the tile cuts it off",
            evidence:
                "an estimate of the tile's geometry from Apple's published sizes (docs/sizing.md, \"The Control Center tile's symbol area\"); Apple publishes no numbers"
        ),
        rationale: """
            Control Center draws the symbol at 24 pt in a 64 pt tile (docs/template-format.md §3; Apple publishes no \
            numbers). The symbol area is the tile inset by half its 16 pt corner radius: 48 pt, 200 \
            units of a 100 pt template such as Apple's; a template drawn at another scale is measured \
            at the point size its Medium guides give (actool's), so a glyph gets the verdict of the \
            same drawing at Apple's scale. A glyph larger than that crowds the tile's edge, and past \
            64 pt (267 units) the tile cuts it off, as the preview shows: the tool does not pass \
            what its own preview shows clipped. A glyph the tile cuts off is an error; one that \
            only crowds the edge (between the symbol area and the tile) is drawn whole, so it is a \
            warning. `symbolcheck resize` never \
            scales a glyph past it. A variable template's derived rows are reported with their \
            source, Regular-S.
            """,
        remedy: .resize, promisedBy: [.resize], analyses: [.measurements],
        examples: [
            // At the default target a glyph this large also fails glyph-size; drawn for a taller
            // cap height, it meets its target and still passes the tile's edge.
            RuleExample(
                "Regular-L at its target for a 120-unit cap height: 224 units square", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.setCapHeight(120, of: .large)
                    let side = TemplateFixture.side(.large, capHeight: 120)
                    f.drawBar("Regular-L", width: side, height: side, capHeight: 120)
                    return f.svg
                }()),
            RuleExample(
                "Regular-L at its target for a 105-unit cap height: 196 units square", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.setCapHeight(105, of: .large)
                    let side = TemplateFixture.side(.large, capHeight: 105)
                    f.drawBar("Regular-L", width: side, height: side, capHeight: 105)
                    return f.svg
                }()),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let overflowing = SizeTarget.judgedRows.compactMap { v in
            context.measurements[v].flatMap { $0.size.fitsSymbolArea ? nil : $0 }
        }
        // One cause, one error: derived rows grow with Regular-S, so they are reported there.
        let derived = overflowing.filter(\.derived)
        var out: [Diagnostic] = []
        for m in overflowing where !m.derived {
            let followers = m.variant == .regularS ? derived : []
            out.append(
                Self.judged(
                    [m] + followers,
                    finding(
                        "\(Self.extent(m)), larger than the Control Center tile's symbol area (\(Self.area(m)))",
                        at: context.template.glyph(m.variant).map { context.span(of: $0.node) },
                        help: Self.help(([m] + followers)),
                        notes: followers.map { Diagnostic.Note("\(Self.extent($0)) (derived from Regular-S)") },
                        suggestion: .resizeStopsAtTheSymbolArea)))
        }
        if !derived.isEmpty, !overflowing.contains(where: { $0.variant == .regularS }) {
            let rows = derived.map(\.variant.id).joined(separator: " and ")
            out.append(
                Self.judged(
                    derived,
                    finding(
                        "\(rows), derived from Regular-S, \(agreeing(derived.count, "is", "are")) larger than the Control Center tile's symbol area (\(Self.area(derived[0])))",
                        at: context.template.glyph(.regularS).map { context.span(of: $0.node) },
                        help: Self.help(derived),
                        notes: derived.map { Diagnostic.Note(Self.extent($0)) },
                        suggestion: .resizeStopsAtTheSymbolArea)))
        }
        return out
    }

    /// The finding as the rows make it: an error where the tile cuts a row off, a warning where
    /// every row only crowds the tile's edge and is drawn whole.
    static func judged(_ rows: [GlyphMeasurement], _ finding: Diagnostic) -> Diagnostic {
        rows.allSatisfy(\.size.fitsTile) ? finding.loweredToWarning() : finding
    }

    /// The symbol area in the units of `m`'s template (200 units at Apple's 100 pt).
    static func area(_ m: GlyphMeasurement) -> String {
        let area = ControlCenterSymbolArea.self
        let side = fmt(area.sideInTemplateUnits(pointSize: m.pointSize))
        return "\(side) × \(side) units, \(fmt(area.sidePoints)) pt of the \(fmt(area.tileSizePoints)) pt tile"
    }

    static func extent(_ m: GlyphMeasurement) -> String {
        "\(m.variant.id) is \(fmt(m.width)) × \(fmt(m.height)) units"
    }

    static func help(_ rows: [GlyphMeasurement]) -> String {
        let factor = rows.map(\.size.largestFittingFactor).min() ?? 1
        return "scale it by at most \(fmt4(factor))"
    }
}
