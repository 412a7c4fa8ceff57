/// Reads a binary property list (`bplist00`), the format Xcode writes a built bundle's
/// Info.plist in: a header, objects, a table of their offsets and a 32-byte trailer
/// (CoreFoundation's `CFBinaryPList.c` describes the layout; Apple publishes it as open source).
///
/// The file is untrusted (an `.ipa` from anyone): every offset, length and reference is checked
/// against the file before it is followed; objects are at most `maxObjects`; containers nest at
/// most `maxDepth`; a container that refers to itself or to one it is inside (a reference
/// cycle, which the format can express and no writer makes) is refused; and as objects may be
/// shared, the values made from them are at most `maxValues` (a small file whose arrays each
/// name the one before twice would otherwise expand to billions). Each refusal is an error with
/// the offset of the object, never a crash, a hang or unbounded memory.
package enum BinaryPropertyList {
    package static let maxDepth = 128
    package static let maxObjects = 200_000
    package static let maxValues = 200_000

    static let header = Array("bplist00".utf8)

    package static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    package static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        var reader = try Reader(bytes: bytes)
        return try reader.object(reader.topObject, depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsets: [Int]
        let referenceSize: Int
        let topObject: Int
        /// Objects lie before the offset table.
        let objectsEnd: Int
        /// The containers being read, from the root down: a reference to one of them is a cycle.
        var open = Set<Int>()
        var values = 0

        init(bytes: [UInt8]) throws(PropertyListError) {
            self.bytes = bytes
            guard bytes.starts(with: BinaryPropertyList.header) else {
                let version = String(decoding: bytes.prefix(8), as: UTF8.self)
                throw PropertyListError(
                    message: bytes.starts(with: Array("bplist".utf8))
                        ? "\"\(version)\" is a binary property list version this reader does not know (only bplist00)"
                        : "not a binary property list (it does not start with \"bplist00\")", offset: 0)
            }
            guard bytes.count >= 8 + 1 + 32 else {
                throw PropertyListError(
                    message: "the binary property list is cut short: no room for its trailer", offset: 0)
            }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
            let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
            let tableOffset = Self.unsigned(bytes, at: trailer + 24, size: 8)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw PropertyListError(
                    message: "the trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes "
                        + "(each must be 1 to 8)", offset: trailer)
            }
            guard count >= 1, count <= UInt64(BinaryPropertyList.maxObjects) else {
                throw PropertyListError(
                    message: "the trailer gives \(count) objects (at most \(BinaryPropertyList.maxObjects) are read)",
                    offset: trailer + 8)
            }
            guard top < count else {
                throw PropertyListError(
                    message: "the top object \(top) is not one of the \(count) objects", offset: trailer + 16)
            }
            let tableSize = Int(count) * offsetSize
            guard tableOffset >= 9, tableOffset <= UInt64(trailer), Int(tableOffset) + tableSize <= trailer else {
                throw PropertyListError(
                    message: "the offset table (at \(tableOffset), \(tableSize) bytes) is not inside the file",
                    offset: trailer + 24)
            }
            objectsEnd = Int(tableOffset)
            var offsets: [Int] = []
            offsets.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                let at = objectsEnd + index * offsetSize
                let offset = Self.unsigned(bytes, at: at, size: offsetSize)
                guard offset >= 8, offset < tableOffset else {
                    throw PropertyListError(
                        message: "object \(index) is said to be at \(offset), outside the objects", offset: at)
                }
                offsets.append(Int(offset))
            }
            self.offsets = offsets
            topObject = Int(top)
        }

        static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        /// `count` bytes at `offset`, checked to lie among the objects.
        func span(_ offset: Int, _ count: Int, object: Int) throws(PropertyListError) -> Range<Int> {
            guard count >= 0, offset <= objectsEnd, count <= objectsEnd - offset else {
                throw PropertyListError(
                    message: "object \(object) runs past the end of the objects (\(count) bytes at \(offset))",
                    offset: offsets[object])
            }
            return offset..<(offset + count)
        }

        /// A container's or a string's length: the marker's low four bits, or when they are
        /// all set, the integer object that follows. Returns the length and where the content starts.
        func length(marker: UInt8, at offset: Int, object: Int) throws(PropertyListError) -> (Int, Int) {
            let low = Int(marker & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            let intMarker = try span(offset + 1, 1, object: object)
            let kind = bytes[intMarker.lowerBound]
            guard kind & 0xF0 == 0x10, kind & 0x0F <= 3 else {
                throw PropertyListError(message: "object \(object) has a length that is not an integer", offset: offset)
            }
            let size = 1 << Int(kind & 0x0F)
            let digits = try span(offset + 2, size, object: object)
            let value = Self.unsigned(bytes, at: digits.lowerBound, size: size)
            guard value <= UInt64(objectsEnd) else {
                throw PropertyListError(
                    message: "object \(object) says it holds \(value) items or bytes, more than the file",
                    offset: offset)
            }
            return (Int(value), digits.upperBound)
        }

        func reference(at offset: Int, object: Int) throws(PropertyListError) -> Int {
            let range = try span(offset, referenceSize, object: object)
            let value = Self.unsigned(bytes, at: range.lowerBound, size: referenceSize)
            guard value < UInt64(offsets.count) else {
                throw PropertyListError(
                    message: "object \(object) refers to object \(value), which does not exist", offset: offset)
            }
            return Int(value)
        }

        mutating func object(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListNode {
            let offset = offsets[index]
            values += 1
            guard values <= BinaryPropertyList.maxValues else {
                throw PropertyListError(
                    message: "the property list expands to more than \(BinaryPropertyList.maxValues) values "
                        + "(its objects are shared over and over)", offset: offset)
            }
            guard depth < BinaryPropertyList.maxDepth else {
                throw PropertyListError(
                    message: "dictionaries and arrays nest more than \(BinaryPropertyList.maxDepth) deep here",
                    offset: offset)
            }
            let marker = bytes[try span(offset, 1, object: index).lowerBound]
            let node = { (value: PropertyListNode.Value) in
                PropertyListNode(value: value, start: offset, end: offset + 1)
            }
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return node(.boolean(false))
                case 0x09: return node(.boolean(true))
                default:
                    throw PropertyListError(
                        message:
                            "object \(index) is a null or fill byte (0x\(hex(marker))), which no property list value is",
                        offset: offset)
                }
            case 0x1:
                let power = Int(marker & 0x0F)
                guard power <= 4 else { throw unknown(marker, index) }
                let size = 1 << power
                let range = try span(offset + 1, size, object: index)
                // 1, 2 and 4 bytes are unsigned, 8 signed; of 16, the low 8 (CoreFoundation's reading).
                let low = Self.unsigned(bytes, at: range.upperBound - Swift.min(size, 8), size: Swift.min(size, 8))
                return node(.integer(size >= 8 ? Int64(bitPattern: low) : Int64(low)))
            case 0x2:
                let size = 1 << Int(marker & 0x0F)
                guard size == 4 || size == 8 else { throw unknown(marker, index) }
                let range = try span(offset + 1, size, object: index)
                let bits = Self.unsigned(bytes, at: range.lowerBound, size: size)
                return node(.real(size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)))
            case 0x3:
                guard marker == 0x33 else { throw unknown(marker, index) }
                let range = try span(offset + 1, 8, object: index)
                let seconds = Double(bitPattern: Self.unsigned(bytes, at: range.lowerBound, size: 8))
                guard let text = Self.isoDate(secondsSince2001: seconds) else {
                    throw PropertyListError(
                        message: "object \(index) is a date out of any calendar's range", offset: offset)
                }
                return node(.date(text))
            case 0x4:
                let (count, start) = try length(marker: marker, at: offset, object: index)
                return node(.data(Array(bytes[try span(start, count, object: index)])))
            case 0x5:
                let (count, start) = try length(marker: marker, at: offset, object: index)
                let range = try span(start, count, object: index)
                return node(.string(String(decoding: bytes[range], as: UTF8.self)))
            case 0x6:
                let (count, start) = try length(marker: marker, at: offset, object: index)
                guard count <= objectsEnd / 2 else { throw tooLong(index) }
                let range = try span(start, count * 2, object: index)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                for at in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
                    units.append(UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]))
                }
                return node(.string(String(decoding: units, as: UTF16.self)))
            case 0x8:
                let size = Int(marker & 0x0F) + 1
                guard size <= 8 else { throw unknown(marker, index) }
                let range = try span(offset + 1, size, object: index)
                return node(.uid(Self.unsigned(bytes, at: range.lowerBound, size: size)))
            case 0xA, 0xC:
                let (count, start) = try length(marker: marker, at: offset, object: index)
                let references = try referenceList(start, count, object: index)
                try enter(index)
                var items: [PropertyListNode] = []
                items.reserveCapacity(references.count)
                for reference in references { items.append(try object(reference, depth: depth + 1)) }
                open.remove(index)
                return node(.array(items))
            case 0xD:
                let (count, start) = try length(marker: marker, at: offset, object: index)
                guard count <= objectsEnd / 2 else { throw tooLong(index) }
                let keys = try referenceList(start, count, object: index)
                let values = try referenceList(start + count * referenceSize, count, object: index)
                try enter(index)
                var entries: [PropertyListDictionary.Entry] = []
                entries.reserveCapacity(count)
                for (key, value) in zip(keys, values) {
                    let keyNode = try object(key, depth: depth + 1)
                    guard let keyText = keyNode.string else {
                        throw PropertyListError(
                            message: "a dictionary key (object \(key)) is \(keyNode.kindDescription), not a string",
                            offset: offsets[key])
                    }
                    entries.append(
                        PropertyListDictionary.Entry(
                            key: keyText, keyStart: offsets[key], value: try object(value, depth: depth + 1)))
                }
                open.remove(index)
                return node(.dictionary(PropertyListDictionary(entries)))
            default:
                throw unknown(marker, index)
            }
        }

        func referenceList(_ start: Int, _ count: Int, object: Int) throws(PropertyListError) -> [Int] {
            guard count <= objectsEnd / referenceSize else { throw tooLong(object) }
            let range = try span(start, count * referenceSize, object: object)
            var references: [Int] = []
            references.reserveCapacity(count)
            for at in stride(from: range.lowerBound, to: range.upperBound, by: referenceSize) {
                references.append(try reference(at: at, object: object))
            }
            return references
        }

        mutating func enter(_ index: Int) throws(PropertyListError) {
            guard open.insert(index).inserted else {
                throw PropertyListError(
                    message: "object \(index) contains itself (a reference cycle): the property list has no end",
                    offset: offsets[index])
            }
        }

        func tooLong(_ index: Int) -> PropertyListError {
            PropertyListError(message: "object \(index) says it is longer than the file", offset: offsets[index])
        }

        func unknown(_ marker: UInt8, _ index: Int) -> PropertyListError {
            PropertyListError(
                message: "object \(index) starts with 0x\(hex(marker)), which is no bplist00 object",
                offset: offsets[index])
        }

        func hex(_ byte: UInt8) -> String {
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }

        /// `2024-06-10T17:00:00Z` from seconds since 2001-01-01 (UTC), as `<date>` writes it;
        /// nil out of the years 1…9999.
        static func isoDate(secondsSince2001: Double) -> String? {
            guard secondsSince2001.isFinite, abs(secondsSince2001) < 2.5e11 else { return nil }
            let unix = Int64((secondsSince2001 + 978_307_200).rounded(.down))
            let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
            let secondOfDay = unix - days * 86_400
            // Howard Hinnant's civil_from_days.
            let z = days + 719_468
            let era = (z >= 0 ? z : z - 146_096) / 146_097
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let mp = (5 * dayOfYear + 2) / 153
            let day = dayOfYear - (153 * mp + 2) / 5 + 1
            let month = mp < 10 ? mp + 3 : mp - 9
            let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
            guard (1...9999).contains(year) else { return nil }
            func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
            return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):"
                + "\(two(secondOfDay % 60))Z"
        }
    }
}
