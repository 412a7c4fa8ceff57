import CCairo

/// PNG bytes in memory. This module never writes files: callers write the bytes themselves
/// (atomically).
///
/// Encoding is this module's own Swift PNG writer (`PNGWriter`: no libpng, no zlib), which
/// is byte-deterministic everywhere: the bytes depend on the pixels alone, and no time stamp
/// or other varying data is stored. Decoding goes through cairo (libpng), so every encoded
/// file is also checked by an independent reader in the tests.
package enum PNGCodec {
    /// The PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `image` as PNG: a fully opaque image as 8-bit RGB, anything else as 8-bit RGBA
    /// with straight alpha, storing the image's bytes exactly (also the colour of invisible
    /// pixels, which `decode` cannot give back, because cairo premultiplies).
    /// Throws `RenderError.invalidPixelSize` for an empty image or one beyond
    /// `PixelSizeLimit.default`.
    package static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try PNGWriter.png(image)
    }

    /// Decodes PNG bytes to straight-alpha RGBA8. cairo hands back RGB24 for RGB and grey
    /// PNGs and premultiplied ARGB32 for those with alpha; both are normalised here.
    /// The size in the header is checked against `limit` before any pixel memory is allocated.
    package static func decode(_ bytes: [UInt8], limit: PixelSizeLimit = .default) throws -> RGBAImage {
        // cairo reports a non-PNG as "out of memory"; say what is really wrong instead.
        guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else {
            throw RenderError.notPNG
        }
        let (width, height) = try headerSize(bytes)
        try limit.validate(width: width, height: height)

        let source = ByteSource(bytes)
        let pointer = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque())
        withExtendedLifetime(source) {}
        let surface: ImageSurface
        do {
            surface = try ImageSurface(adopting: pointer, operation: "cairo_image_surface_create_from_png_stream")
        } catch RenderError.cairo(_, let status) {
            throw RenderError.pngDecoding(status)
        }
        return try surface.rgbaImage()
    }

    /// Width and height from the IHDR chunk, which PNG requires to come first.
    static func headerSize(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw RenderError.pngDecoding("the PNG does not start with an IHDR chunk")
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }
}

/// Feeds cairo the bytes it asks for; a request past the end is a read error.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress, count > 0 {
                target.update(from: base + offset, count: count)
            }
        }
        offset += count
        return true
    }
}
