/// A deliberately plain inflater (RFC 1951), written the way the RFC reads and modelled on
/// zlib's `puff.c`: one bit at a time, canonical codes decoded by counting. It shares no
/// code with the encoder, so tests can check the encoder's raw output byte for byte
/// (cairo's decoder, the other independent check, loses the colour of translucent pixels).
struct TestInflater {
    enum Failure: Error, Equatable {
        case truncated
        case invalidBlockType
        case storedLengthMismatch
        case invalidCode
        case distanceTooFar
        case invalidCodeLengths
    }

    /// The decompressed bytes, and the type of each block (0 stored, 1 fixed, 2 dynamic).
    struct Result {
        var bytes: [UInt8] = []
        var blockTypes: [Int] = []
        /// Every (length, distance) pair the stream used.
        var matches: [(length: Int, distance: Int)] = []
        /// Bytes of input consumed (the stream ends on a byte boundary after the final block).
        var consumedBytes = 0
    }

    private let input: [UInt8]
    private var bitPosition = 0

    private init(_ input: [UInt8]) { self.input = input }

    static func inflate(_ deflate: [UInt8]) throws -> Result {
        var inflater = TestInflater(deflate)
        var result = Result()
        var isFinal = false
        while !isFinal {
            isFinal = try inflater.bits(1) == 1
            let type = try inflater.bits(2)
            result.blockTypes.append(type)
            switch type {
            case 0: try inflater.stored(into: &result)
            case 1: try inflater.codes(into: &result, Self.fixedLiteralLength, Self.fixedDistance)
            case 2:
                let (literalLength, distance) = try inflater.dynamicCodes()
                try inflater.codes(into: &result, literalLength, distance)
            default: throw Failure.invalidBlockType
            }
        }
        result.consumedBytes = (inflater.bitPosition + 7) / 8
        return result
    }

    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for index in 0..<count {
            guard bitPosition / 8 < input.count else { throw Failure.truncated }
            let bit = Int(input[bitPosition / 8] >> (bitPosition % 8)) & 1
            value |= bit << index
            bitPosition += 1
        }
        return value
    }

    private mutating func stored(into result: inout Result) throws {
        bitPosition = (bitPosition + 7) / 8 * 8
        let length = try bits(16)
        let complement = try bits(16)
        guard length == complement ^ 0xFFFF else { throw Failure.storedLengthMismatch }
        for _ in 0..<length { result.bytes.append(UInt8(try bits(8))) }
    }

    /// A canonical code as counts per length and symbols in code order.
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            for length in 1..<16 {
                for (symbol, symbolLength) in lengths.enumerated() where symbolLength == length {
                    symbols.append(symbol)
                }
            }
        }
    }

    private mutating func decode(_ code: Code) throws -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw Failure.invalidCode
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
        67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
        11, 11, 12, 12, 13, 13,
    ]
    static let fixedLiteralLength = Code(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistance = Code(lengths: [Int](repeating: 5, count: 30))

    private mutating func codes(into result: inout Result, _ literalLength: Code, _ distance: Code) throws {
        while true {
            let symbol = try decode(literalLength)
            if symbol < 256 {
                result.bytes.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure.invalidCode }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distance)
                guard distanceSymbol < 30 else { throw Failure.invalidCode }
                let offset = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard offset <= result.bytes.count, offset <= 32768 else { throw Failure.distanceTooFar }
                result.matches.append((length, offset))
                for _ in 0..<length { result.bytes.append(result.bytes[result.bytes.count - offset]) }
            }
        }
    }

    private mutating func dynamicCodes() throws -> (Code, Code) {
        let literalLengthCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[order[index]] = try bits(3) }
        let codeLengthCode = Code(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalLengthCount + distanceCount {
            let symbol = try decode(codeLengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure.invalidCodeLengths }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == literalLengthCount + distanceCount, lengths[256] > 0 else {
            throw Failure.invalidCodeLengths
        }
        return (
            Code(lengths: Array(lengths[..<literalLengthCount])), Code(lengths: Array(lengths[literalLengthCount...]))
        )
    }
}
