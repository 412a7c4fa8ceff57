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
        do {
            return try shape.placed.outline(strokeFactor: strokeFactor, tolerance: tolerance, budget: budget)
        } catch {
            throw MakeFailure(source, error, "this shape could not be outlined: \(error)", at: shape.range)
        }
    }
}
