/// A small JSON reader that keeps the byte offset of every value, so a bad config file or
/// `Contents.json` gets a `file:line:column` diagnostic. Strict RFC 8259; depth-limited.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Members in file order (duplicates kept so they can be reported).
    case object([Member])

    public struct Located: Sendable, Hashable {
        public let value: JSONValue
        public let offset: Int
    }

    public struct Member: Sendable, Hashable {
        public let key: String
        public let keyOffset: Int
        public let value: Located
    }

    public struct ParseError: Error, Sendable, Hashable {
        public let message: String
        public let offset: Int
    }

    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(ParseError) -> Located {
        var p = JSONParser(b: bytes, maxDepth: maxDepth)
        p.skipSpace()
        if p.i < bytes.count, bytes[p.i] == 0xEF { p.i += 3 }  // UTF-8 BOM
        let v = try p.value(depth: 0)
        p.skipSpace()
        guard p.i == bytes.count else { throw ParseError(message: "unexpected text after the JSON value", offset: p.i) }
        return v
    }

    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

private struct JSONParser {
    let b: [UInt8]
    let maxDepth: Int
    var i = 0

    mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue.Located {
        skipSpace()
        guard depth < maxDepth else { throw .init(message: "JSON nested more than \(maxDepth) deep", offset: i) }
        guard i < b.count else { throw .init(message: "expected a JSON value but the file ends", offset: i) }
        let start = i
        switch b[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [JSONValue.Member] = []
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: "}") {
                i += 1
                return .init(value: .object(members), offset: start)
            }
            while true {
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: "\"") else {
                    throw .init(message: "expected a quoted key", offset: i)
                }
                let keyOffset = i
                let key = try string()
                skipSpace()
                guard i < b.count, b[i] == UInt8(ascii: ":") else {
                    throw .init(message: "expected `:` after the key \"\(key)\"", offset: i)
                }
                i += 1
                let v = try value(depth: depth + 1)
                members.append(.init(key: key, keyOffset: keyOffset, value: v))
                skipSpace()
                guard i < b.count else { throw .init(message: "the object is not closed with `}`", offset: start) }
                if b[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if b[i] == UInt8(ascii: "}") {
                    i += 1
                    return .init(value: .object(members), offset: start)
                }
                throw .init(message: "expected `,` or `}` in the object", offset: i)
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONValue.Located] = []
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: "]") {
                i += 1
                return .init(value: .array(items), offset: start)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < b.count else { throw .init(message: "the array is not closed with `]`", offset: start) }
                if b[i] == UInt8(ascii: ",") {
                    i += 1
                    continue
                }
                if b[i] == UInt8(ascii: "]") {
                    i += 1
                    return .init(value: .array(items), offset: start)
                }
                throw .init(message: "expected `,` or `]` in the array", offset: i)
            }
        case UInt8(ascii: "\""):
            return .init(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return .init(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return .init(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return .init(value: .null, offset: start)
        default:
            return .init(value: .number(try number()), offset: start)
        }
    }

    mutating func literal(_ word: String) throws(JSONValue.ParseError) {
        let w = Array(word.utf8)
        guard i + w.count <= b.count, Array(b[i..<(i + w.count)]) == w else {
            throw .init(message: "unexpected character in JSON", offset: i)
        }
        i += w.count
    }

    mutating func number() throws(JSONValue.ParseError) -> Double {
        let start = i
        while i < b.count, "+-0123456789.eE".utf8.contains(b[i]) { i += 1 }
        guard i > start, let v = Double(String(decoding: b[start..<i], as: UTF8.self)), v.isFinite else {
            throw .init(message: "expected a JSON value", offset: start)
        }
        return v
    }

    mutating func string() throws(JSONValue.ParseError) -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c < 0x20 { throw .init(message: "a control character must be escaped in a JSON string", offset: i) }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < b.count else { break }
                let e = b[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 <= b.count,
                        let code = UInt32(String(decoding: b[i..<(i + 4)], as: UTF8.self), radix: 16)
                    else {
                        throw .init(message: "a \\u escape needs four hex digits", offset: i - 2)
                    }
                    i += 4
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw .init(message: "unknown escape in a JSON string", offset: i - 2)
                }
                continue
            }
            out.append(c)
            i += 1
        }
        throw .init(message: "the string is not closed with `\"`", offset: start)
    }
}
