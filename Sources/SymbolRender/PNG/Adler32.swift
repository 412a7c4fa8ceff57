/// The Adler-32 checksum (RFC 1950) that ends every zlib stream. Feed bytes with `update`,
/// possibly in several pieces; `value` is the checksum of everything fed so far.
///
/// It runs over every uncompressed byte of a PNG (3.6 MB for a preview sheet), as zlib's
/// `adler32` does: the byte-at-a-time recurrence (a += xᵢ; b += a), eight bytes per loop turn,
/// reduced modulo 65521 once per 5,552 bytes (the most before b can pass 2³²). Not in SIMD
/// lanes: 37c8101's `SIMD16` version took a 3.6 MB sheet from 2.1 to 0.4 ms in the release
/// build, but the debug build `swift test` runs does not specialise the generic SIMD types, and
/// there it took 292 ms a sheet against this loop's 10 ms — most of the time of every test that
/// writes a PNG (docs/performance.md, "CI time").
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    var value: UInt32 { b << 16 | a }

    /// 65521, the largest prime below 2¹⁶.
    private static let modulus: UInt32 = 65521
    /// zlib's NMAX: the most bytes after which b, starting below the modulus, still fits 32 bits.
    private static let blockLength = 5552

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        let bytes = bytes.bindMemory(to: UInt8.self)
        var a = self.a
        var b = self.b
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Self.blockLength)
            var index = start
            while end - index >= 8 {
                a &+= UInt32(bytes[index])
                b &+= a
                a &+= UInt32(bytes[index + 1])
                b &+= a
                a &+= UInt32(bytes[index + 2])
                b &+= a
                a &+= UInt32(bytes[index + 3])
                b &+= a
                a &+= UInt32(bytes[index + 4])
                b &+= a
                a &+= UInt32(bytes[index + 5])
                b &+= a
                a &+= UInt32(bytes[index + 6])
                b &+= a
                a &+= UInt32(bytes[index + 7])
                b &+= a
                index += 8
            }
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= Self.modulus
            b %= Self.modulus
            start = end
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
