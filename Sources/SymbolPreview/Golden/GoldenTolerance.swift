/// How different a rendering may be from its golden and still match.
public struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
    /// A pixel differs when any channel differs by more than this (0…255).
    public var channelTolerance: Int
    /// The comparison fails when more than this share of pixels differ (0…1).
    public var maxDifferingShare: Double

    public init(channelTolerance: Int = 2, maxDifferingShare: Double = 0) {
        self.channelTolerance = channelTolerance
        self.maxDifferingShare = maxDifferingShare
    }

    /// For goldens made with the same cairo and librsvg versions: output is deterministic
    /// there, so only rounding noise is allowed, and no differing pixel.
    public static let samePlatform = GoldenTolerance()

    /// For goldens made with other library versions (see `GoldenPlatform`): antialiasing
    /// and curve flattening change between cairo and librsvg releases along every edge,
    /// so allow larger channel deltas on up to 1 % of the pixels. A glyph that moved or
    /// changed shape still fails: its edges alone cover more than that.
    public static let otherPlatform = GoldenTolerance(channelTolerance: 24, maxDifferingShare: 0.01)

    public var description: String {
        "channel tolerance \(channelTolerance), at most \(GoldenFormat.percent(maxDifferingShare)) of pixels differing"
    }
}
