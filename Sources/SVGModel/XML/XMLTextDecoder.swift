/// Turns the bytes of a file into UTF-8 before expat sees them, so that every byte offset the
/// reader reports counts in UTF-8 and `SourceFile` lines and columns stay right for any input
/// encoding. Reads UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark, and
/// the single-byte encodings design tools declare: ISO-8859-1, US-ASCII and windows-1252.
enum XMLTextDecoder {
    /// The decoded text and whether its bytes differ from the input's.
    struct Decoded {
        let source: SourceFile
        let isTranscoded: Bool
    }

    static func decode(_ source: SourceFile) throws(XMLError) -> Decoded {
        let b = source.bytes
        if b.starts(with: [0xFF, 0xFE, 0, 0]) || b.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw XMLError(
                .unsupportedEncoding, "the file is UTF-32 encoded; symbolcheck reads UTF-8 and UTF-16", at: 0,
                help: "convert it, e.g. `iconv -f UTF-32 -t UTF-8 in.svg > out.svg`")
        }
        if b.starts(with: [0xFF, 0xFE]) { return try utf16(source, bigEndian: false) }
        if b.starts(with: [0xFE, 0xFF]) { return try utf16(source, bigEndian: true) }
        // "<" in UTF-16 without a byte-order mark: 00 3C 00 ?? or 3C 00 ?? 00. Any other NUL is
        // just a NUL (reported as malformed by the reader).
        if b.count >= 4 && ((b[0] == 0 && b[2] == 0) || (b[1] == 0 && b[3] == 0)) {
            throw XMLError(
                .unsupportedEncoding,
                "the file looks UTF-16 or UTF-32 encoded without a byte-order mark; symbolcheck reads UTF-8, "
                    + "and UTF-16 only with a byte-order mark",
                at: 0, help: "convert it, e.g. `iconv -f UTF-16 -t UTF-8 in.svg > out.svg`")
        }
        let hasBOM = b.starts(with: [0xEF, 0xBB, 0xBF])
        let declared = hasBOM ? nil : declaredEncoding(b)
        switch declared.map({ $0.lowercased() }) {
        case nil, "utf-8", "utf8":
            if let bad = firstInvalidUTF8(b) {
                throw XMLError(
                    .malformed, "invalid UTF-8 byte 0x\(hex(b[bad]))", at: bad,
                    help: "save the file as UTF-8, or declare its real encoding in `<?xml … encoding=\"…\"?>`")
            }
            return Decoded(source: source, isTranscoded: false)
        case "iso-8859-1", "iso_8859-1", "iso8859-1", "latin1", "latin-1", "l1":
            return singleByte(source) { Unicode.Scalar($0) }
        case "us-ascii", "ascii":
            if let bad = b.firstIndex(where: { $0 >= 0x80 }) {
                throw XMLError(
                    .malformed, "byte 0x\(hex(b[bad])) is not US-ASCII, the encoding the XML declaration names",
                    at: bad, help: "declare the file's real encoding, e.g. encoding=\"UTF-8\"")
            }
            return Decoded(source: source, isTranscoded: false)
        case "windows-1252", "cp1252":
            let decoded = singleByte(source) { windows1252($0) }
            if let bad = b.firstIndex(where: { windows1252($0) == nil }) {
                let offset = b[..<bad].reduce(0) { $0 + UTF8.width(windows1252($1) ?? "\u{FFFD}") }
                var error = XMLError(
                    .malformed, "byte 0x\(hex(b[bad])) is not a character in windows-1252", at: offset,
                    help: "declare the file's real encoding, e.g. encoding=\"UTF-8\"")
                error.decodedSource = decoded.source
                throw error
            }
            return decoded
        case .some(let name):
            if name.hasPrefix("utf-16") || name.hasPrefix("ucs-2") {
                // The declaration is readable as ASCII, so it is not UTF-16: the file contradicts itself.
                throw XMLError(
                    .malformed,
                    "the XML declaration says encoding \"\(declared!)\" but the file has no UTF-16 byte-order mark",
                    at: 0, help: "save the file as UTF-8 and declare encoding=\"UTF-8\"")
            }
            throw XMLError(
                .unsupportedEncoding,
                "the XML declaration says encoding \"\(declared!)\"; symbolcheck reads UTF-8, UTF-16, "
                    + "ISO-8859-1, US-ASCII and windows-1252",
                at: 0, help: "save the file as UTF-8 and declare encoding=\"UTF-8\"")
        }
    }

    /// The `encoding` pseudo-attribute of an XML declaration at the very start, if any. Only
    /// a well-formed name is taken; expat judges the declaration's syntax afterwards.
    static func declaredEncoding(_ b: [UInt8]) -> String? {
        let prefix = Array("<?xml".utf8)
        guard b.starts(with: prefix), b.count > 5, isWhitespaceByte(b[5]) else { return nil }
        guard let close = firstIndex(of: Array("?>".utf8), in: b, from: 5) else { return nil }
        let decl = b[5..<close]
        guard let key = firstIndex(of: Array("encoding".utf8), in: b, from: 5), key < close else { return nil }
        var k = key + 8
        while k < close, isWhitespaceByte(b[k]) { k += 1 }
        guard k < close, b[k] == UInt8(ascii: "=") else { return nil }
        k += 1
        while k < close, isWhitespaceByte(b[k]) { k += 1 }
        guard k < close, b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") else { return nil }
        let quote = b[k]
        guard let end = decl[(k + 1)...].firstIndex(of: quote) else { return nil }
        let name = b[(k + 1)..<end]
        let isEncName = name.enumerated().allSatisfy { i, c in
            let letter = (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A
            return letter || (i > 0 && ((c >= 0x30 && c <= 0x39) || c == 0x2E || c == 0x5F || c == 0x2D))
        }
        return isEncName && !name.isEmpty ? String(decoding: name, as: UTF8.self) : nil
    }

    static func singleByte(_ source: SourceFile, _ scalar: (UInt8) -> Unicode.Scalar?) -> Decoded {
        let b = source.bytes
        guard b.contains(where: { $0 >= 0x80 }) else { return Decoded(source: source, isTranscoded: false) }
        var out: [UInt8] = []
        out.reserveCapacity(b.count + b.count / 8)
        for c in b {
            if c < 0x80 {
                out.append(c)
            } else {
                // An undefined byte becomes U+FFFD here; the caller reports it.
                out.append(contentsOf: UTF8.encode(scalar(c) ?? "\u{FFFD}")!)
            }
        }
        return Decoded(source: SourceFile(path: source.path, bytes: out), isTranscoded: true)
    }

    static func utf16(_ source: SourceFile, bigEndian: Bool) throws(XMLError) -> Decoded {
        let b = source.bytes
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var k = 2
        func unit(_ at: Int) -> UInt16 {
            bigEndian ? UInt16(b[at]) << 8 | UInt16(b[at + 1]) : UInt16(b[at + 1]) << 8 | UInt16(b[at])
        }
        func failure(_ message: String) -> XMLError {
            var error = XMLError(
                .malformed, message, at: out.count, help: "save the file as UTF-8 or as valid UTF-16")
            error.decodedSource = SourceFile(path: source.path, bytes: out)
            return error
        }
        while k < b.count {
            guard k + 1 < b.count else { throw failure("the UTF-16 file ends in the middle of a character") }
            let u = unit(k)
            var value = UInt32(u)
            k += 2
            if (0xD800...0xDBFF).contains(u) {
                guard k + 1 < b.count, (0xDC00...0xDFFF).contains(unit(k)) else {
                    throw failure("a UTF-16 high surrogate 0x\(hex16(u)) without its low surrogate")
                }
                value = 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(unit(k)) - 0xDC00)
                k += 2
            } else if (0xDC00...0xDFFF).contains(u) {
                throw failure("a UTF-16 low surrogate 0x\(hex16(u)) without its high surrogate")
            }
            out.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
        }
        return Decoded(source: SourceFile(path: source.path, bytes: out), isTranscoded: true)
    }

    /// windows-1252's characters for 0x80–0x9F (where it differs from ISO-8859-1); `nil` for
    /// the five bytes it leaves undefined.
    static func windows1252(_ c: UInt8) -> Unicode.Scalar? {
        guard c >= 0x80, c <= 0x9F else { return Unicode.Scalar(c) }
        let table: [UInt32] = [
            0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
            0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
            0x0153, 0, 0x017E, 0x0178,
        ]
        let value = table[Int(c - 0x80)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    static func firstIndex(of needle: [UInt8], in b: [UInt8], from start: Int) -> Int? {
        var k = start
        while k + needle.count <= b.count {
            if b[k] == needle[0], b[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }

    static func hex16(_ u: UInt16) -> String { hex(UInt8(u >> 8)) + hex(UInt8(u & 0xFF)) }
}

extension UTF8 {
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x80: return 1
        case ..<0x800: return 2
        case ..<0x10000: return 3
        default: return 4
        }
    }
}
