import Support

/// Why the XML reader stopped. `offset` is the byte where the problem is.
package struct XMLError: Error, Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Not well-formed XML (or not decodable text).
        case malformed
        /// The document needs something outside its own bytes: an external entity, or an entity
        /// that only an external DTD declares. Never loaded, so the file is refused unread.
        case externalEntity
        /// A `ReaderLimits` bound (or the entity amplification guard) was exceeded.
        case limitExceeded
        /// The bytes are in an encoding we do not read (UTF-32, an encoding name we do not know).
        case unsupportedEncoding
    }

    package let kind: Kind
    package let message: String
    package let offset: Int
    /// Bytes from `offset` that make up the token the message is about (a tag or attribute
    /// name, an entity reference), so it can be underlined whole; 0 when the reader names only
    /// a point. Not part of equality: it follows from `offset` and the bytes.
    package let tokenLength: Int
    /// A fix the user can apply, when there is an obvious one.
    package let help: String?
    /// The limit the file went past, when the user can raise it (the commands module words how:
    /// `InputLimit`); nil otherwise.
    package var exceededLimit: InputLimit?
    /// The UTF-8 text `offset` counts in, when the reader decoded the file from another
    /// encoding first; `nil` when it is the input itself. Not part of equality.
    package internal(set) var decodedSource: SourceFile?

    package init(_ kind: Kind, _ message: String, at offset: Int, tokenLength: Int = 0, help: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.tokenLength = tokenLength
        self.help = help
    }

    package static func == (a: XMLError, b: XMLError) -> Bool {
        a.kind == b.kind && a.message == b.message && a.offset == b.offset && a.help == b.help
            && a.exceededLimit == b.exceededLimit
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
        hasher.combine(offset)
        hasher.combine(help)
        hasher.combine(exceededLimit)
    }
}
