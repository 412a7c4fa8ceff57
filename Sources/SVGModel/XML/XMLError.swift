/// Why the XML reader stopped. `offset` is the byte where the problem is.
public struct XMLError: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Not well-formed XML (or not decodable text).
        case malformed
        /// A DTD declares entities; refused unread, never expanded.
        case entityDeclaration
        /// A `ReaderLimits` bound was exceeded.
        case limitExceeded
        /// The bytes are in an encoding we do not read (UTF-16, UTF-32).
        case unsupportedEncoding
    }

    public let kind: Kind
    public let message: String
    public let offset: Int
    /// A fix the user can apply, when there is an obvious one.
    public let help: String?

    public init(_ kind: Kind, _ message: String, at offset: Int, help: String? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.help = help
    }
}
