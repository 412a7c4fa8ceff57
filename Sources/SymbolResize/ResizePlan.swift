import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// What `resize` will do, row by row: the factor that brings each scale row's Regular glyph to
/// its target, and which drawn variants get it. Every weight of a row gets the row's factor,
/// so the weights of a variable template stay interpolation-compatible.
package struct ResizePlan: Sendable {
    package struct Row: Sendable {
        package let scale: Scale
        /// The Regular glyph of the row as measured before resizing.
        package let regular: GlyphMeasurement
        /// The factor to the target (`regular.scaleToTarget`), but never past the Control Center
        /// tile's symbol area for the Regular glyph or the rows derived from it.
        package let factor: Double
        /// The factor was held back to keep the glyph inside the tile's symbol area.
        package let isLimitedBySymbolArea: Bool
        /// Every drawn variant of the row, each scaled about the centre of its own ink.
        package let variants: [Variant]

        /// The Regular glyph is within tolerance of its target (and fits the symbol area), or the
        /// factor is 1 to about six significant digits: rewriting would only churn digits, so the
        /// row keeps its bytes (and resizing twice changes nothing).
        package var isWithinTolerance: Bool {
            (regular.size.accepted && regular.size.fitsSymbolArea) || abs(factor - 1) <= 1e-6
        }
    }

    /// A row left as it is, and why.
    package struct SkippedRow: Sendable, Hashable {
        package let scale: Scale
        package let reason: String
    }

    package let rows: [Row]
    package let skippedRows: [SkippedRow]

    /// Plans from measurements made with the wanted target (see `Measurer`).
    package init(template: SymbolTemplate, measurements: [Variant: GlyphMeasurement]) {
        var rows: [Row] = []
        var skipped: [SkippedRow] = []
        let drawn = template.drawnVariants
        for scale in Scale.allCases {
            let regular = Variant(.regular, scale)
            let inRow = drawn.filter { $0.scale == scale }
            if let m = measurements[regular], !m.derived, m.ratio > 0, m.ratio.isFinite {
                // Rows derived from this one (a variable template's M and L follow Regular-S)
                // grow with it, so they bound its factor too.
                let followers = measurements.values.filter { $0.derived && scale == .small }
                let fitting = ([m] + followers).map(\.size.largestFittingFactor).min() ?? .infinity
                rows.append(
                    Row(
                        scale: scale, regular: m, factor: min(m.scaleToTarget, fitting),
                        isLimitedBySymbolArea: fitting < m.scaleToTarget, variants: inRow))
            } else {
                skipped.append(
                    SkippedRow(
                        scale: scale,
                        reason: Self.reason(
                            regular, inRow: inRow, template: template, measurement: measurements[regular])))
            }
        }
        self.rows = rows
        self.skippedRows = skipped
    }

    init(rows: [Row], skippedRows: [SkippedRow]) {
        self.rows = rows
        self.skippedRows = skippedRows
    }

    /// The plan with the factors of the rows named in `factors` replaced (`StemPlan` grows a
    /// row past its factor before offsetting its outlines back); rows left as they are stay so.
    func withFactors(_ factors: [Scale: Double]) -> ResizePlan {
        let rows = rows.map { row -> Row in
            guard !row.isWithinTolerance, let factor = factors[row.scale] else { return row }
            return Row(
                scale: row.scale, regular: row.regular, factor: factor,
                isLimitedBySymbolArea: row.isLimitedBySymbolArea, variants: row.variants)
        }
        return ResizePlan(rows: rows, skippedRows: skippedRows)
    }

    static func reason(_ regular: Variant, inRow: [Variant], template: SymbolTemplate, measurement: GlyphMeasurement?)
        -> String
    {
        let scale = regular.scale
        if measurement?.derived == true {
            return "\(regular.id) is derived from Regular-S (variable template) and follows the S row"
        }
        if inRow.isEmpty { return "no glyph is drawn in this row" }
        let others = inRow.count == 1 ? "its drawn variant \(inRow[0].id) is" : "its \(inRow.count) drawn variants are"
        guard inRow.contains(regular) else {
            return "no \(regular.id) is drawn, so there is no size to aim by; \(others) left as drawn"
        }
        guard let cap = template.capHeight(scale) else {
            return
                "\(regular.id) cannot be measured: Baseline-\(scale.rawValue) and Capline-\(scale.rawValue) are not both usable guides; \(others) left as drawn"
        }
        guard cap > 0, AppleTemplate.pointSize(capHeight: cap) > 0 else {
            return
                "\(regular.id) cannot be measured: the cap height from its guides is \(fixed(cap, 3)); \(others) left as drawn"
        }
        guard let bounds = template.glyph(regular)?.inkBounds, bounds.height > 0 else {
            return "\(regular.id) draws no ink with a height to measure; \(others) left as drawn"
        }
        return "\(regular.id) cannot be measured; \(others) left as drawn"
    }
}
