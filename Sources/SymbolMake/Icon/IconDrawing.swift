import SVGModel
import SymbolGeometry

/// What a plain icon draws, shape by shape, in the order it paints: each shape's geometry in
/// its own user space with the map to the icon's root user space, so strokes are outlined
/// before a non-uniform transform bends them (as SVG draws them).
package struct IconDrawing: Sendable {
    package typealias Ink = PlacedInk.Ink

    package struct Shape: Sendable {
        package var ink: Ink
        package var path: Path
        package var toRoot: AffineTransform
        /// The element's span, for diagnostics.
        package var range: SourceRange
        /// The clip paths and masks from the shape up to the root, innermost first.
        package var clips: [IconClip] = []
        /// Painted in the background colour (white): as the author saw it on a white page it
        /// hides the ink below rather than adding to it ([IconOverlay]).
        package var paintsBackground = false
        /// A stroke's closed subpaths that its drawn width fills solid (`GlyphOutlining.dots`):
        /// drawn solid at every weight.
        package var dots: Path?

        /// What it paints, to outline.
        var placed: PlacedInk { PlacedInk(ink: ink, path: path, toRoot: toRoot) }
    }

    package var source: SourceFile
    package var shapes: [Shape]
    /// The icon's frame in root user space (its `viewBox`, else its width and height): the grid
    /// its family is drawn on, which `make` sizes by by default. Nil when the file gives none.
    package var frame: Rect?
    /// The root `<svg>` element's span: where what concerns the whole icon is said.
    package var rootRange: SourceRange

    package var hasStrokes: Bool {
        shapes.contains { if case .stroke = $0.ink { return true } else { return false } }
    }

    /// The icon's usual stroke width in root user units: the median over its stroked shapes
    /// (one width for a whole family such as Lucide's 2 or Heroicons' 1.5). `make` scales every
    /// stroke by one factor so this one becomes the wanted stem, keeping the others' proportion.
    /// Nil without strokes.
    package var typicalStrokeWidth: Double? {
        let widths = shapes.compactMap { shape -> Double? in
            guard case .stroke(let style) = shape.ink else { return nil }
            let width = style.width * shape.toRoot.scaleEstimate
            return width > 0 && width.isFinite ? width : nil
        }.sorted()
        return widths.isEmpty ? nil : widths[widths.count / 2]
    }

    /// The box of the ink as drawn, in root user space, without outlining it: each shape's
    /// exact path bounds, a stroke's grown by half its width on every side. Exact for the marks
    /// a family draws with round caps (a minus, a plus, a column of dots); a miter join or a
    /// curve's stroke can reach a little further. Nil when nothing is drawn.
    package var drawnBox: Rect? {
        bounds(of: shapes.filter { !$0.paintsBackground }) { $0.width / 2 }
    }

    /// Control-point bounds in root user space, grown by half of each stroke's width: never
    /// smaller than the ink, enough to choose a flattening tolerance before the real outline.
    package var roughBounds: Rect? {
        bounds(of: shapes) { $0.width * max($0.miterLimit, 1.5) }
    }

    /// The union of the shapes' path bounds in root user space, each stroke's grown on every
    /// side by `grow` of its style (in its own units).
    func bounds(of shapes: [Shape], grow: (StrokeStyle) -> Double) -> Rect? {
        var out: Rect?
        for shape in shapes {
            guard let b = shape.path.transformed(by: shape.toRoot).bounds else { continue }
            var by = 0.0
            if case .stroke(let style) = shape.ink { by = grow(style) * shape.toRoot.scaleEstimate }
            out = out.union(Rect(minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by))
        }
        return out
    }
}

extension AffineTransform {
    /// The factor by which the transform scales lengths on average (√|det|).
    var scaleEstimate: Double { abs(determinant).squareRoot() }
}
