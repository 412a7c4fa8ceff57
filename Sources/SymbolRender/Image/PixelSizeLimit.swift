/// Upper bounds on the pixel sizes this module allocates, so a hostile or mistaken size
/// becomes a thrown error instead of a multi-gigabyte allocation.
package struct PixelSizeLimit: Hashable, Sendable {
    /// Largest width or height accepted.
    package var maximumSide: Int
    /// Largest width × height accepted.
    package var maximumPixelCount: Int

    /// 16384 px per side (cairo's own image surface limit is 32767) and 64 Mpx
    /// (64 × 2²⁰ pixels, i.e. 256 MiB of RGBA).
    package static let `default` = PixelSizeLimit(maximumSide: 16384, maximumPixelCount: 64 << 20)

    package init(maximumSide: Int = 16384, maximumPixelCount: Int = 64 << 20) {
        self.maximumSide = maximumSide
        self.maximumPixelCount = maximumPixelCount
    }

    /// Throws `RenderError.invalidPixelSize` unless 1 ≤ width, height ≤ `maximumSide`
    /// and width × height ≤ `maximumPixelCount`.
    package func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw RenderError.invalidPixelSize(
                width: width, height: height, reason: "width and height must be at least 1")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw RenderError.invalidPixelSize(
                width: width, height: height,
                reason: "a side is larger than the limit of \(maximumSide) px")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maximumPixelCount else {
            throw RenderError.invalidPixelSize(
                width: width, height: height,
                reason: "more than the limit of \(maximumPixelCount) pixels")
        }
    }
}
