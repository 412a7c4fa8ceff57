/// The PNG image data before compression (PNG §7.2, §9): for each row a filter-type byte
/// followed by the row's pixels, in RGB when the image is fully opaque, else in RGBA.
///
/// Every row uses filter type 0 (None). With the LZ77 matcher here, on preview sheets (large
/// areas of one colour, antialiased edges) None compressed best of the five filters and is
/// free: camera.svg's light sheet gave None 157 KB, Sub 184 KB, Up 174 KB, Paeth 174 KB
/// (zlib agreed: at level 6, None 121 KB against 146 KB for libpng's adaptive choice).
/// Runs of one colour are already long matches at the pixel distance without a filter.
struct PNGScanlines {
    let bytes: [UInt8]
    let colorType: PNGColorType

    /// Filter type None.
    static let noFilter: UInt8 = 0

    /// The scanlines of `image`: `height × (1 + width × bytesPerPixel)` bytes.
    ///
    /// The opacity test rides along with the RGB conversion (it ANDs the words it converts
    /// anyway), so an opaque image — every preview sheet — is read once; at the first row
    /// with transparency the RGB attempt stops and the rows are copied as RGBA instead.
    init(_ image: RGBAImage) {
        if let rgb = Self.rgbIfOpaque(image) {
            bytes = rgb
            colorType = .rgb
        } else {
            bytes = Self.rgba(image)
            colorType = .rgba
        }
    }

    /// Rewrites an opaque ARGB32 surface's own memory into its RGB scanlines, packed from the
    /// start (`height × (1 + width × 3)` bytes, which fit: a scanline is shorter than the
    /// row it comes from, so writing never overtakes reading). Saves a copy as large as the
    /// picture — for a preview sheet 3.6 MB of fresh pages, a few milliseconds of page faults.
    /// Returns the byte count, or nil, with the memory untouched, when a pixel is not opaque.
    /// The surface's pixels are gone afterwards.
    static func packOpaqueARGB32InPlace(_ base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) -> Int? {
        guard width > 0, height > 0, stride >= width * 4 else { return nil }
        // First make sure every pixel is opaque, before anything is overwritten.
        for y in 0..<height where !Self.isOpaque(argb32: base + y * stride, pixelCount: width) { return nil }
        let rowLength = 1 + width * 3
        for y in 0..<height {
            let source = base + y * stride
            let target = base + y * rowLength
            // Row 0 overlaps its own source: each pixel word is loaded before the bytes it
            // occupied are written (target offset 1 + 3x + 2 < source offset 4x + 4).
            var from = UnsafeRawPointer(source)
            var to = target + 1
            for _ in 0..<width {
                let word = from.loadUnaligned(as: UInt32.self)  // 0xAARRGGBB in native order
                to.storeBytes(of: UInt8(truncatingIfNeeded: word >> 16), as: UInt8.self)
                to.storeBytes(of: UInt8(truncatingIfNeeded: word >> 8), toByteOffset: 1, as: UInt8.self)
                to.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: 2, as: UInt8.self)
                from += 4
                to += 3
            }
            target.storeBytes(of: Self.noFilter, as: UInt8.self)  // after pixel 0 was read
        }
        return height * rowLength
    }

    @inline(never)
    private static func isOpaque(argb32 source: UnsafeRawPointer, pixelCount: Int) -> Bool {
        var combined = UInt32.max
        var from = source
        for _ in 0..<pixelCount {
            combined &= from.loadUnaligned(as: UInt32.self)
            from += 4
        }
        return combined >> 24 == 0xFF
    }

    private static func rgbIfOpaque(_ image: RGBAImage) -> [UInt8]? {
        let width = image.width
        let height = image.height
        let rowLength = 1 + width * 3
        var opaque = true
        let bytes = image.pixels.withUnsafeBytes { source in
            [UInt8](unsafeUninitializedCapacity: height * rowLength) { target, initializedCount in
                initializedCount = 0
                guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress,
                    source.count == width * height * 4
                else {
                    opaque = height == 0
                    return
                }
                let output = UnsafeMutableRawPointer(targetBase)
                for y in 0..<height {
                    output.storeBytes(of: noFilter, toByteOffset: y * rowLength, as: UInt8.self)
                    let rowAlpha = dropAlpha(
                        sourceBase + y * width * 4, into: output + y * rowLength + 1, pixelCount: width)
                    initializedCount += rowLength
                    if rowAlpha != 0xFF {
                        opaque = false
                        return
                    }
                }
            }
        }
        return opaque ? bytes : nil
    }

    private static func rgba(_ image: RGBAImage) -> [UInt8] {
        let width = image.width
        let height = image.height
        let rowLength = 1 + width * 4
        var bytes = [UInt8](repeating: noFilter, count: height * rowLength)
        for y in 0..<height {
            let row = image.pixels[(y * width * 4)..<((y + 1) * width * 4)]
            bytes.replaceSubrange((y * rowLength + 1)..<((y + 1) * rowLength), with: row)
        }
        return bytes
    }

    /// Writes the RGB bytes of `pixelCount` RGBA pixels at `source` to `target` and returns
    /// the AND of their alpha bytes (255 when all are opaque). Four pixels per step: two
    /// 8-byte loads become one 8-byte and one 4-byte store. Not inlined, so its masks stay
    /// in registers.
    @inline(never)
    private static func dropAlpha(
        _ source: UnsafeRawPointer, into target: UnsafeMutableRawPointer,
        pixelCount: Int
    ) -> UInt8 {
        var combined = UInt64.max
        var from = source
        var to = target
        for _ in 0..<(pixelCount / 4) {
            // Little-endian words: R0 G0 B0 A0 R1 G1 B1 A1 and R2 G2 B2 A2 R3 G3 B3 A3.
            let first = UInt64(littleEndian: from.loadUnaligned(as: UInt64.self))
            let second = UInt64(littleEndian: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            combined &= first & second
            // R0 G0 B0 R1 G1 B1 R2 G2 and B2 R3 G3 B3.
            let low = first & 0xFF_FFFF | (first >> 8) & 0xFFFF_FF00_0000 | second << 48
            let high = UInt32(truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 24) & 0xFFFF_FF00)
            to.storeBytes(of: low.littleEndian, as: UInt64.self)
            to.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt32.self)
            from += 16
            to += 12
        }
        var alpha = UInt8(truncatingIfNeeded: combined >> 24) & UInt8(truncatingIfNeeded: combined >> 56)
        for _ in 0..<(pixelCount % 4) {
            to.copyMemory(from: from, byteCount: 3)
            alpha &= from.load(fromByteOffset: 3, as: UInt8.self)
            from += 4
            to += 3
        }
        return alpha
    }
}
