import SVGModel
import SymbolGeometry

/// One weight of an icon as a single non-overlapping outline in the icon's root user space.
enum GlyphOutlining {
    /// - Parameters:
    ///   - strokeFactor: every stroke's width is multiplied by this (the weight table).
    ///   - tolerance: flattening tolerance in root user units.
    ///   - budget: the icon's limits and deadline, shared by all its shapes and weights.
    static func outline(_ drawing: IconDrawing, strokeFactor: Double, tolerance: Double, budget: GeometryBudget)
        throws(MakeFailure) -> Outline
    {
        var parts: [Outline] = []
        for shape in drawing.shapes {
            let scale = shape.toRoot.scaleEstimate
            guard scale > 0, scale.isFinite else { continue }  // a collapsed transform draws nothing
            let local = tolerance / scale
            do {
                switch shape.ink {
                case .fill(let rule):
                    parts.append(
                        try Outliner.fill(shape.path, rule: rule, tolerance: local, budget: budget).transformed(
                            by: shape.toRoot))
                case .stroke(var style):
                    style.width *= strokeFactor
                    parts.append(
                        try Outliner.stroke(shape.path, style: style, tolerance: local, budget: budget).transformed(
                            by: shape.toRoot))
                }
            } catch {
                throw MakeFailure(drawing.source, error, "this shape could not be outlined: \(error)", at: shape.range)
            }
        }
        do {
            return try Outliner.union(parts, budget: budget)
        } catch {
            throw MakeFailure(drawing.source, error, "the shapes could not be merged: \(error)", at: nil)
        }
    }
}
