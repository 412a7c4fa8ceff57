import CCairo

/// PNG bytes in memory, through cairo's stream functions. This module never writes files:
/// callers write the bytes themselves (atomically).
///
/// Encoding is byte-deterministic: cairo's PNG writer stores no time stamp or other
/// varying data, so equal images give equal bytes on one machine and library version.
public enum PNGCodec {
    /// The PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes `image` as PNG. cairo picks the PNG colour type from the content: a fully
    /// opaque image becomes 8-bit RGB, anything else 8-bit RGBA. Partially transparent
    /// colours are stored after premultiplication, so they come back as the nearest colour
    /// premultiplied ARGB32 can hold (exactly the same for every image this module renders).
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        let surface = try ImageSurface(image: image)
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface.pointer, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        withExtendedLifetime(sink) {}
        try CairoStatus.check(status, "cairo_surface_write_to_png_stream")
        return sink.bytes
    }

    /// Decodes PNG bytes to straight-alpha RGBA8. cairo hands back RGB24 for RGB and grey
    /// PNGs and premultiplied ARGB32 for those with alpha; both are normalised here.
    /// The size in the header is checked against `limit` before any pixel memory is allocated.
    public static func decode(_ bytes: [UInt8], limit: PixelSizeLimit = .default) throws -> RGBAImage {
        // cairo reports a non-PNG as "out of memory"; say what is really wrong instead.
        guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else {
            throw RenderError.notPNG
        }
        let (width, height) = try headerSize(bytes)
        try limit.validate(width: width, height: height)

        let source = ByteSource(bytes)
        let pointer = cairo_image_surface_create_from_png_stream({ closure, data, length in
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

/// Collects the bytes cairo writes.
private final class ByteSink {
    var bytes: [UInt8] = []
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
