/// How single command-line words are read.
enum ArgumentSyntax {
    static let terminator = "--"
    static let versionFlag = "--version"
    static let helpFlags: Set<String> = ["-h", "--help"]

    static func isHelpFlag(_ argument: String) -> Bool {
        helpFlags.contains(argument)
    }

    /// Whether a word names an option or flag. A lone `-` means standard input, and a word
    /// like `-0.5` is a negative number, so both are values.
    static func isOptionLike(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else { return false }
        guard let second = argument.dropFirst().first else { return false }
        let startsNumber = second == "." || (second.isASCII && second.isNumber)
        return !startsNumber
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
