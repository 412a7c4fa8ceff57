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
            guard
                let stroke = try shape.placed.outline(
                    strokeFactor: strokeFactor, tolerance: tolerance, budget: budget)
            else { return nil }
            guard let dots = shape.dots else { return stroke }
            // A dot is solid at every weight: its stroke, and what its contour encloses.
            let solid = PlacedInk(ink: .fill(.nonzero), path: dots, toRoot: shape.toRoot)
            guard let middle = try solid.outline(tolerance: tolerance, budget: budget) else { return stroke }
            return try Outliner.union([stroke, middle], budget: budget)
        } catch {
            throw MakeFailure(source, error, "this shape could not be outlined: \(error)", at: shape.range)
        }
    }

    /// The closed subpaths of a stroked shape whose stroke, at the width it is drawn with,
    /// covers everything they enclose (a circle of radius 1 stroked 2 wide: Lucide's dots);
    /// nil when it has none. Apple's stems for the lighter weights are thinner than the drawn
    /// stroke, and such a contour would open into a ring: it is drawn solid instead (#37 item 5).
    static func dots(of shape: IconDrawing.Shape, tolerance: Double, budget: GeometryBudget) throws(GeometryError)
        -> Path?
    {
        guard case .stroke(let style) = shape.ink else { return nil }
        let scale = abs(shape.toRoot.determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        let local = tolerance / scale
        var dots: [Subpath] = []
        for subpath in shape.path.subpaths where subpath.isClosed && !subpath.segments.isEmpty {
            let single = Path(subpaths: [subpath])
            let enclosed = try Outliner.fill(single, rule: .nonzero, tolerance: local, budget: budget)
            guard enclosed.area > 0 else { continue }
            let stroke = try Outliner.stroke(single, style: style, tolerance: local, budget: budget)
            let open = try Outliner.difference(enclosed, stroke, budget: budget).area
            if open <= enclosed.area * uncoveredShare { dots.append(subpath) }
        }
        return dots.isEmpty ? nil : Path(subpaths: dots)
    }

    /// What share of its enclosed area a dot's drawn stroke may leave open: flattening's
    /// rounding, not a hole.
    static let uncoveredShare = 1e-3
}
