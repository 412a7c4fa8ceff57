import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender

/// Everything needed to draw a template's preview sheets, worked out once and rendered in
/// as many appearances and pixel scales as wanted.
package struct PreviewPlan: Sendable {
    /// A glyph row the sheet leaves out, and why.
    package struct OmittedRow: Hashable, Sendable, CustomStringConvertible {
        package var scale: Scale
        package var reason: String
        package var description: String { "no \(scale.name) row: \(reason)" }
    }

    /// The sheet input in the light appearance at pixel scale 1.
    package let input: PreviewSheetInput
    package let omittedRows: [OmittedRow]
    /// How flattening changes the glyphs the rows show (a derived row shows Regular-S), by
    /// the checker's own analysis: the badge is shown exactly when one of them `isVisible`.
    package let flattening: [Variant: FlatteningChange]
    /// Each row's glyph height and width as the checker measures them (a golden stores them
    /// beside its images).
    package let measurements: GoldenMeasurements

    /// Works out the rows for Regular-S, -M and -L: a drawn glyph (with ink or a stroke, and
    /// its baseline and capline) as Control Center draws it, or — for a variable template —
    /// the row the checker derives from Regular-S, placed exactly as it measures it; the
    /// reference placed on that row's guides; the target height from `sizeTarget`. `header`
    /// names the symbol and carries the checker's verdict. Throws `nothingToPreview` when no
    /// row is left.
    package init(
        template: SymbolTemplate, svg: [UInt8], reference: PreviewReference?,
        sizeTarget: SizeTarget = SizeTarget(), header: SheetHeader? = nil
    ) throws(PreviewError) {
        // The checker's measurements, so every ratio (and every derived row) is the one it reports.
        let interpolation = InterpolationCompatibility.analyse(template)
        let measurements = Measurer.measure(
            template, target: sizeTarget, reference: nil, interpolation: interpolation)
        var rows: [PreviewRow] = []
        var omitted: [OmittedRow] = []
        var shown: [Glyph] = []
        var measured: [GoldenMeasurements.Entry] = []
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            guard let baseline = template.baseline(scale), let capline = template.capline(scale),
                baseline.isFinite, capline.isFinite, baseline > capline
            else {
                let reason =
                    template.glyph(variant) == nil && measurements[variant] == nil
                    ? "the template has no \(variant.id)"
                    : "Baseline-\(scale.rawValue) and Capline-\(scale.rawValue) do not give a cap height"
                omitted.append(OmittedRow(scale: scale, reason: reason))
                continue
            }
            let capHeight = baseline - capline
            let measurement = measurements[variant]
            // The size model's target for this row (the band), asked in this one place: the
            // height the checker's judgement wants for this glyph (its optical size read from
            // its proportions and ink), or the model's judgement of the ink box it draws.
            func targetHeight(for ink: Rect?) -> Double {
                if let measurement { return measurement.size.targetRatio * capHeight }
                guard let ink else { return sizeTarget.ratio(for: scale) * capHeight }
                return sizeTarget.targetHeightRatio(aspect: ink.width / ink.height, scale: scale) * capHeight
            }
            var row: PreviewRow
            var glyph: Glyph
            if let measurement, measurement.derived, let source = template.glyph(.regularS),
                let sourceMeasurement = measurements[.regularS], let sourceBounds = sourceMeasurement.bounds,
                sourceMeasurement.height > 0
            {
                // Regular-S scaled to the height the checker derives, centred where it measures
                // the centre: y' = midline + centreOffset + (y − S's centre) · factor.
                let factor = measurement.height / sourceMeasurement.height
                let placement = AffineTransform.translation(
                    0, baseline - capHeight / 2 + measurement.centerOffset
                )
                .concatenating(.scale(factor, factor))
                .concatenating(.translation(0, -sourceBounds.midY))
                let shapes = Self.filledShapes(of: source).map { shape in
                    FilledShape(
                        path: shape.path.transformed(by: placement), fillRule: shape.fillRule,
                        knocksOut: shape.knocksOut)
                }
                let inked = shapes.filter { !$0.knocksOut }.compactMap(\.path.bounds)
                guard let first = inked.first else {
                    omitted.append(
                        OmittedRow(
                            scale: scale, reason: "Regular-S, which \(variant.id) is derived from, draws nothing"))
                    continue
                }
                let derivedBounds = inked.dropFirst().reduce(first) { $0.union($1) }
                row = PreviewRow(
                    scale: scale, glyph: shapes, glyphBounds: derivedBounds,
                    baselineY: baseline, caplineY: capline, targetHeight: targetHeight(for: derivedBounds),
                    authoredElementID: Variant.regularS.id)
                row.authoredPlacement = placement
                row.derived = true
                glyph = source
            } else if let drawn = template.glyph(variant) {
                let shapes = Self.filledShapes(of: drawn)
                let inks = shapes.contains(where: { !$0.knocksOut })
                let strokes = drawn.shapes.contains(where: \.drawsStroke)
                let bounds = inks ? drawn.inkBounds : nil
                guard inks ? bounds?.isFinite == true : strokes else {
                    omitted.append(OmittedRow(scale: scale, reason: "\(variant.id) draws nothing"))
                    continue
                }
                row = PreviewRow(
                    scale: scale, glyph: inks ? shapes : [], glyphBounds: bounds, baselineY: baseline,
                    caplineY: capline, targetHeight: targetHeight(for: bounds),
                    authoredElementID: variant.id)
                if !inks { row.authoredBounds = Self.strokedBounds(of: drawn) }
                glyph = drawn
            } else {
                omitted.append(OmittedRow(scale: scale, reason: "the template has no \(variant.id)"))
                continue
            }
            if let placed = reference?.placed(on: scale, baselineY: baseline, capHeight: capHeight) {
                row.reference = placed.shapes
                row.referenceBounds = placed.bounds
            }
            row.ratioToTarget = measurement.map { $0.ratio / $0.target }
            row.pointSize = template.pointSize(ofRow: scale) ?? ControlCenterSymbolArea.templatePointSize
            if let measurement {
                measured += [
                    .init(name: "\(variant.id) height", value: measurement.height, unit: "units"),
                    .init(name: "\(variant.id) width", value: measurement.width, unit: "units"),
                ]
            }
            rows.append(row)
            shown.append(glyph)
        }
        guard !rows.isEmpty else {
            throw .nothingToPreview(omitted.map(\.description).joined(separator: "; "))
        }
        let flattening = FlatteningAnalysis.changes(of: shown)
        let changes = flattening.values.contains(where: \.isVisible)
        // librsvg would draw a glyph's <text>, <image>, <use> … too, text with the machine's
        // fonts: such a sheet gets no authored column, so its pixels stay the same everywhere.
        let drawable = shown.allSatisfy(\.otherElements.isEmpty)
        var input = PreviewSheetInput(
            rows: rows, header: header, flatteningChangesGlyph: changes,
            authoredSVG: changes && drawable
                ? AuthoredSVG.withoutPreviewClasses(svg, document: template.tree.document) : nil)
        if template.drawGuidePointPathCount > 0 {
            input.drawData = DrawDataMark(paths: template.drawGuidePointPathCount, isRead: template.readsDrawData)
        }
        input.placesDrawNothing = Self.placesDrawNothing(template: template, interpolation: interpolation)
        self.input = input
        self.omittedRows = omitted
        self.flattening = flattening
        self.measurements = GoldenMeasurements(entries: measured)
    }

    /// Why the places a Control shows its glyph in draw nothing, or nil when they draw it. A
    /// Control asks for the symbol at the default (Medium) weight and scale: nothing draws when
    /// actool writes no Medium record (`not-interpolatable`, asked of the rule itself;
    /// docs/runtime.md, "Compiled, but draws nothing"), or when Regular-M has no filled shape
    /// (`blank-glyph`: compiled symbols draw fills only). The sheet's rows still show what each
    /// variant draws.
    static func placesDrawNothing(template: SymbolTemplate, interpolation: InterpolationCompatibility) -> [String]? {
        if NotInterpolatableRule.leavesNoMediumRecord(template, interpolation: interpolation) {
            return [
                "\(NotInterpolatableRule().id.uppercased()) - NO MEDIUM RECORD,",
                "ULTRALIGHT-S, REGULAR-S AND BLACK-S DO NOT INTERPOLATE",
            ]
        }
        if let drawn = template.glyph(.regularM), ControlCenterFlattening.drawsNothing(drawn) {
            return [
                "\(BlankGlyphRule().id.uppercased()) - REGULAR-M HAS NO FILLED SHAPE,",
                "AND COMPILED SYMBOLS DRAW FILLS ONLY",
            ]
        }
        return nil
    }

    /// What Control Center draws of `glyph`, as shapes the canvas fills.
    static func filledShapes(of glyph: Glyph) -> [FilledShape] {
        ControlCenterFlattening.drawnShapes(of: glyph).map {
            FilledShape(path: $0.path, fillRule: $0.fillRule, knocksOut: $0.knocksOut)
        }
    }

    /// The glyph's geometry widened by half its widest stroke: where a stroke-only drawing inks.
    static func strokedBounds(of glyph: Glyph) -> Rect? {
        guard let bounds = glyph.geometryBounds, bounds.isFinite else { return nil }
        let half =
            (glyph.shapes.filter(\.drawsStroke).map(\.node.style.strokeWidth).max() ?? 0) / 2
        return Rect(
            minX: bounds.minX - half, minY: bounds.minY - half, maxX: bounds.maxX + half, maxY: bounds.maxY + half)
    }

    /// The sheet for `view` at `pixelScale` (1…4), as PNG bytes; a golden image leaves out the
    /// checker's judgement (`PreviewSheetInput.showsJudgement`).
    package func png(view: PreviewView, pixelScale: Int = 1, showsJudgement: Bool = true) throws(PreviewError)
        -> [UInt8]
    {
        do {
            var input = sheetInput(view: view, pixelScale: pixelScale)
            input.showsJudgement = showsJudgement
            return try PreviewSheet.png(input)
        } catch {
            throw .rendering(String(describing: error))
        }
    }

    /// The sheet for `view` at `pixelScale` (1…4), as pixels.
    package func image(view: PreviewView, pixelScale: Int = 1, showsJudgement: Bool = true) throws(PreviewError)
        -> RGBAImage
    {
        do {
            var input = sheetInput(view: view, pixelScale: pixelScale)
            input.showsJudgement = showsJudgement
            return try PreviewSheet.render(input)
        } catch {
            throw .rendering(String(describing: error))
        }
    }

    /// The sheet's named panels (glyph columns per row, and the places) in the pixels of the
    /// sheet for `view` at `pixelScale`: where a golden's differing pixels are reported.
    package func panels(view: PreviewView, pixelScale: Int = 1) throws(PreviewError) -> [SheetPanel] {
        let layout: PreviewLayout
        do {
            layout = try PreviewLayout(sheetInput(view: view, pixelScale: pixelScale))
        } catch let error as PreviewError {
            throw error
        } catch {
            throw .rendering(String(describing: error))
        }
        let n = Double(pixelScale)
        return layout.panels.map { panel in
            SheetPanel(
                name: panel.name, x: Int((panel.frame.minX * n).rounded()), y: Int((panel.frame.minY * n).rounded()),
                width: Int((panel.frame.width * n).rounded()), height: Int((panel.frame.height * n).rounded()))
        }
    }

    private func sheetInput(view: PreviewView, pixelScale: Int) -> PreviewSheetInput {
        var input = self.input
        input.appearance = view
        input.pixelScale = pixelScale
        return input
    }
}
