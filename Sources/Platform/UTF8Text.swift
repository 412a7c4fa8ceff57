/// Bytes read as UTF-8 text only when they are valid UTF-8.
package enum UTF8Text {
    /// The text of `bytes`, or nil when they are not valid UTF-8 (a decoded copy would have
    /// replaced a byte with U+FFFD). Written without `String(validating:as:)`, which Apple's
    /// platforms have only from macOS 15, while the package supports macOS 13.
    package static func validated<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var text = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.append(scalar)
            case .emptyInput: return String(text)
            case .error: return nil
            }
        }
    }
}
