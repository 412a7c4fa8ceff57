/// Text written into XML: the one escaper for every writer (`make`'s template, the preview's
/// authored copy, `fix`'s edits, the HTML report, the JUnit report).
package enum XMLEscaping {
    /// Where the text goes: the two places differ in what a parser would change on reading.
    package enum Place: Sendable {
        /// An attribute value, safe inside either quote character. Tab and line breaks become
        /// character references, because a parser's attribute-value normalisation (XML 1.0
        /// §3.3.3) would otherwise read them back as spaces.
        case attribute
        /// Character data between tags: quotes and whitespace are kept as they are.
        case characterData
    }

    /// `text` escaped for `place`. Characters XML 1.0 cannot carry at all (C0 controls other
    /// than tab and line breaks, U+FFFE, U+FFFF; §2.2 `Char`) become U+FFFD, so what is written
    /// is always well-formed; a carriage return is written as a reference in both places,
    /// since end-of-line handling (§2.11) would otherwise drop it.
    package static func escaped(_ text: String, for place: Place = .attribute) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch (scalar, place) {
            case ("&", _): out += "&amp;"
            case ("<", _): out += "&lt;"
            case (">", _): out += "&gt;"
            case ("\r", _): out += "&#13;"
            case ("\"", .attribute): out += "&quot;"
            case ("'", .attribute): out += "&apos;"
            case ("\n", .attribute): out += "&#10;"
            case ("\t", .attribute): out += "&#9;"
            case ("\n", .characterData), ("\t", .characterData): out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
