/// PNG chunks (PNG §5.3): length (big-endian, at most 2³¹ − 1), four-letter type, data,
/// and the CRC-32 of type and data.
enum PNGChunk {
    static let maximumLength = Int(Int32.max)

    /// Appends a chunk of `type` (four ASCII letters) holding `data`, which must not be
    /// longer than `maximumLength`.
    static func append(type: StaticString, data: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        let typeBytes = UnsafeRawBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
        appendBigEndian(UInt32(truncatingIfNeeded: data.count), to: &output)
        output.append(contentsOf: typeBytes)
        output.append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        appendBigEndian(crc.value, to: &output)
    }

    static func append(type: StaticString, data: [UInt8], to output: inout [UInt8]) {
        data.withUnsafeBytes { append(type: type, data: $0, to: &output) }
    }

    static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(truncatingIfNeeded: value >> 24))
        output.append(UInt8(truncatingIfNeeded: value >> 16))
        output.append(UInt8(truncatingIfNeeded: value >> 8))
        output.append(UInt8(truncatingIfNeeded: value))
    }
}
