/// Whitespace trimming for attribute and text values, and one replacement in a message.
extension StringProtocol {
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (no Foundation: the rules'
    /// modules do not import it); the string itself when `target` is empty or absent.
    package func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(target) {
                return String(self[..<i]) + replacement + String(self[index(i, offsetBy: target.count)...])
            }
            i = index(after: i)
        }
        return self
    }
}
