/// Builds a complete PNG file in memory: signature, IHDR, the zlib-compressed scanlines in
/// IDAT, IEND. No other chunks (no time stamp, no gamma), so equal images give equal bytes.
enum PNGWriter {
    /// The PNG of `image`, 8 bits per channel, not interlaced; RGB when fully opaque, else
    /// RGBA with straight alpha. Throws `RenderError.invalidPixelSize` for an empty image
    /// (PNG has no 0-pixel sides) or one beyond `PixelSizeLimit.default`.
    static func png(_ image: RGBAImage) throws -> [UInt8] {
        try PixelSizeLimit.default.validate(width: image.width, height: image.height)
        let scanlines = PNGScanlines(image)
        return scanlines.bytes.withUnsafeBytes {
            png(scanlines: $0, colorType: scanlines.colorType, width: image.width, height: image.height)
        }
    }

    /// The PNG of scanlines already laid out (filter byte and pixels per row) for a
    /// `width × height` image of `colorType`.
    static func png(scanlines: UnsafeRawBufferPointer, colorType: PNGColorType, width: Int, height: Int) -> [UInt8] {
        let compressed = ZlibStream.compress(scanlines)

        var output = PNGCodec.signature
        output.reserveCapacity(output.count + compressed.count + 3 * 12 + 13)
        var header: [UInt8] = []
        PNGChunk.appendBigEndian(UInt32(truncatingIfNeeded: width), to: &header)
        PNGChunk.appendBigEndian(UInt32(truncatingIfNeeded: height), to: &header)
        // Bit depth 8, colour type, compression 0 (deflate), filter method 0, no interlace.
        header += [8, colorType.rawValue, 0, 0, 0]
        PNGChunk.append(type: "IHDR", data: header, to: &output)
        compressed.withUnsafeBytes { data in
            // One IDAT unless the data exceeds a chunk's length limit.
            var start = 0
            repeat {
                let end = min(data.count, start + PNGChunk.maximumLength)
                PNGChunk.append(type: "IDAT", data: UnsafeRawBufferPointer(rebasing: data[start..<end]), to: &output)
                start = end
            } while start < data.count
        }
        PNGChunk.append(type: "IEND", data: [], to: &output)
        return output
    }
}
