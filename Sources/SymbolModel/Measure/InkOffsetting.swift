import SVGModel
import Support

/// Offsets a glyph's ink by a distance on every side, shape by shape: the step of `resize`
/// keeping the stem weight that needs GEOS (docs/sizing.md, `resize`). SymbolResize's
/// `StemKeeping` decides the distances, writes the shapes and measures the result; the one
/// implementation, `GEOSInkOffset` in SymbolGeometry, outlines and offsets. The step is named
/// here, below both, so `resize --scale-weight` and the library need no GEOS.
package protocol InkOffsetting: Sendable {
    /// Each shape of `glyph` that draws, its ink offset by `distance` template units per side
    /// (negative: thinner), as path data in the shape's own user space; `grownBy`: the factor
    /// the glyph was scaled by before (what a narrow part's drawn width became). `pointForPoint`: each
    /// path's own commands moved (`PathOffset`), so a variable template's sources keep
    /// interpolating; otherwise the glyph's ink is offset as one and each shape cut to it.
    /// `limits`, `timeLimit` and `deadline`: the outlining budget of the whole file.
    /// Throws, with the reason to scale the stems along instead, where the offset would change
    /// what the glyph is (a part or a counter appearing or vanishing, a narrow part's width
    /// changed by more than a quarter) or cannot be made.
    func offset(
        _ glyph: Glyph, by distance: Double, grownBy: Double, pointForPoint: Bool, in tree: SVGTree,
        limits: GeometryLimits, timeLimit: Duration, deadline: Deadline
    ) throws(InkOffsetRefusal) -> [OffsetShape]
}

/// One shape of an offset glyph: its new path data, and how its style changes once it is written
/// as that filled path (`SourceEdit.drawing`).
package struct OffsetShape: Sendable {
    package let node: SVGNode
    package let pathData: String
    /// Its stroke is in the outline now and is dropped.
    package let removesStroke: Bool
    /// Its own fill stays (otherwise the stroke's paint becomes the fill).
    package let keepsFill: Bool

    package init(node: SVGNode, pathData: String, removesStroke: Bool, keepsFill: Bool) {
        self.node = node
        self.pathData = pathData
        self.removesStroke = removesStroke
        self.keepsFill = keepsFill
    }
}

/// Why a glyph's ink cannot be offset: the reason `resize` gives for scaling its stems along.
package struct InkOffsetRefusal: Error, Sendable {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }
}
