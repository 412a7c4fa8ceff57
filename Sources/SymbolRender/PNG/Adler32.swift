/// The Adler-32 checksum (RFC 1950) that ends every zlib stream. Feed bytes with `update`,
/// possibly in several pieces; `value` is the checksum of everything fed so far.
///
/// It runs over every uncompressed byte of a PNG (3.6 MB for a preview sheet), so bytes go
/// 16 at a time through SIMD lanes instead of through the byte-at-a-time recurrence
/// (a += xᵢ; b += a). For a block of n chunks of 16 bytes x[t][j]:
///
///     a' = a + Σ x[t][j]
///     b' = b + 16n·a + 16·Σₜ (sum of all chunks before t) + Σⱼ (16 − j)·Σₜ x[t][j]
///
/// so the loop only keeps per-column sums (for the last term) and a running total with
/// its prefix sums (for the middle one); the weights are applied once per block.
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    var value: UInt32 { b << 16 | a }

    /// 65521, the largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65521
    /// Chunks per block: the 16-bit column sums hold 256 × 255, and b stays below 2³² before
    /// its reduction (16 · 256 · 65520 for the a term, well under 2²⁹ for the others).
    private static let chunksPerBlock = 256

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var a = self.a
        var b = self.b
        var offset = 0
        let count = bytes.count
        while count - offset >= 16 {
            let chunkCount = min(Self.chunksPerBlock, (count - offset) / 16)
            var lowColumns = SIMD8<UInt16>()
            var highColumns = SIMD8<UInt16>()
            var totals = SIMD4<UInt32>()
            var prefixTotals = SIMD4<UInt32>()
            for chunk in 0..<chunkCount {
                let bytes = base.loadUnaligned(fromByteOffset: offset + chunk * 16, as: SIMD16<UInt8>.self)
                let low = SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf)
                let high = SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf)
                lowColumns &+= low
                highColumns &+= high
                let pairs = low &+ high
                prefixTotals &+= totals
                totals &+=
                    SIMD4<UInt32>(truncatingIfNeeded: pairs.evenHalf)
                    &+ SIMD4<UInt32>(truncatingIfNeeded: pairs.oddHalf)
            }
            var weighted: UInt32 = 0
            for column in 0..<8 {
                weighted &+=
                    UInt32(16 - column) &* UInt32(lowColumns[column])
                    &+ UInt32(8 - column) &* UInt32(highColumns[column])
            }
            let prefix = prefixTotals.wrappedSum() % Self.modulus
            b = (b &+ 16 &* UInt32(chunkCount) &* a &+ 16 &* prefix &+ weighted) % Self.modulus
            a = (a &+ totals.wrappedSum()) % Self.modulus
            offset += chunkCount * 16
        }
        while offset < count {
            a &+= UInt32(base.load(fromByteOffset: offset, as: UInt8.self))
            b &+= a
            offset += 1
        }
        self.a = a % Self.modulus
        self.b = b % Self.modulus
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The checksum of `bytes` alone.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
