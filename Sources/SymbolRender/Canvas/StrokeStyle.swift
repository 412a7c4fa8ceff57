/// How `Canvas` strokes lines.
package struct StrokeStyle: Hashable, Sendable {
    package var width: Double
    package var color: RGBAColor
    /// Alternating on/off lengths in pixels; empty for a solid line.
    package var dash: [Double]
    /// Round caps and joins (for lettering); otherwise butt caps and miter joins, so a
    /// one-pixel line between pixel edges stays exactly one pixel wide.
    package var rounded: Bool

    package init(width: Double, color: RGBAColor, dash: [Double] = [], rounded: Bool = false) {
        self.width = width
        self.color = color
        self.dash = dash
        self.rounded = rounded
    }
}
