import SVGModel

/// A size in document units (see `RasterDocument`).
package struct DocumentSize: Hashable, Sendable {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Where librsvg puts an element, in document units.
package struct ElementGeometry: Hashable, Sendable {
    /// The painted area, including stroke width. In librsvg 2.54 this is wrong for zero-area
    /// stroked shapes (guide lines): it is unioned with the origin. Measure guides with `logical`.
    package var ink: Rect
    /// The geometry without stroke: what the shapes enclose.
    package var logical: Rect

    package init(ink: Rect, logical: Rect) {
        self.ink = ink
        self.logical = logical
    }
}
