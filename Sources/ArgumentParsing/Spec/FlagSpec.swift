/// A named switch without a value: `--strict`, `-s`, or with inversion `--color` / `--no-color`.
public struct FlagSpec: Equatable, Sendable {
    /// The long name as typed on the command line, e.g. `--strict`. Values are looked up by it.
    public var long: String
    /// The short name as typed on the command line, e.g. `-s`.
    public var short: String?
    public var help: String
    /// Whether `--no-<name>` is accepted to turn the flag off.
    public var isInvertible: Bool
    /// The value when the flag is absent. Shown in help for invertible flags only, because a
    /// plain flag is always off by default.
    public var defaultValue: Bool

    public init(
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
    public var invertedName: String {
        "--no-" + long.drop(while: { $0 == "-" })
    }
}
