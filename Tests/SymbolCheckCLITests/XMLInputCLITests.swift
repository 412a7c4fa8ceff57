import Testing

/// What a user sees for the inputs the XML reader now reads or refuses, end to end: the exit
/// status and the located diagnostic.
@Suite struct XMLInputCLITests {
    static func strokeSVG() -> [UInt8] {
        BinaryRunner.readBytes(BinaryRunner.packageRoot + "/Symbols/broken/stroke.svg")
    }

    @Test func aUTF16FileIsCheckedWithTheLinesAndColumnsOfItsText() {
        let text = String(decoding: Self.strokeSVG(), as: UTF8.self)
        let utf16: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let run = BinaryRunner.run(["-"], stdin: utf16)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("-:55:171: error: stroke"))
    }

    @Test func aLatin1FileIsChecked() {
        let text = String(decoding: Self.strokeSVG(), as: UTF8.self)
            .replacing(#"encoding="UTF-8""#, with: #"encoding="ISO-8859-1""#)
            .replacing("<g id=\"Notes\">", with: "<g id=\"Notes\"><!-- caf\u{E9} -->")
        let latin1 = text.unicodeScalars.map { UInt8($0.value) }
        #expect(latin1.contains(0xE9))
        let run = BinaryRunner.run(["-"], stdin: latin1)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("-:55:171: error: stroke"))
    }

    @Test func anExternalEntityIsRefusedWithExitStatus2() {
        let run = BinaryRunner.run(["Symbols/broken/input-refused.svg"])
        #expect(run.status == 2)
        #expect(
            run.stdout.hasPrefix(
                "Symbols/broken/input-refused.svg:8:2: error: the document refers to the external entity \"camera.txt\"; "
                    + "symbolcheck never loads external entities [input-refused]\n"))
    }

    @Test func aControlCharacterIsMalformedAtItsColumn() {
        var bytes = Self.strokeSVG()
        let at = bytes.firstIndex(of: UInt8(ascii: "<"))!
        bytes.insert(0x01, at: at + 1)
        let run = BinaryRunner.run(["-"], stdin: bytes)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix("-:1:2: error: the control character U+0001 is not allowed in XML [xml-malformed]\n"))
    }
}
