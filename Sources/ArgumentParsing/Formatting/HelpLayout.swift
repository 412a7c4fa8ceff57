/// The fixed layout of help screens, matching swift-argument-parser at its 80-column default.
/// A fixed width keeps output byte-stable in tests and pipes.
enum HelpLayout {
    static let screenWidth = 80
    /// Names in ARGUMENTS / OPTIONS / SUBCOMMANDS are indented by this much.
    static let labelIndent = 2
    /// Help text starts at this 0-based column (column 27 counting from 1).
    static let helpColumn = 26
    /// A usage line's continuation lines align under its first argument unless the command
    /// path is so long that this would leave too little room.
    static let maximumUsageIndent = 40

    /// One row of a help section: the label, then its help text in the help column, moving
    /// the help to the next line when the label reaches into that column.
    static func row(label: String, help: String) -> String {
        let indentedLabel = String(repeating: " ", count: labelIndent) + label
        guard !help.isEmpty else { return indentedLabel }
        let helpIndent = String(repeating: " ", count: helpColumn)
        let helpLines = wrapText(help, width: screenWidth - helpColumn)
            .map { $0.isEmpty ? $0 : helpIndent + $0 }
        if indentedLabel.count < helpColumn, let firstLine = helpLines.first {
            let first = indentedLabel + firstLine.dropFirst(indentedLabel.count)
            return ([first] + helpLines.dropFirst()).joined(separator: "\n")
        }
        return ([indentedLabel] + helpLines).joined(separator: "\n")
    }
}
