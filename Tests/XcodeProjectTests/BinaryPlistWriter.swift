/// Writes `bplist00` files object by object, so a test can build what no well-behaved writer
/// makes: an array that contains itself, objects shared a million times over, offsets past the
/// end. (Python's `plistlib` writes the well-formed fixtures in Tests/Fixtures/PropertyLists.)
struct BinaryPlistWriter {
    enum Object {
        case string(String)
        case integer(Int64)
        case boolean(Bool)
        case data([UInt8])
        case utf16(String)
        /// References to other objects, by index.
        case array([Int])
        case dictionary([(key: Int, value: Int)])
        case raw([UInt8])
    }

    var objects: [Object] = []
    var top = 0
    var referenceSize = 2

    /// Adds an object; returns its index.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    func bytes() -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .string(let text):
                let utf8 = Array(text.utf8)
                out += marker(0x50, count: utf8.count) + utf8
            case .utf16(let text):
                let units = Array(text.utf16)
                out += marker(0x60, count: units.count)
                for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            case .integer(let value):
                out.append(0x13)
                out += bigEndian(UInt64(bitPattern: value), size: 8)
            case .boolean(let flag): out.append(flag ? 0x09 : 0x08)
            case .data(let bytes): out += marker(0x40, count: bytes.count) + bytes
            case .array(let references):
                out += marker(0xA0, count: references.count)
                for reference in references { out += bigEndian(UInt64(reference), size: referenceSize) }
            case .dictionary(let pairs):
                out += marker(0xD0, count: pairs.count)
                for pair in pairs { out += bigEndian(UInt64(pair.key), size: referenceSize) }
                for pair in pairs { out += bigEndian(UInt64(pair.value), size: referenceSize) }
            case .raw(let bytes): out += bytes
            }
        }
        let tableOffset = out.count
        for offset in offsets { out += bigEndian(UInt64(offset), size: 4) }
        out += [0, 0, 0, 0, 0, 0, 4, UInt8(referenceSize)]
        out += bigEndian(UInt64(objects.count), size: 8)
        out += bigEndian(UInt64(top), size: 8)
        out += bigEndian(UInt64(tableOffset), size: 8)
        return out
    }

    func marker(_ high: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [high | UInt8(count)] : [high | 0x0F, 0x13] + bigEndian(UInt64(count), size: 8)
    }

    func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
    }
}
