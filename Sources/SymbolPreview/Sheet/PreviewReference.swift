import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender

/// The known-good symbol drawn beside the glyph on every row: by default the bundled
/// `circle.circle` (`Symbols/reference.svg`), or any template given with `--reference`.
package struct PreviewReference: Sendable {
    package let template: SymbolTemplate

    package init(template: SymbolTemplate) {
        self.template = template
    }

    /// The bundled reference; `nil` only if the embedded file could not be read.
    package static var bundled: PreviewReference? {
        ReferenceSymbol.bundledTemplate.map(PreviewReference.init)
    }

    /// The reference's Regular glyph for `scale`, moved onto a row whose baseline is
    /// `baselineY` and whose cap height is `capHeight`, and scaled so its height and its
    /// place relative to baseline and capline stay as in the reference file. A scale the reference does not
    /// draw is derived from one it does by Apple's scale factors (as `ReferenceSymbol` does).
    package func placed(on scale: Scale, baselineY: Double, capHeight: Double) -> (shapes: [FilledShape], bounds: Rect)?
    {
        let candidates = [scale, .medium, .small, .large]
        for source in candidates {
            guard let glyph = template.glyph(Variant(.regular, source)), glyph.inkBounds != nil,
                let referenceBaseline = template.baseline(source), let referenceCap = template.capHeight(source),
                referenceCap > 0, capHeight > 0
            else { continue }
            let factor = capHeight / referenceCap * scale.designFactor / source.designFactor
            // Scale about the cap-height midline, which SF Symbols centre on, so a derived scale
            // stays centred: y' = rowMidline + (y − referenceMidline) · factor. For the same
            // scale this maps baseline onto baseline. x is scaled about 0 (columns centre by bounds).
            let referenceMidline = referenceBaseline - referenceCap / 2
            let placement = AffineTransform.translation(0, baselineY - capHeight / 2)
                .concatenating(.scale(factor, factor))
                .concatenating(.translation(0, -referenceMidline))
            let shapes = PreviewPlan.filledShapes(of: glyph).map { shape in
                FilledShape(
                    path: shape.path.transformed(by: placement), fillRule: shape.fillRule, knocksOut: shape.knocksOut)
            }
            let inked = shapes.filter { !$0.knocksOut }.compactMap(\.path.bounds)
            guard let first = inked.first else { continue }
            return (shapes, inked.dropFirst().reduce(first) { $0.union($1) })
        }
        return nil
    }
}
