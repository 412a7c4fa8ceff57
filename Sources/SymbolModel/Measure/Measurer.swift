import SVGModel

/// Measures every drawn glyph variant, and for a variable template the Regular-M and
/// Regular-L that actool derives from Regular-S.
package enum Measurer {
    package static func measure(
        _ template: SymbolTemplate, target: SizeTarget, reference: ReferenceSymbol?,
        interpolation: InterpolationCompatibility
    ) -> [Variant: GlyphMeasurement] {
        var out: [Variant: GlyphMeasurement] = [:]
        for v in template.drawnVariants {
            guard let g = template.glyph(v), let b = g.inkBounds,
                let cap = template.capHeight(v.scale), AppleTemplate.pointSize(capHeight: cap) > 0, cap.isFinite,
                b.isFinite, let pointSize = template.pointSize(ofRow: v.scale),
                let base = template.baseline(v.scale)
            else { continue }
            let ratio = b.height / cap
            let margins = template.effectiveMargins(for: v)
            let ink = InkShape.measure(g)
            var m = GlyphMeasurement(
                variant: v, derived: false, height: b.height, width: b.width, capHeight: cap, ratio: ratio,
                pointSize: pointSize,
                size: target.judge(inkBounds: b, ink: ink, capHeight: cap, scale: v.scale, pointSize: pointSize),
                referenceRatio: reference?.ratios[v.scale].map { ratio / $0 },
                centerOffset: b.midY - (base - cap / 2),
                leftBearing: nil, rightBearing: nil, marginSource: margins?.from, bounds: b, ink: ink)
            if let pair = margins?.pair, let l = pair.left?.x, let r = pair.right?.x {
                m.leftBearing = b.minX - l
                m.rightBearing = r - b.maxX
            }
            out[v] = m
        }
        // A variable template: M and L are Regular-S scaled the way actool derives them.
        if interpolation.isCompatible, let s = out[.regularS] {
            for scale in [Scale.medium, .large] where out[Variant(.regular, scale)] == nil {
                let factor = VariantInterpolation.factorFromSmall(scale)
                let cap = template.capHeight(scale) ?? s.capHeight
                let height = s.height * factor * (cap / s.capHeight)
                let width = s.width * factor * (cap / s.capHeight)
                let ratio = height / cap
                let ink = s.ink?.scaled(by: factor * (cap / s.capHeight))
                out[Variant(.regular, scale)] = GlyphMeasurement(
                    variant: Variant(.regular, scale), derived: true, height: height, width: width,
                    capHeight: cap, ratio: ratio, pointSize: s.pointSize,
                    size: target.judge(
                        width: width, height: height, ink: ink, capHeight: cap, scale: scale, pointSize: s.pointSize),
                    referenceRatio: reference?.ratios[scale].map { ratio / $0 },
                    centerOffset: s.centerOffset * factor, leftBearing: nil, rightBearing: nil, marginSource: nil,
                    bounds: nil, ink: ink)
            }
        }
        return out
    }
}
