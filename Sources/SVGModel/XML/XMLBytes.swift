/// Byte-level helpers shared by the decoder, the start-tag lexer and the error descriptions.

@inline(__always)
func isWhitespaceByte(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// The offset of the first byte that is not part of a valid UTF-8 sequence, if any.
func firstInvalidUTF8(_ b: [UInt8]) -> Int? {
    var k = 0
    let n = b.count
    while k < n {
        let c = b[k]
        if c < 0x80 {
            k += 1
            continue
        }
        let length: Int
        var minScalar: UInt32
        var scalar: UInt32
        switch c {
        case 0xC2...0xDF:
            length = 2
            scalar = UInt32(c & 0x1F)
            minScalar = 0x80
        case 0xE0...0xEF:
            length = 3
            scalar = UInt32(c & 0x0F)
            minScalar = 0x800
        case 0xF0...0xF4:
            length = 4
            scalar = UInt32(c & 0x07)
            minScalar = 0x10000
        default: return k
        }
        guard k + length <= n else { return k }
        for j in 1..<length {
            let cc = b[k + j]
            // A lead byte without its continuation bytes is the error (e.g. Latin-1 `é` = 0xE9
            // before plain ASCII); the byte after it is often a valid character of its own.
            guard cc & 0xC0 == 0x80 else { return k }
            scalar = scalar << 6 | UInt32(cc & 0x3F)
        }
        if scalar < minScalar || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return k }
        minScalar = 0
        k += length
    }
    return nil
}

/// The Unicode scalar whose UTF-8 encoding starts at `offset`, if one does.
func scalar(at offset: Int, in b: [UInt8]) -> Unicode.Scalar? {
    guard offset >= 0, offset < b.count else { return nil }
    var decoder = UTF8()
    var iterator = b[offset...].makeIterator()
    if case .scalarValue(let s) = decoder.decode(&iterator) { return s }
    return nil
}
