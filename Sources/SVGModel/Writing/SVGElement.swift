/// An element to write: a name, attributes in the order given, and either text or child
/// elements and comments. Written one space of indent per level with one element per line, as
/// Apple's template exports are, attribute values and text escaped by `XMLEscaping`.
package struct SVGElement: Sendable, Equatable {
    package enum Child: Sendable, Equatable {
        case element(SVGElement)
        /// A comment's text, written by `comment(_:)`.
        case comment(String)
    }

    package struct Attribute: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }

        /// ` name="value"`, the value escaped: what a start tag holds after its name, or what is
        /// inserted after an element's name to add the attribute.
        package var written: String { " \(name)=\"\(XMLEscaping.escaped(value))\"" }
    }

    package var name: String
    package var attributes: [Attribute]
    package var children: [Child]
    /// Character data, written on the element's line; an element with text has no children.
    package var text: String?

    package init(_ name: String, _ attributes: [Attribute] = [], children: [Child] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Written at `depth` levels of indent, each line ending in a newline.
    package func written(depth: Int = 0) -> String {
        var out = ""
        write(to: &out, level: depth, lineStart: "", lineEnd: "\n")
        return out
    }

    /// Written for insertion into an existing file right after an element indented by `indent`
    /// (spaces or tabs as that file has them): every line starts with a line break and `indent`,
    /// children one more space in, and nothing follows the last line.
    package func inserted(indent: String) -> String {
        var out = ""
        write(to: &out, level: 0, lineStart: "\n" + indent, lineEnd: "")
        return out
    }

    func write(to out: inout String, level: Int, lineStart: String, lineEnd: String) {
        let indent = lineStart + String(repeating: " ", count: level)
        out += indent + "<" + name
        for attribute in attributes { out += attribute.written }
        if let text {
            out += ">" + XMLEscaping.escaped(text) + "</" + name + ">" + lineEnd
            return
        }
        guard !children.isEmpty else {
            out += "/>" + lineEnd
            return
        }
        out += ">" + lineEnd
        for child in children {
            switch child {
            case .element(let element):
                element.write(to: &out, level: level + 1, lineStart: lineStart, lineEnd: lineEnd)
            case .comment(let text):
                out += lineStart + String(repeating: " ", count: level + 1) + Self.comment(text) + lineEnd
            }
        }
        out += indent + "</" + name + ">" + lineEnd
    }

    /// `<!--text-->`, with every `--` in the text written `- -` and a space after a final `-`
    /// (XML 1.0 §2.5: a comment may not contain `--` or end in `-`).
    package static func comment(_ text: String) -> String {
        var safe = ""
        for character in text {
            if character == "-", safe.hasSuffix("-") { safe += " " }
            safe.append(character)
        }
        if safe.hasSuffix("-") { safe += " " }
        return "<!--" + safe + "-->"
    }
}
