/// Greedy LZ77 match finding for deflate, tuned for speed over the last percent of size
/// (like zlib's level 1): one hash-table slot per 4-byte hash remembers the latest position
/// with that hash; a match is taken as soon as one is found and extended 8 bytes at a time.
/// Matches are at least 4 bytes long (deflate allows 3; those rarely pay for themselves).
///
/// Runs of one colour, the bulk of a preview sheet, become chains of 258-byte matches at
/// the pixel distance, so they cost a handful of instructions per match instead of per byte.
final class LZ77Matcher {
    static let hashBits = 15
    /// The last positions of each match are hashed too (all of a short one). Hashing every
    /// position would cost per byte; without these, a lookup right after a long run of one
    /// colour finds only stale or no candidates (measured on preview sheets: 157 KB without,
    /// 141 KB with the last 8, 140 KB with all positions).
    static let hashedMatchTail = 8

    /// Latest input position per hash, or −1. Positions are absolute offsets in the input.
    private let table: UnsafeMutableBufferPointer<Int32>

    init() {
        table = .allocate(capacity: 1 << Self.hashBits)
        table.initialize(repeating: -1)
    }

    deinit {
        table.deallocate()
    }

    @inline(__always)
    private static func hash(_ fourBytes: UInt32) -> Int {
        Int(truncatingIfNeeded: (fourBytes &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }

    /// Tokenises `input` from `block.inputStart` until the input ends or the block is full
    /// (one slot stays free), and sets `block.inputEnd`. `input` must be the same buffer for
    /// every block of one stream, as the table remembers positions in it; it must also be
    /// shorter than 2³¹ bytes.
    func fill(_ block: DeflateBlock, from input: UnsafeRawBufferPointer) {
        let count = input.count
        guard let base = input.baseAddress, block.inputStart < count else {
            block.inputEnd = max(block.inputStart, 0)
            return
        }
        let tokens = block.tokens
        let literalLengthFrequencies = block.literalLengthFrequencies
        let distanceFrequencies = block.distanceFrequencies
        let tokenLimit = block.capacity - 1
        let table = self.table
        var tokenCount = block.tokenCount
        var position = block.inputStart
        // Positions from which 4 bytes can be read for hashing.
        let lastHashable = count - 4

        DeflateTables.lengthTokenBits.withUnsafeBufferPointer { lengthTokenBits in
            DeflateTables.distanceIndex.withUnsafeBufferPointer { distanceIndex in
                DeflateTables.distanceBase.withUnsafeBufferPointer { distanceBase in
                    while position < count && tokenCount < tokenLimit {
                        if position <= lastHashable {
                            let current = UInt32(
                                littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt32.self))
                            let slot = Self.hash(current)
                            let candidate = Int(table[slot])
                            table[slot] = Int32(truncatingIfNeeded: position)
                            let distance = position - candidate
                            if candidate >= 0, distance > 0, distance <= DeflateTables.maximumDistance,
                                UInt32(littleEndian: base.loadUnaligned(fromByteOffset: candidate, as: UInt32.self))
                                    == current
                            {
                                let length = Self.matchLength(
                                    base, position, candidate,
                                    limit: min(DeflateTables.maximumMatchLength, count - position))
                                let distanceSymbol = Int(
                                    distance <= 256
                                        ? distanceIndex[distance - 1] : distanceIndex[256 + ((distance - 1) >> 7)])
                                let lengthBits = lengthTokenBits[length]
                                let token = DeflateToken(
                                    lengthBits: lengthBits, distanceSymbol: distanceSymbol,
                                    distanceExtraValue: distance - Int(distanceBase[distanceSymbol]))
                                tokens[tokenCount] = token.bits
                                tokenCount += 1
                                literalLengthFrequencies[Int(lengthBits & 0x1FF)] &+= 1
                                distanceFrequencies[distanceSymbol] &+= 1
                                var inserted = max(position + 1, position + length - Self.hashedMatchTail)
                                let insertEnd = min(position + length, lastHashable + 1)
                                while inserted < insertEnd {
                                    let bytes = UInt32(
                                        littleEndian: base.loadUnaligned(fromByteOffset: inserted, as: UInt32.self))
                                    table[Self.hash(bytes)] = Int32(truncatingIfNeeded: inserted)
                                    inserted += 1
                                }
                                position += length
                                continue
                            }
                        }
                        let literal = base.load(fromByteOffset: position, as: UInt8.self)
                        tokens[tokenCount] = UInt32(literal)
                        tokenCount += 1
                        literalLengthFrequencies[Int(literal)] &+= 1
                        position += 1
                    }
                }
            }
        }
        block.tokenCount = tokenCount
        block.inputEnd = position
    }

    /// How many bytes at `position` equal those at `candidate` (the first 4 are known to),
    /// up to `limit` (≥ 4). Compares 16 bytes per step while it can: runs of one colour make
    /// most matches 258 bytes long, so this loop is where they spend their time.
    @inline(__always)
    private static func matchLength(_ base: UnsafeRawPointer, _ position: Int, _ candidate: Int, limit: Int) -> Int {
        var length = 4
        while length + 16 <= limit {
            let first =
                base.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ base.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
            if first != 0 { return length + equalLeadingBytes(first) }
            let second =
                base.loadUnaligned(fromByteOffset: position + length + 8, as: UInt64.self)
                ^ base.loadUnaligned(fromByteOffset: candidate + length + 8, as: UInt64.self)
            if second != 0 { return length + 8 + equalLeadingBytes(second) }
            length += 16
        }
        while length + 8 <= limit {
            let difference =
                base.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                ^ base.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
            if difference != 0 { return length + equalLeadingBytes(difference) }
            length += 8
        }
        while length < limit
            && base.load(fromByteOffset: position + length, as: UInt8.self)
                == base.load(fromByteOffset: candidate + length, as: UInt8.self)
        {
            length += 1
        }
        return length
    }

    /// Bytes in memory order before the first non-zero one of an 8-byte XOR difference.
    @inline(__always)
    private static func equalLeadingBytes(_ difference: UInt64) -> Int {
        UInt64(littleEndian: difference).trailingZeroBitCount >> 3
    }
}
