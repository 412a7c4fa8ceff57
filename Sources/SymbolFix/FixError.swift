/// Why a file could not be fixed. Nothing is written when a fix fails.
public struct FixError: Error, Sendable, Hashable {
    public let message: String
    /// Byte offset of the element at fault, when there is one.
    public let offset: Int?
    public let help: String?

    public init(_ message: String, at offset: Int? = nil, help: String? = nil) {
        self.message = message
        self.offset = offset
        self.help = help
    }
}
