import CExpat

/// Turns an expat error code and byte offset into a diagnostic that says what is wrong where,
/// in the reader's own words (expat's are terse: "not well-formed (invalid token)").
enum ExpatErrorDescription {
    static func describe(_ code: XML_Error, at offset: Int, session: ExpatSession) -> XMLError {
        let b = session.bytes
        func startsAt(_ s: String, _ k: Int = offset) -> Bool {
            let u = Array(s.utf8)
            return k >= 0 && k + u.count <= b.count && b[k..<(k + u.count)].elementsEqual(u)
        }
        func name(at k: Int) -> String {
            var e = k
            while e < b.count, !isWhitespaceByte(b[e]), !";>/=<&%\"'".utf8.contains(b[e]) { e += 1 }
            return String(decoding: b[Swift.min(k, e)..<e], as: UTF8.self)
        }
        let inProlog = !session.sawRoot
        let current = session.open.last.map { session.elements[$0] }
        switch code {
        case XML_ERROR_TAG_MISMATCH:
            let nameStart = startsAt("</") ? offset + 2 : offset
            let found = name(at: nameStart)
            guard let current else { break }
            let line = session.source.location(of: current.startTagRange.start).line
            return XMLError(
                .malformed, "the end tag </\(found)> does not match the start tag <\(current.name)>", at: nameStart,
                tokenLength: found.utf8.count,
                help: "close <\(current.name)> (opened at line \(line)) with </\(current.name)>")
        case XML_ERROR_NO_ELEMENTS:
            if let current {
                return XMLError(
                    .malformed, "the element <\(current.name)> is never closed", at: current.startTagRange.start,
                    help: "add `</\(current.name)>`")
            }
            return XMLError(.malformed, "the document has no root element", at: b.count)
        case XML_ERROR_UNCLOSED_TOKEN, XML_ERROR_PARTIAL_CHAR:
            if startsAt("<!--") { return XMLError(.malformed, "a comment is not closed with `-->`", at: offset) }
            if startsAt("<?") {
                return XMLError(.malformed, "a processing instruction is not closed with `?>`", at: offset)
            }
            if startsAt("<!DOCTYPE") {
                return XMLError(.malformed, "the DOCTYPE declaration is not closed with `>`", at: offset)
            }
            if startsAt("</") {
                return XMLError(.malformed, "the end tag </\(name(at: offset + 2))> is not closed with `>`", at: offset)
            }
            if startsAt("<") {
                return XMLError(.malformed, "the start tag <\(name(at: offset + 1))> is not closed", at: offset)
            }
            return XMLError(.malformed, "the file ends in the middle of markup", at: offset)
        case XML_ERROR_UNCLOSED_CDATA_SECTION:
            return XMLError(.malformed, "a CDATA section is not closed with `]]>`", at: offset)
        case XML_ERROR_DUPLICATE_ATTRIBUTE:
            var tagStart = offset
            while tagStart > 0, b[tagStart] != UInt8(ascii: "<") { tagStart -= 1 }
            return XMLError(
                .malformed, "the attribute `\(name(at: offset))` appears twice on <\(name(at: tagStart + 1))>",
                at: offset, tokenLength: name(at: offset).utf8.count, help: "remove one of them")
        case XML_ERROR_JUNK_AFTER_DOC_ELEMENT:
            if startsAt("<"), offset + 1 < b.count, !"!?/".utf8.contains(b[offset + 1]) {
                return XMLError(
                    .malformed, "a second root element; an XML document has exactly one", at: offset,
                    help: "wrap the elements in one <svg> element")
            }
            if !startsAt("<") {
                return XMLError(
                    .malformed, "text after the root element", at: offset,
                    help: "remove everything after the closing tag of the root element")
            }
        case XML_ERROR_UNDEFINED_ENTITY:
            // In an attribute value expat points at the start tag; the reference is inside it.
            let at =
                startsAt("&") ? offset : undefinedReference(after: offset, in: b, declared: session.declaredEntities)
            let entity = name(at: at + 1)
            let semicolon = startsAt(";", at + 1 + entity.utf8.count) ? 1 : 0
            return XMLError(
                .malformed, "undefined entity `&\(entity);`", at: at, tokenLength: 1 + entity.utf8.count + semicolon,
                help: "only &lt; &gt; &amp; &quot; &apos;, character references like &#38; and entities the "
                    + "DOCTYPE's internal subset declares are defined")
        case XML_ERROR_RECURSIVE_ENTITY_REF:
            let entity = startsAt("&") || startsAt("%") ? name(at: offset + 1) : name(at: offset)
            return XMLError(
                .malformed, "the entity `\(entity)` refers to itself, directly or through other entities",
                at: offset, help: "an entity's text cannot contain a reference to the entity itself")
        case XML_ERROR_BAD_CHAR_REF:
            return XMLError(
                .malformed, "the character reference refers to a character XML does not allow", at: offset,
                help:
                    "XML allows tab, line feed, carriage return and U+0020 upwards, except surrogates, U+FFFE and U+FFFF"
            )
        case XML_ERROR_BINARY_ENTITY_REF:
            return XMLError(.malformed, "a reference to an unparsed (NDATA) entity", at: offset)
        case XML_ERROR_ATTRIBUTE_EXTERNAL_ENTITY_REF:
            return XMLError(.malformed, "an attribute value cannot refer to an external entity", at: offset)
        case XML_ERROR_MISPLACED_XML_PI:
            return XMLError(
                .malformed, "the XML declaration must be the very first thing in the file", at: offset,
                help: "remove what comes before `<?xml`, and any second declaration")
        case XML_ERROR_XML_DECL:
            return XMLError(
                .malformed, "the XML declaration is malformed", at: offset,
                help: "write it as `<?xml version=\"1.0\" encoding=\"UTF-8\"?>`")
        case XML_ERROR_AMPLIFICATION_LIMIT_BREACH:
            return XMLError(
                .limitExceeded,
                "expanding the entities would make the document more than "
                    + "\(Int(ExpatSession.maximumAmplification)) times its size",
                at: offset, help: "write the text out in full instead of nesting entities")
        case XML_ERROR_INVALID_TOKEN, XML_ERROR_SYNTAX, XML_ERROR_INVALID_ARGUMENT:
            // expat may stop after a run of text in the prolog, at the `<` that follows it.
            if inProlog, !session.inDoctype, offset > 0, !isWhitespaceByte(b[offset - 1]),
                b[offset - 1] != UInt8(ascii: ">")
            {
                var start = offset - 1
                while start > 0, !isWhitespaceByte(b[start - 1]), b[start - 1] != UInt8(ascii: ">") { start -= 1 }
                if isOutsideMarkup(start, in: b), b[start] != UInt8(ascii: "<") {
                    return XMLError(.malformed, "text before the root element", at: start)
                }
            }
            if inProlog, !session.inDoctype, !startsAt("<"), !startsAt("&"), !startsAt("]"),
                isOutsideMarkup(offset, in: b),
                let c = scalar(at: offset, in: b), c.value >= 0x20
            {
                return XMLError(.malformed, "text before the root element", at: offset)
            }
            if let problem = describeCharacter(at: offset, in: b) { return problem }
        default: break
        }
        let what = String(cString: XML_ErrorString(code))
        return XMLError(.malformed, "not well-formed XML: \(what)", at: offset)
    }

    /// The first `&name;` from `offset` to the end of its tag whose name is neither predefined
    /// nor declared (or `offset` when there is none).
    static func undefinedReference(after offset: Int, in b: [UInt8], declared: Set<String>) -> Int {
        var k = offset
        while k < b.count, b[k] != UInt8(ascii: ">") {
            if b[k] == UInt8(ascii: "&"), let semi = b[k...].firstIndex(of: UInt8(ascii: ";")) {
                let name = String(decoding: b[(k + 1)..<semi], as: UTF8.self)
                if !name.hasPrefix("#"), !["lt", "gt", "amp", "quot", "apos"].contains(name), !declared.contains(name) {
                    return k
                }
            }
            k += 1
        }
        return offset
    }

    /// True when no `<` before `offset` is still open (so the byte is not inside a tag).
    static func isOutsideMarkup(_ offset: Int, in b: [UInt8]) -> Bool {
        var k = offset - 1
        while k >= 0 {
            if b[k] == UInt8(ascii: ">") { return true }
            if b[k] == UInt8(ascii: "<") { return false }
            k -= 1
        }
        return true
    }

    /// True when `offset` lies between the quotes of an attribute value in a start tag.
    static func isInsideAttributeValue(_ offset: Int, in b: [UInt8]) -> Bool {
        var tagStart = offset - 1
        while tagStart >= 0, b[tagStart] != UInt8(ascii: "<"), b[tagStart] != UInt8(ascii: ">") { tagStart -= 1 }
        guard tagStart >= 0, b[tagStart] == UInt8(ascii: "<") else { return false }
        var quote: UInt8? = nil
        for c in b[(tagStart + 1)..<offset] {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            }
        }
        return quote != nil
    }

    /// Explains the character an "invalid token" error stops at, when it is one of the usual
    /// suspects. expat often points just past a bad `&` or `--`; those are reported where they start.
    static func describeCharacter(at offset: Int, in b: [UInt8]) -> XMLError? {
        if offset >= 1, b[offset - 1] == UInt8(ascii: "&"), offset < b.count, b[offset] != UInt8(ascii: "#") {
            return describeCharacter(at: offset - 1, in: b)
        }
        if offset >= 2, b[offset - 2] == UInt8(ascii: "&"), b[offset - 1] == UInt8(ascii: "#") {
            return describeCharacter(at: offset - 2, in: b)
        }
        if offset >= 2, b[offset - 1] == UInt8(ascii: "-"), b[offset - 2] == UInt8(ascii: "-"),
            offset < b.count, b[offset] != UInt8(ascii: ">")
        {
            return describeCharacter(at: offset - 2, in: b)
        }
        guard let c = scalar(at: offset, in: b) else { return nil }
        switch c {
        case "&":
            if offset + 1 < b.count, b[offset + 1] == UInt8(ascii: "#") {
                return XMLError(
                    .malformed, "a character reference is written `&#65;` or `&#x41;`", at: offset,
                    help: "use decimal digits after `&#`, or hexadecimal digits after `&#x`, then `;`")
            }
            return XMLError(
                .malformed, "`&` must start a reference such as `&amp;`", at: offset,
                help: "write `&amp;` for a literal ampersand")
        case "<" where isInsideAttributeValue(offset, in: b):
            return XMLError(
                .malformed, "`<` is not allowed in an attribute value", at: offset, help: "write `&lt;`")
        case "<":
            return XMLError(.malformed, "`<` is not allowed here", at: offset, help: "write `&lt;` for a literal `<`")
        case "-" where offset + 1 < b.count && b[offset + 1] == UInt8(ascii: "-"):
            return XMLError(
                .malformed, "`--` is not allowed inside a comment", at: offset,
                help: "replace the double hyphen, e.g. with `- -`")
        case "\u{FFFE}", "\u{FFFF}":
            return XMLError(
                .malformed, "U+\(String(c.value, radix: 16, uppercase: true)) is not a character XML allows",
                at: offset, help: "remove it")
        default:
            if c.value < 0x20 {
                let code = String(c.value, radix: 16, uppercase: true)
                return XMLError(
                    .malformed,
                    "the control character U+\(String(repeating: "0", count: 4 - code.count) + code) "
                        + "is not allowed in XML", at: offset, help: "remove it")
            }
            return XMLError(.malformed, "unexpected `\(Character(c))`", at: offset)
        }
    }
}
