/// The recursive-descent reader behind ``JSONValue/parse(_:maxDepth:)``; the rules it enforces
/// are listed there. Every error carries a byte offset: where the grammar broke, or the
/// opening quote or bracket of what the file leaves unclosed.
struct JSONParser {
    typealias ParseError = JSONValue.ParseError

    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func document() throws(ParseError) -> JSONValue.Located {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if looksLikeUTF16 {
            throw ParseError(message: "the file is UTF-16 (or UTF-32); save it as UTF-8", offset: 0)
        }
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else {
            throw ParseError(message: "unexpected \(describe(index)) after the JSON value", offset: index)
        }
        return value
    }

    /// A UTF-16 byte-order mark, or ASCII text with every other byte zero.
    private var looksLikeUTF16: Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        guard bytes.count >= 4 else { return false }
        let bigEndian = bytes[0] == 0 && bytes[2] == 0 && bytes[1] != 0
        let littleEndian = bytes[1] == 0 && bytes[3] == 0 && bytes[0] != 0
        return bigEndian || littleEndian
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(ParseError) -> JSONValue.Located {
        skipWhitespace()
        guard index < bytes.count else {
            throw ParseError(message: "expected a JSON value but the file ends", offset: index)
        }
        let start = index
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"):
            value = try object(depth: depth)
        case UInt8(ascii: "["):
            value = try array(depth: depth)
        case UInt8(ascii: "\""):
            value = .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            value = .number(try number())
        default:
            throw ParseError(message: "expected a JSON value, found \(describe(index))\(hint(index))", offset: index)
        }
        return JSONValue.Located(value: value, offset: start, end: index)
    }

    private mutating func object(depth: Int) throws(ParseError) -> JSONValue {
        let start = index
        try enter(depth: depth)
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw ParseError(message: "the object is not closed with `}`", offset: start)
            }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw ParseError(message: "expected a key in double quotes, found \(describe(index))", offset: index)
            }
            let keyOffset = index
            let key = try string()
            let keyEnd = index
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw ParseError(message: "expected `:` after the key \"\(key)\"", offset: index)
            }
            index += 1
            let value = try value(depth: depth + 1)
            members.append(JSONValue.Member(key: key, keyOffset: keyOffset, keyEnd: keyEnd, value: value))
            skipWhitespace()
            guard index < bytes.count else {
                throw ParseError(message: "the object is not closed with `}`", offset: start)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                try refuseTrailingComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw ParseError(message: "expected `,` or `}` in the object, found \(describe(index))", offset: index)
            }
        }
    }

    private mutating func array(depth: Int) throws(ParseError) -> JSONValue {
        let start = index
        try enter(depth: depth)
        index += 1
        var items: [JSONValue.Located] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else {
                throw ParseError(message: "the array is not closed with `]`", offset: start)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                try refuseTrailingComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default:
                throw ParseError(message: "expected `,` or `]` in the array, found \(describe(index))", offset: index)
            }
        }
    }

    /// Steps over the comma at `index`, refusing it when only `closing` follows (JSON has no
    /// trailing commas, and the comma is what to delete).
    private mutating func refuseTrailingComma(before closing: UInt8) throws(ParseError) {
        let comma = index
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            throw ParseError(
                message: "a comma before `\(Character(Unicode.Scalar(closing)))` is not allowed in JSON; remove it",
                offset: comma)
        }
    }

    private func enter(depth: Int) throws(ParseError) {
        guard depth < maxDepth else {
            throw ParseError(message: "arrays and objects are nested more than \(maxDepth) deep", offset: index)
        }
    }

    private mutating func literal(_ word: StaticString) throws(ParseError) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                throw ParseError(
                    message: "expected `\(word)`, found \(describe(index)); JSON words are true, false and null",
                    offset: start)
            }
            index += 1
        }
    }

    // MARK: - Numbers

    /// RFC 8259 §6: `-? int frac? exp?` where `int` is `0` or a digit 1–9 followed by digits.
    private mutating func number() throws(ParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw ParseError(message: "a number needs a digit after `-`", offset: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw ParseError(
                    message: "a number must not start with 0 unless it is 0 (write 1, not 01)", offset: index)
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw ParseError(message: "a number needs a digit after `.` (write 1.0 or 1, not 1.)", offset: index)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw ParseError(message: "a number needs a digit in its exponent (write 1e5)", offset: index)
            }
            skipDigits()
        }
        // The grammar is checked above; the conversion rounds to the nearest Double and
        // saturates to ±infinity or ±0 instead of failing.
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return Double(text) ?? (bytes[start] == UInt8(ascii: "-") ? -.infinity : .infinity)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: - Strings

    private mutating func string() throws(ParseError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try escape())
            case 0..<0x20:
                throw ParseError(
                    message: "a control character (byte 0x\(hex(byte))) must be escaped in a JSON string, e.g. \\n",
                    offset: index)
            case 0x20..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try utf8Scalar())
            }
        }
        throw ParseError(message: "the string is not closed with `\"`", offset: start)
    }

    /// One escape sequence starting at the backslash; a `\u` high surrogate must be followed
    /// by a `\u` low surrogate.
    private mutating func escape() throws(ParseError) -> Unicode.Scalar {
        let start = index
        guard index + 1 < bytes.count else {
            throw ParseError(message: "the string is not closed with `\"`", offset: start)
        }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeAt: start)
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw loneSurrogate(unit, at: start)
                }
                let lowStart = index
                index += 2
                let low = try hexUnit(escapeAt: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: start) }
                let code = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(code)!
            case 0xDC00...0xDFFF:
                throw loneSurrogate(unit, at: start)
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            throw ParseError(
                message:
                    "unknown escape `\\\(describeEscape(letter))`; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                offset: start)
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexUnit(escapeAt start: Int) throws(ParseError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw ParseError(message: "a \\u escape needs exactly four hex digits, e.g. \\u00e9", offset: start)
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private func loneSurrogate(_ unit: UInt16, at offset: Int) -> ParseError {
        let half = unit < 0xDC00 ? "a high surrogate not followed by a low one" : "a low surrogate without a high one"
        return ParseError(
            message:
                "\\u\(hex(unit)) is \(half); a character above U+FFFF is written as a pair like \\ud83d\\ude00",
            offset: offset)
    }

    /// One multi-byte UTF-8 sequence (RFC 3629: shortest form, no surrogates, at most U+10FFFF).
    private mutating func utf8Scalar() throws(ParseError) -> Unicode.Scalar {
        let start = index
        let lead = bytes[index]
        let length: Int
        var code: UInt32
        var lowestSecond: UInt8 = 0x80
        var highestSecond: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
            code = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            code = UInt32(lead & 0x0F)
            if lead == 0xE0 { lowestSecond = 0xA0 }  // shorter forms are overlong
            if lead == 0xED { highestSecond = 0x9F }  // U+D800–DFFF are surrogates
        case 0xF0...0xF4:
            length = 4
            code = UInt32(lead & 0x07)
            if lead == 0xF0 { lowestSecond = 0x90 }  // overlong
            if lead == 0xF4 { highestSecond = 0x8F }  // above U+10FFFF
        default:
            throw invalidUTF8(at: start)
        }
        for position in 1..<length {
            let at = start + position
            guard at < bytes.count else { throw invalidUTF8(at: start) }
            let byte = bytes[at]
            let range = position == 1 ? lowestSecond...highestSecond : 0x80...0xBF
            guard range.contains(byte) else { throw invalidUTF8(at: start) }
            code = code << 6 | UInt32(byte & 0x3F)
        }
        index = start + length
        return Unicode.Scalar(code)!
    }

    private func invalidUTF8(at offset: Int) -> ParseError {
        ParseError(message: "invalid UTF-8 byte 0x\(hex(bytes[offset])); save the file as UTF-8", offset: offset)
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The byte at `offset` for a message: a printable ASCII character in backticks, else its
    /// hex value.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte > 0x20, byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "byte 0x\(hex(byte))"
    }

    /// How to fix a common non-JSON habit at `offset`, after a semicolon; empty otherwise.
    private func hint(_ offset: Int) -> String {
        switch bytes[offset] {
        case UInt8(ascii: "'"): return "; JSON strings use double quotes"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return "; JSON has no comments"
        case UInt8(ascii: "+"), UInt8(ascii: "."): return "; a JSON number starts with a digit or `-`"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return "; JSON words are true, false and null, and text needs double quotes"
        default: return ""
        }
    }

    private func describeEscape(_ byte: UInt8) -> String {
        byte > 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "<0x\(hex(byte))>"
    }

    private func hex<Value: BinaryInteger>(_ value: Value) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = Value.self == UInt8.self ? 2 : 4
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
