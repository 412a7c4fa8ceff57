import SymbolRender

/// How different a rendering may be from its golden and still match.
package struct GoldenTolerance: Hashable, Sendable, CustomStringConvertible {
    /// A pixel differs when any channel differs by more than this (0…255).
    package var channelTolerance: Int
    /// The comparison fails when more than this share of pixels differ (0…1).
    package var maxDifferingShare: Double

    package init(channelTolerance: Int = 2, maxDifferingShare: Double = 0) {
        self.channelTolerance = channelTolerance
        self.maxDifferingShare = maxDifferingShare
    }

    /// For goldens made with the same cairo and librsvg versions: output is deterministic
    /// there, so only rounding noise is allowed, and no differing pixel.
    package static let samePlatform = GoldenTolerance()

    /// For goldens made with other library versions (see `GoldenPlatform`): antialiasing
    /// and curve flattening change a little between cairo and librsvg releases along edges,
    /// so edge pixels may differ by up to 32 of 255, and 0.02 % of the pixels (about 240 of
    /// a sheet's 1.2 million) may differ by more. A path moved by one template unit changes
    /// several hundred pixels by far more than 32, so it still fails (a test checks this).
    package static let otherPlatform = GoldenTolerance(channelTolerance: 32, maxDifferingShare: 0.0002)

    /// Whether a rendering `compare`d with its golden at `channelTolerance` still matches.
    package func accepts(_ difference: ImageDifference) -> Bool {
        difference.sizesMatch && difference.differingFraction <= maxDifferingShare
    }

    package var description: String {
        "channel tolerance \(channelTolerance), at most \(GoldenFormat.percent(maxDifferingShare)) of pixels differing"
    }
}
