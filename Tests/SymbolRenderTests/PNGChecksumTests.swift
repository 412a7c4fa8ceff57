import Testing

@testable import SymbolRender

@Suite struct PNGChecksumTests {
    @Test func crc32MatchesTheStandardCheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum([]) == 0)
        #expect(CRC32.checksum([UInt8](repeating: 0xFF, count: 1 << 20)) == 0x956B_AC74)
        // PNG's own example: the CRC of every IEND chunk.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func crc32InPiecesEqualsCRC32OfTheWhole() {
        var noise = SeededNoise(seed: 7)
        let bytes = noise.bytes(1000)
        var crc = CRC32()
        crc.update(Array(bytes[0..<1]))
        crc.update(Array(bytes[1..<333]))
        crc.update([])
        crc.update(Array(bytes[333...]))
        #expect(crc.value == CRC32.checksum(bytes))
        #expect(crc.value == ReferenceChecksums.crc32(bytes))
    }

    @Test func adler32MatchesKnownValues() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum(Array("123456789".utf8)) == 0x091E_01DE)
        #expect(Adler32.checksum([]) == 1)
        // All-0xFF input drives both sums fastest towards overflow; values from Python's zlib.
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 5553)) == 0x8E29_9C8B)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 1 << 20)) == 0x8E88_EF11)
        #expect(Adler32.checksum(Array((0..<1000).flatMap { _ in (0...255).map { UInt8($0) } })) == 0xA73B_292F)
    }

    /// The eight-bytes-per-turn loop against the definition: every length from 0 to 40 (all
    /// tail lengths), 20000 bytes (several 5,552-byte blocks), and pieces at odd boundaries.
    @Test func adler32EqualsTheByteAtATimeDefinition() {
        var noise = SeededNoise(seed: 11)
        let bytes = noise.bytes(20000)
        for length in 0...40 {
            let prefix = Array(bytes.prefix(length))
            #expect(Adler32.checksum(prefix) == ReferenceChecksums.adler32(prefix), "length \(length)")
        }
        #expect(Adler32.checksum(bytes) == ReferenceChecksums.adler32(bytes))
        var adler = Adler32()
        for range in [0..<3, 3..<5555, 5555..<5556, 5556..<19999, 19999..<20000] { adler.update(Array(bytes[range])) }
        #expect(adler.value == ReferenceChecksums.adler32(bytes))
    }
}
