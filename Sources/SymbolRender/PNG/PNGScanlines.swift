/// The PNG image data before compression (PNG §7.2, §9): for each row a filter-type byte
/// followed by the row's pixels in the chosen colour type.
///
/// Every row uses filter type 0 (None). With the LZ77 matcher here, on preview sheets (large
/// areas of one colour, antialiased edges) None compressed best of the five filters and is
/// free: camera.svg's light sheet gave None 157 KB, Sub 184 KB, Up 174 KB, Paeth 174 KB
/// (zlib agreed: at level 6, None 121 KB against 146 KB for libpng's adaptive choice).
/// Runs of one colour are already long matches at the pixel distance without a filter.
enum PNGScanlines {
    /// Filter type None.
    static let noFilter: UInt8 = 0

    /// `height × (1 + width × bytesPerPixel)` bytes.
    static func serialized(_ image: RGBAImage, as colorType: PNGColorType) -> [UInt8] {
        let width = image.width, height = image.height
        let rowLength = 1 + width * colorType.bytesPerPixel
        return image.pixels.withUnsafeBytes { source in
            [UInt8](unsafeUninitializedCapacity: height * rowLength) { target, initializedCount in
                guard let targetBase = target.baseAddress, height > 0 else {
                    initializedCount = 0
                    return
                }
                let output = UnsafeMutableRawPointer(targetBase)
                for y in 0..<height {
                    let row = UnsafeRawBufferPointer(rebasing: source[(y * width * 4)..<((y + 1) * width * 4)])
                    output.storeBytes(of: noFilter, toByteOffset: y * rowLength, as: UInt8.self)
                    let rowTarget = output + y * rowLength + 1
                    switch colorType {
                    case .rgba:
                        if let rowBase = row.baseAddress {
                            rowTarget.copyMemory(from: rowBase, byteCount: row.count)
                        }
                    case .rgb:
                        dropAlpha(row, into: rowTarget)
                    }
                }
                initializedCount = height * rowLength
            }
        }
    }

    /// Writes the RGB bytes of the RGBA pixels in `row` to `target` (3/4 of `row.count` bytes).
    /// Four pixels per step: two 8-byte loads become one 8-byte and one 4-byte store.
    private static func dropAlpha(_ row: UnsafeRawBufferPointer, into target: UnsafeMutableRawPointer) {
        guard let source = row.baseAddress else { return }
        let pixelCount = row.count / 4
        var pixel = 0
        while pixel + 4 <= pixelCount {
            // Little-endian words: R0 G0 B0 A0 R1 G1 B1 A1 and R2 G2 B2 A2 R3 G3 B3 A3.
            let first = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4, as: UInt64.self))
            let second = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4 + 8, as: UInt64.self))
            // R0 G0 B0 R1 G1 B1 R2 G2 and B2 R3 G3 B3.
            let low = first & 0xFF_FFFF | (first >> 8) & 0xFFFF_FF00_0000 | second << 48
            let high = UInt32(truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 24) & 0xFFFF_FF00)
            target.storeBytes(of: low.littleEndian, toByteOffset: pixel * 3, as: UInt64.self)
            target.storeBytes(of: high.littleEndian, toByteOffset: pixel * 3 + 8, as: UInt32.self)
            pixel += 4
        }
        while pixel < pixelCount {
            for channel in 0..<3 {
                target.storeBytes(of: source.load(fromByteOffset: pixel * 4 + channel, as: UInt8.self),
                                  toByteOffset: pixel * 3 + channel, as: UInt8.self)
            }
            pixel += 1
        }
    }
}
