import SVGModel
import SymbolRender

/// A picture that shows at once whether a custom symbol matches its reference: per scale row
/// the flattened glyph, the reference symbol and both overlaid, all on the row's baseline
/// (solid line) and capline (dashed), with a translucent band for the target height centred
/// on the cap-height midline; when flattening changes the glyph, librsvg's rendering of the
/// authored glyph; below, the places iOS 18 shows a Control's glyph in (`ControlPlaces`).
///
/// At most 1600 px wide at pixel scale 1 (glyph columns shrink to fit). The layout follows
/// the template's guides only, so a resized glyph changes the pixels inside its panels only. Labels come from a
/// built-in stroke font, never from system fonts, so the PNG bytes are the same on every run.
package enum PreviewSheet {
    package static func render(_ input: PreviewSheetInput) throws -> RGBAImage {
        try draw(input).snapshot()
    }

    /// The sheet as PNG bytes, encoded straight from the canvas (the same bytes as
    /// `PNGCodec.encode(render(input))`).
    package static func png(_ input: PreviewSheetInput) throws -> [UInt8] {
        try draw(input).finishAsPNG()
    }

    private static func draw(_ input: PreviewSheetInput) throws -> Canvas {
        let layout = try PreviewLayout(input)
        let palette = PreviewPalette.forAppearance(input.appearance)
        let painter = try SheetPainter(layout: layout, palette: palette, scale: input.pixelScale)
        let authored: RasterDocument?
        if layout.columns.contains(.authored), let svg = input.authoredSVG {
            authored = try RasterDocument(svg: svg)
        } else {
            authored = nil
        }
        if let header = input.header { try painter.drawHeader(header, verdict: input.showsJudgement) }
        try painter.drawLegend(
            showsReference: layout.columns.contains(.reference),
            flatteningChangesGlyph: input.flatteningChangesGlyph, drawData: input.drawData,
            showsRatio: input.showsJudgement && layout.rows.contains { $0.input.ratioToTarget != nil })
        try painter.drawColumnTitles()
        for row in layout.rows {
            try painter.drawRow(row, authored: authored, ratio: input.showsJudgement)
        }
        if let row = layout.rows.first(where: { $0.input.scale == .medium }) ?? layout.rows.first {
            try painter.drawPlaces(row.input, nothingDrawn: input.placesDrawNothing)
        }
        return painter.canvas
    }
}

/// Draws in layout pixels on a canvas that is `scale` times larger.
private struct SheetPainter {
    let layout: PreviewLayout
    let palette: PreviewPalette
    let canvas: Canvas
    let n: Double
    let scale: Int
    /// The layout point at the canvas's top-left corner: a panel's painter draws on a canvas
    /// of its own, so nothing it draws reaches past the panel.
    let origin: Point

    init(layout: PreviewLayout, palette: PreviewPalette, scale: Int) throws {
        self.layout = layout
        self.palette = palette
        self.scale = scale
        self.n = Double(scale)
        self.origin = Point(x: 0, y: 0)
        self.canvas = try Canvas(
            width: layout.size.width * scale, height: layout.size.height * scale,
            background: palette.background)
    }

    private init(panelOf parent: SheetPainter, frame: Rect) throws {
        self.layout = parent.layout
        self.palette = parent.palette
        self.scale = parent.scale
        self.n = parent.n
        self.origin = Point(x: frame.minX, y: frame.minY)
        self.canvas = try Canvas(
            width: Int((frame.width * n).rounded()), height: Int((frame.height * n).rounded()))
    }

    /// Draws `body` on a canvas the size of `frame` (whole layout pixels) and composites it
    /// there, cutting off whatever reaches past the frame.
    private func inPanel(_ frame: Rect, _ body: (SheetPainter) throws -> Void) throws {
        let panel = try SheetPainter(panelOf: self, frame: frame)
        try body(panel)
        try canvas.draw(
            panel.canvas, x: Int(((frame.minX - origin.x) * n).rounded()),
            y: Int(((frame.minY - origin.y) * n).rounded()))
    }

    private typealias L = PreviewLayout

    // MARK: Primitives in layout pixels

    private func scaled(_ r: Rect) -> Rect {
        Rect(x: (r.minX - origin.x) * n, y: (r.minY - origin.y) * n, width: r.width * n, height: r.height * n)
    }

    /// Layout pixels → this canvas's pixels.
    private var toCanvas: AffineTransform {
        AffineTransform.scale(n, n).concatenating(.translation(-origin.x, -origin.y))
    }

    private func fill(_ r: Rect, _ color: RGBAColor, radius: Double = 0) throws {
        if radius > 0 {
            try canvas.fillRoundedRect(scaled(r), cornerRadius: radius * n, color: color)
        } else {
            try canvas.fill(scaled(r), color: color)
        }
    }

    /// A horizontal line one layout pixel thick whose top edge is at `y`.
    private func horizontalLine(x: Double, y: Double, width: Double, color: RGBAColor, dashed: Bool = false) throws {
        let centre = ((y - origin.y) * n).rounded() + n / 2
        try canvas.strokeLine(
            from: Point(x: (x - origin.x) * n, y: centre), to: Point(x: (x + width - origin.x) * n, y: centre),
            style: StrokeStyle(width: n, color: color, dash: dashed ? [5 * n, 3 * n] : []))
    }

    private func label(_ text: String, x: Double, y: Double, capHeight: Double, color: RGBAColor) throws {
        try canvas.drawLabel(
            text, at: Point(x: (x - origin.x) * n, y: (y - origin.y) * n), capHeight: capHeight * n, color: color)
    }

    private func labelWidth(_ text: String, capHeight: Double) -> Double {
        StrokeFont.width(of: text) * capHeight / StrokeFont.capHeight
    }

    /// Template units → sheet pixels, with `unitX` at layout x `centreX`.
    private func transform(row: PreviewLayout.Row, unitX: Double, centreX: Double) -> AffineTransform {
        let k = layout.unitScale
        return toCanvas.concatenating(
            AffineTransform.translation(centreX - unitX * k, row.baselinePixelY - row.input.baselineY * k)
                .concatenating(.scale(k, k)))
    }

    // MARK: Header

    /// The symbol's name, then (with `verdict`) the checker's verdict in its colour, naming the
    /// rules that report.
    func drawHeader(_ header: SheetHeader, verdict: Bool) throws {
        let name = header.symbolName.uppercased()
        let x = L.margin + L.rowLabelWidth
        try label(name, x: x, y: L.margin, capHeight: L.headerCapHeight, color: palette.ink)
        guard verdict else { return }
        let verdictX = x + labelWidth(name, capHeight: L.headerCapHeight) + 24
        let color =
            header.errors > 0 ? palette.failing : header.warnings > 0 ? palette.warning : palette.passing
        let room = Double(layout.size.width) - L.margin - verdictX
        try label(
            header.verdict(fitting: room, capHeight: L.verdictCapHeight), x: verdictX,
            y: L.margin + (L.headerCapHeight - L.verdictCapHeight) / 2, capHeight: L.verdictCapHeight, color: color)
    }

    func drawLegend(
        showsReference: Bool, flatteningChangesGlyph: Bool, drawData: DrawDataMark?, showsRatio: Bool
    ) throws {
        let cap = L.legendCapHeight
        let top = L.margin + layout.headerOffset
        let swatchMid = top + cap / 2
        var x = L.margin + L.rowLabelWidth
        func item(_ text: String, swatch: (Double) throws -> Void) throws {
            try swatch(x)
            x += 22
            try label(text, x: x, y: top, capHeight: cap, color: palette.secondaryText)
            x += labelWidth(text, capHeight: cap) + 22
        }
        try item("GLYPH") { try fill(Rect(x: $0, y: swatchMid - 6, width: 12, height: 12), palette.ink, radius: 2) }
        if showsReference {
            try item("REFERENCE") {
                try fill(Rect(x: $0, y: swatchMid - 6, width: 12, height: 12), palette.reference, radius: 2)
            }
        }
        try item("TARGET HEIGHT") { x0 in
            try fill(Rect(x: x0, y: swatchMid - 6, width: 16, height: 12), palette.band)
            try horizontalLine(x: x0, y: swatchMid - 6, width: 16, color: palette.bandEdge)
            try horizontalLine(x: x0, y: swatchMid + 5, width: 16, color: palette.bandEdge)
        }
        try item("BASELINE") { try horizontalLine(x: $0, y: swatchMid, width: 16, color: palette.baseline) }
        try item("CAPLINE") {
            try horizontalLine(x: $0, y: swatchMid, width: 16, color: palette.baseline, dashed: true)
        }
        // The percentage under each row's letter (#44: it was not in the legend).
        if showsRatio {
            try item("UNDER S M L: HEIGHT / TARGET") { x0 in
                try label("%", x: x0, y: top, capHeight: cap, color: palette.secondaryText)
            }
        }

        // Badges, right to left from the sheet's right edge.
        var right = Double(layout.size.width) - L.margin
        func badge(_ text: String, _ color: RGBAColor) throws {
            let width = labelWidth(text, capHeight: cap) + 20
            let badgeX = right - width
            try fill(Rect(x: badgeX, y: top - 6, width: width, height: cap + 12), color, radius: (cap + 12) / 2)
            try label(text, x: badgeX + 10, y: top, capHeight: cap, color: .white)
            right = badgeX - 12
        }
        if flatteningChangesGlyph { try badge("! FLATTENING CHANGES THE GLYPH", palette.warning) }
        // The sheet draws still glyphs: Draw On and Off, which the guide points steer, are not shown.
        if let drawData { try badge(drawData.text, drawData.isRead ? palette.reference : palette.warning) }
    }

    func drawColumnTitles() throws {
        let cap = L.columnTitleCapHeight
        let flattened = layout.columns.contains(.authored)
        for (index, column) in layout.columns.enumerated() {
            let centre = layout.columnX(index) + layout.columnWidth / 2
            let title = column.title(flattened: flattened)
            try label(
                title, x: centre - labelWidth(title, capHeight: cap) / 2,
                y: L.columnTitleY + layout.headerOffset, capHeight: cap, color: palette.secondaryText)
        }
    }

    // MARK: Rows

    func drawRow(_ row: PreviewLayout.Row, authored: RasterDocument?, ratio: Bool) throws {
        let input = row.input
        let k = layout.unitScale
        let midlineY = row.pixelY((input.baselineY + input.caplineY) / 2, unitScale: k)
        // The row's letter, then its height against the target as the checker measures it
        // (100% = on target), then whether the row is derived rather than drawn.
        var notes: [String] = []
        if ratio, let ratio = input.ratioToTarget, ratio.isFinite, abs(ratio) < 1000 {
            notes.append("\(Int((ratio * 100).rounded()))%")
        }
        if input.derived { notes.append("DERIVED") }
        let noteLine = L.rowNoteCapHeight + 5
        let blockHeight = L.rowLabelCapHeight + Double(notes.count) * noteLine
        var labelY = midlineY - blockHeight / 2
        let labelCentre = L.margin + (L.rowLabelWidth - 8) / 2
        let letter = input.scale.rawValue
        try label(
            letter, x: labelCentre - labelWidth(letter, capHeight: L.rowLabelCapHeight) / 2,
            y: labelY, capHeight: L.rowLabelCapHeight, color: palette.secondaryText)
        labelY += L.rowLabelCapHeight
        for note in notes {
            labelY += 5
            try label(
                note, x: labelCentre - labelWidth(note, capHeight: L.rowNoteCapHeight) / 2,
                y: labelY, capHeight: L.rowNoteCapHeight, color: palette.secondaryText)
            labelY += L.rowNoteCapHeight
        }

        for (index, column) in layout.columns.enumerated() {
            let card = Rect(
                x: layout.columnX(index), y: row.frame.minY, width: layout.columnWidth, height: row.frame.height)
            try inPanel(card) { panel in
                try panel.fill(card, column == .authored ? palette.authoredCard : palette.card, radius: L.cardRadius)
                try panel.drawBand(row, card: card)
                try panel.drawContent(column, row: row, card: card, authored: authored)
                try panel.drawGuides(row, card: card)
            }
        }
    }

    private func drawBand(_ row: PreviewLayout.Row, card: Rect) throws {
        let input = row.input
        let k = layout.unitScale
        guard input.targetHeight > 0 else { return }
        let midline = (input.baselineY + input.caplineY) / 2
        let top = row.pixelY(midline - input.targetHeight / 2, unitScale: k)
        let bottom = row.pixelY(midline + input.targetHeight / 2, unitScale: k)
        try fill(Rect(x: card.minX, y: top, width: card.width, height: bottom - top), palette.band)
        try horizontalLine(x: card.minX, y: top, width: card.width, color: palette.bandEdge)
        try horizontalLine(x: card.minX, y: bottom - 1, width: card.width, color: palette.bandEdge)
    }

    /// Baseline as a solid line just below the baseline edge (a glyph standing on it touches
    /// the line), capline as a dashed line just above the capline edge.
    private func drawGuides(_ row: PreviewLayout.Row, card: Rect) throws {
        let capline = row.pixelY(row.input.caplineY, unitScale: layout.unitScale)
        try horizontalLine(x: card.minX, y: capline - 1, width: card.width, color: palette.baseline, dashed: true)
        try horizontalLine(x: card.minX, y: row.baselinePixelY, width: card.width, color: palette.baseline)
    }

    private func drawContent(
        _ column: PreviewLayout.Column, row: PreviewLayout.Row, card: Rect,
        authored: RasterDocument?
    ) throws {
        let input = row.input
        let centreX = card.midX
        switch column {
        case .glyph:
            if let bounds = input.glyphBounds {
                try canvas.fill(
                    input.glyph, transform: transform(row: row, unitX: bounds.midX, centreX: centreX),
                    color: palette.ink)
            }
        case .reference:
            if let bounds = input.referenceBounds {
                try canvas.fill(
                    input.reference, transform: transform(row: row, unitX: bounds.midX, centreX: centreX),
                    color: palette.reference)
            }
        case .overlay:
            if let bounds = input.referenceBounds {
                try canvas.fill(
                    input.reference, transform: transform(row: row, unitX: bounds.midX, centreX: centreX),
                    color: palette.reference.withAlpha(110))
            }
            if let bounds = input.glyphBounds {
                try canvas.fill(
                    input.glyph, transform: transform(row: row, unitX: bounds.midX, centreX: centreX),
                    color: palette.ink.withAlpha(150))
            }
        case .authored:
            guard let authored, let id = input.authoredElementID,
                let bounds = input.glyphBounds ?? input.authoredBounds
            else { return }
            // The card's area in row units, with the glyph centred as in the glyph column, then
            // in the authored element's units (a derived row scales Regular-S uniformly).
            let k = layout.unitScale
            let p = input.authoredPlacement
            let factor = p.a
            guard factor > 0, factor.isFinite else { return }
            let region = Rect(
                x: (bounds.midX + (card.minX - centreX) / k - p.e) / factor,
                y: (input.baselineY + (card.minY - row.baselinePixelY) / k - p.f) / factor,
                width: card.width / k / factor, height: card.height / k / factor)
            let image = try authored.render(
                region: region, width: Int((card.width * n).rounded()),
                height: Int((card.height * n).rounded()), elementID: id)
            try canvas.draw(
                image, x: Int(((card.minX - origin.x) * n).rounded()), y: Int(((card.minY - origin.y) * n).rounded()))
        }
    }

    // MARK: Places

    /// A place's panel in `color`, with its title above it.
    private func drawPanel(_ title: String, frame: Rect, _ color: RGBAColor) throws {
        let cap = L.columnTitleCapHeight
        try label(
            title, x: frame.minX, y: frame.minY - ControlPlaces.titleGap - cap, capHeight: cap,
            color: palette.secondaryText)
        try fill(frame, color, radius: 14)
    }

    /// The glyph of `row` where iOS 18 shows a Control's glyph (`ControlPlaces`), each place
    /// with its title; every size and colour an estimate (docs/previews-and-goldens.md). With
    /// `nothingDrawn`, the places are drawn empty, as the device shows them, and its lines say
    /// why beside them.
    func drawPlaces(_ row: PreviewRow, nothingDrawn: [String]?) throws {
        let origin = layout.placesOrigin
        let colors = palette.places
        func moved(_ r: Rect) -> Rect {
            Rect(x: origin.x + r.minX, y: origin.y + r.minY, width: r.width, height: r.height)
        }
        let cap = L.columnTitleCapHeight
        let p = ControlPlaces.pixelsPerPoint
        let textCap = ControlPlaces.textCapPoints * p
        let placed = ControlPlaces.places
        // Control Center: its backdrop behind both groups, then a title over each group, the
        // reference's small control beside the glyph's and a caption under each of the two.
        try fill(moved(ControlPlaces.controlCenterBackdrop), colors.backdrop, radius: 14)
        let showsReference = row.referenceBounds != nil
        for caption in ControlPlaces.captions where showsReference {
            let captionCap = ControlPlaces.captionCapHeight
            try label(
                caption.text, x: origin.x + caption.centreX - labelWidth(caption.text, capHeight: captionCap) / 2,
                y: origin.y + caption.top, capHeight: captionCap, color: colors.text)
        }
        for place in placed {
            let frame = moved(place.frame)
            let background = moved(place.glyphBackground)
            var glyphColor = colors.offGlyph
            var shapes = row.glyph
            var bounds = row.glyphBounds
            switch place.kind {
            case .controlCenter(let size, let on):
                if size == .large {
                    let title = "CONTROL CENTER " + (on ? "ON" : "OFF")
                    try label(
                        title, x: frame.minX, y: frame.minY - ControlPlaces.padding - ControlPlaces.titleGap - cap,
                        capHeight: cap, color: palette.secondaryText)
                }
                if size != .small {
                    try fill(frame, colors.platter, radius: ControlPlaces.platterCornerPoints * p)
                }
                let circleColor = on ? colors.tint : size == .small ? colors.platter : colors.offCircle
                try fill(background, circleColor, radius: background.width / 2)
                glyphColor = on ? colors.onGlyph : colors.offGlyph
                // Title and value: beside the circle (medium), below it (large); none when small.
                let value = on ? "ON" : "OFF"
                switch size {
                case .small: break
                case .medium:
                    let x = background.maxX + ControlPlaces.glyphCircleInsetPoints * p
                    try label("TITLE", x: x, y: frame.midY - textCap - 4, capHeight: textCap, color: colors.text)
                    try label(value, x: x, y: frame.midY + 4, capHeight: textCap, color: colors.text)
                case .large:
                    let x = background.minX
                    let bottom = frame.maxY - ControlPlaces.glyphCircleInsetPoints * p * 2
                    try label("TITLE", x: x, y: bottom - 2 * textCap - 8, capHeight: textCap, color: colors.text)
                    try label(value, x: x, y: bottom - textCap, capHeight: textCap, color: colors.text)
                }
            case .controlCenterReference(let on):
                guard showsReference else { continue }
                try fill(background, on ? colors.tint : colors.platter, radius: background.width / 2)
                glyphColor = on ? colors.onGlyph : colors.offGlyph
                shapes = row.reference
                bounds = row.referenceBounds
            case .lockScreen:
                try drawPanel("LOCK SCREEN", frame: frame, colors.backdrop)
                try fill(background, palette.lockMaterial, radius: background.width / 2)
                glyphColor = palette.lockGlyph
            case .actionButton:
                try drawPanel("ACTION BUTTON", frame: frame, colors.backdrop)
                try fill(background, palette.island, radius: background.height / 2)
                glyphColor = palette.islandGlyph
            }
            let centre = ControlPlaces.glyphCentre(of: place)
            let isReference: Bool = {
                if case .controlCenterReference = place.kind { return true } else { return false }
            }()
            if nothingDrawn != nil, !isReference { continue }
            if let transform = ControlPlaces.glyphTransform(
                row: row, bounds: bounds, points: place.glyphPoints,
                centre: Point(x: origin.x + centre.x, y: origin.y + centre.y))
            {
                try canvas.fill(shapes, transform: toCanvas.concatenating(transform), color: glyphColor)
            }
        }
        // Why: beside the Lock Screen and the Action button, in the failing colour.
        if let nothingDrawn, let island = placed.first(where: { $0.kind == .actionButton }) {
            let x = origin.x + island.frame.maxX + ControlPlaces.groupGap
            var y = origin.y + island.frame.minY
            try label("THE DEVICE DRAWS NOTHING HERE", x: x, y: y, capHeight: cap, color: palette.failing)
            for line in nothingDrawn {
                y += cap * 2.2
                try label(line, x: x, y: y, capHeight: cap, color: palette.secondaryText)
            }
        }
    }
}
