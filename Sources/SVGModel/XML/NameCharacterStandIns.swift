/// expat judges names by the tables of XML 1.0 up to the 4th edition; the 5th edition (what
/// libxml2 follows) allows far more characters in names, e.g. every character from U+10000.
/// When expat stops at such a character, the reader gives expat a copy of the bytes in which
/// every occurrence of it is replaced by a stand-in that expat's tables accept in the same
/// role and that has the same UTF-8 length, so every byte offset stays the same. The stand-in
/// is one the file does not contain, so values expat hands back can be mapped back exactly.
struct NameCharacterStandIns {
    /// (stand-in as expat reports it, original character), in the order they were chosen.
    private(set) var replacements: [(standIn: String, original: String)] = []

    /// At most this many distinct characters are stood in for (each costs one more parse).
    static let limit = 64

    /// Replaces every occurrence of the character at `offset` in `bytes`, when it is one the
    /// 5th edition allows in names; false when it is not or no stand-in is left.
    mutating func standIn(forCharacterAt offset: Int, in bytes: inout [UInt8]) -> Bool {
        guard replacements.count < Self.limit, let c = scalar(at: offset, in: bytes), c.value >= 0x80 else {
            return false
        }
        let original = Array(String(c).utf8)
        let candidates: [Unicode.Scalar]
        if Self.isNameStartCharacter(c) {
            candidates = original.count == 3 ? Self.ideographs : Self.latinLetters
        } else if Self.isNameCharacter(c) {
            candidates = original.count == 3 ? Self.combiningMarks3 : Self.combiningMarks2
        } else {
            return false
        }
        let text = bytes
        let unused = candidates.first { candidate in
            let encoded = Array(String(candidate).utf8)
            let pattern = original.count == 4 ? encoded + encoded : encoded
            return NameCharacterStandIns.firstIndex(of: pattern, in: text) == nil
                && !replacements.contains { $0.standIn == String(decoding: pattern, as: UTF8.self) }
        }
        guard let unused else { return false }
        var replacement = Array(String(unused).utf8)
        if original.count == 4 { replacement += replacement }
        guard replacement.count == original.count else { return false }
        var k = 0
        while let found = NameCharacterStandIns.firstIndex(of: original, in: bytes, from: k) {
            bytes.replaceSubrange(found..<(found + original.count), with: replacement)
            k = found + original.count
        }
        replacements.append((String(decoding: replacement, as: UTF8.self), String(c)))
        return true
    }

    /// A string expat produced, with the original characters back in place of their stand-ins.
    func restoring(_ s: String) -> String {
        guard !replacements.isEmpty else { return s }
        var out = Array(s.utf8)
        for r in replacements {
            let standIn = Array(r.standIn.utf8)
            let original = Array(r.original.utf8)
            var k = 0
            while let found = Self.firstIndex(of: standIn, in: out, from: k) {
                out.replaceSubrange(found..<(found + standIn.count), with: original)
                k = found + original.count
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func firstIndex(of pattern: [UInt8], in b: [UInt8], from start: Int = 0) -> Int? {
        var k = start
        while k + pattern.count <= b.count {
            if b[k] == pattern[0], b[k..<(k + pattern.count)].elementsEqual(pattern) { return k }
            k += 1
        }
        return nil
    }

    /// XML 1.0 5th edition, production [4] NameStartChar (non-ASCII part).
    static func isNameStartCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default: return false
        }
    }

    /// Production [4a] NameChar (non-ASCII part).
    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        isNameStartCharacter(c) || c.value == 0xB7 || (0x300...0x36F).contains(c.value)
            || (0x203F...0x2040).contains(c.value)
    }

    // Stand-ins from the old tables' BaseChar, Ideographic and CombiningChar classes.
    static let latinLetters: [Unicode.Scalar] =
        (0xC0...0xD6).compactMap(Unicode.Scalar.init)
        + (0xD8...0xF6).compactMap(Unicode.Scalar.init) + (0x100...0x131).compactMap(Unicode.Scalar.init)
    static let ideographs: [Unicode.Scalar] = (0x4E00...0x4EFF).compactMap(Unicode.Scalar.init)
    static let combiningMarks2: [Unicode.Scalar] = (0x300...0x345).compactMap(Unicode.Scalar.init)
    static let combiningMarks3: [Unicode.Scalar] = (0x20D0...0x20DC).compactMap(Unicode.Scalar.init)
}
