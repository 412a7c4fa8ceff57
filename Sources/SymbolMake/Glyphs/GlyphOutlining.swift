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
        try outlineAndChanges(drawing, strokeFactor: strokeFactor, tolerance: tolerance, budget: budget).outline
    }

    /// The outline and what `make` did to draw it as the author saw it: clip paths and masks
    /// applied or left out, shapes in the background colour subtracted ([IconOverlay]).
    static func outlineAndChanges(
        _ drawing: IconDrawing, strokeFactor: Double, tolerance: Double, budget: GeometryBudget
    ) throws(MakeFailure) -> (outline: Outline, changes: [MakeChange]) {
        var parts: [Outline?] = []
        for shape in drawing.shapes {
            parts.append(
                try outline(
                    shape, strokeFactor: strokeFactor, tolerance: tolerance, budget: budget, source: drawing.source))
        }
        return try IconOverlay.combine(drawing, parts, tolerance: tolerance, budget: budget)
    }

    /// One shape's ink in root user space; nil when a collapsed transform draws nothing.
    static func outline(
        _ shape: IconDrawing.Shape, strokeFactor: Double, tolerance: Double, budget: GeometryBudget,
        source: SourceFile
    ) throws(MakeFailure) -> Outline? {
        let scale = shape.toRoot.scaleEstimate
        guard scale > 0, scale.isFinite else { return nil }  // a collapsed transform draws nothing
        let local = tolerance / scale
        do {
            switch shape.ink {
            case .fill(let rule):
                return try Outliner.fill(shape.path, rule: rule, tolerance: local, budget: budget).transformed(
                    by: shape.toRoot)
            case .stroke(var style):
                style.width *= strokeFactor
                return try Outliner.stroke(shape.path, style: style, tolerance: local, budget: budget).transformed(
                    by: shape.toRoot)
            }
        } catch {
            throw MakeFailure(source, error, "this shape could not be outlined: \(error)", at: shape.range)
        }
    }
}
