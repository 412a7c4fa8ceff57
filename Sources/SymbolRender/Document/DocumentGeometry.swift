import SVGModel

/// A size in document units (see `RasterDocument`).
public struct DocumentSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Where librsvg puts an element, in document units.
public struct ElementGeometry: Hashable, Sendable {
    /// The painted area, including stroke width. In librsvg 2.54 this is wrong for zero-area
    /// stroked shapes (guide lines): it is unioned with the origin. Measure guides with `logical`.
    public var ink: Rect
    /// The geometry without stroke: what the shapes enclose.
    public var logical: Rect

    public init(ink: Rect, logical: Rect) {
        self.ink = ink
        self.logical = logical
    }
}
