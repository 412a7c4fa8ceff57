import SVGModel
import Support

/// Reads an XML property list (`<plist version="1.0"><dict>…`), the format of the Info.plists
/// and entitlements a project keeps, through the project's one XML reader (`SVGModel`'s
/// `XMLReader`, on expat: docs/design.md, "XML is judged by expat"), so every value keeps the
/// byte range of its element and every key the offset of its `<key>`.
///
/// The grammar is Apple's DTD (`PropertyList-1.0.dtd`): `dict` (alternating `key` and a value),
/// `array`, `string`, `integer`, `real`, `true`, `false`, `date`, `data` (base64). The DTD named
/// by the DOCTYPE is never loaded. Bounds: the XML reader's (input size, elements) and
/// `maxDepth` nesting; anything else is an error with its offset, never a crash.
package enum XMLPropertyList {
    /// Dictionaries and arrays nest at most this deep, as in the other two formats.
    package static let maxDepth = 128
    /// Elements at most (every value is one, every key another).
    package static let maxElements = 200_000

    /// The root value, and the text its offsets count in (the file's bytes, or its UTF-8 decoding
    /// when it was declared in another encoding).
    package static func parse(_ source: SourceFile) throws(PropertyListError) -> (
        root: PropertyListNode, text: SourceFile
    ) {
        let limits = ReaderLimits(
            maxInputBytes: Int.max, maxDepth: maxDepth + 2, maxAttributeBytes: 1 << 20, maxElements: maxElements)
        let document: XMLDocument
        do {
            document = try XMLReader.read(source, limits: limits)
        } catch {
            throw PropertyListError(message: error.message, offset: error.offset, decodedText: error.decodedSource)
        }
        do {
            return try values(document)
        } catch {
            // Offsets count in the decoded text when the file was not UTF-8.
            var error = error
            if document.isTranscoded { error.decodedText = document.source }
            throw error
        }
    }

    static func values(_ document: XMLDocument) throws(PropertyListError) -> (root: PropertyListNode, text: SourceFile)
    {
        let reader = Reader(document: document)
        let top = document[document.root]
        let root: PropertyListNode
        if top.name == "plist" {
            let children = document.childElements(of: document.root)
            guard children.count == 1 else {
                throw PropertyListError(
                    message: children.isEmpty
                        ? "the <plist> element holds no value" : "the <plist> element holds more than one value",
                    offset: top.startTagRange.start)
            }
            root = try reader.value(children[0], depth: 0)
        } else {
            root = try reader.value(document.root, depth: 0)
        }
        return (root, document.source)
    }

    private struct Reader {
        let document: XMLDocument

        func value(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListNode {
            let element = document[index]
            let start = element.range.start
            let end = element.range.end
            guard depth < XMLPropertyList.maxDepth else {
                throw PropertyListError(
                    message: "dictionaries and arrays nest more than \(XMLPropertyList.maxDepth) deep here",
                    offset: start)
            }
            let text = { document.textContent(of: index) }
            let node = { (value: PropertyListNode.Value) in PropertyListNode(value: value, start: start, end: end) }
            switch element.name {
            case "dict":
                return node(.dictionary(try dictionary(index, depth: depth)))
            case "array":
                var items: [PropertyListNode] = []
                for child in document.childElements(of: index) { items.append(try value(child, depth: depth + 1)) }
                return node(.array(items))
            case "string":
                return node(.string(text()))
            case "integer":
                let written = text().trimmingSpaces()
                guard let number = Self.integer(written) else {
                    throw PropertyListError(message: "<integer> holds \"\(written)\", not an integer", offset: start)
                }
                return node(.integer(number))
            case "real":
                let written = text().trimmingSpaces()
                guard let number = Double(written) else {
                    throw PropertyListError(message: "<real> holds \"\(written)\", not a number", offset: start)
                }
                return node(.real(number))
            case "true": return node(.boolean(true))
            case "false": return node(.boolean(false))
            case "date": return node(.date(text().trimmingSpaces()))
            case "data":
                guard let bytes = Base64.decode(text()) else {
                    throw PropertyListError(message: "<data> does not hold base64 text", offset: start)
                }
                return node(.data(bytes))
            default:
                throw PropertyListError(
                    message: "<\(element.name)> is not a property list value (dict, array, string, integer, real, "
                        + "true, false, date, data)", offset: start)
            }
        }

        func dictionary(_ index: Int, depth: Int) throws(PropertyListError) -> PropertyListDictionary {
            var entries: [PropertyListDictionary.Entry] = []
            var pendingKey: (text: String, start: Int)?
            for child in document.childElements(of: index) {
                let element = document[child]
                if let key = pendingKey {
                    guard element.name != "key" else {
                        throw PropertyListError(
                            message: "the key \"\(key.text)\" has no value before the next <key>",
                            offset: element.range.start)
                    }
                    entries.append(
                        PropertyListDictionary.Entry(
                            key: key.text, keyStart: key.start, value: try value(child, depth: depth + 1)))
                    pendingKey = nil
                } else {
                    guard element.name == "key" else {
                        throw PropertyListError(
                            message: "a <dict> holds <\(element.name)> where a <key> was expected",
                            offset: element.range.start)
                    }
                    pendingKey = (document.textContent(of: child), element.range.start)
                }
            }
            if let key = pendingKey {
                throw PropertyListError(message: "the key \"\(key.text)\" has no value", offset: key.start)
            }
            return PropertyListDictionary(entries)
        }

        /// Decimal, with an optional sign; `0x` hexadecimal, as CoreFoundation reads it.
        static func integer(_ text: String) -> Int64? {
            var digits = Substring(text)
            var negative = false
            if let sign = digits.first, sign == "-" || sign == "+" {
                negative = sign == "-"
                digits = digits.dropFirst()
            }
            let magnitude: UInt64?
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                magnitude = UInt64(digits.dropFirst(2), radix: 16)
            } else {
                magnitude = UInt64(digits, radix: 10)
            }
            guard let magnitude else { return nil }
            if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
            return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : Int64(bitPattern: magnitude)
        }
    }
}

/// Base64 as property lists write `<data>`: whitespace anywhere, `=` padding optional.
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        var padding = false
        for character in text.utf8 {
            if character == 0x20 || character == 0x09 || character == 0x0A || character == 0x0D { continue }
            if character == UInt8(ascii: "=") {
                padding = true
                continue
            }
            guard !padding, let value = sextet(character) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return bytes
    }

    private static func sextet(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return c - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
