/// A named option that takes a value: `--name value`, `--name=value` or `-n value`.
package struct OptionSpec: Equatable, Sendable {
    /// The long name as typed on the command line, e.g. `--format`. Values are looked up by it.
    package var long: String
    /// The short name as typed on the command line, e.g. `-o`.
    package var short: String?
    /// The placeholder shown as `<valueName>` in usage and help.
    package var valueName: String
    package var help: String
    /// Whether the option may be given more than once, keeping every value in order.
    /// A non-repeatable option given twice keeps the last value, as swift-argument-parser does.
    package var isRepeatable: Bool
    /// Whether the command refuses to run without this option.
    package var isRequired: Bool
    /// The only values accepted; empty means any value. Listed in help.
    package var allowedValues: [String]
    /// The value used when the option is absent. Shown in help.
    package var defaultValue: String?

    package init(
        _ long: String, short: String? = nil, valueName: String, help: String,
        isRepeatable: Bool = false, isRequired: Bool = false,
        allowedValues: [String] = [], defaultValue: String? = nil
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
        self.isRequired = isRequired
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }
}
