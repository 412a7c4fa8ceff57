/// Parses `<style>` contents and `style=""` attributes. Offsets are mapped to file offsets with
/// the caller's `base` (the byte where the text starts), so declarations stay locatable.
package enum CSSParser {
    package static func parseStyleSheet(_ text: String, base: Int) -> StyleSheet {
        var p = Cursor(bytes: Array(text.utf8), base: base)
        var rules: [StyleRule] = []
        while true {
            p.skipWhitespaceAndComments()
            guard p.i < p.bytes.count else { break }
            if p.bytes[p.i] == UInt8(ascii: "@") {
                p.skipAtRule()
                continue
            }
            let selectorStart = p.i
            guard let brace = p.bytes[p.i...].firstIndex(of: UInt8(ascii: "{")) else { break }
            let selectorText = String(decoding: p.bytes[selectorStart..<brace], as: UTF8.self)
            p.i = brace + 1
            let bodyStart = p.i
            let bodyEnd = p.bytes[p.i...].firstIndex(of: UInt8(ascii: "}")) ?? p.bytes.count
            let declarations = parseDeclarations(bytes: Array(p.bytes[bodyStart..<bodyEnd]), base: base + bodyStart)
            p.i = Swift.min(bodyEnd + 1, p.bytes.count)
            let selectors = selectorText.split(separator: ",").map { parseSelector(String($0)) }
            rules.append(StyleRule(selectors: selectors, declarations: declarations, offset: base + selectorStart))
        }
        return StyleSheet(rules: rules)
    }

    /// Parses `name: value [!important]; …` as found in `style=""` and rule bodies.
    package static func parseDeclarations(_ text: String, base: Int) -> [StyleDeclaration] {
        parseDeclarations(bytes: Array(text.utf8), base: base)
    }

    static func parseDeclarations(bytes: [UInt8], base: Int) -> [StyleDeclaration] {
        var out: [StyleDeclaration] = []
        var start = 0
        var k = 0
        var inComment = false
        var cleaned = bytes
        // Blank out comments so offsets stay put.
        while k < cleaned.count {
            if !inComment, k + 1 < cleaned.count, cleaned[k] == UInt8(ascii: "/"), cleaned[k + 1] == UInt8(ascii: "*") {
                inComment = true
            }
            if inComment {
                let end =
                    k + 1 < cleaned.count && cleaned[k] == UInt8(ascii: "*") && cleaned[k + 1] == UInt8(ascii: "/")
                cleaned[k] = 0x20
                if end {
                    cleaned[k + 1] = 0x20
                    k += 1
                    inComment = false
                }
            }
            k += 1
        }
        k = 0
        while k <= cleaned.count {
            if k == cleaned.count || cleaned[k] == UInt8(ascii: ";") {
                if let d = declaration(cleaned, start..<k, base: base) { out.append(d) }
                start = k + 1
            }
            k += 1
        }
        return out
    }

    static func declaration(_ b: [UInt8], _ range: Range<Int>, base: Int) -> StyleDeclaration? {
        guard let colon = b[range].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        var nameStart = range.lowerBound
        while nameStart < colon, isWhitespaceByte(b[nameStart]) { nameStart += 1 }
        let name = String(decoding: b[nameStart..<colon], as: UTF8.self).trimmingWhitespace().lowercased()
        guard !name.isEmpty else { return nil }
        var value = String(decoding: b[(colon + 1)..<range.upperBound], as: UTF8.self).trimmingWhitespace()
        var important = false
        if let bang = value.lastIndex(of: "!") {
            let tail = value[value.index(after: bang)...].trimmingWhitespace().lowercased()
            if tail == "important" {
                important = true
                value = String(value[..<bang]).trimmingWhitespace()
            }
        }
        var end = range.upperBound
        while end > colon + 1, isWhitespaceByte(b[end - 1]) { end -= 1 }
        return StyleDeclaration(
            property: name, value: value, isImportant: important,
            range: SourceRange(start: base + nameStart, end: base + end))
    }

    static func parseSelector(_ text: String) -> Selector {
        let trimmed = text.trimmingWhitespace()
        var compounds: [Selector.Compound] = []
        var combinators: [Selector.Combinator] = []
        var pendingChild = false
        for token in tokenize(trimmed) {
            if token == ">" {
                pendingChild = true
                continue
            }
            if !compounds.isEmpty { combinators.append(pendingChild ? .child : .descendant) }
            pendingChild = false
            compounds.append(parseCompound(token))
        }
        if compounds.isEmpty {
            compounds = [Selector.Compound(type: nil, id: nil, classes: [], attributes: [], isUnsupported: true)]
        }
        return Selector(compounds: compounds, combinators: combinators, text: trimmed)
    }

    /// Splits on whitespace and `>`, keeping `[...]` together.
    static func tokenize(_ s: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var bracket = 0
        for ch in s {
            if ch == "[" { bracket += 1 }
            if ch == "]" { bracket -= 1 }
            if bracket == 0 && (ch == " " || ch == "\t" || ch == "\n" || ch == "\r" || ch == ">") {
                if !current.isEmpty {
                    tokens.append(current)
                    current = ""
                }
                if ch == ">" { tokens.append(">") }
                continue
            }
            current.append(ch)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    static func parseCompound(_ token: String) -> Selector.Compound {
        var c = Selector.Compound(type: nil, id: nil, classes: [], attributes: [], isUnsupported: false)
        let chars = Array(token)
        var k = 0
        func readName(allowColon: Bool) -> String {
            var name = ""
            while k < chars.count {
                let ch = chars[k]
                if ch == "." || ch == "#" || ch == "[" || (!allowColon && ch == ":") { break }
                name.append(ch)
                k += 1
            }
            return name
        }
        if k < chars.count, chars[k] == "*" {
            k += 1
        } else if k < chars.count, chars[k] != "." && chars[k] != "#" && chars[k] != "[" && chars[k] != ":" {
            c.type = readName(allowColon: false)
        }
        while k < chars.count {
            let ch = chars[k]
            k += 1
            switch ch {
            case ".":
                let name = readName(allowColon: true)
                if name.isEmpty { c.isUnsupported = true } else { c.classes.append(name) }
            case "#":
                let name = readName(allowColon: false)
                if name.isEmpty { c.isUnsupported = true } else { c.id = name }
            case "[":
                var inner = ""
                while k < chars.count, chars[k] != "]" {
                    inner.append(chars[k])
                    k += 1
                }
                k += 1
                // Only presence tests (`[fill]`) are evaluated; value tests never match.
                if inner.contains("=") {
                    c.isUnsupported = true
                } else {
                    c.attributes.append(inner.trimmingWhitespace())
                }
            default:
                c.isUnsupported = true
                k = chars.count
            }
        }
        return c
    }

    struct Cursor {
        let bytes: [UInt8]
        let base: Int
        var i = 0

        mutating func skipWhitespaceAndComments() {
            while i < bytes.count {
                if isWhitespaceByte(bytes[i]) {
                    i += 1
                    continue
                }
                if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                    var k = i + 2
                    while k + 1 < bytes.count, !(bytes[k] == UInt8(ascii: "*") && bytes[k + 1] == UInt8(ascii: "/")) {
                        k += 1
                    }
                    i = Swift.min(k + 2, bytes.count)
                    continue
                }
                // HTML comment delimiters are allowed around style sheets.
                if bytes[i...].starts(with: Array("<!--".utf8)) {
                    i += 4
                    continue
                }
                if bytes[i...].starts(with: Array("-->".utf8)) {
                    i += 3
                    continue
                }
                break
            }
        }

        /// Skips `@import …;` or `@media … { … }` including nested blocks.
        mutating func skipAtRule() {
            var depth = 0
            while i < bytes.count {
                let c = bytes[i]
                i += 1
                if c == UInt8(ascii: ";") && depth == 0 { return }
                if c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: "}") {
                    depth -= 1
                    if depth <= 0 { return }
                }
            }
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML/CSS whitespace (space, tab, CR, LF); other
    /// Unicode spaces are content there, so they stay.
    package func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" || f == "\r\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" || l == "\r\n" { s = s.dropLast() }
        return String(s)
    }
}
