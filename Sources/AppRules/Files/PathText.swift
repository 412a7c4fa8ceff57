import SymbolDiagnostics

/// Path spelling helpers. Paths stay strings exactly as the user typed them; nothing is
/// normalised, so reports show `App/Assets.xcassets/a.symbolset/a.svg` for `App/Assets.xcassets`.
package enum PathText {
    /// `base/name`, without doubling a slash the user typed.
    package static func join(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// The last component, ignoring trailing slashes: `a.symbolset` for `x/a.symbolset/`.
    package static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }

    /// The folder holding `path`: `a/b` for `a/b/c` (trailing slashes ignored), `.` for a bare
    /// name, `/` for a name at the root.
    package static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    package static func isSymbolsetName(_ name: String) -> Bool { hasExtension(name, "symbolset") }

    package static func isSVGName(_ name: String) -> Bool { hasExtension(name, "svg") }

    /// An asset catalog's bitmap or PDF image (`flash.imageset`).
    package static func isImageSetName(_ name: String) -> Bool { hasExtension(name, "imageset") }

    /// ASCII case-insensitive, so `Icon.SVG` counts; a bare `.svg` has no stem and does not.
    package static func hasExtension(_ name: String, _ ext: String) -> Bool {
        let suffix = Array(("." + ext).utf8)
        let bytes = Array(name.utf8)
        guard bytes.count > suffix.count else { return false }
        return zip(bytes.suffix(suffix.count), suffix).allSatisfy { asciiLowercase($0) == $1 }
    }

    /// Byte order of the UTF-8 spelling (which is code-point order): the same on every
    /// machine and locale, unlike Swift's `<` on strings, which compares canonical forms.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
    }
}
