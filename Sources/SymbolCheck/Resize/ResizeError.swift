/// Why a template cannot be resized. Resizing refuses rather than guess: a file it cannot
/// rewrite exactly is left as it is.
public struct ResizeError: Error, Sendable, Hashable {
    public let message: String
    /// The byte in the input to point at, when there is one.
    public let offset: Int?
    public let help: String?

    public init(_ message: String, at offset: Int? = nil, help: String? = nil) {
        self.message = message
        self.offset = offset
        self.help = help
    }
}
