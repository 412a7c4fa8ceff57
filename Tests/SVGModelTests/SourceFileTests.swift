import SVGModel
import Testing

@Suite struct SourceFileTests {
    @Test func linesAndColumnsInAnLFFile() {
        let file = SourceFile(path: "f.svg", text: "ab\ncd\nef")
        #expect(file.lineCount == 3)
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 2) == SourceLocation(line: 1, column: 3))  // the line feed itself
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 7) == SourceLocation(line: 3, column: 2))
        #expect(file.location(of: 8) == SourceLocation(line: 3, column: 3))  // end of file
    }

    @Test func aCRLFPairEndsOneLine() {
        let file = SourceFile(path: "f.svg", text: "ab\r\ncd\r\nef")
        #expect(file.lineCount == 3)
        #expect(file.location(of: 4) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 9) == SourceLocation(line: 3, column: 2))
    }

    @Test func aLoneCarriageReturnEndsALine() {
        let file = SourceFile(path: "f.svg", text: "ab\rcd\ref")
        #expect(file.lineCount == 3)
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 7) == SourceLocation(line: 3, column: 2))
    }

    @Test func mixedLineBreaksCountOnceEach() {
        // "a" CRLF, "" CR, "b" LF, "c": four lines.
        let file = SourceFile(path: "f.svg", text: "a\r\n\rb\nc")
        #expect(file.lineCount == 4)
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 4) == SourceLocation(line: 3, column: 1))
        #expect(file.location(of: 6) == SourceLocation(line: 4, column: 1))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        // é is 2 bytes, 😀 is 4 bytes: "aé😀b" puts b at byte 7 but column 4.
        let file = SourceFile(path: "f.svg", text: "x\naé😀b")
        #expect(file.location(of: 2 + 7) == SourceLocation(line: 2, column: 4))
    }

    @Test func columnsCountScalarsNotGraphemeClusters() {
        // 👍🏽 is one character but two scalars (8 bytes), so the x after it is column 3.
        let file = SourceFile(path: "f.svg", text: "👍🏽x")
        #expect(file.location(of: 8) == SourceLocation(line: 1, column: 3))
    }

    @Test func aByteOrderMarkTakesNoColumn() {
        let file = SourceFile(path: "f.svg", text: "\u{FEFF}<svg/>\nab")
        #expect(file.location(of: 3) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 4) == SourceLocation(line: 1, column: 2))
        #expect(file.location(of: 10) == SourceLocation(line: 2, column: 1))  // 3 BOM bytes, `<svg/>`, LF
        #expect(file.lineText(1) == "<svg/>")
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        let file = SourceFile(path: "f.svg", text: "ab\ncd")
        #expect(file.location(of: -5) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 99) == SourceLocation(line: 2, column: 3))
    }

    @Test func lineTextDropsTheLineBreak() {
        let lf = SourceFile(path: "f.svg", text: "ab\ncd\n")
        #expect(lf.lineCount == 3)
        #expect(lf.lineText(1) == "ab")
        #expect(lf.lineText(2) == "cd")
        #expect(lf.lineText(3) == "")
        let crlf = SourceFile(path: "f.svg", text: "ab\r\ncd")
        #expect(crlf.lineText(1) == "ab")
        #expect(crlf.lineText(2) == "cd")
        let cr = SourceFile(path: "f.svg", text: "ab\rcd")
        #expect(cr.lineText(1) == "ab")
        #expect(cr.lineText(2) == "cd")
    }

    @Test func lineTextOutsideTheFileIsEmpty() {
        let file = SourceFile(path: "f.svg", text: "ab\ncd")
        #expect(file.lineText(0) == "")
        #expect(file.lineText(3) == "")
    }

    @Test func lineTextReplacesInvalidUTF8() {
        let file = SourceFile(path: "f.svg", bytes: [0x61, 0xFF, 0x62])
        #expect(file.lineText(1) == "a\u{FFFD}b")
    }

    @Test func locationsPrintAsLineColon() {
        #expect(SourceLocation(line: 12, column: 5).description == "12:5")
        #expect(SourceLocation(line: 2, column: 9) < SourceLocation(line: 3, column: 1))
        #expect(SourceLocation(line: 3, column: 1) < SourceLocation(line: 3, column: 2))
    }
}
