import Support

/// Decompresses a raw deflate stream (RFC 1951), the method of nearly every entry of an `.ipa`.
/// Ours rather than zlib's: `symbolcheck` links expat alone, and `controls` inflates only the
/// few Info.plists it reads out of an archive, kilobytes each; docs/controls.md ("Reading a
/// built app") gives the measurements behind the choice.
///
/// The input is untrusted: the output stops at `limit` bytes (a "zip bomb" of a few kilobytes
/// that would inflate to gigabytes is refused as soon as it passes the limit), the deadline is
/// polled as output grows, and a stream that ends early, refers back past its start or uses an
/// invalid code is an error, never a crash.
package enum Inflate {
    package enum Failure: Error, Sendable, Hashable {
        /// The stream inflates to more than the limit.
        case tooLarge(limit: Int)
        /// Not a valid deflate stream; the reason.
        case invalid(String)
        case timeUp
    }

    package static func inflate(_ input: [UInt8], limit: Int, deadline: Deadline = .never) throws(Failure) -> [UInt8] {
        var state = State(input: input, limit: limit, deadline: deadline)
        try state.run()
        return state.output
    }

    /// The length codes' bases and extra bits (RFC 1951 §3.2.5), symbols 257…285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order code-length code lengths are sent in (§3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static let fixedLiterals: Huffman = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        return try! Huffman(lengths: lengths)
    }()
    static let fixedDistances: Huffman = try! Huffman(lengths: [UInt8](repeating: 5, count: 30))

    /// A canonical Huffman code as one table indexed by the next `maxBits` input bits (least
    /// significant first, as deflate packs them): each entry the symbol and its code length.
    struct Huffman {
        static let maxBits = 15
        /// `symbol << 4 | length`; 0 where no code starts with those bits.
        let table: [UInt32]

        init(lengths: [UInt8]) throws(Failure) {
            var count = [Int](repeating: 0, count: Self.maxBits + 1)
            for length in lengths { count[Int(length)] += 1 }
            count[0] = 0
            // Over-subscribed codes are invalid; incomplete ones are allowed (a lone distance code).
            var left = 1
            for bits in 1...Self.maxBits {
                left <<= 1
                left -= count[bits]
                guard left >= 0 else { throw .invalid("a Huffman code is over-subscribed") }
            }
            var next = [Int](repeating: 0, count: Self.maxBits + 2)
            var code = 0
            for bits in 1...Self.maxBits {
                code = (code + count[bits - 1]) << 1
                next[bits] = code
            }
            var table = [UInt32](repeating: 0, count: 1 << Self.maxBits)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                let bits = Int(length)
                let assigned = next[bits]
                next[bits] += 1
                // Reverse the code: deflate sends Huffman codes most significant bit first.
                var reversed = 0
                for bit in 0..<bits where assigned & (1 << bit) != 0 { reversed |= 1 << (bits - 1 - bit) }
                let entry = UInt32(symbol) << 4 | UInt32(bits)
                var index = reversed
                while index < table.count {
                    table[index] = entry
                    index += 1 << bits
                }
            }
            self.table = table
        }
    }

    struct State {
        let input: [UInt8]
        let limit: Int
        let deadline: Deadline
        var output: [UInt8] = []
        var position = 0
        var bitBuffer: UInt64 = 0
        var bitCount = 0
        var nextPoll = 1 << 20

        init(input: [UInt8], limit: Int, deadline: Deadline) {
            self.input = input
            self.limit = limit
            self.deadline = deadline
            output.reserveCapacity(Swift.min(limit, Swift.max(input.count * 4, 4096)))
        }

        /// Fills the bit buffer with whole bytes while there is room (past the end, zeros: a
        /// read that needs them is caught by `need`).
        @inline(__always)
        mutating func refill() {
            while bitCount <= 56 {
                let byte: UInt64 = position < input.count ? UInt64(input[position]) : 0
                bitBuffer |= byte << UInt64(bitCount)
                bitCount += 8
                position += 1
            }
        }

        /// The stream may not have ended before the bits taken so far.
        @inline(__always)
        func checkEnd() throws(Failure) {
            // `position` counts bytes moved into the buffer (zeros past the end); those still
            // held are not used yet.
            if position * 8 - bitCount > input.count * 8 { throw .invalid("the stream ends in the middle of a block") }
        }

        @inline(__always)
        mutating func bits(_ count: Int) throws(Failure) -> Int {
            if count == 0 { return 0 }
            if bitCount < count { refill() }
            let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
            bitBuffer >>= UInt64(count)
            bitCount -= count
            try checkEnd()
            return value
        }

        @inline(__always)
        mutating func decode(_ code: Huffman) throws(Failure) -> Int {
            if bitCount < Huffman.maxBits { refill() }
            let entry = code.table[Int(bitBuffer & UInt64((1 << Huffman.maxBits) - 1))]
            let length = Int(entry & 0xF)
            guard length > 0 else { throw .invalid("the stream uses a code its table does not define") }
            bitBuffer >>= UInt64(length)
            bitCount -= length
            try checkEnd()
            return Int(entry >> 4)
        }

        mutating func run() throws(Failure) {
            var last = false
            while !last {
                last = try bits(1) == 1
                switch try bits(2) {
                case 0: try stored()
                case 1: try compressed(literals: Inflate.fixedLiterals, distances: Inflate.fixedDistances)
                case 2:
                    let (literals, distances) = try dynamicTables()
                    try compressed(literals: literals, distances: distances)
                default: throw .invalid("a block has the reserved type 3")
                }
            }
        }

        mutating func stored() throws(Failure) {
            // Drop to a byte boundary; give back whole bytes still held.
            let drop = bitCount % 8
            bitBuffer >>= UInt64(drop)
            bitCount -= drop
            position -= bitCount / 8
            bitBuffer = 0
            bitCount = 0
            guard position + 4 <= input.count else { throw .invalid("a stored block's header is cut short") }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let check = Int(input[position + 2]) | Int(input[position + 3]) << 8
            guard length == ~check & 0xFFFF else { throw .invalid("a stored block's length does not match its check") }
            position += 4
            guard position + length <= input.count else { throw .invalid("a stored block is cut short") }
            try grow(by: length)
            output.append(contentsOf: input[position..<(position + length)])
            position += length
        }

        mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeLengthCount = try bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw .invalid("a block declares too many codes") }
            var codeLengths = [UInt8](repeating: 0, count: 19)
            for index in 0..<codeLengthCount { codeLengths[Inflate.codeLengthOrder[index]] = UInt8(try bits(3)) }
            let lengthCode = try Huffman(lengths: codeLengths)
            var lengths: [UInt8] = []
            lengths.reserveCapacity(literalCount + distanceCount)
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(lengthCode)
                switch symbol {
                case 0...15: lengths.append(UInt8(symbol))
                case 16:
                    guard let previous = lengths.last else { throw .invalid("a repeat has nothing to repeat") }
                    lengths += repeatElement(previous, count: 3 + (try bits(2)))
                case 17: lengths += repeatElement(0, count: 3 + (try bits(3)))
                default: lengths += repeatElement(0, count: 11 + (try bits(7)))
                }
            }
            guard lengths.count == literalCount + distanceCount else {
                throw .invalid("code lengths overrun the table")
            }
            guard lengths[256] > 0 else { throw .invalid("a block has no end-of-block code") }
            return (
                try Huffman(lengths: Array(lengths[..<literalCount])),
                try Huffman(lengths: Array(lengths[literalCount...]))
            )
        }

        mutating func grow(by count: Int) throws(Failure) {
            guard output.count + count <= limit else { throw .tooLarge(limit: limit) }
            if output.count + count >= nextPoll {
                nextPoll += 1 << 20
                if deadline.hasPassed { throw .timeUp }
            }
        }

        mutating func compressed(literals: Huffman, distances: Huffman) throws(Failure) {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    try grow(by: 1)
                    output.append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { return }
                let index = symbol - 257
                guard index < 29 else { throw .invalid("a length code is out of range") }
                let length = Inflate.lengthBase[index] + (try bits(Inflate.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw .invalid("a distance code is out of range") }
                let distance = Inflate.distanceBase[distanceSymbol] + (try bits(Inflate.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .invalid("a distance reaches back before the start") }
                try grow(by: length)
                // Byte by byte: the copy may overlap what it writes (a run), and a slice of
                // `output` appended to itself would copy the whole array.
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}

/// CRC-32 (ISO 3309, as zip uses it), to tell a damaged entry from a good one.
package enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
