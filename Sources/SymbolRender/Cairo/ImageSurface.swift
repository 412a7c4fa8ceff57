import CCairo

/// Owns one cairo image surface and converts it from and to `RGBAImage`.
/// Not Sendable: a surface belongs to the task that made it.
final class ImageSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A new surface, cleared to transparent (cairo zero-fills new image surfaces).
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32, limit: PixelSizeLimit = .default) throws {
        try limit.validate(width: width, height: height)
        // cairo's own ceiling, whatever limit the caller chose (and it keeps Int32 exact).
        guard width <= 32767, height <= 32767 else {
            throw RenderError.invalidPixelSize(width: width, height: height, reason: "cairo image surfaces end at 32767 px")
        }
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw RenderError.cairo(operation: "cairo_image_surface_create", status: "no surface returned")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: "cairo_image_surface_create", status: CairoStatus.message(status))
        }
        self.pointer = surface
        self.width = width
        self.height = height
    }

    /// Takes ownership of a surface someone else created (e.g. the PNG reader); checks its
    /// status and destroys it on failure.
    init(adopting surface: OpaquePointer?, operation: String) throws {
        guard let surface else {
            throw RenderError.cairo(operation: operation, status: "no surface returned")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(operation: operation, status: CairoStatus.message(status))
        }
        self.pointer = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    /// An ARGB32 surface holding `image` (premultiplied on the way in).
    convenience init(image: RGBAImage, limit: PixelSizeLimit = .default) throws {
        try self.init(width: image.width, height: image.height, format: CAIRO_FORMAT_ARGB32, limit: limit)
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let raw = UnsafeMutableRawPointer(data)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<height {
                for x in 0..<width {
                    let s = (y * width + x) * 4
                    let a = source[s + 3]
                    let r = Premultiplication.premultiply(source[s], alpha: a)
                    let g = Premultiplication.premultiply(source[s + 1], alpha: a)
                    let b = Premultiplication.premultiply(source[s + 2], alpha: a)
                    // ARGB32 is a native-endian 32-bit word: alpha in the top byte.
                    let word = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    raw.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// The pixels as straight-alpha RGBA8, whatever the surface format:
    /// ARGB32 is un-premultiplied, RGB24 becomes opaque, A8 becomes black ink with that alpha.
    func rgbaImage() throws -> RGBAImage {
        cairo_surface_flush(pointer)
        try CairoStatus.check(cairo_surface_status(pointer), "cairo_surface_flush")
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let raw = UnsafeRawPointer(data)
        let format = self.format
        var out = [UInt8](repeating: 0, count: width * height * 4)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            let opaque = format == CAIRO_FORMAT_RGB24
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let word = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                        let a: UInt8 = opaque ? 255 : UInt8(word >> 24)
                        let r = UInt8((word >> 16) & 0xFF), g = UInt8((word >> 8) & 0xFF), b = UInt8(word & 0xFF)
                        let t = (y * width + x) * 4
                        // Opaque pixels need no division (unpremultiplying by 255 is the
                        // identity); preview sheets are all opaque, so this is their hot path.
                        if opaque || a == 255 {
                            target[t] = r; target[t + 1] = g; target[t + 2] = b
                        } else {
                            target[t] = Premultiplication.unpremultiply(r, alpha: a)
                            target[t + 1] = Premultiplication.unpremultiply(g, alpha: a)
                            target[t + 2] = Premultiplication.unpremultiply(b, alpha: a)
                        }
                        target[t + 3] = a
                    }
                }
            }
        } else if format == CAIRO_FORMAT_A8 {
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        target[(y * width + x) * 4 + 3] = raw.load(fromByteOffset: y * stride + x, as: UInt8.self)
                    }
                }
            }
        } else {
            throw RenderError.cairo(operation: "reading pixels",
                                    status: "unsupported surface format \(format.rawValue)")
        }
        return RGBAImage(unchecked: width, height: height, pixels: out)
    }

    /// One byte per pixel for an A8 surface (coverage), row-major without stride padding.
    func alphaBytes() throws -> [UInt8] {
        guard format == CAIRO_FORMAT_A8 else {
            throw RenderError.cairo(operation: "reading coverage", status: "surface is not A8")
        }
        cairo_surface_flush(pointer)
        try CairoStatus.check(cairo_surface_status(pointer), "cairo_surface_flush")
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        var out = [UInt8](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                for x in 0..<width {
                    target[y * width + x] = data[y * stride + x]
                }
            }
        }
        return out
    }
}
