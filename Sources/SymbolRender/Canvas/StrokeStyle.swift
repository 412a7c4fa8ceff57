/// How `Canvas` strokes lines.
public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var color: RGBAColor
    /// Alternating on/off lengths in pixels; empty for a solid line.
    public var dash: [Double]
    /// Round caps and joins (for lettering); otherwise butt caps and miter joins, so a
    /// one-pixel line between pixel edges stays exactly one pixel wide.
    public var rounded: Bool

    public init(width: Double, color: RGBAColor, dash: [Double] = [], rounded: Bool = false) {
        self.width = width
        self.color = color
        self.dash = dash
        self.rounded = rounded
    }
}
