import Support
import SymbolModel

/// One variant's stem keeping: the factor its row is grown by before the offset, and the
/// distance its outline is then offset by (template units per side; negative thins).
package struct StemOffset: Sendable, Hashable {
    package let distance: Double
    package let grownBy: Double
}

/// How `resize` keeps the stem weight (docs/sizing.md, "Stems keep their weight"): a resized
/// row is scaled a little past the factor the size model asks for, then its outlines are offset
/// back by what that scale added to the stems, so that the glyph's judged side (its height,
/// or its width when it is judged by width) lands exactly where the factor alone would put it —
/// on the target `check` names — with the stem it was drawn with.
///
/// With the stem `w` (2 × ink area ÷ perimeter, `InkShape`) and the judged side `E`, a scale by
/// `g` followed by an offset `d` gives a side `g × E + 2d` and, for strokes long beside their
/// width, a stem `g × w + 2d`. The side must be `factor × E` and the stem `w`:
/// `d = (1 − factor) × w ÷ (2 × (1 − w ÷ E))` and `g = factor − 2d ÷ E`. Round parts and
/// counters move the measured stem a little less than `2d`, so the distance is corrected once
/// from what the first offset measured (a secant step along the same line, which keeps the side
/// where the factor puts it). Every other drawn variant of the row is grown alike (a variable
/// template keeps interpolating) and offset by its own stem's share.
package struct StemPlan: Sendable {
    /// Each resized row's factor before the offset (`g`), by scale.
    package let grownFactors: [Scale: Double]
    /// Each resized variant's offset.
    package let offsets: [Variant: StemOffset]
    /// Each resized row's judged side and its Regular glyph's stem, before resizing.
    let sides: [Scale: Double]
    let regularStems: [Scale: Double]
    /// The plan the size model made (the factors `check` names).
    let plan: ResizePlan

    /// A stem whose measured change stays within this share is kept: the spread issue #22
    /// accepts for one weight.
    package static let keptStemChange = 0.05

    /// The stem plan for `plan`'s resized rows, measured `before`; the reason when no resized
    /// row has a Regular glyph with a stem and a side to measure.
    package static func make(plan: ResizePlan, before: [Variant: GlyphMeasurement]) -> Result<
        StemPlan, StemKeepingFallback
    > {
        var grown: [Scale: Double] = [:]
        var offsets: [Variant: StemOffset] = [:]
        var sides: [Scale: Double] = [:]
        var stems: [Scale: Double] = [:]
        for row in plan.rows where !row.isWithinTolerance {
            let regular = row.regular
            guard let stem = regular.ink?.stem, stem > 0 else { continue }
            let side = Self.judgedSide(regular, heldAtSymbolArea: row.isLimitedBySymbolArea)
            // A glyph whose stem is most of its side is a filled shape: its weight is its size.
            guard side > 0, stem / side < 0.9 else { continue }
            let distance = (1 - row.factor) * stem / (2 * (1 - stem / side))
            let factor = row.factor - 2 * distance / side
            grown[row.scale] = factor
            sides[row.scale] = side
            stems[row.scale] = stem
            for variant in row.variants {
                guard let variantStem = before[variant]?.ink?.stem, variantStem > 0 else { continue }
                offsets[variant] = StemOffset(distance: (1 - factor) * variantStem / 2, grownBy: factor)
            }
        }
        guard !offsets.isEmpty else {
            return .failure(StemKeepingFallback("no resized glyph has a stem to measure"))
        }
        return .success(
            StemPlan(grownFactors: grown, offsets: offsets, sides: sides, regularStems: stems, plan: plan))
    }

    /// The side the size model judges: the height, or the width for a glyph judged by its width;
    /// the larger of the two when the row is held at the Control Center tile's symbol area.
    static func judgedSide(_ m: GlyphMeasurement, heldAtSymbolArea: Bool) -> Double {
        if heldAtSymbolArea { return max(m.width, m.height) }
        return m.size.judgedBy == .width || m.size.judgedBy == .flat ? m.width : m.height
    }

    /// The plan that grows each resized row by its `grownFactors` entry (rows left as they are stay).
    package var grownPlan: ResizePlan { plan.withFactors(grownFactors) }

    /// The plan again with each variant's distance corrected by one secant step: `plain` holds
    /// the stems of the glyph scaled by the factor alone (distance 0), `offset` those this
    /// plan's offsets gave. A row's Regular glyph also moves its row's growth, so its judged side
    /// stays where the factor puts it. Nil when every stem is already within 1 % of its drawn
    /// one, or the offset moved none.
    package func corrected(
        before: [Variant: GlyphMeasurement], plain: [Variant: GlyphMeasurement], offset: [Variant: GlyphMeasurement]
    ) -> StemPlan? {
        // The share of its distance each variant's stem asks for (1: as planned).
        var ratios: [Variant: Double] = [:]
        for variant in offsets.keys {
            guard let stem = before[variant]?.ink?.stem, let plainStem = plain[variant]?.ink?.stem,
                let got = offset[variant]?.ink?.stem, abs(got / stem - 1) > 0.01, abs(got - plainStem) > 1e-9
            else { continue }
            let ratio = (stem - plainStem) / (got - plainStem)
            // A step that reverses the offset, or more than doubles it, is not a correction.
            if ratio > 0, ratio < 2 { ratios[variant] = ratio }
        }
        guard !ratios.isEmpty else { return nil }
        var grown = grownFactors
        for row in plan.rows {
            guard let ratio = ratios[Variant(.regular, row.scale)], let side = sides[row.scale],
                let distance = offsets[Variant(.regular, row.scale)]?.distance
            else { continue }
            grown[row.scale] = row.factor - 2 * distance * ratio / side
        }
        var corrected = offsets
        for (variant, old) in offsets {
            corrected[variant] = StemOffset(
                distance: old.distance * (ratios[variant] ?? 1), grownBy: grown[variant.scale] ?? old.grownBy)
        }
        return StemPlan(grownFactors: grown, offsets: corrected, sides: sides, regularStems: regularStems, plan: plan)
    }

    /// Why the stems `after` the offsets are not kept (a resized Regular glyph's stem more than
    /// `keptStemChange` from its drawn one), nil when they are. The Regular glyphs are the ones
    /// judged and reported; a lighter weight's few-pixel stem is measured too coarsely
    /// (`InkShape.gridSpan`) to hold it to 5 %.
    package func unkeptStem(before: [Variant: GlyphMeasurement], after: [Variant: GlyphMeasurement]) -> String? {
        for variant in offsets.keys.sorted() where variant.weight == .regular {
            guard let drawn = before[variant]?.ink?.stem, let got = after[variant]?.ink?.stem, drawn > 0 else {
                continue
            }
            let change = got / drawn - 1
            if abs(change) > Self.keptStemChange {
                return
                    "offsetting \(variant.id)'s outline would leave its stem \(change > 0 ? "+" : "")\(fixed(change * 100, 1))% off the drawn one: its ink is a filled shape more than strokes, whose weight grows with its size"
            }
        }
        return nil
    }
}

/// Why `resize` scales strokes along instead of keeping the stems: the offset would change
/// what the glyph is, or cannot be made.
package struct StemKeepingFallback: Error, Sendable, Hashable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
