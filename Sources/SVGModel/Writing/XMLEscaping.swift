/// Text written back into XML: the one escaper for every writer (`make`'s template, the
/// preview's authored copy).
public enum XMLEscaping {
    /// `text` as an attribute value or character data, safe inside either quote character.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
