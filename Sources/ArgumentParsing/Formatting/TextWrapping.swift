/// Greedy word wrapping for help text. Line breaks in the input are kept; a line that starts
/// with spaces keeps that indent on its continuation lines so hand-made lists stay readable.
func wrapText(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
        let indent = String(line.prefix { $0 == " " })
        let words = line.split(separator: " ").map(String.init)
        return wrapWords(words, width: width - indent.count).map { indent + $0 }
    }
}

/// Fills lines word by word up to `width` characters; a word longer than `width` gets a
/// line of its own rather than being cut. Returns one empty line for no words.
func wrapWords(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in words {
        if current.isEmpty {
            current = word
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = word
        }
    }
    lines.append(current)
    return lines
}
