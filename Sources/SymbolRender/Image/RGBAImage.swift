/// A picture as plain bytes: `width × height` pixels, row-major from the top-left, four bytes
/// per pixel in the order red, green, blue, alpha, with **straight (un-premultiplied) alpha**.
///
/// Cairo works in premultiplied ARGB32; every conversion happens inside this module, so a
/// caller never has to think about premultiplication. Fully transparent pixels are always
/// stored as (0, 0, 0, 0) by this module's decoders, because premultiplied storage cannot keep
/// the colour of an invisible pixel.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes.
    package private(set) var pixels: [UInt8]

    /// Wraps existing bytes; throws `RenderError.pixelBufferSizeMismatch` when
    /// `pixels.count != width * height * 4`, and `invalidPixelSize` for negative sizes.
    package init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0 else {
            throw RenderError.invalidPixelSize(width: width, height: height, reason: "negative size")
        }
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else {
            throw RenderError.pixelBufferSizeMismatch(width: width, height: height, byteCount: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour. The size is checked against `limit`.
    package init(width: Int, height: Int, color: RGBAColor = .transparent, limit: PixelSizeLimit = .default) throws {
        try limit.validate(width: width, height: height)
        self.width = width
        self.height = height
        let pixel = [color.red, color.green, color.blue, color.alpha]
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { bytes.append(contentsOf: pixel) }
        self.pixels = bytes
    }

    /// Internal: callers in this module have already checked the byte count.
    init(unchecked width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`, or `nil` outside the image.
    package func pixel(x: Int, y: Int) -> RGBAColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return RGBAColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Sets the pixel at column `x`, row `y`; coordinates outside the image are ignored.
    package mutating func setPixel(x: Int, y: Int, to color: RGBAColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = color.red
        pixels[i + 1] = color.green
        pixels[i + 2] = color.blue
        pixels[i + 3] = color.alpha
    }

    /// Each pixel repeated `factor × factor` times (nearest neighbour), so real device pixels
    /// stay visible when a small rendering is shown enlarged.
    package func upscaled(by factor: Int, limit: PixelSizeLimit = .default) throws -> RGBAImage {
        let (newWidth, widthOverflow) = width.multipliedReportingOverflow(by: factor)
        let (newHeight, heightOverflow) = height.multipliedReportingOverflow(by: factor)
        guard factor >= 1, !widthOverflow, !heightOverflow else {
            throw RenderError.invalidPixelSize(
                width: width, height: height,
                reason: "cannot upscale by \(factor): it must be at least 1 and the result must fit")
        }
        if factor == 1 { return self }
        try limit.validate(width: newWidth, height: newHeight)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let sourceRow = (y / factor) * width * 4
            let targetRow = y * newWidth * 4
            for x in 0..<newWidth {
                let s = sourceRow + (x / factor) * 4
                let t = targetRow + x * 4
                out[t] = pixels[s]
                out[t + 1] = pixels[s + 1]
                out[t + 2] = pixels[s + 2]
                out[t + 3] = pixels[s + 3]
            }
        }
        return RGBAImage(unchecked: newWidth, height: newHeight, pixels: out)
    }
}
