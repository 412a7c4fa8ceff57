/// A strict, non-validating XML reader written for symbol templates. It keeps the byte range
/// of everything it reads (Foundation's XMLParser only reports the position after a start tag),
/// refuses DTD entity declarations instead of expanding them, and enforces `ReaderLimits`.
/// It never reads anything but the bytes it is given: external DTDs and entities are not fetched.
public enum XMLReader {
    public static func read(_ source: SourceFile, limits: ReaderLimits = .default) throws(XMLError) -> XMLDocument {
        var scanner = XMLScanner(source: source, limits: limits)
        return try scanner.document()
    }
}

struct XMLScanner {
    let source: SourceFile
    let b: [UInt8]
    let limits: ReaderLimits
    var i = 0
    var elements: [XMLElement] = []
    var prologComments: [XMLComment] = []

    init(source: SourceFile, limits: ReaderLimits) {
        self.source = source
        self.b = source.bytes
        self.limits = limits
    }

    // MARK: Document

    mutating func document() throws(XMLError) -> XMLDocument {
        if b.count > limits.maxInputBytes {
            throw XMLError(
                .limitExceeded,
                "the file is \(b.count) bytes, more than the limit of \(limits.maxInputBytes)",
                at: 0, help: "raise the limit with --max-input-bytes if this file is genuine")
        }
        try checkEncoding()
        if b.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        if atEnd(skippingWhitespaceFrom: i) {
            throw XMLError(
                .malformed, "the file is empty", at: i,
                help: "a symbol template is an SVG document that starts with `<svg` or `<?xml`")
        }
        if startsWith("<?xml") && isWhitespace(at: i + 5) { try skipXMLDeclaration() }
        var sawDoctype = false
        var sawRoot = false
        while true {
            skipWhitespace()
            if i >= b.count { break }
            guard b[i] == UInt8(ascii: "<") else {
                throw XMLError(
                    .malformed,
                    sawRoot ? "text after the root element" : "text before the root element",
                    at: i, help: sawRoot ? "remove everything after the closing tag of the root element" : nil)
            }
            if startsWith("<!--") {
                let comment = try readComment()
                if !sawRoot { prologComments.append(comment) }
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if startsWith("<!DOCTYPE") {
                if sawDoctype || sawRoot {
                    throw XMLError(
                        .malformed, "a DOCTYPE declaration is only allowed once, before the root element", at: i)
                }
                sawDoctype = true
                try skipDoctype()
            } else if startsWith("<!") {
                throw XMLError(.malformed, "unexpected markup declaration outside the root element", at: i)
            } else {
                if sawRoot {
                    throw XMLError(
                        .malformed, "a second root element; an XML document has exactly one", at: i,
                        help: "wrap the elements in one <svg> element")
                }
                sawRoot = true
                try readElementTree()
            }
        }
        if !sawRoot {
            throw XMLError(.malformed, "the document has no root element", at: b.count)
        }
        return XMLDocument(source: source, elements: elements, prologComments: prologComments)
    }

    /// UTF-16 and UTF-32 files are refused with a clear message; invalid UTF-8 is pointed at.
    func checkEncoding() throws(XMLError) {
        if b.starts(with: [0xFF, 0xFE]) || b.starts(with: [0xFE, 0xFF])
            || (b.count >= 2 && (b[0] == 0 || b[1] == 0))
        {
            throw XMLError(
                .unsupportedEncoding, "the file is UTF-16 or UTF-32 encoded; symbolcheck reads UTF-8", at: 0,
                help: "convert it, e.g. `iconv -f UTF-16 -t UTF-8 in.svg > out.svg`")
        }
        if let bad = firstInvalidUTF8(b) {
            throw XMLError(
                .malformed, "invalid UTF-8 byte 0x\(hex(b[bad]))", at: bad,
                help: "save the file as UTF-8")
        }
        if let nul = b.firstIndex(of: 0) {
            throw XMLError(.malformed, "a NUL byte is not allowed in XML", at: nul)
        }
    }

    func atEnd(skippingWhitespaceFrom start: Int) -> Bool {
        var k = start
        while k < b.count, isWhitespaceByte(b[k]) { k += 1 }
        return k >= b.count
    }

    mutating func skipXMLDeclaration() throws(XMLError) {
        let start = i
        guard let end = find("?>", from: i) else {
            throw XMLError(.malformed, "the XML declaration is not closed with `?>`", at: start)
        }
        let decl = String(decoding: b[start..<end], as: UTF8.self)
        if let enc = declaredEncoding(decl) {
            let lower = enc.lowercased()
            if lower.hasPrefix("utf-16") || lower.hasPrefix("utf-32") || lower == "ucs-2" {
                // The bytes were valid UTF-8 (checked), so the declaration lies; refuse it plainly.
                throw XMLError(
                    .unsupportedEncoding, "the XML declaration says encoding \"\(enc)\"; symbolcheck reads UTF-8",
                    at: start)
            }
            if !(lower == "utf-8" || lower == "utf8" || lower == "us-ascii" || lower == "ascii"
                || lower == "iso-8859-1" && b.allSatisfy({ $0 < 0x80 }))
            {
                throw XMLError(
                    .unsupportedEncoding, "the XML declaration says encoding \"\(enc)\"; symbolcheck reads UTF-8",
                    at: start,
                    help: "save the file as UTF-8 and declare encoding=\"UTF-8\"")
            }
        }
        i = end + 2
    }

    private func declaredEncoding(_ decl: String) -> String? {
        let chars = Array(decl)
        let key = Array("encoding")
        guard chars.count > key.count,
            let at = (0...(chars.count - key.count)).first(where: { Array(chars[$0..<($0 + key.count)]) == key })
        else { return nil }
        var k = at + key.count
        while k < chars.count, chars[k] == " " || chars[k] == "=" || chars[k] == "\t" { k += 1 }
        guard k < chars.count, chars[k] == "\"" || chars[k] == "'" else { return nil }
        let quote = chars[k]
        guard let close = chars[(k + 1)...].firstIndex(of: quote) else { return nil }
        return String(chars[(k + 1)..<close])
    }

    mutating func skipProcessingInstruction() throws(XMLError) {
        let start = i
        guard let end = find("?>", from: i + 2) else {
            throw XMLError(.malformed, "a processing instruction is not closed with `?>`", at: start)
        }
        if startsWith("<?xml") && isWhitespace(at: i + 5) {
            throw XMLError(
                .malformed, "the XML declaration must be the very first thing in the file", at: start,
                help: "remove what comes before `<?xml`")
        }
        i = end + 2
    }

    /// Skips `<!DOCTYPE …>`. An internal subset that declares entities is refused: expanding
    /// entities is how "billion laughs" files eat memory, and no template needs them.
    mutating func skipDoctype() throws(XMLError) {
        let start = i
        i += 9
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: ">") {
                i += 1
                return
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                guard let close = b[(i + 1)...].firstIndex(of: c) else { break }
                i = close + 1
                continue
            }
            if c == UInt8(ascii: "[") {
                i += 1
                try skipInternalSubset()
                continue
            }
            i += 1
        }
        throw XMLError(.malformed, "the DOCTYPE declaration is not closed with `>`", at: start)
    }

    mutating func skipInternalSubset() throws(XMLError) {
        let start = i - 1
        while i < b.count {
            if startsWith("<!ENTITY") {
                throw XMLError(
                    .entityDeclaration,
                    "the DOCTYPE declares an entity; entity declarations are refused, never expanded",
                    at: i, help: "remove the internal DTD subset (`[ … ]`) and write the text out in full")
            }
            if startsWith("<!--") {
                _ = try readComment()
                continue
            }
            let c = b[i]
            if c == UInt8(ascii: "]") {
                i += 1
                return
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                guard let close = b[(i + 1)...].firstIndex(of: c) else { break }
                i = close + 1
                continue
            }
            i += 1
        }
        throw XMLError(.malformed, "the DOCTYPE's internal subset is not closed with `]`", at: start)
    }

    mutating func readComment() throws(XMLError) -> XMLComment {
        let start = i
        let bodyStart = i + 4
        guard let dashes = find("--", from: bodyStart) else {
            throw XMLError(.malformed, "a comment is not closed with `-->`", at: start)
        }
        guard dashes + 2 < b.count, b[dashes + 2] == UInt8(ascii: ">") else {
            throw XMLError(
                .malformed, "`--` is not allowed inside a comment", at: dashes,
                help: "replace the double hyphen, e.g. with `- -`")
        }
        i = dashes + 3
        return XMLComment(
            value: String(decoding: b[bodyStart..<dashes], as: UTF8.self),
            range: SourceRange(start: start, end: i))
    }

    // MARK: Elements

    /// Reads the root element and everything inside it, iteratively (no recursion, so depth
    /// cannot overflow the stack; the depth limit is still enforced).
    mutating func readElementTree() throws(XMLError) {
        var open: [Int] = []
        try readStartTag(parent: nil, depth: 0, open: &open)
        while !open.isEmpty {
            let current = open[open.count - 1]
            guard i < b.count else {
                let e = elements[current]
                throw XMLError(
                    .malformed, "the element <\(e.name)> is never closed", at: e.startTagRange.start,
                    help: "add `</\(e.name)>`")
            }
            if b[i] == UInt8(ascii: "<") {
                if startsWith("</") {
                    try readEndTag(of: current)
                    open.removeLast()
                } else if startsWith("<!--") {
                    let comment = try readComment()
                    elements[current].content.append(.comment(comment))
                } else if startsWith("<![CDATA[") {
                    let start = i
                    guard let end = find("]]>", from: i + 9) else {
                        throw XMLError(.malformed, "a CDATA section is not closed with `]]>`", at: start)
                    }
                    let text = XMLText(
                        value: String(decoding: b[(i + 9)..<end], as: UTF8.self),
                        range: SourceRange(start: start, end: end + 3))
                    elements[current].content.append(.text(text))
                    i = end + 3
                } else if startsWith("<?") {
                    try skipProcessingInstruction()
                } else if startsWith("<!") {
                    throw XMLError(.malformed, "a markup declaration is not allowed inside an element", at: i)
                } else {
                    try readStartTag(parent: current, depth: open.count, open: &open)
                }
            } else {
                let text = try readText()
                elements[current].content.append(.text(text))
            }
        }
    }

    mutating func readStartTag(parent: Int?, depth: Int, open: inout [Int]) throws(XMLError) {
        let tagStart = i
        if depth >= limits.maxDepth {
            throw XMLError(
                .limitExceeded, "elements are nested more than \(limits.maxDepth) deep", at: tagStart,
                help: "flatten the groups; real templates nest fewer than 20 levels")
        }
        if elements.count >= limits.maxElements {
            throw XMLError(.limitExceeded, "the file has more than \(limits.maxElements) elements", at: tagStart)
        }
        i += 1
        let nameStart = i
        guard let name = readName() else {
            throw XMLError(.malformed, "expected an element name after `<`", at: nameStart)
        }
        let nameRange = SourceRange(start: nameStart, end: i)
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipWhitespace()
            guard i < b.count else {
                throw XMLError(.malformed, "the start tag <\(name)> is not closed", at: tagStart)
            }
            if b[i] == UInt8(ascii: ">") || startsWith("/>") { break }
            if !hadSpace {
                throw XMLError(.malformed, "expected whitespace, `>` or `/>` in the start tag <\(name)>", at: i)
            }
            let attr = try readAttribute(in: name)
            if attributes.contains(where: { $0.name == attr.name }) {
                throw XMLError(
                    .malformed, "the attribute `\(attr.name)` appears twice on <\(name)>", at: attr.nameRange.start,
                    help: "remove one of them")
            }
            attributes.append(attr)
        }
        let selfClosing = b[i] == UInt8(ascii: "/")
        i += selfClosing ? 2 : 1
        let index = elements.count
        let startTag = SourceRange(start: tagStart, end: i)
        elements.append(
            XMLElement(
                name: name, nameRange: nameRange, startTagRange: startTag, range: startTag,
                attributes: attributes, content: [], parent: parent, depth: depth))
        if let parent { elements[parent].content.append(.element(index)) }
        if !selfClosing { open.append(index) }
    }

    mutating func readEndTag(of index: Int) throws(XMLError) {
        let start = i
        i += 2
        let nameStart = i
        let name = readName() ?? ""
        skipWhitespace()
        let expected = elements[index].name
        guard name == expected else {
            throw XMLError(
                .malformed, "the end tag </\(name)> does not match the start tag <\(expected)>", at: nameStart,
                help:
                    "close <\(expected)> (opened at line \(source.location(of: elements[index].startTagRange.start).line)) with </\(expected)>"
            )
        }
        guard i < b.count, b[i] == UInt8(ascii: ">") else {
            throw XMLError(.malformed, "the end tag </\(name)> is not closed with `>`", at: start)
        }
        i += 1
        elements[index].range = SourceRange(start: elements[index].startTagRange.start, end: i)
    }

    mutating func readAttribute(in element: String) throws(XMLError) -> XMLAttribute {
        let nameStart = i
        guard let name = readName() else {
            throw XMLError(.malformed, "expected an attribute name in the start tag <\(element)>", at: i)
        }
        let nameRange = SourceRange(start: nameStart, end: i)
        skipWhitespace()
        guard i < b.count, b[i] == UInt8(ascii: "=") else {
            throw XMLError(.malformed, "the attribute `\(name)` has no value; expected `=`", at: i)
        }
        i += 1
        skipWhitespace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") else {
            throw XMLError(.malformed, "the value of `\(name)` must be quoted", at: i)
        }
        let quote = b[i]
        i += 1
        let valueStart = i
        var verbatim = true
        while i < b.count, b[i] != quote {
            if b[i] == UInt8(ascii: "<") {
                throw XMLError(.malformed, "`<` is not allowed in an attribute value", at: i, help: "write `&lt;`")
            }
            if b[i] == UInt8(ascii: "&") { verbatim = false }
            i += 1
            if i - valueStart > limits.maxAttributeBytes {
                throw XMLError(
                    .limitExceeded,
                    "the value of `\(name)` is longer than \(limits.maxAttributeBytes) bytes", at: valueStart)
            }
        }
        guard i < b.count else {
            throw XMLError(.malformed, "the value of `\(name)` is not closed", at: valueStart - 1)
        }
        let valueRange = SourceRange(start: valueStart, end: i)
        i += 1
        let value =
            verbatim
            ? String(decoding: b[valueStart..<valueRange.end], as: UTF8.self)
            : try decodeReferences(valueStart..<valueRange.end)
        return XMLAttribute(
            name: name, value: value, nameRange: nameRange, valueRange: valueRange, isVerbatim: verbatim)
    }

    mutating func readText() throws(XMLError) -> XMLText {
        let start = i
        var hasReference = false
        while i < b.count, b[i] != UInt8(ascii: "<") {
            if b[i] == UInt8(ascii: "&") { hasReference = true }
            if b[i] == UInt8(ascii: ">"), i >= 2, b[i - 1] == UInt8(ascii: "]"), b[i - 2] == UInt8(ascii: "]") {
                throw XMLError(.malformed, "`]]>` is not allowed in text", at: i - 2)
            }
            i += 1
        }
        let value = hasReference ? try decodeReferences(start..<i) : String(decoding: b[start..<i], as: UTF8.self)
        return XMLText(value: value, range: SourceRange(start: start, end: i))
    }

    /// Replaces the five predefined entities and character references. Any other named
    /// reference is undefined here, because entity declarations are refused.
    func decodeReferences(_ range: Range<Int>) throws(XMLError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var k = range.lowerBound
        while k < range.upperBound {
            let c = b[k]
            guard c == UInt8(ascii: "&") else {
                out.append(c)
                k += 1
                continue
            }
            guard let semi = b[k..<range.upperBound].firstIndex(of: UInt8(ascii: ";")), semi - k <= 12 else {
                throw XMLError(
                    .malformed, "`&` must start a reference such as `&amp;`", at: k,
                    help: "write `&amp;` for a literal ampersand")
            }
            let name = String(decoding: b[(k + 1)..<semi], as: UTF8.self)
            switch name {
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "amp": out.append(UInt8(ascii: "&"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default:
                guard name.hasPrefix("#"), let scalar = characterReference(name.dropFirst()) else {
                    throw XMLError(
                        .malformed, "undefined entity `&\(name);`", at: k,
                        help: "only &lt; &gt; &amp; &quot; &apos; and character references like &#38; are defined")
                }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            k = semi + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    func characterReference(_ body: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if body.hasPrefix("x") { value = UInt32(body.dropFirst(), radix: 16) } else { value = UInt32(body, radix: 10) }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return scalar
    }

    // MARK: Lexical helpers

    /// Reads an XML name. Non-ASCII bytes are accepted as name characters (XML allows most of them).
    mutating func readName() -> String? {
        let start = i
        guard i < b.count, isNameStart(b[i]) else { return nil }
        i += 1
        while i < b.count, isNameChar(b[i]) { i += 1 }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x3A || c >= 0x80
    }

    func isNameChar(_ c: UInt8) -> Bool {
        isNameStart(c) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = i
        while i < b.count, isWhitespaceByte(b[i]) { i += 1 }
        return i > start
    }

    func isWhitespace(at k: Int) -> Bool { k < b.count && isWhitespaceByte(b[k]) }

    func startsWith(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        return s.withUTF8Buffer { buf in
            for k in 0..<n where b[i + k] != buf[k] { return false }
            return true
        }
    }

    func find(_ s: StaticString, from start: Int) -> Int? {
        let n = s.utf8CodeUnitCount
        return s.withUTF8Buffer { buf -> Int? in
            var k = start
            let first = buf[0]
            while k + n <= b.count {
                if b[k] == first {
                    var match = true
                    for j in 1..<n where b[k + j] != buf[j] {
                        match = false
                        break
                    }
                    if match { return k }
                }
                k += 1
            }
            return nil
        }
    }
}

@inline(__always)
func isWhitespaceByte(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// The offset of the first byte that is not part of a valid UTF-8 sequence, if any.
func firstInvalidUTF8(_ b: [UInt8]) -> Int? {
    var k = 0
    let n = b.count
    while k < n {
        let c = b[k]
        if c < 0x80 {
            k += 1
            continue
        }
        let length: Int
        var minScalar: UInt32
        var scalar: UInt32
        switch c {
        case 0xC2...0xDF:
            length = 2
            scalar = UInt32(c & 0x1F)
            minScalar = 0x80
        case 0xE0...0xEF:
            length = 3
            scalar = UInt32(c & 0x0F)
            minScalar = 0x800
        case 0xF0...0xF4:
            length = 4
            scalar = UInt32(c & 0x07)
            minScalar = 0x10000
        default: return k
        }
        guard k + length <= n else { return k }
        for j in 1..<length {
            let cc = b[k + j]
            // A lead byte without its continuation bytes is the error (e.g. Latin-1 `é` = 0xE9
            // before plain ASCII); the byte after it is often a valid character of its own.
            guard cc & 0xC0 == 0x80 else { return k }
            scalar = scalar << 6 | UInt32(cc & 0x3F)
        }
        if scalar < minScalar || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return k }
        minScalar = 0
        k += length
    }
    return nil
}
