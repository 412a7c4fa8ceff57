/// The two PNG colour types this module writes (8 bits per channel): RGB for a fully
/// opaque image, RGBA with straight alpha — exactly `RGBAImage`'s bytes — otherwise.
enum PNGColorType: UInt8 {
    case rgb = 2
    case rgba = 6

    var bytesPerPixel: Int { self == .rgb ? 3 : 4 }

    /// RGB when every alpha byte of `image` is 255, else RGBA.
    init(fitting image: RGBAImage) {
        self = Self.isOpaque(image) ? .rgb : .rgba
    }

    /// Whether every pixel's alpha is 255: ANDs 8-byte words (two pixels) together and looks
    /// at the alpha bytes every 4 KiB, so a transparent image is usually recognised early.
    static func isOpaque(_ image: RGBAImage) -> Bool {
        image.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            let alphaBytes: UInt64 = 0xFF00_0000_FF00_0000
            let count = bytes.count
            var offset = 0
            while offset < count {
                let stretchEnd = min(count, offset + 4096)
                var combined = UInt64.max
                while offset + 8 <= stretchEnd {
                    combined &= UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                // An odd last pixel; its missing partner counts as opaque.
                while offset + 4 <= stretchEnd {
                    combined &= UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                        | 0xFFFF_FFFF_0000_0000
                    offset += 4
                }
                if combined & alphaBytes != alphaBytes { return false }
                // `pixels.count` is a multiple of 4; stop rather than loop on anything else.
                if offset < stretchEnd { return false }
            }
            return true
        }
    }
}
