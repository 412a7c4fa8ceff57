import SVGModel
import SymbolCheck
import SymbolRender

/// Everything needed to draw a template's preview sheets, worked out once and rendered in
/// as many appearances and pixel scales as wanted.
public struct PreviewPlan: Sendable {
    /// A glyph row the sheet leaves out, and why.
    public struct OmittedRow: Hashable, Sendable, CustomStringConvertible {
        public var scale: Scale
        public var reason: String
        public var description: String { "no \(scale.name) row: \(reason)" }
    }

    /// The sheet input in the light appearance at pixel scale 1.
    public let input: PreviewSheetInput
    public let omittedRows: [OmittedRow]
    public let flattening: FlatteningAssessment

    /// Works out the rows: for Regular-S, -M and -L (each drawn, with ink, and with its
    /// baseline and capline), the flattened glyph; the reference placed on that row's guides;
    /// and the target height from `sizeTarget`. Throws `nothingToPreview` when no row is left.
    public init(
        template: SymbolTemplate, svg: [UInt8], reference: PreviewReference?,
        sizeTarget: SizeTarget = SizeTarget()
    ) throws(PreviewError) {
        var rows: [PreviewRow] = []
        var omitted: [OmittedRow] = []
        var glyphs: [Glyph] = []
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            guard let glyph = template.glyph(variant) else {
                omitted.append(OmittedRow(scale: scale, reason: "the template has no \(variant.id)"))
                continue
            }
            let shapes = GlyphFlattening.shapes(of: glyph)
            guard let bounds = glyph.inkBounds, bounds.isFinite, shapes.contains(where: { !$0.knocksOut }) else {
                omitted.append(OmittedRow(scale: scale, reason: "\(variant.id) draws nothing"))
                continue
            }
            guard let baseline = template.baseline(scale), let capline = template.capline(scale),
                baseline.isFinite, capline.isFinite, baseline > capline
            else {
                omitted.append(
                    OmittedRow(
                        scale: scale,
                        reason: "Baseline-\(scale.rawValue) and Capline-\(scale.rawValue) do not give a cap height"))
                continue
            }
            let capHeight = baseline - capline
            let placedReference = reference?.placed(on: scale, baselineY: baseline, capHeight: capHeight)
            rows.append(
                PreviewRow(
                    scale: scale, glyph: shapes, glyphBounds: bounds, baselineY: baseline,
                    caplineY: capline,
                    targetHeight: sizeTarget.ratio(for: scale) * capHeight,
                    reference: placedReference?.shapes ?? [], referenceBounds: placedReference?.bounds,
                    authoredElementID: variant.id))
            glyphs.append(glyph)
        }
        guard !rows.isEmpty else {
            throw .nothingToPreview(omitted.map(\.description).joined(separator: "; "))
        }
        let flattening = FlatteningAssessment.assess(glyphs, svg: svg)
        // The authored column only when librsvg could draw these glyphs (see FlatteningAssessment).
        self.input = PreviewSheetInput(
            rows: rows, flatteningChangesGlyph: flattening.changesGlyph,
            authoredSVG: flattening.changesGlyph && flattening.measured ? svg : nil)
        self.omittedRows = omitted
        self.flattening = flattening
    }

    /// The sheet for `view` at `pixelScale` (1…4), as PNG bytes.
    public func png(view: PreviewView, pixelScale: Int = 1) throws(PreviewError) -> [UInt8] {
        do {
            return try PreviewSheet.png(sheetInput(view: view, pixelScale: pixelScale))
        } catch {
            throw .rendering(String(describing: error))
        }
    }

    /// The sheet for `view` at `pixelScale` (1…4), as pixels.
    public func image(view: PreviewView, pixelScale: Int = 1) throws(PreviewError) -> RGBAImage {
        do {
            return try PreviewSheet.render(sheetInput(view: view, pixelScale: pixelScale))
        } catch {
            throw .rendering(String(describing: error))
        }
    }

    private func sheetInput(view: PreviewView, pixelScale: Int) -> PreviewSheetInput {
        var input = self.input
        input.appearance = view
        input.pixelScale = pixelScale
        return input
    }
}
