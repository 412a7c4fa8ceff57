/// How many terminal cells a character (a grapheme cluster) takes, so the text report's `^^^`
/// sit under what they mark when a line holds emoji, CJK or combining marks: 2 for emoji
/// presentation (😀, 🇫🇷, ❤️) and East Asian Wide or Fullwidth characters (中, ｘ), 0 for a lone
/// combining mark or format character, 1 otherwise. Columns in reports still count Unicode
/// scalars (JSON's `column`); only the underline's placement uses cells.
///
/// A table rather than glibc's `wcwidth`: measured on this machine (glibc 2.36), `wcwidth`
/// returns -1 for every non-ASCII character under the C locale a command starts in, and
/// switching the locale is process-wide, which library code must not do; even under
/// `C.UTF-8` it gives ❤️ (U+2764 U+FE0F) one cell and a flag's two regional indicators one
/// cell each rather than one two-cell cluster.
extension Character {
    var displayWidth: Int {
        // Most source is ASCII: one cell, without asking Unicode's properties (the text report
        // of 10,000 Controls' findings spent a fifth of its time here).
        if isASCII { return 1 }
        let scalars = unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation })
            || (scalars.contains("\u{FE0F}") && scalars.first!.properties.isEmoji)
        {
            return 2
        }
        return scalars.map(\.displayWidth).max() ?? 0
    }
}

extension Unicode.Scalar {
    /// One scalar's cells, emoji aside (`Character.displayWidth` judges those per cluster).
    var displayWidth: Int {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul vowels and finals join the syllable.
        return Self.eastAsianWide.contains { $0.contains(value) } ? 2 : 1
    }

    /// Unicode's East Asian Width W and F blocks, by block (UAX #11), as terminals draw them.
    static let eastAsianWide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x2FFFD,
        0x30000...0x3FFFD,
    ]
}
