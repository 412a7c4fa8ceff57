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
package indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Members in file order (duplicates kept so they can be reported).
    case object([Member])

    package struct Located: Sendable, Hashable {
        package let value: JSONValue
        /// Byte offset of the value's first byte.
        package let offset: Int
        /// Byte offset just after the value's last byte (`"…"` with its quotes, `{…}`).
        package let end: Int
    }

    package struct Member: Sendable, Hashable {
        package let key: String
        /// Byte offset of the key's opening quote.
        package let keyOffset: Int
        /// Byte offset just after the key's closing quote.
        package let keyEnd: Int
        package let value: Located
    }

    /// Why the bytes are not JSON, and the byte offset where reading stopped.
    package struct ParseError: Error, Sendable, Hashable {
        package let message: String
        package let offset: Int
    }

    package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(ParseError) -> Located {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        return try parser.document()
    }

    package var typeName: String {
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
