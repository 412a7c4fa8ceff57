/// Writes one deflate block in whichever of the three block types (RFC 1951 §3.2.3) is
/// smallest for it: stored, fixed Huffman codes, or dynamic Huffman codes built from the
/// block's own symbol frequencies.
enum DeflateBlockWriter {
    /// The largest payload of one stored block.
    static let maximumStoredLength = 65535

    static let fixedLiteralLengthCode = HuffmanCode(lengths: DeflateTables.fixedLiteralLengthLengths)
    static let fixedDistanceCode = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)

    /// Writes `block`, which covers `input[block.inputStart..<block.inputEnd]`.
    static func write(
        _ block: DeflateBlock, input: UnsafeRawBufferPointer, isFinal: Bool,
        to writer: inout DeflateBitWriter
    ) {
        let literalLengthFrequencies = block.literalLengthFrequencyArray
        let distanceFrequencies = block.distanceFrequencyArray
        let dynamicLiteralLength = HuffmanCode(
            lengths: HuffmanCode.optimalLengths(for: literalLengthFrequencies, maximumLength: 15))
        let dynamicDistance = HuffmanCode(
            lengths: HuffmanCode.optimalLengths(for: distanceFrequencies, maximumLength: 15))
        let header = DynamicBlockHeader(
            literalLengthLengths: dynamicLiteralLength.lengths,
            distanceLengths: dynamicDistance.lengths)

        let dynamicBits =
            3 + header.bitCount
            + payloadBitCount(literalLengthFrequencies, distanceFrequencies, dynamicLiteralLength, dynamicDistance)
        let fixedBits =
            3
            + payloadBitCount(
                literalLengthFrequencies, distanceFrequencies,
                fixedLiteralLengthCode, fixedDistanceCode)
        let storedLength = block.inputEnd - block.inputStart
        let storedBlockCount = max(1, (storedLength + maximumStoredLength - 1) / maximumStoredLength)
        // Header, worst-case padding and LEN/NLEN per stored block, then the bytes.
        let storedBits = storedBlockCount * (3 + 7 + 32) + 8 * storedLength

        let finalBit: UInt32 = isFinal ? 1 : 0
        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(
                UnsafeRawBufferPointer(rebasing: input[block.inputStart..<block.inputEnd]),
                isFinal: isFinal, to: &writer)
        } else if fixedBits <= dynamicBits {
            writer.reserve(bits: fixedBits)
            writer.write(finalBit | 1 << 1, count: 3)
            writeTokens(block, fixedLiteralLengthCode, fixedDistanceCode, to: &writer)
        } else {
            writer.reserve(bits: dynamicBits)
            writer.write(finalBit | 2 << 1, count: 3)
            header.write(to: &writer)
            writeTokens(block, dynamicLiteralLength, dynamicDistance, to: &writer)
        }
    }

    /// Bits the tokens with these frequencies take with these codes, extra bits and the
    /// end-of-block symbol included.
    static func payloadBitCount(
        _ literalLengthFrequencies: [UInt32], _ distanceFrequencies: [UInt32],
        _ literalLengthCode: HuffmanCode, _ distanceCode: HuffmanCode
    ) -> Int {
        var bits = 0
        for (symbol, frequency) in literalLengthFrequencies.enumerated() where frequency > 0 {
            var symbolBits = Int(literalLengthCode.lengths[symbol])
            if symbol > DeflateTables.endOfBlock {
                symbolBits += Int(DeflateTables.lengthExtraBits[symbol - 257])
            }
            bits += Int(frequency) * symbolBits
        }
        for (symbol, frequency) in distanceFrequencies.enumerated() where frequency > 0 {
            bits += Int(frequency) * (Int(distanceCode.lengths[symbol]) + Int(DeflateTables.distanceExtraBits[symbol]))
        }
        return bits
    }

    /// Stored blocks of at most 65535 bytes each; only the last carries the final flag.
    static func writeStored(_ bytes: UnsafeRawBufferPointer, isFinal: Bool, to writer: inout DeflateBitWriter) {
        var start = 0
        repeat {
            let length = min(maximumStoredLength, bytes.count - start)
            let isLast = start + length == bytes.count
            writer.write(isFinal && isLast ? 1 : 0, count: 3)
            writer.alignToByte()
            writer.write(UInt32(length) | UInt32(~UInt16(length)) << 16, count: 32)
            writer.appendAligned(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)]))
            start += length
        } while start < bytes.count
    }

    /// The block's tokens and the end-of-block symbol, in the given codes. Every symbol that
    /// occurs has a non-zero length in both codes (they were built from these frequencies,
    /// or are the complete fixed codes).
    static func writeTokens(
        _ block: DeflateBlock, _ literalLengthCode: HuffmanCode, _ distanceCode: HuffmanCode,
        to writer: inout DeflateBitWriter
    ) {
        let tokens = UnsafeBufferPointer(rebasing: block.tokens[0..<block.tokenCount])
        literalLengthCode.lengths.withUnsafeBufferPointer { literalLengths in
            literalLengthCode.reversedCodes.withUnsafeBufferPointer { literalCodes in
                distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
                    distanceCode.reversedCodes.withUnsafeBufferPointer { distanceCodes in
                        DeflateTables.lengthExtraBits.withUnsafeBufferPointer { lengthExtraBits in
                            DeflateTables.distanceExtraBits.withUnsafeBufferPointer { distanceExtraBits in
                                for bits in tokens {
                                    let token = DeflateToken(bits: bits)
                                    let symbol = token.literalLengthSymbol
                                    let length = Int(literalLengths[symbol])
                                    if !token.isMatch {
                                        writer.write(UInt32(literalCodes[symbol]), count: length)
                                        continue
                                    }
                                    // Code and extra bits together: at most 15 + 5 and 15 + 13 bits.
                                    writer.write(
                                        UInt32(literalCodes[symbol]) | token.lengthExtraValue << UInt32(length),
                                        count: length + Int(lengthExtraBits[symbol - 257]))
                                    let distanceSymbol = token.distanceSymbol
                                    let distanceLength = Int(distanceLengths[distanceSymbol])
                                    writer.write(
                                        UInt32(distanceCodes[distanceSymbol]) | token.distanceExtraValue
                                            << UInt32(distanceLength),
                                        count: distanceLength + Int(distanceExtraBits[distanceSymbol]))
                                }
                                writer.write(
                                    UInt32(literalCodes[DeflateTables.endOfBlock]),
                                    count: Int(literalLengths[DeflateTables.endOfBlock]))
                            }
                        }
                    }
                }
            }
        }
    }
}
