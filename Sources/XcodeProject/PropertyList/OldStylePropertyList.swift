/// Reads the old-style property list grammar: dictionaries `{ key = value; }`, arrays
/// `( a, b, )`, quoted strings with C escapes, unquoted strings of letters, digits and
/// `_$+/:.-`, `<hex data>`, and `/* */` and `//` comments (the `// !$*UTF8*$!` line every
/// pbxproj starts with is one).
///
/// Why not an existing reader (docs/controls.md, "The project file"): Foundation's
/// `PropertyListSerialization` reads this format, on Linux too, but gives no byte offsets and
/// would be the only use of Foundation in the checker (a statically linked `print` grows from
/// 8.9 MB to 70.4 MB with it); the Swift readers of Xcode projects (tuist's XcodeProj, which
/// XcodeGen uses) are package dependencies, which this project cannot take.
///
/// The input is untrusted: nesting deeper than `maxDepth` and any unclosed bracket, string or
/// comment is an error with its offset, never a crash; the work is one pass over the bytes.
package struct OldStylePropertyList {
    /// Dictionaries and arrays nest at most this deep (a pbxproj nests six levels).
    package static let maxDepth = 128

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The file's one top-level value.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        var reader = OldStylePropertyList(bytes: bytes)
        try reader.skipTrivia()
        guard reader.position < bytes.count else {
            throw PropertyListError(message: "the file holds no property list", offset: reader.position)
        }
        let root = try reader.value(depth: 0)
        try reader.skipTrivia()
        guard reader.position >= bytes.count else {
            throw PropertyListError(message: "unexpected text after the property list", offset: reader.position)
        }
        return root
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipTrivia() throws(PropertyListError) {
        while let b = byte(at: position) {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C {
                position += 1
            } else if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "/") {
                while let c = byte(at: position), c != 0x0A, c != 0x0D { position += 1 }
            } else if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                let start = position
                position += 2
                while true {
                    guard let c = byte(at: position) else {
                        throw PropertyListError(message: "a comment that starts here is not closed", offset: start)
                    }
                    if c == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    position += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyListNode {
        guard depth < Self.maxDepth else {
            throw PropertyListError(
                message: "dictionaries and arrays nest more than \(Self.maxDepth) deep here", offset: position)
        }
        guard let first = byte(at: position) else {
            throw PropertyListError(message: "the file ends where a value was expected", offset: position)
        }
        switch first {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quoted()
        case UInt8(ascii: "<"): return try data()
        default:
            let start = position
            while let b = byte(at: position), Self.isUnquotedByte(b) { position += 1 }
            guard position > start else {
                throw PropertyListError(
                    message: "expected a value, found '\(String(decoding: [first], as: UTF8.self))'", offset: start)
            }
            return PropertyListNode(value: .string(text(start..<position)), start: start, end: position)
        }
    }

    /// Letters, digits and `_$+/:.-`, as CoreFoundation's reader takes them unquoted, and any
    /// byte of a non-ASCII character (Xcode quotes those, but reading them costs nothing).
    private static func isUnquotedByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b == UInt8(ascii: "+") || b == UInt8(ascii: "/")
            || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyListNode {
        let start = position
        position += 1
        var entries: [PropertyListDictionary.Entry] = []
        while true {
            try skipTrivia()
            guard let b = byte(at: position) else {
                throw PropertyListError(message: "a dictionary that starts here is not closed", offset: start)
            }
            if b == UInt8(ascii: "}") {
                position += 1
                return PropertyListNode(
                    value: .dictionary(PropertyListDictionary(entries)), start: start, end: position)
            }
            let keyStart = position
            let key = try value(depth: depth + 1)
            guard case .string(let keyText) = key.value else {
                throw PropertyListError(message: "a dictionary key must be a string", offset: keyStart)
            }
            try skipTrivia()
            guard byte(at: position) == UInt8(ascii: "=") else {
                throw PropertyListError(message: "expected '=' after the key \"\(keyText)\"", offset: position)
            }
            position += 1
            try skipTrivia()
            let entryValue = try value(depth: depth + 1)
            try skipTrivia()
            guard byte(at: position) == UInt8(ascii: ";") else {
                throw PropertyListError(message: "expected ';' after the value of \"\(keyText)\"", offset: position)
            }
            position += 1
            entries.append(PropertyListDictionary.Entry(key: keyText, keyStart: keyStart, value: entryValue))
        }
    }

    private mutating func array(depth: Int) throws(PropertyListError) -> PropertyListNode {
        let start = position
        position += 1
        var items: [PropertyListNode] = []
        while true {
            try skipTrivia()
            guard let b = byte(at: position) else {
                throw PropertyListError(message: "an array that starts here is not closed", offset: start)
            }
            if b == UInt8(ascii: ")") {
                position += 1
                return PropertyListNode(value: .array(items), start: start, end: position)
            }
            items.append(try value(depth: depth + 1))
            try skipTrivia()
            if byte(at: position) == UInt8(ascii: ",") {
                position += 1
            } else if byte(at: position) != UInt8(ascii: ")") {
                throw PropertyListError(message: "expected ',' or ')' in the array", offset: position)
            }
        }
    }

    /// `"…"` (or `'…'`) with `\\`, `\"`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, `\UXXXX`
    /// and octal `\ooo` escapes.
    private mutating func quoted() throws(PropertyListError) -> PropertyListNode {
        let start = position
        let quote = bytes[position]
        position += 1
        var value: [UInt8] = []
        while true {
            guard let b = byte(at: position) else {
                throw PropertyListError(message: "a string that starts here is not closed", offset: start)
            }
            position += 1
            if b == quote {
                return PropertyListNode(
                    value: .string(String(decoding: value, as: UTF8.self)), start: start, end: position)
            }
            guard b == UInt8(ascii: "\\") else {
                value.append(b)
                continue
            }
            guard let escaped = byte(at: position) else { continue }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "v"): value.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, let hex = byte(at: position).flatMap(Self.hexValue) {
                    scalar = scalar * 16 + hex
                    position += 1
                    digits += 1
                }
                if let character = Unicode.Scalar(scalar) { value += Array(String(Character(character)).utf8) }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let next = byte(at: position), next >= 0x30, next <= 0x37 {
                    code = code * 8 + UInt32(next - 0x30)
                    position += 1
                    digits += 1
                }
                value.append(UInt8(truncatingIfNeeded: code))
            default: value.append(escaped)
            }
        }
    }

    private mutating func data() throws(PropertyListError) -> PropertyListNode {
        let start = position
        position += 1
        var value: [UInt8] = []
        var high: UInt32?
        while true {
            guard let b = byte(at: position) else {
                throw PropertyListError(message: "data that starts here is not closed", offset: start)
            }
            position += 1
            if b == UInt8(ascii: ">") { break }
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { continue }
            guard let digit = Self.hexValue(b) else {
                throw PropertyListError(
                    message: "data holds a character that is not a hexadecimal digit", offset: position - 1)
            }
            if let first = high {
                value.append(UInt8(first * 16 + digit))
                high = nil
            } else {
                high = digit
            }
        }
        return PropertyListNode(value: .data(value), start: start, end: position)
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }
}
