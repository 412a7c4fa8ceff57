/// A YAML value with the byte offset it starts at.
package struct YAMLNode: Sendable {
    package indirect enum Value: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([YAMLEntry])
        case null
    }

    package var value: Value
    package var offset: Int
    /// Which file `offset` counts in, when a reader merges several (XcodeGen's `include`):
    /// 0 for the file parsed, as `YAMLReader` leaves it.
    package var file = 0

    package init(value: Value, offset: Int, file: Int = 0) {
        self.value = value
        self.offset = offset
        self.file = file
    }

    /// The node with `file` set on it and everything in it.
    package func stamped(file: Int) -> YAMLNode {
        var node = self
        node.file = file
        switch value {
        case .sequence(let items): node.value = .sequence(items.map { $0.stamped(file: file) })
        case .mapping(let entries):
            node.value = .mapping(
                entries.map {
                    YAMLEntry(key: $0.key, keyOffset: $0.keyOffset, value: $0.value.stamped(file: file), keyFile: file)
                })
        default: break
        }
        return node
    }

    package var scalar: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    package var mapping: [YAMLEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The last value of `key` in a mapping (YAML forbids duplicates; a later one wins here).
    package subscript(key: String) -> YAMLNode? { mapping?.last { $0.key == key }?.value }

    /// A scalar, or the scalars of a sequence: XcodeGen takes `sources: App` and
    /// `sources: [App]` alike.
    package var scalarList: [YAMLNode] {
        switch value {
        case .scalar: return [self]
        case .sequence(let items): return items
        default: return []
        }
    }
}

package struct YAMLEntry: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: YAMLNode
    /// Which file `keyOffset` counts in (`YAMLNode.file`).
    package var keyFile = 0

    package init(key: String, keyOffset: Int, value: YAMLNode, keyFile: Int = 0) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
        self.keyFile = keyFile
    }
}

package struct YAMLError: Error, Sendable, Hashable {
    package let message: String
    package let offset: Int
}

/// Reads the block YAML an XcodeGen `project.yml` is written in: mappings and sequences by
/// indentation (a sequence may sit at its key's indentation), `- key: value` items, flow
/// collections (`[a, b]`, `{ path: x }`), plain, single- and double-quoted scalars, `|` and
/// `>` block scalars, comments, anchors with aliases and `<<` merge keys, and the first
/// document of a stream. Tags, complex keys and multi-line flow scalars are not read; what
/// cannot be read is an error with its place, and what was read before it stands.
///
/// Why our own: Swift's YAML readers (Yams, used by XcodeGen) wrap libyaml as a package
/// dependency, which this project cannot take (docs/controls.md, "The project file"); the
/// subset above is what project specs use.
package struct YAMLReader {
    /// Collections nest at most this deep; aliases expand at most `maxAliasExpansions` times
    /// (a "billion laughs" document is refused, not expanded).
    package static let maxDepth = 64
    package static let maxAliasExpansions = 10_000

    struct Line {
        var indent: Int
        var text: Substring
        /// The byte offset of `text`'s first character.
        var offset: Int
    }

    private var lines: [Line] = []
    private var index = 0
    private var anchors: [String: YAMLNode] = [:]
    private var aliasExpansions = 0
    private(set) var error: YAMLError?

    /// The document's root (null for an empty document) and the first error, if any.
    package static func parse(_ bytes: [UInt8]) -> (root: YAMLNode, error: YAMLError?) {
        var reader = YAMLReader()
        reader.lines = Self.lines(of: replacingInvalidUTF8(bytes))
        let root = reader.block(minIndent: 0, depth: 0) ?? YAMLNode(value: .null, offset: 0)
        if reader.error == nil, reader.index < reader.lines.count {
            reader.error = YAMLError(
                message: "unexpected indentation: this line belongs to nothing above it",
                offset: reader.lines[reader.index].offset)
        }
        return (root, reader.error)
    }

    /// The bytes with each byte of an invalid UTF-8 sequence replaced by `?`, so decoding keeps
    /// every byte's offset (a decoded U+FFFD is three bytes where the invalid one was one).
    static func replacingInvalidUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var clean: [UInt8] = []
        clean.reserveCapacity(bytes.count)
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): clean += encoded
            case .error(let length): clean += repeatElement(UInt8(ascii: "?"), count: length)
            case .emptyInput: return clean
            }
        }
    }

    /// The non-blank, non-comment lines, up to a second document or `...`.
    static func lines(of bytes: [UInt8]) -> [Line] {
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [Line] = []
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var seenContent = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += raw.utf8.count + 1 }
            var line = raw
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.first == "\u{FEFF}" { line = line.dropFirst() }
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.isEmpty || body.hasPrefix("#") { continue }
            if indent == 0, body.hasPrefix("---") && (body.count == 3 || body.dropFirst(3).first == " ") {
                if seenContent { break }
                let rest = body.dropFirst(3).drop { $0 == " " }
                if !rest.isEmpty, !rest.hasPrefix("#") {
                    result.append(Line(indent: 4, text: rest, offset: offset + (body.utf8.count - rest.utf8.count)))
                    seenContent = true
                }
                continue
            }
            if indent == 0, body == "..." || body.hasPrefix("... ") { break }
            if body.hasPrefix("%") { continue }  // a directive
            result.append(Line(indent: indent, text: stripComment(body), offset: offset + indent))
            seenContent = true
        }
        return result
    }

    /// The text before a ` #` comment that is outside quotes and brackets' strings.
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == ","
                    || previous == ":" || previous == "-" || index == text.startIndex
                {
                    quote = character
                }
            } else if character == "#", previous == " " || previous == "\t" {
                var trimmed = text[..<index]
                while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
                return trimmed
            }
            previous = character
        }
        var trimmed = text
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        return trimmed
    }

    private mutating func fail(_ message: String, at offset: Int) {
        if error == nil { error = YAMLError(message: message, offset: offset) }
    }

    /// The block starting at the current line, if its indentation is at least `minIndent`.
    private mutating func block(minIndent: Int, depth: Int) -> YAMLNode? {
        guard error == nil, index < lines.count, lines[index].indent >= minIndent else { return nil }
        guard depth < Self.maxDepth else {
            fail("collections nest more than \(Self.maxDepth) deep", at: lines[index].offset)
            return nil
        }
        let line = lines[index]
        if Self.isSequenceItem(line.text) { return sequence(indent: line.indent, depth: depth) }
        if Self.keySplit(line.text) != nil { return mapping(indent: line.indent, depth: depth) }
        // A scalar or flow collection, possibly continued on more-indented lines.
        index += 1
        var text = String(line.text)
        while index < lines.count, lines[index].indent > line.indent, Self.keySplit(lines[index].text) == nil,
            !Self.isSequenceItem(lines[index].text)
        {
            text += " " + lines[index].text
            index += 1
        }
        return inline(Substring(text), offset: line.offset, depth: depth)
    }

    static func isSequenceItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    private mutating func sequence(indent: Int, depth: Int) -> YAMLNode {
        let start = lines[index].offset
        var items: [YAMLNode] = []
        while error == nil, index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
            let line = lines[index]
            let rest = line.text.dropFirst(1).drop { $0 == " " }
            if rest.isEmpty {
                index += 1
                items.append(
                    block(minIndent: indent + 1, depth: depth + 1) ?? YAMLNode(value: .null, offset: line.offset))
            } else {
                // `- key: value` opens a mapping at the column after the dash; `- - x` a sequence.
                let column = indent + (line.text.count - rest.count)
                lines[index] = Line(
                    indent: column, text: rest, offset: line.offset + (line.text.utf8.count - rest.utf8.count))
                items.append(block(minIndent: column, depth: depth + 1) ?? YAMLNode(value: .null, offset: line.offset))
            }
        }
        return YAMLNode(value: .sequence(items), offset: start)
    }

    private mutating func mapping(indent: Int, depth: Int) -> YAMLNode {
        let start = lines[index].offset
        var entries: [YAMLEntry] = []
        while error == nil, index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (rawKey, rest) = Self.keySplit(line.text) else {
                fail("expected `key: value` in this mapping", at: line.offset)
                break
            }
            let key = Self.unquotedKey(rawKey)
            index += 1
            var value: YAMLNode
            var anchor: String?
            var inlineText = rest
            if inlineText.hasPrefix("&") {
                let name = inlineText.dropFirst().prefix { $0 != " " }
                anchor = String(name)
                inlineText = inlineText.dropFirst(name.count + 1).drop { $0 == " " }
            }
            let valueOffset = line.offset + (line.text.utf8.count - inlineText.utf8.count)
            if inlineText.isEmpty {
                if index < lines.count, lines[index].indent > indent {
                    value =
                        block(minIndent: indent + 1, depth: depth + 1) ?? YAMLNode(value: .null, offset: valueOffset)
                } else if index < lines.count, lines[index].indent == indent, Self.isSequenceItem(lines[index].text) {
                    value = sequence(indent: indent, depth: depth + 1)
                } else {
                    value = YAMLNode(value: .null, offset: valueOffset)
                }
            } else if inlineText == "|" || inlineText == ">" || inlineText.hasPrefix("|") || inlineText.hasPrefix(">") {
                value = blockScalar(folded: inlineText.hasPrefix(">"), parentIndent: indent, offset: valueOffset)
            } else {
                value = inline(inlineText, offset: valueOffset, depth: depth + 1)
            }
            if let anchor { anchors[anchor] = value }
            if key == "<<" {
                // Merge keys: the aliased mapping's entries, under this mapping's own.
                for merged in value.mapping ?? value.sequence?.flatMap({ $0.mapping ?? [] }) ?? []
                where !entries.contains(where: { $0.key == merged.key }) {
                    entries.append(merged)
                }
                continue
            }
            entries.removeAll { $0.key == key }
            entries.append(YAMLEntry(key: key, keyOffset: line.offset, value: value))
        }
        return YAMLNode(value: .mapping(entries), offset: start)
    }

    /// `|` or `>`: the more-indented lines that follow, as text.
    private mutating func blockScalar(folded: Bool, parentIndent: Int, offset: Int) -> YAMLNode {
        var texts: [String] = []
        var blockIndent: Int?
        while index < lines.count, lines[index].indent > parentIndent {
            let line = lines[index]
            let base = blockIndent ?? line.indent
            blockIndent = base
            texts.append(String(repeating: " ", count: max(0, line.indent - base)) + line.text)
            index += 1
        }
        return YAMLNode(value: .scalar(texts.joined(separator: folded ? " " : "\n")), offset: offset)
    }

    /// `key: rest` split at the first `:` followed by a space or the end that is outside
    /// quotes and flow brackets; nil for a line that is not a mapping entry.
    static func keySplit(_ text: Substring) -> (key: Substring, rest: Substring)? {
        if text.hasPrefix("[") || text.hasPrefix("{") || isSequenceItem(text) { return nil }
        var quote: Character?
        var index = text.startIndex
        if let first = text.first, first == "\"" || first == "'" {
            quote = first
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == ":" {
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " {
                    let rest = text[after...].drop { $0 == " " }
                    return (text[..<index], rest)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func unquotedKey(_ key: Substring) -> String {
        var trimmed = key
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return String(trimmed)
    }

    /// A value written on one line: a flow collection, an alias, a quoted or plain scalar.
    private mutating func inline(_ text: Substring, offset: Int, depth: Int) -> YAMLNode {
        var flow = FlowParser(text: Array(text), base: offset)
        let node = flow.value(depth: depth, reader: &self)
        if let message = flow.error {
            fail(message.message, at: message.offset)
        }
        return node
    }

    fileprivate mutating func alias(_ name: String, at offset: Int) -> YAMLNode {
        aliasExpansions += 1
        guard aliasExpansions <= Self.maxAliasExpansions else {
            fail("more than \(Self.maxAliasExpansions) aliases", at: offset)
            return YAMLNode(value: .null, offset: offset)
        }
        guard let node = anchors[name] else {
            fail("the alias *\(name) names no anchor above it", at: offset)
            return YAMLNode(value: .null, offset: offset)
        }
        return node
    }

    fileprivate mutating func define(_ name: String, _ node: YAMLNode) { anchors[name] = node }
}

/// The flow part of a line: `[a, { path: b }]`, `"quoted"`, `'quoted'`, `*alias`, `plain text`.
private struct FlowParser {
    let text: [Character]
    let base: Int
    var position = 0
    var error: YAMLError?

    init(text: [Character], base: Int) {
        self.text = text
        self.base = base
    }

    /// The byte offset of a character index (the line's text is mostly ASCII; others count
    /// their UTF-8 bytes).
    func offset(_ index: Int) -> Int { base + text[..<min(index, text.count)].reduce(0) { $0 + $1.utf8.count } }

    mutating func skipSpaces() { while position < text.count, text[position] == " " { position += 1 } }

    mutating func value(depth: Int, reader: inout YAMLReader, inFlow: Bool = false) -> YAMLNode {
        skipSpaces()
        let start = offset(position)
        guard depth < YAMLReader.maxDepth else {
            error = YAMLError(message: "collections nest more than \(YAMLReader.maxDepth) deep", offset: start)
            return YAMLNode(value: .null, offset: start)
        }
        guard position < text.count else { return YAMLNode(value: .null, offset: start) }
        var anchor: String?
        if text[position] == "&" {
            let nameStart = position + 1
            position = nameStart
            while position < text.count, text[position] != " ", text[position] != ",", text[position] != "]",
                text[position] != "}"
            {
                position += 1
            }
            anchor = String(text[nameStart..<position])
            skipSpaces()
        }
        let node: YAMLNode
        switch position < text.count ? text[position] : " " {
        case "[": node = sequence(depth: depth, reader: &reader)
        case "{": node = mapping(depth: depth, reader: &reader)
        case "\"", "'": node = quoted()
        case "*":
            let nameStart = position + 1
            position = nameStart
            while position < text.count, text[position] != " ", text[position] != ",", text[position] != "]",
                text[position] != "}"
            {
                position += 1
            }
            node = reader.alias(String(text[nameStart..<position]), at: start)
        default: node = plain(inFlow: inFlow)
        }
        if let anchor { reader.define(anchor, node) }
        return node
    }

    mutating func plain(inFlow: Bool) -> YAMLNode {
        let start = position
        while position < text.count {
            let character = text[position]
            if inFlow, character == "," || character == "]" || character == "}" { break }
            if inFlow, character == ":", position + 1 < text.count, text[position + 1] == " " { break }
            position += 1
        }
        var value = String(text[start..<position])
        while value.last == " " { value.removeLast() }
        if !inFlow, value == "~" || value == "null" || value == "Null" || value == "NULL" {
            return YAMLNode(value: .null, offset: offset(start))
        }
        return YAMLNode(value: .scalar(value), offset: offset(start))
    }

    mutating func quoted() -> YAMLNode {
        let start = position
        let quote = text[position]
        position += 1
        var value = ""
        while position < text.count {
            let character = text[position]
            position += 1
            if character == quote {
                if quote == "'", position < text.count, text[position] == "'" {
                    value.append("'")
                    position += 1
                    continue
                }
                return YAMLNode(value: .scalar(value), offset: offset(start))
            }
            if quote == "\"", character == "\\", position < text.count {
                let escaped = text[position]
                position += 1
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "0": value.append("\0")
                default: value.append(escaped)
                }
                continue
            }
            value.append(character)
        }
        error = YAMLError(message: "a quoted string that starts here is not closed on its line", offset: offset(start))
        return YAMLNode(value: .scalar(value), offset: offset(start))
    }

    mutating func sequence(depth: Int, reader: inout YAMLReader) -> YAMLNode {
        let start = offset(position)
        position += 1
        var items: [YAMLNode] = []
        while error == nil {
            skipSpaces()
            guard position < text.count else {
                error = YAMLError(message: "a `[` list that starts here is not closed on its line", offset: start)
                break
            }
            if text[position] == "]" {
                position += 1
                break
            }
            let before = position
            items.append(value(depth: depth + 1, reader: &reader, inFlow: true))
            skipSpaces()
            if position < text.count, text[position] == "," {
                position += 1
            } else if position == before || position < text.count && text[position] != "]" {
                error = YAMLError(message: "expected `,` or `]` in this list", offset: offset(position))
            }
        }
        return YAMLNode(value: .sequence(items), offset: start)
    }

    mutating func mapping(depth: Int, reader: inout YAMLReader) -> YAMLNode {
        let start = offset(position)
        position += 1
        var entries: [YAMLEntry] = []
        while error == nil {
            skipSpaces()
            guard position < text.count else {
                error = YAMLError(message: "a `{` mapping that starts here is not closed on its line", offset: start)
                break
            }
            if text[position] == "}" {
                position += 1
                break
            }
            let keyOffset = offset(position)
            let key = value(depth: depth + 1, reader: &reader, inFlow: true).scalar ?? ""
            skipSpaces()
            var entryValue = YAMLNode(value: .null, offset: offset(position))
            if position < text.count, text[position] == ":" {
                position += 1
                entryValue = value(depth: depth + 1, reader: &reader, inFlow: true)
            }
            entries.removeAll { $0.key == key }
            entries.append(YAMLEntry(key: key, keyOffset: keyOffset, value: entryValue))
            skipSpaces()
            if position < text.count, text[position] == "," {
                position += 1
            } else if position < text.count && text[position] != "}" {
                error = YAMLError(message: "expected `,` or `}` in this mapping", offset: offset(position))
            }
        }
        return YAMLNode(value: .mapping(entries), offset: start)
    }
}
