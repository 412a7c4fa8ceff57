/// The Adler-32 checksum (RFC 1950) that ends every zlib stream. Feed bytes with `update`,
/// possibly in several pieces; `value` is the checksum of everything fed so far.
///
/// It runs over every uncompressed byte of a PNG (3.6 MB for a preview sheet), so the
/// inner loop takes eight bytes per step: for bytes x₀…x₇ the byte-at-a-time recurrence
/// (a += xᵢ; b += a) adds Σxᵢ to `a` and 8a + Σ(8 − i)·xᵢ to `b`, and both sums come
/// out of three multiplications on 16-bit lanes of one 64-bit word.
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    var value: UInt32 { b << 16 | a }

    /// 65521, the largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65521
    /// Bytes that can be summed before `b` must be reduced so it cannot overflow 32 bits
    /// (zlib's NMAX, 5552, rounded down to whole 8-byte steps).
    private static let bytesPerReduction = 5552 / 8 * 8

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        var a = self.a, b = self.b
        var offset = 0
        let count = bytes.count
        while offset < count {
            let blockEnd = offset + min(Self.bytesPerReduction, count - offset)
            let wordEnd = offset + (blockEnd - offset) / 8 * 8
            while offset < wordEnd {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                // 16-bit lanes: even bytes x₀ x₂ x₄ x₆ and odd bytes x₁ x₃ x₅ x₇. Multiplying
                // by a constant with weights in reversed lane order gathers the weighted sum
                // in the top lane; no lane overflows (4 · 255 · 8 < 2¹⁶).
                let even = word & 0x00FF_00FF_00FF_00FF
                let odd = (word >> 8) & 0x00FF_00FF_00FF_00FF
                let sum = ((even &+ odd) &* 0x0001_0001_0001_0001) >> 48
                let weighted = ((even &* 0x0008_0006_0004_0002) >> 48) &+ ((odd &* 0x0007_0005_0003_0001) >> 48)
                b &+= a &* 8 &+ UInt32(truncatingIfNeeded: weighted)
                a &+= UInt32(truncatingIfNeeded: sum)
                offset += 8
            }
            while offset < blockEnd {
                a &+= UInt32(base.load(fromByteOffset: offset, as: UInt8.self))
                b &+= a
                offset += 1
            }
            a %= Self.modulus
            b %= Self.modulus
        }
        self.a = a
        self.b = b
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
