/// One LZ77 output item — a literal byte or a (length, distance) match — packed into 32 bits
/// with its deflate symbols already looked up, so that counting symbol frequencies and
/// writing the block later need no second table walk:
///
///     bits 0–8    literal/length symbol (0–255 literal, 257–285 length)
///     bits 9–13   the length's extra-bits value
///     bits 14–18  distance symbol (matches only)
///     bits 19–31  the distance's extra-bits value
struct DeflateToken {
    let bits: UInt32

    @inline(__always)
    init(bits: UInt32) {
        self.bits = bits
    }

    @inline(__always)
    init(literal: UInt8) {
        bits = UInt32(literal)
    }

    /// A match; `lengthBits` is `DeflateToken.lengthBits(for:)` of its length.
    @inline(__always)
    init(lengthBits: UInt32, distanceSymbol: Int, distanceExtraValue: Int) {
        bits =
            lengthBits | UInt32(truncatingIfNeeded: distanceSymbol) << 14
            | UInt32(truncatingIfNeeded: distanceExtraValue) << 19
    }

    /// The length part (symbol and extra value) of a match of `length` (3…258).
    static func lengthBits(for length: Int) -> UInt32 {
        let index = Int(DeflateTables.lengthIndex[length])
        let extra = length - Int(DeflateTables.lengthBase[index])
        return UInt32(257 + index) | UInt32(extra) << 9
    }

    @inline(__always) var literalLengthSymbol: Int { Int(bits & 0x1FF) }
    @inline(__always) var isMatch: Bool { bits & 0x1FF > 256 }
    @inline(__always) var lengthExtraValue: UInt32 { (bits >> 9) & 0x1F }
    @inline(__always) var distanceSymbol: Int { Int((bits >> 14) & 0x1F) }
    @inline(__always) var distanceExtraValue: UInt32 { bits >> 19 }
}
