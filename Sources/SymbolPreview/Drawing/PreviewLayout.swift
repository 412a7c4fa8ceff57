import SVGModel
import SymbolRender

/// Where everything on a preview sheet goes, in layout pixels (sheet pixels at pixel
/// scale 1). Rectangles that frame things are whole numbers so they stay crisp.
struct PreviewLayout {
    enum Column: Hashable {
        case glyph, reference, overlay, authored

        func title(flattened: Bool) -> String {
            switch self {
            case .glyph: return flattened ? "FLATTENED" : "GLYPH"
            case .reference: return "REFERENCE"
            case .overlay: return "OVERLAY"
            case .authored: return "AUTHORED"
            }
        }
    }

    struct Row {
        var input: PreviewRow
        /// The card area of the row.
        var frame: Rect
        /// Template units → layout pixels: pixels per unit and the baseline's layout y
        /// (on a whole sheet pixel, so the baseline is a crisp edge).
        var baselinePixelY: Double
        /// Layout y of a template y in this row.
        func pixelY(_ unitY: Double, unitScale: Double) -> Double {
            baselinePixelY + (unitY - input.baselineY) * unitScale
        }
    }

    static let maximumWidth = 1600.0
    static let margin = 24.0
    /// The header line (symbol name and verdict) and the space below it, when there is one.
    static let headerHeight = 30.0
    static let headerCapHeight = 12.0
    static let verdictCapHeight = 8.0
    static let legendCapHeight = 8.0
    static let columnTitleY = 54.0
    static let columnTitleCapHeight = 7.0
    static let rowsTop = 72.0
    static let rowLabelWidth = 64.0
    static let rowLabelCapHeight = 16.0
    static let rowNoteCapHeight = 7.0
    static let columnGap = 8.0
    static let columnPadding = 14.0
    static let rowPadding = 16.0
    static let rowGap = 12.0
    static let cardRadius = 10.0
    static let preferredUnitScale = 1.25
    static let tilesGap = 20.0
    static let tilePadding = 12.0
    static let tileGap = 12.0
    static let tileGroupGap = 20.0
    static let tileScales = [2, 3]

    let columns: [Column]
    /// How far the legend, the column titles and the rows move down to make room for the header.
    let headerOffset: Double
    let columnWidth: Double
    /// Layout pixels per template unit in the glyph columns.
    let unitScale: Double
    let rows: [Row]
    let tilesX: Double
    let size: (width: Int, height: Int)

    var tileBlockWidth: Double { Self.tileBlockWidth }
    static var tileBlockWidth: Double {
        let tiles = tileScales.map { 2 * Double(ControlCenterTile.pixelSize(deviceScale: $0)) + tileGap }.reduce(0, +)
        return 2 * tilePadding + tiles + tileGroupGap * Double(tileScales.count - 1)
    }
    static var tileBlockHeight: Double {
        2 * tilePadding + Double(ControlCenterTile.pixelSize(deviceScale: tileScales.max() ?? 3))
    }

    func columnX(_ index: Int) -> Double {
        Self.margin + Self.rowLabelWidth + Double(index) * (columnWidth + Self.columnGap)
    }

    /// Left edge of the tile pair for `tileScales[group]`, and the x of each tile in it.
    func tileXs(group: Int) -> (groupX: Double, tiles: [Double]) {
        var x = tilesX + Self.tilePadding
        for earlier in Self.tileScales.prefix(group) {
            x += 2 * Double(ControlCenterTile.pixelSize(deviceScale: earlier)) + Self.tileGap + Self.tileGroupGap
        }
        let side = Double(ControlCenterTile.pixelSize(deviceScale: Self.tileScales[group]))
        return (x, [x, x + side + Self.tileGap])
    }

    init(_ input: PreviewSheetInput) throws {
        guard !input.rows.isEmpty else { throw PreviewError.invalidSheetInput("there are no rows to show") }
        guard (1...4).contains(input.pixelScale) else {
            throw PreviewError.invalidSheetInput("pixel scale \(input.pixelScale) is outside 1…4")
        }
        for row in input.rows {
            let values = [row.baselineY, row.caplineY, row.targetHeight]
            guard values.allSatisfy(\.isFinite), row.glyphBounds?.isFinite ?? true,
                row.referenceBounds?.isFinite ?? true, row.authoredBounds?.isFinite ?? true,
                row.targetHeight >= 0
            else {
                throw PreviewError.invalidSheetInput(
                    "row \(row.scale.rawValue) has non-finite guides, bounds or target height")
            }
        }

        let headerOffset = input.header == nil ? 0 : Self.headerHeight
        self.headerOffset = headerOffset
        let hasReference = input.rows.contains { $0.referenceBounds != nil }
        let showsAuthored =
            input.flatteningChangesGlyph && input.authoredSVG != nil
            && input.rows.contains { $0.authoredElementID != nil }
        // The authored rendering goes right beside the flattened glyph it differs from.
        var columns: [Column] = [.glyph]
        if showsAuthored { columns.append(.authored) }
        if hasReference { columns += [.reference, .overlay] }
        self.columns = columns

        // Columns are as wide as the widest shape in any row, and never narrower than a cap
        // height, so an empty or thin glyph still gets a readable column.
        let widestUnits =
            input.rows.map { row in
                max(
                    row.glyphBounds?.width ?? 0, row.authoredBounds?.width ?? 0, row.referenceBounds?.width ?? 0,
                    abs(row.baselineY - row.caplineY))
            }.max() ?? 0
        let count = Double(columns.count)
        let fixed =
            2 * Self.margin + Self.rowLabelWidth + Self.tilesGap + Self.tileBlockWidth
            + (count - 1) * Self.columnGap + count * (2 * Self.columnPadding + 1)
        let fitting = widestUnits > 0 ? (Self.maximumWidth - fixed) / (count * widestUnits) : Self.preferredUnitScale
        let unitScale = max(0.05, min(Self.preferredUnitScale, fitting))
        self.unitScale = unitScale
        let columnWidth = (widestUnits * unitScale).rounded(.up) + 2 * Self.columnPadding
        self.columnWidth = columnWidth
        let tilesX =
            Self.margin + Self.rowLabelWidth + count * columnWidth + (count - 1) * Self.columnGap + Self.tilesGap
        self.tilesX = tilesX

        let scale = Double(input.pixelScale)
        var rows: [Row] = []
        var y = Self.rowsTop + headerOffset
        for row in input.rows {
            let midline = (row.baselineY + row.caplineY) / 2
            var top = min(row.caplineY, row.baselineY, midline - row.targetHeight / 2)
            var bottom = max(row.caplineY, row.baselineY, midline + row.targetHeight / 2)
            for bounds in [row.glyphBounds, row.authoredBounds, row.referenceBounds].compactMap({ $0 }) {
                top = min(top, bounds.minY)
                bottom = max(bottom, bounds.maxY)
            }
            let contentHeight = (bottom - top) * unitScale
            let height = max((contentHeight + 2 * Self.rowPadding).rounded(.up), Self.tileBlockHeight)
            let unsnapped = y + (height - contentHeight) / 2 + (row.baselineY - top) * unitScale
            rows.append(
                Row(
                    input: row,
                    frame: Rect(
                        x: Self.margin + Self.rowLabelWidth, y: y,
                        width: tilesX - Self.tilesGap - Self.margin - Self.rowLabelWidth,
                        height: height),
                    baselinePixelY: (unsnapped * scale).rounded() / scale))
            y += height + Self.rowGap
        }
        self.rows = rows
        let width = tilesX + Self.tileBlockWidth + Self.margin
        let height = y - Self.rowGap + Self.margin
        // Far-apart guides or a huge target height would make an absurd sheet; stop before
        // converting to Int (which traps on huge values). Canvas checks the final pixel limits.
        guard width.isFinite, height.isFinite, width <= Self.maximumWidth * 4, height <= 16384 else {
            throw PreviewError.invalidSheetInput(
                "the sheet would be \(width) × \(height) layout pixels; check the guides and target heights")
        }
        self.size = (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }
}
