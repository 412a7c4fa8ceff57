import SVGModel

/// What one shape paints, as SVG draws it: the fill (under its rule) or the stroke of a path
/// given in the shape's own user space, with the map to root user space, so a stroke is
/// outlined before a non-uniform transform bends it. `make` outlines an icon's shapes and its
/// clips' shapes this way, and `fix` the shapes a clip cuts.
package struct PlacedInk: Sendable {
    package enum Ink: Sendable, Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    package var ink: Ink
    package var path: Path
    package var toRoot: AffineTransform

    package init(ink: Ink, path: Path, toRoot: AffineTransform) {
        self.ink = ink
        self.path = path
        self.toRoot = toRoot
    }

    /// The ink in root user space; nil when a collapsed transform draws nothing.
    /// - Parameters:
    ///   - strokeFactor: the stroke's width is multiplied by this (`make`'s weight table).
    ///   - tolerance: flattening tolerance in root user units.
    package func outline(strokeFactor: Double = 1, tolerance: Double, budget: GeometryBudget) throws(GeometryError)
        -> Outline?
    {
        let scale = abs(toRoot.determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }  // a collapsed transform draws nothing
        let local = tolerance / scale
        switch ink {
        case .fill(let rule):
            return try Outliner.fill(path, rule: rule, tolerance: local, budget: budget).transformed(by: toRoot)
        case .stroke(var style):
            style.width *= strokeFactor
            return try Outliner.stroke(path, style: style, tolerance: local, budget: budget).transformed(by: toRoot)
        }
    }

    /// Records the curves a fill's outline follows (`SourceCurves`), flattened as `outline`
    /// flattens them at the same `tolerance`; a stroke's outline follows none of its path.
    package func recordCurves(into curves: inout SourceCurves, tolerance: Double) {
        guard case .fill = ink else { return }
        let scale = abs(toRoot.determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return }
        curves.add(path, tolerance: tolerance / scale, toRoot: toRoot)
    }
}
