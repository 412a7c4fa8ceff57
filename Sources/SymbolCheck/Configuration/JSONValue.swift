/// A JSON document as read by ``parse(_:maxDepth:)``, with the byte offset of every value and
/// key, so a bad `.symbolcheck.json` or `Contents.json` gets a `file:line:column` diagnostic
/// (Foundation's `JSONSerialization` hands back values without positions).
///
/// The reader accepts RFC 8259's grammar in UTF-8, deciding what the RFC leaves to the reader
/// and refusing two things its grammar allows (lone surrogate escapes, deep nesting):
/// - numbers follow the RFC's grammar (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`): no
///   `01`, `+1`, `.5`, `1.`, `NaN` or hex. A valid number too large for a `Double` reads as
///   ±infinity and one too small as ±0 (the RFC leaves the range to the reader); callers that
///   need a finite value refuse it with their own diagnostic.
/// - `\uXXXX` escapes take exactly four hex digits; a high surrogate followed by a low one is
///   one character. A lone surrogate (either half alone, or the halves reversed) is refused:
///   it is not a character, and a Swift `String` cannot hold it without silently replacing it.
/// - a UTF-8 byte-order mark is skipped at offset 0 only; elsewhere outside a string it is an
///   unexpected byte (inside one it is the character U+FEFF). Text that is not valid UTF-8 (overlong forms, encoded surrogates, code points
///   above U+10FFFF, cut-off sequences) is refused at the first bad byte; UTF-16 is refused
///   with a hint.
/// - whitespace is space, tab, LF and CR; control characters in strings must be escaped.
/// - duplicate object keys are kept in file order, so callers can report them.
/// - arrays and objects nested more than `maxDepth` deep are refused, so hostile input cannot
///   exhaust the stack.
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
        /// Byte offset of the value's first byte.
        public let offset: Int
        /// Byte offset just after the value's last byte (`"…"` with its quotes, `{…}`).
        public let end: Int
    }

    public struct Member: Sendable, Hashable {
        public let key: String
        /// Byte offset of the key's opening quote.
        public let keyOffset: Int
        /// Byte offset just after the key's closing quote.
        public let keyEnd: Int
        public let value: Located
    }

    /// Why the bytes are not JSON, and the byte offset where reading stopped.
    public struct ParseError: Error, Sendable, Hashable {
        public let message: String
        public let offset: Int
    }

    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(ParseError) -> Located {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.document()
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
