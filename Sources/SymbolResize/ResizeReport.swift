import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// The text `symbolcheck resize` prints: one line per scale row with the Regular glyph's optical
/// size before and after (in cap heights, read as `check`'s table reads it: its height, or its
/// width ÷ 1.3 for a wide glyph), its target, the measure and the factor — the one `check`
/// names — then the rows left alone and why. `scaleWeightChoice` names
/// the choice to scale strokes along as the command line spells it (`--scale-weight`): the
/// commands module words it.
package enum ResizeReport {
    package static func text(_ outcome: ResizeOutcome, path: String, dryRun: Bool, scaleWeightChoice: String)
        -> String
    {
        let target = outcome.target
        var out = "\(path): "
        out += dryRun ? "factors to reach the target" : "resized to the target"
        out += " optical size \(fmt(target.ratio))× cap height (Regular-M)"
        out += dryRun ? "; nothing written\n" : "\n"
        let header = ["row", "size before", "size after", "target", "by", "factor", "variants"]
        let rows: [[String]] = outcome.plan.rows.map { row in
            let after = outcome.after[Variant(.regular, row.scale)].map { fixed($0.size.opticalSize, 4) } ?? "-"
            return [
                row.scale.rawValue, fixed(row.regular.size.opticalSize, 4), after,
                fixed(row.regular.size.targetOpticalSize, 4), row.regular.size.judgedBy.rawValue, fixed(row.factor, 6),
                row.isWithinTolerance
                    ? "within tolerance of its target, left as is"
                    : row.variants.map(\.id).joined(separator: " ")
                        + (row.isLimitedBySymbolArea ? " (held at the Control Center tile's symbol area)" : ""),
            ]
        }
        let widths = header.indices.map { k in ([header[k]] + rows.map { $0[k] }).map(\.count).max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { k, cell in
                // Numbers right-aligned, words left-aligned; the last column is not padded.
                let pad = String(repeating: " ", count: widths[k] - cell.count)
                if k == 0 || k == 4 { return cell + pad }
                return k == cells.count - 1 ? cell : pad + cell
            }
            return "  " + padded.joined(separator: "  ") + "\n"
        }
        out += line(header)
        for r in rows { out += line(r) }
        for skipped in outcome.plan.skippedRows {
            out += "  \(skipped.scale.rawValue) left alone: \(skipped.reason)\n"
        }
        if let stems = stemWarning(outcome, scaleWeightChoice: scaleWeightChoice) { out += stems }
        return out
    }

    /// A stem change past this share is reported: the spread issue #22 accepts for one weight.
    static let reportedStemChange = 0.05

    /// The stem line: with the stems kept, each resized Regular row's stem (2 × ink area ÷
    /// perimeter, `InkShape`) before and after; with stems scaled along (`--scale-weight`, or the
    /// fallback, whose reason it gives), "warning: stems change with the glyph …" for each row
    /// whose stem changes by `reportedStemChange` or more.
    static func stemWarning(_ outcome: ResizeOutcome, scaleWeightChoice: String) -> String? {
        let stems: [(variant: Variant, before: Double, after: Double)] = outcome.plan.rows.compactMap { row in
            let variant = Variant(.regular, row.scale)
            guard !row.isWithinTolerance, let before = outcome.before[variant]?.ink?.stem,
                let after = outcome.after[variant]?.ink?.stem, before > 0
            else { return nil }
            return (variant, before, after)
        }
        switch outcome.stems {
        case .kept:
            guard !stems.isEmpty else { return nil }
            return "  stems kept, outlines offset back: "
                + stems.map { "\($0.variant.id) \(fixed($0.before, 2)) → \(fixed($0.after, 2)) units" }
                .joined(separator: ", ") + "\n"
        case .scaledAlong(let reason):
            let changes: [String] = stems.compactMap { stem in
                let change = stem.after / stem.before - 1
                guard abs(change) >= reportedStemChange else { return nil }
                return
                    "\(stem.variant.id) \(change > 0 ? "+" : "")\(fixed(change * 100, 1))% (\(fixed(stem.before, 2)) → \(fixed(stem.after, 2)) units)"
            }
            guard !changes.isEmpty else { return nil }
            let why =
                reason.map { "the stems could not be kept (\($0)), so resize scaled strokes along" }
                ?? "resize scales strokes along (\(scaleWeightChoice))"
            return "  warning: stems change with the glyph, \(why): " + changes.joined(separator: ", ") + "\n"
        }
    }
}
