import Testing

@testable import SymbolRender

@Suite struct HuffmanCodeTests {
    @Test func buildsOptimalLengthsForTheTextbookExample() {
        // Frequencies 5, 9, 12, 13, 16, 45: the classic example (CLRS §16.3).
        #expect(HuffmanCode.optimalLengths(for: [5, 9, 12, 13, 16, 45], maximumLength: 15) == [4, 4, 3, 3, 3, 1])
        // Unused symbols get no code.
        #expect(HuffmanCode.optimalLengths(for: [0, 3, 0, 1, 1, 0], maximumLength: 15) == [0, 1, 0, 2, 2, 0])
    }

    @Test func givesAtLeastTwoCodesSoTheCodeIsComplete() {
        #expect(HuffmanCode.optimalLengths(for: [0, 0, 7, 0], maximumLength: 15) == [1, 0, 1, 0])
        #expect(HuffmanCode.optimalLengths(for: [7, 0, 0], maximumLength: 15) == [1, 1, 0])
        #expect(HuffmanCode.optimalLengths(for: [0, 0, 0], maximumLength: 15) == [1, 1, 0])
    }

    /// Fibonacci frequencies make the deepest possible tree (depth n − 1); the limit must
    /// hold and the code must stay complete (Kraft sum exactly 1).
    @Test(arguments: [7, 15])
    func keepsCodesWithinTheLengthLimit(limit: Int) {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        let lengths = HuffmanCode.optimalLengths(for: fibonacci, maximumLength: limit)
        #expect(lengths.max() == UInt8(limit))
        #expect(lengths.allSatisfy { $0 >= 1 })
        let kraft = lengths.reduce(0) { $0 + (1 << (limit - Int($1))) }
        #expect(kraft == 1 << limit)
        // More frequent symbols never get longer codes.
        #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test func assignsCanonicalCodesBitReversed() {
        // RFC 1951 §3.2.2's example: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes
        // 010, 011, 100, 101, 110, 00, 1110, 1111; stored here reversed for LSB-first output.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        #expect(code.reversedCodes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
        #expect(HuffmanCode.reversed(0b1101, bitCount: 4) == 0b1011)
        #expect(HuffmanCode.reversed(0b1, bitCount: 15) == 0b100_0000_0000_0000)
    }
}
