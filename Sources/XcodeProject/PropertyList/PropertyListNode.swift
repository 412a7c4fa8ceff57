import SVGModel

/// A value of a property list in any of its three formats — old-style (OpenStep, "ASCII": every
/// `project.pbxproj`), XML (Info.plists and entitlements in a project) and binary (`bplist00`:
/// Info.plists in a built app) — with where it was read from, so a finding about a target points
/// at the target's own entry and one about an Info.plist key at the key.
package struct PropertyListNode: Sendable {
    package enum Value: Sendable {
        case string(String)
        case array([PropertyListNode])
        case dictionary(PropertyListDictionary)
        /// `<0fbd77>` (old-style), `<data>` (XML, base64), or binary data.
        case data([UInt8])
        /// `<integer>` and binary integers (old-style lists write numbers as strings).
        case integer(Int64)
        case real(Double)
        case boolean(Bool)
        /// A date as ISO 8601 text in UTC (`2024-06-10T17:00:00Z`).
        case date(String)
        /// A binary keyed archive's object reference (`NSKeyedArchiver`): no Info.plist holds one.
        case uid(UInt64)
    }

    package let value: Value
    /// Where the value is, half open: its bytes in an old-style or XML file (a dictionary's or
    /// array's brackets or tags included); in a binary file, the offset of its object (nothing a
    /// person reads: `PropertyListFile.place` gives a binary value's key path instead).
    package let start: Int
    package let end: Int

    package init(value: Value, start: Int, end: Int) {
        self.value = value
        self.start = start
        self.end = end
    }

    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    package var array: [PropertyListNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    package var boolean: Bool? {
        if case .boolean(let flag) = value { return flag }
        return nil
    }

    /// The strings of an array value, skipping anything that is not a string.
    package var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// What kind of value it is, in the words a message uses (`a string`, `a dictionary`).
    package var kindDescription: String {
        switch value {
        case .string: return "a string"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .data: return "data"
        case .integer: return "an integer"
        case .real: return "a real number"
        case .boolean: return "a Boolean"
        case .date: return "a date"
        case .uid: return "an archive reference"
        }
    }
}

/// A dictionary's entries in file order; a key written twice means its last value, as
/// Foundation reads it.
package struct PropertyListDictionary: Sendable {
    package struct Entry: Sendable {
        package let key: String
        /// Where the key starts in the file (in a binary file, its object's offset).
        package let keyStart: Int
        package let value: PropertyListNode

        package init(key: String, keyStart: Int, value: PropertyListNode) {
            self.key = key
            self.keyStart = keyStart
            self.value = value
        }
    }

    package let entries: [Entry]
    private let index: [String: Int]

    package init(_ entries: [Entry]) {
        self.entries = entries
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        self.index = index
    }

    package subscript(key: String) -> PropertyListNode? { index[key].map { entries[$0].value } }

    /// The entry of `key` (its last, when written twice).
    package func entry(_ key: String) -> Entry? { index[key].map { entries[$0] } }
}

/// Why a property list could not be read: what was expected, and where (a byte offset).
package struct PropertyListError: Error, Sendable, Hashable {
    package let message: String
    package let offset: Int
    /// The text `offset` counts in when it is not the file's bytes: an XML file declared in
    /// another encoding (UTF-16) is decoded to UTF-8 first. Not part of equality.
    package var decodedText: SourceFile?

    package init(message: String, offset: Int, decodedText: SourceFile? = nil) {
        self.message = message
        self.offset = offset
        self.decodedText = decodedText
    }

    package static func == (a: PropertyListError, b: PropertyListError) -> Bool {
        a.message == b.message && a.offset == b.offset
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(offset)
    }

    /// Where the error is, in the file read from `bytes` at `path`.
    package func place(path: String, bytes: [UInt8]) -> ValuePlace {
        ValuePlace(decodedText ?? SourceFile(path: path, bytes: bytes), offset: offset)
    }
}
