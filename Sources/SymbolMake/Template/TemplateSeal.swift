/// How `make` knows a file is one it wrote and nobody has edited since: its generator comment
/// carries a hash of the whole file, computed with the hash's own digits written as zeros. An
/// edit anywhere changes the hash; a file another tool wrote has no such comment. `make`
/// replaces only such files unless told to replace others.
///
/// The hash is 64-bit FNV-1a: it tells an edit from none with a chance of a mistake of one in
/// 2^64, with no library and in a few lines. It is no signature: anyone can write a file that
/// passes, which does no harm here, as the check only keeps `make` from overwriting work.
package enum TemplateSeal {
    /// What the generator comment says before the hash.
    static let marker = "symbolcheck make, not an Apple export; content hash fnv1a64 "
    static let digits = 16
    static let placeholder = String(repeating: "0", count: digits)

    /// The generator comment's text, its hash still zeros (`sealed` fills it in).
    static let generator = "Generator: \(marker)\(placeholder)"

    /// `text`, written with `generator`, with its hash filled in.
    static func sealed(_ text: String) -> String {
        guard let range = text.firstRange(of: marker + placeholder) else { return text }
        var sealed = text
        sealed.replaceSubrange(range, with: marker + hex(fnv1a(Array(text.utf8))))
        return sealed
    }

    /// What a file on disk is to `make`.
    package enum Verdict: Sendable, Equatable {
        /// Written by `make` and unchanged since.
        case madeAndUnchanged
        /// Written by `make` and changed since.
        case editedSinceMade
        /// Not a file `make` wrote (or its comment is damaged).
        case notMade
    }

    package static func verdict(_ bytes: [UInt8]) -> Verdict {
        // The comment is at the top, after the XML declaration: look no further than that.
        let head = Array(bytes.prefix(512))
        let needle = Array(marker.utf8)
        guard let at = head.firstRange(of: needle), at.upperBound + digits <= bytes.count else { return .notMade }
        let written = String(decoding: bytes[at.upperBound..<(at.upperBound + digits)], as: UTF8.self)
        guard written.count == digits, written.allSatisfy(\.isHexDigit) else { return .notMade }
        var zeroed = bytes
        for k in 0..<digits { zeroed[at.upperBound + k] = UInt8(ascii: "0") }
        return hex(fnv1a(zeroed)) == written ? .madeAndUnchanged : .editedSinceMade
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: digits - text.count) + text
    }
}
