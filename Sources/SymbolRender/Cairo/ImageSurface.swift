import CCairo

/// Owns one cairo image surface and converts it from and to `RGBAImage`.
/// Not Sendable: a surface belongs to the task that made it.
final class ImageSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A new surface, cleared to transparent (cairo zero-fills new image surfaces).
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32, limit: PixelSizeLimit = .default) throws
    {
        try limit.validate(width: width, height: height)
        // cairo's own ceiling, whatever limit the caller chose (and it keeps Int32 exact).
        guard width <= 32767, height <= 32767 else {
            throw RenderError.invalidPixelSize(
                width: width, height: height, reason: "cairo image surfaces end at 32767 px")
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
        let target = UnsafeMutableRawPointer(data)
        let width = self.width
        image.pixels.withUnsafeBytes { source in
            guard let source = source.baseAddress else { return }
            for y in 0..<height {
                let sourceRow = source + y * width * 4
                let targetRow = target + y * stride
                var x = 0
                #if _endian(little)
                    // Opaque pairs need no arithmetic: the swap turns RGBA bytes into two ARGB32 words.
                    while x + 2 <= width {
                        let pair = sourceRow.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                        if pair & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                            targetRow.storeBytes(
                                of: Self.swappedRedAndBlue(opaquePair: pair), toByteOffset: x * 4, as: UInt64.self)
                        } else {
                            for pixel in x..<(x + 2) {
                                let rgba = sourceRow.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                                targetRow.storeBytes(
                                    of: Self.premultipliedWord(rgba), toByteOffset: pixel * 4, as: UInt32.self)
                            }
                        }
                        x += 2
                    }
                #endif
                while x < width {
                    let rgba = UInt32(littleEndian: sourceRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                    targetRow.storeBytes(of: Self.premultipliedWord(rgba), toByteOffset: x * 4, as: UInt32.self)
                    x += 1
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }

    /// The ARGB32 word (native-endian, premultiplied) for the straight-alpha pixel whose
    /// bytes R, G, B, A read as the little-endian word `rgba`.
    @inline(__always)
    static func premultipliedWord(_ rgba: UInt32) -> UInt32 {
        let alpha = rgba >> 24
        if alpha == 255 { return swappedRedAndBlue(rgba) }
        if alpha == 0 { return 0 }
        let a = UInt8(truncatingIfNeeded: alpha)
        let r = Premultiplication.premultiply(UInt8(truncatingIfNeeded: rgba), alpha: a)
        let g = Premultiplication.premultiply(UInt8(truncatingIfNeeded: rgba >> 8), alpha: a)
        let b = Premultiplication.premultiply(UInt8(truncatingIfNeeded: rgba >> 16), alpha: a)
        return alpha << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Turns A·R·G·B (bits 31…0) into A·B·G·R and back: the byte swap reverses all four
    /// bytes, the shift drops the alpha it moved to the bottom, and the original alpha
    /// returns on top. An opaque ARGB32 word is thereby its RGBA bytes as a little-endian word.
    @inline(__always)
    static func swappedRedAndBlue(_ word: UInt32) -> UInt32 {
        word.byteSwapped >> 8 | word & 0xFF00_0000
    }

    /// `swappedRedAndBlue` on both 32-bit halves of `pair` at once, for two opaque pixels:
    /// the 64-bit byte swap reverses all eight bytes, rotating by 32 puts the words back in
    /// place (so each is byte-swapped), and the shift and the alpha bytes finish as above.
    @inline(__always)
    static func swappedRedAndBlue(opaquePair pair: UInt64) -> UInt64 {
        let reversed = pair.byteSwapped
        let eachWordSwapped = reversed << 32 | reversed >> 32
        return eachWordSwapped >> 8 | 0xFF00_0000_FF00_0000
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// The surface as PNG bytes (`PNGCodec.encode(rgbaImage())`), with its own memory reused
    /// for the scanlines when it is opaque ARGB32, which saves two picture-sized copies
    /// (straight RGBA, then scanlines). The surface is finished afterwards: cairo refuses
    /// any further drawing on it, and its pixels are gone.
    func finishAsPNG() throws -> [UInt8] {
        cairo_surface_flush(pointer)
        try CairoStatus.check(cairo_surface_status(pointer), "cairo_surface_flush")
        defer { cairo_surface_finish(pointer) }
        if format == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(pointer) {
            try PixelSizeLimit.default.validate(width: width, height: height)
            let base = UnsafeMutableRawPointer(data)
            let stride = Int(cairo_image_surface_get_stride(pointer))
            if let count = PNGScanlines.packOpaqueARGB32InPlace(base, width: width, height: height, stride: stride) {
                return PNGWriter.png(
                    scanlines: UnsafeRawBufferPointer(start: base, count: count), colorType: .rgb,
                    width: width, height: height)
            }
        }
        return try PNGCodec.encode(rgbaImage())
    }

    /// The pixels as straight-alpha RGBA8, whatever the surface format:
    /// ARGB32 is un-premultiplied, RGB24 becomes opaque, A8 becomes black ink with that alpha.
    func rgbaImage() throws -> RGBAImage {
        cairo_surface_flush(pointer)
        try CairoStatus.check(cairo_surface_status(pointer), "cairo_surface_flush")
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw RenderError.cairo(operation: "cairo_image_surface_get_data", status: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let source = UnsafeRawPointer(data)
        let format = self.format
        let width = self.width
        let height = self.height
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_A8 else {
            throw RenderError.cairo(
                operation: "reading pixels",
                status: "unsupported surface format \(format.rawValue)")
        }
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initializedCount in
            initializedCount = 0
            guard let base = buffer.baseAddress else { return }
            let target = UnsafeMutableRawPointer(base)
            for y in 0..<height {
                let sourceRow = source + y * stride
                let targetRow = target + y * width * 4
                if format == CAIRO_FORMAT_A8 {
                    for x in 0..<width {
                        let alpha = UInt32(sourceRow.load(fromByteOffset: x, as: UInt8.self))
                        targetRow.storeBytes(of: (alpha << 24).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                    }
                } else {
                    Self.straightRow(sourceRow, into: targetRow, width: width, opaque: format == CAIRO_FORMAT_RGB24)
                }
            }
            initializedCount = width * height * 4
        }
        return RGBAImage(unchecked: width, height: height, pixels: out)
    }

    /// Converts one row of ARGB32 (or, with `opaque`, RGB24) words to straight RGBA bytes.
    /// Opaque and fully transparent pixels, nearly all of a rendering, take a few bit
    /// operations on whole words — two at a time while both are opaque or both invisible —
    /// and the others are un-premultiplied channel by channel, remembering the last such
    /// word because translucent areas repeat one colour.
    /// Not inlined: on its own it keeps its constants in registers (inlined into the
    /// surface-reading code it measured twice the instructions per pixel).
    @inline(never)
    private static func straightRow(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer,
        width: Int, opaque: Bool
    ) {
        var lastTranslucent: UInt32 = 0
        var lastStraight: UInt32 = 0
        // RGB24 leaves the top byte of each word undefined: force it to 255.
        let forcedAlpha: UInt32 = opaque ? 0xFF00_0000 : 0
        var x = 0
        while x < width {
            x = pairRun(source, into: target, from: x, width: width, opaque: opaque)
            guard x < width else { break }
            // One word, then back to pairs from the next position.
            let word = source.load(fromByteOffset: x * 4, as: UInt32.self) | forcedAlpha
            let rgba: UInt32
            if word >= 0xFF00_0000 {
                rgba = swappedRedAndBlue(word)
            } else if word >> 24 == 0 {
                // Premultiplied storage cannot keep the colour of an invisible pixel.
                rgba = 0
            } else if word == lastTranslucent {
                rgba = lastStraight
            } else {
                let a = UInt8(truncatingIfNeeded: word >> 24)
                let r = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 16), alpha: a)
                let g = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 8), alpha: a)
                let b = Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word), alpha: a)
                rgba = UInt32(a) << 24 | UInt32(b) << 16 | UInt32(g) << 8 | UInt32(r)
                lastTranslucent = word
                lastStraight = rgba
            }
            target.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
            x += 1
        }
    }

    /// Converts pairs of words from `x` on while both are opaque or both are 0, and returns
    /// where it stopped (at once on big-endian machines, where the pair layout differs).
    @inline(__always)
    private static func pairRun(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer,
        from start: Int, width: Int, opaque: Bool
    ) -> Int {
        #if _endian(little)
            // Two native-endian words in one 64-bit load sit side by side, the first one low.
            let pairAlpha: UInt64 = 0xFF00_0000_FF00_0000
            let forcedPairAlpha: UInt64 = opaque ? pairAlpha : 0
            let pairCount = (width - start) / 2
            var sourcePair = source + start * 4
            var targetPair = target + start * 4
            var converted = 0
            while converted < pairCount {
                let pair = sourcePair.loadUnaligned(as: UInt64.self) | forcedPairAlpha
                let rgba: UInt64
                if pair & pairAlpha == pairAlpha {
                    rgba = swappedRedAndBlue(opaquePair: pair)
                } else if pair == 0 {
                    rgba = 0
                } else {
                    break
                }
                targetPair.storeBytes(of: rgba, as: UInt64.self)
                sourcePair += 8
                targetPair += 8
                converted &+= 1
            }
            return start + converted * 2
        #else
            return start
        #endif
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
