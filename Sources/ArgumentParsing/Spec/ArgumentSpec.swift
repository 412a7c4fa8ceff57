/// A positional argument, shown as `<name>` in usage and help.
package struct ArgumentSpec: Equatable, Sendable {
    /// The name shown between angle brackets and used to look the value up.
    package var name: String
    package var help: String
    /// Whether the command runs without this argument.
    package var isOptional: Bool
    /// Whether the argument takes every remaining positional value (`<name> ...`).
    package var isRepeating: Bool

    package init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }
}
