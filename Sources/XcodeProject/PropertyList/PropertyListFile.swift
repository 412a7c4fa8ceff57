import SVGModel

/// One property list file read whole, in whichever of the three formats it is written
/// (`bplist00`, XML, or old-style), with the places of its values: a line and column in a text
/// format, a key path in a binary one.
package struct PropertyListFile: Sendable {
    package enum Format: String, Sendable, Hashable {
        case binary
        case xml = "XML"
        case openStep = "old-style"
        /// Properties written in XcodeGen's `project.yml` (`info:`, `entitlements:`).
        case xcodeGenSpec = "XcodeGen spec"
    }

    package let path: String
    package let format: Format
    package let root: PropertyListNode
    /// The text the offsets of a text format count in (an XML file declared in another encoding
    /// is decoded to UTF-8 first); the bytes as read for a binary file.
    package let source: SourceFile

    package init(path: String, format: Format, root: PropertyListNode, source: SourceFile) {
        self.path = path
        self.format = format
        self.root = root
        self.source = source
    }

    /// Reads `bytes` (the file at `path`, as the caller names it), telling the format by its
    /// first bytes as CoreFoundation does: `bplist`, then `<` (XML), else old-style.
    package static func read(_ bytes: [UInt8], path: String) throws(PropertyListError) -> PropertyListFile {
        let source = SourceFile(path: path, bytes: bytes)
        if BinaryPropertyList.isBinary(bytes) {
            return PropertyListFile(
                path: path, format: .binary, root: try BinaryPropertyList.parse(bytes), source: source)
        }
        if firstNonSpace(bytes) == UInt8(ascii: "<") {
            let (root, text) = try XMLPropertyList.parse(source)
            return PropertyListFile(path: path, format: .xml, root: root, source: text)
        }
        return PropertyListFile(
            path: path, format: .openStep, root: try OldStylePropertyList.parse(bytes), source: source)
    }

    /// The first byte that is not a byte-order mark or white space (a UTF-16 XML file starts
    /// with its byte-order mark, then `<`).
    static func firstNonSpace(_ bytes: [UInt8]) -> UInt8? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return UInt8(ascii: "<") }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? bytes[index] : nil
    }

    /// The root dictionary (an Info.plist and an entitlements file are one).
    package var dictionary: PropertyListDictionary? { root.dictionary }

    /// Where a value is: its line and column in a text format, `keyPath` in a binary one.
    package func place(of node: PropertyListNode, keyPath: [String]) -> ValuePlace {
        format == .binary
            ? ValuePlace(file: path, position: .keyPath(keyPath)) : ValuePlace(source, offset: node.start)
    }

    /// Where an entry of a dictionary is: its key's line and column in a text format, `keyPath`
    /// (ending in the key) in a binary one.
    package func place(ofEntry entry: PropertyListDictionary.Entry, keyPath: [String]) -> ValuePlace {
        format == .binary
            ? ValuePlace(file: path, position: .keyPath(keyPath)) : ValuePlace(source, offset: entry.keyStart)
    }

    /// The value at `keys` below the root, with its place, or nil where a key is missing or a
    /// value on the way is not a dictionary.
    package func value(at keys: [String]) -> (node: PropertyListNode, place: ValuePlace)? {
        var node = root
        var entry: PropertyListDictionary.Entry?
        for key in keys {
            guard let found = node.dictionary?.entry(key) else { return nil }
            entry = found
            node = found.value
        }
        guard let entry else { return (root, place(of: root, keyPath: [])) }
        return (node, place(ofEntry: entry, keyPath: keys))
    }
}
