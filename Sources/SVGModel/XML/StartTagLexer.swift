/// Finds the byte ranges of an element's name and of each attribute's name and value inside
/// the raw bytes of a start tag. expat has already proved the tag well-formed and gives its
/// extent but no positions inside it, so this lexer only has to split, never to judge.
enum StartTagLexer {
    struct Attribute {
        let nameRange: SourceRange
        let valueRange: SourceRange
        /// No `&` in the raw value, so its bytes are its value one-to-one.
        let isVerbatim: Bool
    }

    /// - Parameter tag: the range from `<` to the closing `>` of a well-formed start tag.
    static func lex(_ b: [UInt8], tag: SourceRange) -> (name: SourceRange, attributes: [Attribute]) {
        var k = tag.start + 1
        let end = tag.end
        func isNameEnd(_ c: UInt8) -> Bool {
            isWhitespaceByte(c) || c == UInt8(ascii: "/") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=")
        }
        let nameStart = k
        while k < end, !isNameEnd(b[k]) { k += 1 }
        let name = SourceRange(start: nameStart, end: k)
        var attributes: [Attribute] = []
        while true {
            while k < end, isWhitespaceByte(b[k]) { k += 1 }
            guard k < end, b[k] != UInt8(ascii: "/"), b[k] != UInt8(ascii: ">") else { break }
            let attrNameStart = k
            while k < end, !isNameEnd(b[k]) { k += 1 }
            let attrName = SourceRange(start: attrNameStart, end: k)
            while k < end, b[k] != UInt8(ascii: "\""), b[k] != UInt8(ascii: "'") { k += 1 }
            guard k < end else { break }
            let quote = b[k]
            k += 1
            let valueStart = k
            var verbatim = true
            while k < end, b[k] != quote {
                if b[k] == UInt8(ascii: "&") { verbatim = false }
                k += 1
            }
            attributes.append(
                Attribute(
                    nameRange: attrName, valueRange: SourceRange(start: valueStart, end: k), isVerbatim: verbatim))
            k += 1
        }
        return (name, attributes)
    }
}
