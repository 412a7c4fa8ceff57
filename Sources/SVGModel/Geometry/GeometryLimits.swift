/// Bounds on what outlining one shape may cost (`make`, `fix`): the work of noding, buffering
/// and unioning grows with the straight segments a shape has once its curves are flattened and,
/// quadratically, with how often its outline crosses itself. A shape over either limit is
/// refused in milliseconds, before GEOS sees it, instead of running for minutes
/// (docs/hostile-input.md, "Budgets"). `ReaderLimits` bounds the file; these bound the geometry.
package struct GeometryLimits: Hashable, Sendable {
    /// Straight segments in one shape (or one union of outlines) after flattening: the vertices
    /// handed to GEOS in one operation.
    package var maxSegments: Int
    /// Places where one shape's flattened outline (a stroke's centre line) crosses itself.
    package var maxCrossings: Int

    /// The defaults, measured (docs/hostile-input.md, "Budgets"): the 120 Lucide and 120 Bootstrap
    /// icons in ../shared/icons and the shapes `fix` repairs in ../shared/corpus have at most
    /// 5,000 segments and 100 crossings in a shape; a scribble of 10,000 crossings takes about 2 s
    /// to make filled and 4 s stroked (27 variants) on a 2-core machine, 20,000 about 4 s and 8 s.
    package init(maxSegments: Int = 100_000, maxCrossings: Int = 10_000) {
        self.maxSegments = maxSegments
        self.maxCrossings = maxCrossings
    }

    package static let `default` = GeometryLimits()
}
