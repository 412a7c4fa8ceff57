/// The Swift names Xcode generates for an asset catalog's images ("Generate Asset Symbols",
/// on by default since Xcode 15): `ImageResource.flash` for `flash.symbolset`,
/// `ImageResource.Icons.star` for `star` in a group `Icons` that provides a namespace.
///
/// Apple documents that the symbols exist and that their first letter is lowercase; the rest
/// is read from Xcode's own output (`GeneratedAssetSymbols.swift` files in public repositories,
/// and the warnings Xcode prints when two assets resolve to one symbol), as docs/controls.md
/// ("Generated asset symbols") lists with its sources and examples:
///
/// 1. a final word `Color` or `Image` is dropped (`AccentColor` → `accent`,
///    `chat_send_image` → `chatSend`), unless nothing would be left;
/// 2. the name is split into words at every character that is not a letter or a digit
///    (`custom.cloud.badge`, `Empty man PP`, `download (10)`);
/// 3. a name without a lowercase letter keeps its case, and its words are joined with `_`,
///    as is a capital followed by a digit (`BMR`, `AL-0` → `AL_0`, `TLS2016` → `TLS_2016`);
/// 4. otherwise words are joined in camel case: each word after the first starts with a
///    capital, a letter after a digit is a capital (`a1cef` → `a1Cef`), and the first word's
///    leading capitals are lowered, all but the last when a lowercase letter follows them
///    (`BMChest` → `bmChest`, `XSkiing` → `xSkiing`, `M-stadt` → `mStadt`);
/// 5. a name that would start with a digit gets a leading `_` (`1` → `_1`).
///
/// A namespace becomes a nested type with the same words and a leading capital
/// (`iconPreviews` → `IconPreviews`).
package enum AssetSymbolName {
    /// The static property Xcode generates for an image asset of this name (the last part of
    /// a namespaced name).
    package static func identifier(_ name: String) -> String {
        let stripped = withoutKindSuffix(name)
        let words = split(stripped)
        guard !words.isEmpty else { return "_" }
        let hasLowercase = stripped.contains { $0.isLowercase }
        var result: String
        if !hasLowercase {
            result = words.map(separatedBeforeDigits).joined(separator: "_")
        } else {
            result = words.enumerated().map { index, word in
                let capitalized = capitalizingAfterDigits(word)
                return index == 0 ? loweringLeadingCapitals(capitalized) : capitalizingFirst(capitalized)
            }.joined()
        }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// The nested type Xcode generates for a group that provides a namespace.
    package static func namespaceType(_ name: String) -> String {
        let words = split(name)
        guard !words.isEmpty else { return "_" }
        let joined = words.map { capitalizingFirst(capitalizingAfterDigits($0)) }.joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// The generated path of an asset named as code loads it (`Icons/star`): each namespace's
    /// type, then the image's property.
    package static func path(ofAssetNamed name: String) -> [String] {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last else { return [] }
        return parts.dropLast().map(namespaceType) + [identifier(last)]
    }

    static func withoutKindSuffix(_ name: String) -> String {
        for suffix in ["Color", "Image", "color", "image"] where name.hasSuffix(suffix) && name.count > suffix.count {
            let rest = name.dropLast(suffix.count)
            let before = rest.last!
            // A word of its own: after a separator, or a capital after a lowercase letter or digit.
            let separated = !(before.isLetter || before.isNumber)
            let camel = suffix.first!.isUppercase && (before.isLowercase || before.isNumber)
            guard separated || camel else { continue }
            let kept = separated ? String(rest.dropLast()) : String(rest)
            if kept.contains(where: { $0.isLetter || $0.isNumber }) { return kept }
        }
        return name
    }

    static func split(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// `TLS2016` → `TLS_2016`: a capital followed by a digit.
    static func separatedBeforeDigits(_ word: String) -> String {
        var result = ""
        var previous: Character?
        for character in word {
            if let previous, previous.isUppercase, character.isNumber { result.append("_") }
            result.append(character)
            previous = character
        }
        return result
    }

    static func capitalizingAfterDigits(_ word: String) -> String {
        var result = ""
        var previous: Character?
        for character in word {
            if let previous, previous.isNumber, character.isLowercase {
                result += character.uppercased()
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `BMChest` → `bmChest`, `Empty` → `empty`, `CalW` → `calW`.
    static func loweringLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        guard run > 0 else { return word }
        let followedByLowercase = run < characters.count && characters[run].isLowercase
        let lowered = run > 1 && followedByLowercase ? run - 1 : run
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }
}
