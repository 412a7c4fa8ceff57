/// Writes zip archives entry by entry with whatever names, sizes and data a test gives, so the
/// reader meets what no archiver writes: names that climb out, sizes that lie, bombs.
struct TestZipWriter {
    struct Entry {
        var name: String
        var data: [UInt8]
        var method: UInt16 = 0
        var crc: UInt32? = nil
        var declaredSize: Int? = nil
        var flags: UInt16 = 0
    }

    var entries: [Entry] = []
    /// The count the end record gives (its real count when nil).
    var declaredCount: Int? = nil

    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let offset = out.count
            let crc = entry.crc ?? 0
            let size = entry.declaredSize ?? entry.data.count
            out += le32(0x0403_4B50) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0)
            out += le32(crc) + le32(UInt32(entry.data.count)) + le32(UInt32(truncatingIfNeeded: size))
            out += le16(UInt16(name.count)) + le16(0) + name + entry.data
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(entry.flags) + le16(entry.method)
            directory += le16(0) + le16(0) + le32(crc) + le32(UInt32(entry.data.count))
            directory += le32(UInt32(truncatingIfNeeded: size)) + le16(UInt16(name.count)) + le16(0) + le16(0)
            directory += le16(0) + le16(0) + le32(0) + le32(UInt32(offset)) + name
        }
        let directoryOffset = out.count
        out += directory
        let count = declaredCount ?? entries.count
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(truncatingIfNeeded: count))
        out += le16(UInt16(truncatingIfNeeded: count)) + le32(UInt32(directory.count)) + le32(UInt32(directoryOffset))
        out += le16(0)
        return out
    }

    func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) } }

    /// A raw deflate stream of one fixed-Huffman block: a zero byte, then `matches` copies of
    /// 258 bytes at distance 1 — 13 bits for every 258 zeros, the shape of a zip bomb.
    static func zeroBomb(matches: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bits: 1)  // the last block
        writer.write(1, bits: 2)  // fixed Huffman
        writer.writeCode(0b0011_0000, length: 8)  // literal 0
        for _ in 0..<matches {
            writer.writeCode(0b1100_0101, length: 8)  // length symbol 285: 258 bytes
            writer.writeCode(0, length: 5)  // distance symbol 0: distance 1
        }
        writer.writeCode(0, length: 7)  // end of block (256)
        return writer.finished
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0

        mutating func write(_ value: UInt32, bits: Int) {
            buffer |= value << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << UInt32(bit)) != 0 { reversed |= 1 << UInt32(length - 1 - bit) }
            write(reversed, bits: length)
        }

        var finished: [UInt8] { count > 0 ? bytes + [UInt8(buffer & 0xFF)] : bytes }
    }
}
