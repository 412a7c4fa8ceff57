/// The fixed alphabets of RFC 1951 §3.2.5: how match lengths and distances map to
/// symbols plus extra bits, and the fixed Huffman code lengths of §3.2.6.
enum DeflateTables {
    /// Literal/length alphabet size used here: literals 0–255, end of block 256, lengths
    /// 257–285 (286 and 287 exist only in the fixed code and never occur).
    static let literalLengthSymbolCount = 286
    static let distanceSymbolCount = 30
    static let endOfBlock = 256
    static let minimumMatchLength = 3
    static let maximumMatchLength = 258
    static let maximumDistance = 32768

    /// First length of each length symbol 257…285, and its number of extra bits.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// First distance of each distance symbol 0…29, and its number of extra bits.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Index into `lengthBase` (symbol − 257) for every length 0…258; entries below 3 are unused.
    static let lengthIndex: [UInt8] = (0...maximumMatchLength).map { length in
        guard length >= minimumMatchLength else { return 0 }
        return UInt8(lengthBase.lastIndex { Int($0) <= length } ?? 0)
    }

    /// `DeflateToken.lengthBits(for:)` of every length 0…258; entries below 3 are unused.
    static let lengthTokenBits: [UInt32] = (0...maximumMatchLength).map { length in
        length < minimumMatchLength ? 0 : DeflateToken.lengthBits(for: length)
    }

    /// Distance symbol for distances 1…256 at index distance − 1, and for larger distances
    /// at index 256 + (distance − 1) >> 7 (as zlib does: above 256 every symbol covers
    /// whole multiples of 128).
    static let distanceIndex: [UInt8] = (0..<512).map { index in
        let distance = index < 256 ? index + 1 : ((index - 256) << 7) + 1
        return UInt8(distanceBase.lastIndex { Int($0) <= distance } ?? 0)
    }

    /// Bit lengths of the fixed literal/length code (all 288 symbols, as the code is defined).
    static let fixedLiteralLengthLengths: [UInt8] =
        [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
        + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    /// Bit lengths of the fixed distance code (all 32 symbols).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 32)

    /// Order in which the code-length code's lengths are stored in a dynamic block header.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
