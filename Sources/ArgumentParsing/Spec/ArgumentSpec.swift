/// A positional argument, shown as `<name>` in usage and help.
public struct ArgumentSpec: Equatable, Sendable {
    /// The name shown between angle brackets and used to look the value up.
    public var name: String
    public var help: String
    /// Whether the command runs without this argument.
    public var isOptional: Bool
    /// Whether the argument takes every remaining positional value (`<name> ...`).
    public var isRepeating: Bool

    public init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }
}
