/// An element to write: a name, attributes in the order given, and either text or child
/// elements and comments. Written one space of indent per level with one element per line, as
/// Apple's template exports are, attribute values and text escaped by `XMLEscaping`.
public struct SVGElement: Sendable, Equatable {
    public enum Child: Sendable, Equatable {
        case element(SVGElement)
        /// A comment's text, written by `comment(_:)`.
        case comment(String)
    }

    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var name: String
    public var attributes: [Attribute]
    public var children: [Child]
    /// Character data, written on the element's line; an element with text has no children.
    public var text: String?

    public init(_ name: String, _ attributes: [Attribute] = [], children: [Child] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Written at `depth` levels of indent, each line ending in a newline.
    public func written(depth: Int = 0) -> String {
        var out = ""
        write(to: &out, depth: depth)
        return out
    }

    func write(to out: inout String, depth: Int) {
        let indent = String(repeating: " ", count: depth)
        out += indent + "<" + name
        for attribute in attributes { out += " \(attribute.name)=\"\(XMLEscaping.escaped(attribute.value))\"" }
        if let text {
            out += ">" + XMLEscaping.escaped(text) + "</" + name + ">\n"
            return
        }
        guard !children.isEmpty else {
            out += "/>\n"
            return
        }
        out += ">\n"
        for child in children {
            switch child {
            case .element(let element): element.write(to: &out, depth: depth + 1)
            case .comment(let text): out += String(repeating: " ", count: depth + 1) + Self.comment(text) + "\n"
            }
        }
        out += indent + "</" + name + ">\n"
    }

    /// `<!--text-->`, with every `--` in the text written `- -` and a space after a final `-`
    /// (XML 1.0 §2.5: a comment may not contain `--` or end in `-`).
    public static func comment(_ text: String) -> String {
        var safe = ""
        for character in text {
            if character == "-", safe.hasSuffix("-") { safe += " " }
            safe.append(character)
        }
        if safe.hasSuffix("-") { safe += " " }
        return "<!--" + safe + "-->"
    }
}
