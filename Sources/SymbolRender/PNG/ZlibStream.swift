/// The zlib container (RFC 1950) PNG wraps its pixel data in: a two-byte header, the
/// deflate stream, and the Adler-32 of the uncompressed bytes, big-endian.
enum ZlibStream {
    /// CMF 0x78 (deflate, 32 KiB window) and FLG 0x01 (fastest compression level, no
    /// dictionary, check bits making 0x7801 a multiple of 31).
    static let header: [UInt8] = [0x78, 0x01]

    static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var writer = DeflateBitWriter(reservingCapacity: input.count / 8 + 64)
        for byte in header { writer.write(UInt32(byte), count: 8) }
        DeflateEncoder.compress(input, to: &writer)
        writer.alignToByte()
        var adler = Adler32()
        adler.update(input)
        let checksum = adler.value
        for shift in stride(from: 24, through: 0, by: -8) {
            writer.write(UInt32(UInt8(truncatingIfNeeded: checksum >> UInt32(shift))), count: 8)
        }
        writer.alignToByte()
        return writer.bytes
    }
}
