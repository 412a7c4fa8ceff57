import SVGModel
import SymbolCheck
import SymbolModel
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
    /// A glyph column is this many of the template's largest cap heights wide, and a row
    /// this many of its own cap height tall, centred on the cap-height midline: the panels
    /// follow the template's guides, never the ink, so a resized glyph keeps the layout (and
    /// ink beyond them is cut off at the panel's edge).
    static let columnWidthInCapHeights = 2.6
    static let rowHeightInCapHeights = 2.4
    static let placesGap = 20.0

    let columns: [Column]
    /// How far the legend, the column titles and the rows move down to make room for the header.
    let headerOffset: Double
    let columnWidth: Double
    /// Layout pixels per template unit in the glyph columns.
    let unitScale: Double
    let rows: [Row]
    /// Top-left corner of the places section (`ControlPlaces`), below the rows.
    let placesOrigin: Point
    let size: (width: Int, height: Int)

    func columnX(_ index: Int) -> Double {
        Self.margin + Self.rowLabelWidth + Double(index) * (columnWidth + Self.columnGap)
    }

    /// Every panel of the sheet with its name ("Regular-M flattened", "Control Center small
    /// on"), in layout pixels: where a golden's differing pixels are reported.
    var panels: [(name: String, frame: Rect)] {
        let flattened = columns.contains(.authored)
        var panels: [(name: String, frame: Rect)] = []
        for row in rows {
            for (index, column) in columns.enumerated() {
                panels.append(
                    (
                        "\(Variant(.regular, row.input.scale).id) \(column.title(flattened: flattened).lowercased())",
                        Rect(x: columnX(index), y: row.frame.minY, width: columnWidth, height: row.frame.height)
                    ))
            }
        }
        for place in ControlPlaces.places {
            panels.append(
                (
                    place.name,
                    Rect(
                        x: placesOrigin.x + place.frame.minX, y: placesOrigin.y + place.frame.minY,
                        width: place.frame.width, height: place.frame.height)
                ))
        }
        return panels
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

        // Panels follow the guides only (see `columnWidthInCapHeights`).
        let capHeights = input.rows.map { abs($0.baselineY - $0.caplineY) }
        let largestCap = max(capHeights.max() ?? 0, 1)
        let count = Double(columns.count)
        let fixed =
            2 * Self.margin + Self.rowLabelWidth + (count - 1) * Self.columnGap + count * (2 * Self.columnPadding + 1)
        let fitting = (Self.maximumWidth - fixed) / (count * Self.columnWidthInCapHeights * largestCap)
        let unitScale = max(0.05, min(Self.preferredUnitScale, fitting))
        self.unitScale = unitScale
        let columnWidth = (Self.columnWidthInCapHeights * largestCap * unitScale).rounded(.up) + 2 * Self.columnPadding
        self.columnWidth = columnWidth
        let columnsRight = Self.margin + Self.rowLabelWidth + count * columnWidth + (count - 1) * Self.columnGap

        let scale = Double(input.pixelScale)
        var rows: [Row] = []
        var y = Self.rowsTop + headerOffset
        for (row, cap) in zip(input.rows, capHeights) {
            let contentHeight = Self.rowHeightInCapHeights * cap * unitScale
            let height = (contentHeight + 2 * Self.rowPadding).rounded(.up)
            // The baseline sits half a cap height below the midline, which is the row's middle.
            let unsnapped = y + height / 2 + cap / 2 * unitScale
            rows.append(
                Row(
                    input: row,
                    frame: Rect(
                        x: Self.margin + Self.rowLabelWidth, y: y,
                        width: columnsRight - Self.margin - Self.rowLabelWidth,
                        height: height),
                    baselinePixelY: (unsnapped * scale).rounded() / scale))
            y += height + Self.rowGap
        }
        self.rows = rows
        let placesOrigin = Point(x: Self.margin + Self.rowLabelWidth, y: y - Self.rowGap + Self.placesGap)
        self.placesOrigin = placesOrigin
        let width = max(columnsRight, placesOrigin.x + ControlPlaces.size.width) + Self.margin
        let height = placesOrigin.y + ControlPlaces.size.height + Self.margin
        // Far-apart guides would make an absurd sheet; stop before converting to Int (which
        // traps on huge values). Canvas checks the final pixel limits.
        guard width.isFinite, height.isFinite, width <= Self.maximumWidth * 4, height <= 16384 else {
            throw PreviewError.invalidSheetInput(
                "the sheet would be \(width) × \(height) layout pixels; check the guides")
        }
        self.size = (Int(width.rounded(.up)), Int(height.rounded(.up)))
    }
}
