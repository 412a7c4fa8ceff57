import SVGModel
import Testing

/// Files in the encodings design tools write are decoded to UTF-8 first; every location then
/// counts in the decoded text, so lines and columns are the ones an editor shows.
@Suite struct XMLEncodingTests {
    static let body = "<svg id=\"caf\u{E9}\">\n  <g id=\"\u{E9}t\u{E9}\" a=\"1\" a=\"2\"/>\n</svg>"

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
            + text.utf16.flatMap { u in
                bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)]
            }
    }

    @Test(arguments: [false, true])
    func utf16WithAByteOrderMarkIsDecoded(bigEndian: Bool) throws {
        let text = "<svg id=\"caf\u{E9}\"><text>\u{1F600}</text></svg>"
        let doc = try XMLReader.read(SourceFile(path: "t.svg", bytes: Self.utf16(text, bigEndian: bigEndian)))
        #expect(doc[0].id == "café")
        #expect(doc.textContent(of: 1) == "\u{1F600}")
        #expect(doc.isTranscoded)
        #expect(doc.source.bytes == Array(text.utf8))
    }

    @Test func utf16ErrorsPointAtTheDecodedLineAndColumn() {
        let bytes = Self.utf16(Self.body, bigEndian: false)
        #expect(readDecodedError(bytes) == "2:21 malformed: the attribute `a` appears twice on <g>")
    }

    @Test func anUnpairedSurrogateIsMalformed() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<a>".utf8).flatMap { [$0, 0] } + [0x00, 0xD8] + [0x3C, 0]
        #expect(readDecodedError(bytes) == "1:4 malformed: a UTF-16 high surrogate 0xD800 without its low surrogate")
    }

    @Test func iso88591IsDecoded() throws {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<svg id=\"caf".utf8) + [0xE9]
            + Array("\"/>".utf8)
        let doc = try XMLReader.read(SourceFile(path: "t.svg", bytes: bytes))
        #expect(doc[0].id == "café")
        #expect(doc.isTranscoded)
        // Positions count in the decoded text: é is two bytes there.
        #expect(doc[0].attribute("id")?.valueRange == SourceRange(start: 53, end: 58))
    }

    @Test func iso88591ErrorsPointAtTheRightColumn() {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"latin1\"?>\n<svg id=\"".utf8) + [0xE9, 0xE9]
            + Array("\" id=\"x\"/>".utf8)
        #expect(readDecodedError(bytes) == "2:14 malformed: the attribute `id` appears twice on <svg>")
    }

    @Test func windows1252IsDecodedIncludingItsOwnCharacters() throws {
        // 0x80 is € and 0x93/0x94 are curly quotes in windows-1252 (C1 controls in ISO-8859-1).
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><svg><text>".utf8) + [0x80, 0x93, 0x94]
            + Array("</text></svg>".utf8)
        let doc = try XMLReader.read(SourceFile(path: "t.svg", bytes: bytes))
        #expect(doc.textContent(of: 1) == "\u{20AC}\u{201C}\u{201D}")
    }

    @Test func aByteWindows1252LeavesUndefinedIsMalformed() {
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n<svg>".utf8) + [0x80, 0x81]
            + Array("</svg>".utf8)
        #expect(readDecodedError(bytes) == "2:7 malformed: byte 0x81 is not a character in windows-1252")
    }

    @Test func usASCIIIsReadAndAByteAbove127IsMalformed() throws {
        let ascii = "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<svg id=\"a\"/>"
        #expect(try XMLReader.read(SourceFile(path: "t.svg", text: ascii))[0].id == "a")
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"us-ascii\"?>\n<svg id=\"".utf8) + [0xE9] + Array("\"/>".utf8)
        #expect(
            readError(bytes) == "2:10 malformed: byte 0xE9 is not US-ASCII, the encoding the XML declaration names")
    }

    @Test func utf8FilesAreNotCopied() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: "<svg id=\"caf\u{E9}\"/>"))
        #expect(!doc.isTranscoded)
    }
}

/// `readError` for files the reader decodes first: locations count in the decoded text.
func readDecodedError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try XMLReader.read(SourceFile(path: "test.svg", bytes: bytes))
        return nil
    } catch {
        let source = error.decodedSource ?? SourceFile(path: "test.svg", bytes: bytes)
        return "\(source.location(of: error.offset)) \(error.kind): \(error.message)"
    }
}
