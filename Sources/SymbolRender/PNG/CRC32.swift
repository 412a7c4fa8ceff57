/// The CRC-32 of ISO 3309 / ITU-T V.42 (reflected polynomial 0xEDB88320), which PNG stores
/// after every chunk. Feed bytes with `update`, possibly in several pieces; `value` is the
/// checksum of everything fed so far.
struct CRC32 {
    /// The running register, kept inverted between updates as the algorithm specifies.
    private var register: UInt32 = 0xFFFF_FFFF

    var value: UInt32 { ~register }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        var crc = register
        Self.table.withUnsafeBufferPointer { table in
            for byte in bytes {
                crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
            }
        }
        register = crc
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The checksum of `bytes` alone.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// The register change for each byte value (the classic one-byte-at-a-time table);
    /// PNG chunks written here are small next to the pixel work, so one table is enough.
    private static let table: [UInt32] = (0..<256).map { index in
        var entry = UInt32(index)
        for _ in 0..<8 {
            entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1
        }
        return entry
    }
}
