import SVGModel

/// How much of a glyph Control Center's flattening changes: the authored look composites each
/// filled shape at its opacity (knock-outs erase), the flattened look draws every filled shape
/// at alpha 1. Both are sampled on the same 512-pixel grid.
public struct FlatteningChange: Sendable, Hashable {
    /// Pixels whose alpha differs by more than 1/255.
    public let changedArea: Double
    /// `changedArea` as a share of the flattened glyph's area.
    public let share: Double
}

public enum FlatteningAnalysis {
    public static func change(of glyph: Glyph) -> FlatteningChange? {
        guard let bounds = glyph.geometryBounds, let raster = CoverageRaster(bounds: bounds) else { return nil }
        let count = raster.width * raster.height
        var authored = [Double](repeating: 0, count: count)
        var flattened = [Double](repeating: 0, count: count)
        for shape in glyph.shapes where shape.isFilled {
            let mask = raster.mask(shape.path, rule: shape.node.style.fillRule)
            let alpha = shape.isNotDisplayed ? 0 : shape.node.style.fillOpacity * shape.node.cumulativeOpacity
            for k in 0..<count where mask[k] {
                if shape.knocksOut {
                    authored[k] = 0
                    flattened[k] = 0
                } else {
                    authored[k] += alpha * (1 - authored[k])
                    flattened[k] = 1
                }
            }
        }
        var changed = 0
        var inked = 0
        for k in 0..<count {
            if flattened[k] > 0 { inked += 1 }
            if abs(authored[k] - flattened[k]) > 1.0 / 255 { changed += 1 }
        }
        return FlatteningChange(
            changedArea: Double(changed) * raster.pixelArea,
            share: Double(changed) / Double(Swift.max(1, inked)))
    }

    /// A note for opacity findings: what the flattening does to this glyph.
    static func note(for glyph: Glyph) -> Diagnostic.Note? {
        guard let c = change(of: glyph), c.changedArea > 0 else { return nil }
        return Diagnostic.Note(
            "flattening changes \(fmt2(c.share * 100))% of \(glyph.variant.id)'s area (\(fmt2(c.changedArea)) square units) from its authored look"
        )
    }
}
