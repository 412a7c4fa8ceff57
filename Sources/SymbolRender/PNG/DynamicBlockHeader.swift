/// The header of a deflate block with dynamic Huffman codes (RFC 1951 §3.2.7): the code
/// lengths of both codes, run-length encoded with symbols 16–18 and themselves Huffman-coded
/// with the code-length code.
struct DynamicBlockHeader {
    /// Number of literal/length and distance lengths sent (HLIT + 257, HDIST + 1).
    let literalLengthCount: Int
    let distanceCount: Int
    /// Run-length encoded lengths: code-length symbol 0–18 and the value of its extra bits.
    let runs: [(symbol: Int, extraValue: UInt32)]
    let codeLengthCode: HuffmanCode
    /// Number of code-length code lengths sent (HCLEN + 4), in `DeflateTables.codeLengthOrder`.
    let codeLengthCount: Int
    /// Size of the header in bits, without the 3-bit block header.
    let bitCount: Int

    /// Extra bits after code-length symbol `symbol`: 2 for 16, 3 for 17, 7 for 18.
    static func extraBitCount(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    init(literalLengthLengths: [UInt8], distanceLengths: [UInt8]) {
        literalLengthCount = max(257, (literalLengthLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        // Both sequences form one, and runs may cross from the first into the second.
        let sequence =
            Array(literalLengthLengths.prefix(literalLengthCount)) + Array(distanceLengths.prefix(distanceCount))
        runs = Self.runLengthEncoded(sequence)

        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let codeLengthLengths = HuffmanCode.optimalLengths(for: frequencies, maximumLength: 7)
        codeLengthCode = HuffmanCode(lengths: codeLengthLengths)
        let orderedLengths = DeflateTables.codeLengthOrder.map { codeLengthLengths[$0] }
        codeLengthCount = max(4, (orderedLengths.lastIndex { $0 != 0 } ?? 0) + 1)

        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs {
            bits += Int(codeLengthLengths[run.symbol]) + Self.extraBitCount(run.symbol)
        }
        bitCount = bits
    }

    /// Code lengths as code-length symbols: 0–15 literally, 16 = repeat the previous length
    /// 3–6 times, 17 = 3–10 zeros, 18 = 11–138 zeros.
    static func runLengthEncoded(_ lengths: [UInt8]) -> [(symbol: Int, extraValue: UInt32)] {
        var runs: [(symbol: Int, extraValue: UInt32)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var runLength = 1
            while index + runLength < lengths.count && lengths[index + runLength] == length { runLength += 1 }
            index += runLength
            if length == 0 {
                while runLength >= 11 {
                    let repeats = min(runLength, 138)
                    runs.append((18, UInt32(repeats - 11)))
                    runLength -= repeats
                }
                if runLength >= 3 {
                    runs.append((17, UInt32(runLength - 3)))
                    runLength = 0
                }
            } else {
                // The first occurrence is sent as itself; repeats refer back to it.
                runs.append((Int(length), 0))
                runLength -= 1
                while runLength >= 3 {
                    let repeats = min(runLength, 6)
                    runs.append((16, UInt32(repeats - 3)))
                    runLength -= repeats
                }
            }
            for _ in 0..<runLength { runs.append((Int(length), 0)) }
        }
        return runs
    }

    func write(to writer: inout DeflateBitWriter) {
        writer.write(UInt32(literalLengthCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(codeLengthCount - 4), count: 4)
        for symbol in DeflateTables.codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
        }
        for run in runs {
            writer.write(
                UInt32(codeLengthCode.reversedCodes[run.symbol]), count: Int(codeLengthCode.lengths[run.symbol]))
            let extraBits = Self.extraBitCount(run.symbol)
            if extraBits > 0 { writer.write(run.extraValue, count: extraBits) }
        }
    }
}
