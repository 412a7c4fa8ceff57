/// A tiny pretty-printing JSON writer with two-space indentation. Besides nesting with
/// closures, a document can be written in pieces (`beginArray`, `nextElement`, `take`), so a
/// report streams its `files` array one element at a time. `compact` writes the same document
/// on one line with no spaces: `symbolcheck mcp` sends one JSON-RPC message per line.
package final class JSONWriter {
    private let compact: Bool

    package init(compact: Bool = false) {
        self.compact = compact
    }
    /// What was written since the last `take()`.
    private(set) var output = ""
    private var indent = 0
    private var needsComma: [Bool] = []

    package func object(_ body: () -> Void) {
        beginObject()
        body()
        endObject()
    }

    package func array<T>(_ items: [T], _ each: (T) -> Void) {
        beginArray()
        for item in items {
            nextElement()
            each(item)
        }
        endArray()
    }

    package func field(_ key: String, _ value: String) {
        field(key, raw: JSONWriter.quote(value))
    }

    package func field(_ key: String, raw: String) {
        self.key(key)
        output += raw
    }

    package func field(_ key: String, _ body: () -> Void) {
        self.key(key)
        body()
    }

    /// A key of the current object; its value is written next.
    package func key(_ key: String) {
        nextElement()
        output += JSONWriter.quote(key) + (compact ? ":" : ": ")
    }

    /// A string value where a value is due (after `key`, or as an element in `array`'s body).
    package func string(_ value: String) {
        output += JSONWriter.quote(value)
    }

    /// JSON text written as it is where a value is due (a number, `true`, a copied value).
    package func raw(_ text: String) {
        output += text
    }

    package func beginObject() { begin("{") }
    package func endObject() { end("}") }
    package func beginArray() { begin("[") }
    package func endArray() { end("]") }

    /// The separator and indentation before the next member or element of the innermost
    /// object or array.
    package func nextElement() {
        if needsComma[needsComma.count - 1] { output += "," }
        needsComma[needsComma.count - 1] = true
        if !compact { output += "\n" + String(repeating: "  ", count: indent) }
    }

    /// The text written since the last call, handed over and forgotten.
    package func take() -> String {
        defer { output = "" }
        return output
    }

    private func begin(_ bracket: String) {
        output += bracket
        indent += 1
        needsComma.append(false)
    }

    private func end(_ bracket: String) {
        let hadItems = needsComma.removeLast()
        indent -= 1
        if hadItems, !compact { output += "\n" + String(repeating: "  ", count: indent) }
        output += bracket
    }

    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let h = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
