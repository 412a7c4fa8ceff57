/// Paths written into suggested commands (`run symbolcheck resize 'My Icon.svg' --in-place`),
/// quoted for a POSIX shell so the suggestion can be pasted as it is.
package enum ShellWord {
    /// The path as it is when it holds only characters no shell treats specially; otherwise
    /// in single quotes, each `'` written as `'\''`.
    package static func quote(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { c in
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9")
                || "-_./+=:@%,".unicodeScalars.contains(c)
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
