/// One token of Swift source, as `SwiftLexer` splits it: enough to find declarations and calls
/// and the string literals they are given, not a Swift grammar (docs/controls.md says what it
/// does not understand). Positions are byte offsets into the file, as every diagnostic keeps them.
package struct SwiftToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A name or keyword (`struct`, `Image`, `` `default` `` without its backticks), a
        /// number, or a `#`/`@` word (`#if`, `@main`).
        case word
        /// A string literal: its value when it is written out whole, nil when it has an
        /// interpolation (`"\(name).fill"`), whose value is only known at run time.
        case string(value: String?)
        /// Any other character: brackets, `,`, `:`, `.`, `?`, an operator character.
        case punctuation
    }

    package let kind: Kind
    /// The token's bytes in the file, half open.
    package let start: Int
    package let end: Int
    /// The word or the punctuation character; empty for a string literal (see `kind`).
    package let text: String
    /// For an interpolated string literal (`"\(name).fill"`), the literal text around its
    /// interpolations, in order (`["", ".fill"]`); empty for every other token.
    package let literalParts: [String]

    package init(kind: Kind, start: Int, end: Int, text: String, literalParts: [String] = []) {
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text
        self.literalParts = literalParts
    }

    package func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

    package func isWord(_ word: String) -> Bool { kind == .word && text == word }
}
