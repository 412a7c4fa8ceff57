import Testing

@testable import SymbolRender

/// Raw deflate streams checked byte for byte by `TestInflater`.
@Suite struct DeflateEncoderTests {
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { DeflateEncoder.compress($0) }
    }

    static func roundTrip(_ bytes: [UInt8]) throws -> (compressed: [UInt8], inflated: TestInflater.Result) {
        let compressed = deflate(bytes)
        let inflated = try TestInflater.inflate(compressed)
        #expect(inflated.bytes == bytes)
        #expect(inflated.consumedBytes == compressed.count)
        return (compressed, inflated)
    }

    @Test func emptyInputIsOneFinalFixedBlockWithOnlyTheEndSymbol() throws {
        // BFINAL 1, BTYPE 01, then end of block = 7 zero bits: 0b011 and padding.
        #expect(Self.deflate([]) == [0x03, 0x00])
        #expect(try TestInflater.inflate([0x03, 0x00]).bytes == [])
    }

    @Test func noiseIsStoredWithFiveBytesOverheadPerBlock() throws {
        var noise = SeededNoise(seed: 1)
        let bytes = noise.bytes(200_000)
        let (compressed, inflated) = try Self.roundTrip(bytes)
        // Noise has no matches: every block holds one literal per token, one token slot
        // stays free, and each block is stored (3 header bits padded to a byte, LEN, NLEN).
        let tokensPerBlock = DeflateEncoder.tokensPerBlock - 1
        #expect(inflated.blockTypes == [Int](repeating: 0, count: (bytes.count + tokensPerBlock - 1) / tokensPerBlock))
        #expect(compressed.count == bytes.count + 5 * inflated.blockTypes.count)
    }

    @Test func shortTextUsesFixedCodes() throws {
        let text = Array("Hello, hello, hello! Deflate, deflate.".utf8)
        let (_, inflated) = try Self.roundTrip(text)
        #expect(inflated.blockTypes == [1])
    }

    @Test func longRunsBecomeMaximalMatches() throws {
        let run = [UInt8](repeating: 0xAB, count: 100_000)
        let (compressed, inflated) = try Self.roundTrip(run)
        // One literal, then matches at distance 1: 99999 = 387 × 258 + 153.
        #expect(inflated.matches.map(\.distance) == [Int](repeating: 1, count: 388))
        #expect(inflated.matches.map(\.length) == [Int](repeating: 258, count: 387) + [153])
        // 388 matches of 2 bits or so with dynamic codes, and the codes' header.
        #expect(compressed.count < 150)
    }

    @Test func runsOfAPatternLongerThan258BytesAtThePixelDistance() throws {
        let pixel: [UInt8] = [0x12, 0x80, 0xFE]
        let bytes: [UInt8] =
            [[UInt8]](repeating: pixel, count: 5000).joined() + [1, 2, 3]
            + [[UInt8]](repeating: pixel, count: 700).joined()
        let (_, inflated) = try Self.roundTrip(bytes)
        #expect(inflated.matches.contains { $0.length == 258 && $0.distance == 3 })
    }

    /// A 300-byte chunk seen again exactly 32768 bytes later (the window's size) is matched
    /// at distance 32768; one byte further it is out of reach and goes out as literals.
    @Test(arguments: [32768, 32769])
    func matchesReachTheWholeWindowAndNoFurther(distance: Int) throws {
        var noise = SeededNoise(seed: 3)
        let chunk = noise.bytes(300)
        let bytes = chunk + [UInt8](repeating: 0, count: distance - chunk.count) + chunk + [9, 9]
        let (_, inflated) = try Self.roundTrip(bytes)
        let farMatches = inflated.matches.filter { $0.distance > 1 }
        if distance == 32768 {
            #expect(farMatches.map(\.distance) == [32768, 32768])
            #expect(farMatches.map(\.length) == [258, 42])
        } else {
            #expect(farMatches.isEmpty)
        }
    }

    @Test func manyBlocksWithDynamicCodesRoundTrip() throws {
        // Text-like data: a small alphabet with repeats, long enough for several blocks.
        var noise = SeededNoise(seed: 5)
        let words = (0..<64).map { _ in noise.bytes(Int(noise.next() % 7) + 2).map { $0 % 26 + 97 } }
        var bytes: [UInt8] = []
        while bytes.count < 300_000 { bytes += words[Int(noise.next() % 64)] + [32] }
        let (compressed, inflated) = try Self.roundTrip(bytes)
        #expect(inflated.blockTypes.count > 1)
        #expect(inflated.blockTypes.allSatisfy { $0 == 2 })
        #expect(compressed.count < bytes.count / 2)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 258, 259, 261])
    func everySmallLengthRoundTrips(length: Int) throws {
        var noise = SeededNoise(seed: UInt64(length))
        _ = try Self.roundTrip(noise.bytes(length))
        _ = try Self.roundTrip([UInt8](repeating: 7, count: length))
        _ = try Self.roundTrip((0..<length).map { UInt8($0 % 3) })
    }

    @Test func compressionIsDeterministic() {
        var noise = SeededNoise(seed: 9)
        let bytes = noise.bytes(50_000).map { $0 & 0x0F }
        #expect(Self.deflate(bytes) == Self.deflate(bytes))
    }
}
