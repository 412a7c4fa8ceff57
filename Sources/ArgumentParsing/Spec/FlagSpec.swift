/// A named switch without a value: `--strict`, `-s`, or with inversion `--color` / `--no-color`.
package struct FlagSpec: Equatable, Sendable {
    /// The long name as typed on the command line, e.g. `--strict`. Values are looked up by it.
    package var long: String
    /// The short name as typed on the command line, e.g. `-s`.
    package var short: String?
    package var help: String
    /// Whether `--no-<name>` is accepted to turn the flag off.
    package var isInvertible: Bool
    /// The value when the flag is absent. Shown in help for invertible flags only, because a
    /// plain flag is always off by default.
    package var defaultValue: Bool

    package init(
        _ long: String, short: String? = nil, help: String,
        isInvertible: Bool = false, defaultValue: Bool = false
    ) {
        self.long = long
        self.short = short
        self.help = help
        self.isInvertible = isInvertible
        self.defaultValue = defaultValue
    }

    /// `--no-color` for `--color`; only meaningful when the flag is invertible.
    package var invertedName: String {
        "--no-" + long.drop(while: { $0 == "-" })
    }
}
