/// The XML tree as read from the bytes: every element, attribute and text run keeps its byte
/// range, so a diagnostic can point at the exact place. Elements live in one array and refer to
/// each other by index, which keeps the tree a plain, Sendable value.
package struct XMLDocument: Sendable {
    /// The text every range counts in: the file's own bytes, or when the file was in another
    /// encoding, its text decoded to UTF-8 (see `isTranscoded`).
    package private(set) var source: SourceFile
    /// The file was not UTF-8 (or ASCII): `source` is its decoded text, not its bytes, so byte
    /// edits to `source` cannot be written back as they are.
    package internal(set) var isTranscoded = false
    package let elements: [XMLElement]
    /// Index of the root element in `elements` (always 0 when there is one).
    package let root: Int
    /// Comments before the root element (Apple's "Generator" comment lives here).
    package let prologComments: [XMLComment]

    init(source: SourceFile, elements: [XMLElement], prologComments: [XMLComment]) {
        self.source = source
        self.elements = elements
        self.root = 0
        self.prologComments = prologComments
    }

    package subscript(index: Int) -> XMLElement { elements[index] }

    /// The same document, its text reported as the file at `path`.
    package func renamed(_ path: String) -> XMLDocument {
        var renamed = self
        renamed.source = source.renamed(path)
        return renamed
    }

    /// Child element indices of `index`, in document order.
    package func childElements(of index: Int) -> [Int] {
        elements[index].content.compactMap { if case .element(let i) = $0 { return i } else { return nil } }
    }

    /// The concatenated character data directly and indirectly inside an element
    /// (what a `<text>` element says, including its `<tspan>`s).
    package func textContent(of index: Int) -> String {
        var out = ""
        for item in elements[index].content {
            switch item {
            case .text(let t): out += t.value
            case .element(let child): out += textContent(of: child)
            case .comment: break
            }
        }
        return out
    }

    /// Every element index from `index` down, depth first, in document order.
    package func descendants(of index: Int) -> [Int] {
        var out: [Int] = []
        var stack = childElements(of: index).reversed() as [Int]
        while let next = stack.popLast() {
            out.append(next)
            stack.append(contentsOf: childElements(of: next).reversed())
        }
        return out
    }
}

package struct XMLElement: Sendable {
    /// The qualified name as written, e.g. `path` or `sodipodi:namedview`.
    package let name: String
    package let nameRange: SourceRange
    /// From `<` to the `>` (or `/>`) of the start tag.
    package let startTagRange: SourceRange
    /// From `<` of the start tag to the `>` of the end tag (or the start tag when self-closing).
    package internal(set) var range: SourceRange
    package let attributes: [XMLAttribute]
    package internal(set) var content: [XMLContent]
    package let parent: Int?
    package let depth: Int

    /// The name without a namespace prefix: `svg:path` → `path`.
    package var localName: Substring {
        if let colon = name.lastIndex(of: ":") { return name[name.index(after: colon)...] }
        return name[...]
    }

    package func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    package var id: String? { attribute("id")?.value }
}

package struct XMLAttribute: Sendable {
    package let name: String
    /// The value with entity and character references replaced. When `isVerbatim` it is the
    /// bytes as written (whitespace included, not normalised to spaces), so offsets into it map
    /// one-to-one to the source; otherwise it is the normalised value the XML parser produced.
    package let value: String
    package let nameRange: SourceRange
    /// The range between the quotes.
    package let valueRange: SourceRange
    /// True when the value contains no references, so UTF-8 offset `k` in `value` is
    /// byte `valueRange.start + k` in the file.
    package let isVerbatim: Bool

    /// The source offset of UTF-8 offset `k` in `value`; exact when `isVerbatim`,
    /// otherwise the start of the value (references shift positions).
    package func sourceOffset(ofValueOffset k: Int) -> Int {
        isVerbatim ? valueRange.start + k : valueRange.start
    }
}

package struct XMLText: Sendable {
    package let value: String
    package let range: SourceRange
}

package struct XMLComment: Sendable {
    /// The text between `<!--` and `-->`.
    package let value: String
    package let range: SourceRange
}

package enum XMLContent: Sendable {
    case element(Int)
    case text(XMLText)
    case comment(XMLComment)
}
