/// Splits Swift source into words, string literals and punctuation, skipping comments. It knows
/// what can hide a `(` or a `"` from a plain search: line and nested block comments, string
/// literals with escapes, multi-line (`"""`) and raw (`#"…"#`) strings, and interpolations
/// (`"\(a ? "x" : "y")"`) with strings inside them. It is not a parser: regex literals,
/// `#sourceLocation` and operators are not understood (docs/controls.md).
///
/// The input is untrusted (an app repository from a pull request): every loop moves forward,
/// interpolations nest at most `maxNesting` deep, and a string or comment left open ends the
/// lexing with a `Problem` instead of running past the end.
package struct SwiftLexer {
    package struct Result: Sendable {
        package var tokens: [SwiftToken]
        /// Why lexing stopped before the end of the file, if it did; the tokens before it stand.
        package var problem: Problem?
    }

    package struct Problem: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            case unterminatedString, unterminatedComment, nestedTooDeep
        }
        package let kind: Kind
        /// Where the string, comment or interpolation that could not be closed starts.
        package let offset: Int
    }

    /// Interpolations inside interpolations (and block comments inside block comments) deeper
    /// than this stop the lexing: Swift code does not nest them more than a few levels.
    package static let maxNesting = 64

    private let bytes: [UInt8]
    private var position = 0
    private var problem: Problem?

    package static func tokens(of bytes: [UInt8]) -> Result {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        while lexer.problem == nil, let token = lexer.next(depth: 0) { tokens.append(token) }
        return Result(tokens: tokens, problem: lexer.problem)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is not source.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The next token, or nil at the end (or after a problem). `depth` counts the
    /// interpolations the lexer is inside.
    private mutating func next(depth: Int) -> SwiftToken? {
        skipTrivia(depth: depth)
        guard problem == nil, let first = byte(at: position) else { return nil }
        let start = position
        if first == UInt8(ascii: "#") || first == UInt8(ascii: "\"") {
            var hashes = 0
            while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(at: position + hashes) == UInt8(ascii: "\"") {
                position += hashes
                return string(start: start, hashes: hashes, depth: depth)
            }
        }
        if first == UInt8(ascii: "`") {
            // `default`: a keyword used as a name; the backticks are not part of it.
            var end = position + 1
            while let b = byte(at: end), b != UInt8(ascii: "`"), b != 0x0A, b != 0x0D { end += 1 }
            if byte(at: end) == UInt8(ascii: "`") {
                position = end + 1
                return SwiftToken(
                    kind: .word, start: start, end: position, text: text(start + 1..<end))
            }
        }
        if Self.isWordByte(first) || first == UInt8(ascii: "#") || first == UInt8(ascii: "@") {
            position += 1
            while let b = byte(at: position), Self.isWordByte(b) { position += 1 }
            if position - start > 1 || Self.isWordByte(first) {
                return SwiftToken(kind: .word, start: start, end: position, text: text(start..<position))
            }
            position = start
        }
        // One character of punctuation (a whole UTF-8 sequence, so the text is valid).
        position += 1
        while let b = byte(at: position), b & 0xC0 == 0x80 { position += 1 }
        return SwiftToken(kind: .punctuation, start: start, end: position, text: text(start..<position))
    }

    /// Letters, digits, `_`, and every byte of a non-ASCII character (Swift allows most of
    /// them in names; a lexer that only looks for a few names need not tell which).
    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whitespace and comments.
    private mutating func skipTrivia(depth: Int) {
        while problem == nil, let b = byte(at: position) {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C {
                position += 1
            } else if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "/") {
                while let c = byte(at: position), c != 0x0A, c != 0x0D { position += 1 }
            } else if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// `/* … */`, which nests in Swift.
    private mutating func skipBlockComment() {
        let start = position
        var open = 0
        while let b = byte(at: position) {
            if b == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                open += 1
                position += 2
                if open > Self.maxNesting {
                    problem = Problem(kind: .nestedTooDeep, offset: start)
                    return
                }
            } else if b == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                open -= 1
                position += 2
                if open == 0 { return }
            } else {
                position += 1
            }
        }
        problem = Problem(kind: .unterminatedComment, offset: start)
    }

    /// A string literal whose opening `#`s are read; `position` is at its first `"`.
    private mutating func string(start: Int, hashes: Int, depth: Int) -> SwiftToken? {
        let multiline =
            byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        // The literal text before each interpolation, once the string has one.
        var parts: [String] = []
        while true {
            guard let b = byte(at: position) else {
                problem = Problem(kind: .unterminatedString, offset: start)
                return nil
            }
            if !multiline, b == 0x0A || b == 0x0D {
                problem = Problem(kind: .unterminatedString, offset: start)
                return nil
            }
            if b == UInt8(ascii: "\""), closes(at: position, hashes: hashes, multiline: multiline) {
                position += (multiline ? 3 : 1) + hashes
                let text: String? =
                    interpolated ? nil : String(decoding: multiline ? Self.dedented(value) : value, as: UTF8.self)
                if interpolated { parts.append(String(decoding: value, as: UTF8.self)) }
                return SwiftToken(
                    kind: .string(value: text), start: start, end: position, text: "", literalParts: parts)
            }
            if b == UInt8(ascii: "\\"), escapeHashesMatch(at: position + 1, hashes: hashes) {
                position += 1 + hashes
                guard let escaped = byte(at: position) else { continue }
                if escaped == UInt8(ascii: "(") {
                    interpolated = true
                    parts.append(String(decoding: value, as: UTF8.self))
                    value = []
                    guard depth < Self.maxNesting else {
                        problem = Problem(kind: .nestedTooDeep, offset: position)
                        return nil
                    }
                    skipInterpolation(depth: depth + 1)
                    if problem != nil { return nil }
                    continue
                }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"): value += unicodeEscape()
                case 0x0A, 0x0D: break  // a line continuation in a multi-line string
                default: value.append(escaped)
                }
                continue
            }
            value.append(b)
            position += 1
        }
    }

    private func closes(at offset: Int, hashes: Int, multiline: Bool) -> Bool {
        if multiline,
            byte(at: offset + 1) != UInt8(ascii: "\"") || byte(at: offset + 2) != UInt8(ascii: "\"")
        {
            return false
        }
        let after = offset + (multiline ? 3 : 1)
        return (0..<hashes).allSatisfy { byte(at: after + $0) == UInt8(ascii: "#") }
    }

    /// In a raw string `#"…"#` only `\#` escapes; in a plain one, `\`.
    private func escapeHashesMatch(at offset: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// `\u{1F600}` after the `u`: the character's UTF-8 bytes (nothing when it is not one).
    private mutating func unicodeEscape() -> [UInt8] {
        guard byte(at: position) == UInt8(ascii: "{") else { return [] }
        var end = position + 1
        var scalar: UInt32 = 0
        while let b = byte(at: end), end - position <= 9, let digit = Self.hexValue(b) {
            scalar = scalar &* 16 &+ digit
            end += 1
        }
        guard byte(at: end) == UInt8(ascii: "}") else { return [] }
        position = end + 1
        return Unicode.Scalar(scalar).map { Array(String(Character($0)).utf8) } ?? []
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x41...0x46: return UInt32(b - 0x41 + 10)
        case 0x61...0x66: return UInt32(b - 0x61 + 10)
        default: return nil
        }
    }

    /// The expression of `\( … )`, from its `(` to the matching `)`: its tokens are lexed
    /// (strings and comments in it may hold brackets) and dropped.
    private mutating func skipInterpolation(depth: Int) {
        let start = position
        position += 1
        var open = 1
        while problem == nil {
            guard let token = next(depth: depth) else {
                if problem == nil { problem = Problem(kind: .unterminatedString, offset: start) }
                return
            }
            if token.isPunctuation("(") { open += 1 }
            if token.isPunctuation(")") {
                open -= 1
                if open == 0 { return }
            }
        }
    }

    /// A multi-line string's value: the lines between the delimiters, less the closing
    /// delimiter's indentation.
    private static func dedented(_ raw: [UInt8]) -> [UInt8] {
        var lines = raw.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        guard lines.count >= 2 else { return raw }
        let indentation = lines.removeLast()
        lines.removeFirst()
        return Array(
            lines.map { $0.starts(with: indentation) ? Array($0.dropFirst(indentation.count)) : $0 }
                .joined(separator: [0x0A]))
    }
}
