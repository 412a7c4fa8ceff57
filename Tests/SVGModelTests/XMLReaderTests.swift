import SVGModel
import Testing

@Suite struct XMLReaderWellFormedTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <!-- Generator: test -->
        <svg xmlns="http://www.w3.org/2000/svg" single='say "hi"' double="it's">
          <?editor keep this?>
          <text>&lt;&amp;&#38;&#x26;&gt;&quot;&apos;</text>
          <style><![CDATA[a < b & c]]></style>
          <g/>
          <!-- inside -->
        </svg>
        <!-- trailing comment -->

        """

    @Test func readsAttributesInBothQuoteKinds() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: Self.document))
        let svg = doc[doc.root]
        #expect(svg.name == "svg")
        #expect(svg.attribute("single")?.value == #"say "hi""#)
        #expect(svg.attribute("double")?.value == "it's")
        #expect(svg.attribute("xmlns")?.value == "http://www.w3.org/2000/svg")
        #expect(svg.attribute("missing") == nil)
    }

    @Test func replacesPredefinedEntitiesAndCharacterReferences() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: Self.document))
        let text = doc.childElements(of: doc.root)[0]
        #expect(doc[text].name == "text")
        #expect(doc.textContent(of: text) == #"<&&&>"'"#)
    }

    @Test func keepsCDATAVerbatim() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: Self.document))
        let style = doc.childElements(of: doc.root)[1]
        #expect(doc.textContent(of: style) == "a < b & c")
    }

    @Test func skipsProcessingInstructionsAndKeepsComments() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: Self.document))
        #expect(doc.prologComments.map(\.value) == [" Generator: test "])
        #expect(doc.childElements(of: doc.root).map { doc[$0].name } == ["text", "style", "g"])
        let comments = doc[doc.root].content.compactMap { item -> String? in
            if case .comment(let c) = item { return c.value } else { return nil }
        }
        #expect(comments == [" inside "])
    }

    @Test func readsSelfClosingElementsAsEmpty() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: Self.document))
        let g = doc.childElements(of: doc.root)[2]
        #expect(doc[g].content.isEmpty)
        #expect(doc[g].parent == doc.root)
        #expect(doc[g].depth == 1)
    }

    @Test func keepsByteRangesOfElementsAndAttributes() throws {
        // <svg a="1"><rect x='2'/></svg>
        // 0    5 7   11   16 19  23 24   30
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: #"<svg a="1"><rect x='2'/></svg>"#))
        let svg = doc[0]
        #expect(svg.nameRange == SourceRange(start: 1, end: 4))
        #expect(svg.startTagRange == SourceRange(start: 0, end: 11))
        #expect(svg.range == SourceRange(start: 0, end: 30))
        let a = try #require(svg.attribute("a"))
        #expect(a.nameRange == SourceRange(start: 5, end: 6))
        #expect(a.valueRange == SourceRange(start: 8, end: 9))
        #expect(a.isVerbatim)
        let rect = doc[1]
        #expect(rect.nameRange == SourceRange(start: 12, end: 16))
        #expect(rect.startTagRange == SourceRange(start: 11, end: 24))
        #expect(rect.range == SourceRange(start: 11, end: 24))
        let x = try #require(rect.attribute("x"))
        #expect(x.nameRange == SourceRange(start: 17, end: 18))
        #expect(x.valueRange == SourceRange(start: 20, end: 21))
    }

    @Test func valueOffsetsMapToTheFileOnlyWhenVerbatim() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: #"<svg a="xyz" b="x&amp;y"/>"#))
        let a = try #require(doc[0].attribute("a"))
        #expect(a.sourceOffset(ofValueOffset: 2) == 10)
        let b = try #require(doc[0].attribute("b"))
        #expect(b.value == "x&y")
        #expect(!b.isVerbatim)
        #expect(b.sourceOffset(ofValueOffset: 2) == b.valueRange.start)
        #expect(b.valueRange == SourceRange(start: 16, end: 23))
    }

    @Test func readsNamespacedNamesAndLocalNames() throws {
        let doc = try XMLReader.read(
            SourceFile(
                path: "t.svg", text: #"<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:path d=""/></svg:svg>"#))
        #expect(doc[0].name == "svg:svg")
        #expect(doc[1].localName == "path")
    }

    @Test func aByteOrderMarkIsAllowed() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: "\u{FEFF}<?xml version=\"1.0\"?><svg/>"))
        #expect(doc[0].name == "svg")
        #expect(doc[0].startTagRange == SourceRange(start: 24, end: 30))
    }

    @Test func descendantsAreInDocumentOrder() throws {
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: "<a><b><c/></b><d/></a>"))
        #expect(doc.descendants(of: 0).map { doc[$0].name } == ["b", "c", "d"])
    }
}

@Suite struct XMLReaderErrorTests {
    @Test func mismatchedEndTag() {
        #expect(
            readError("<svg>\n  <g>\n  </svg>\n</svg>")
                == "3:5 malformed: the end tag </svg> does not match the start tag <g>")
    }

    @Test func mismatchedEndTagSuggestsWhereTheElementOpened() {
        let source = SourceFile(path: "t.svg", text: "<svg>\n  <g>\n  </svg>\n</svg>")
        #expect(
            throws: XMLError(
                .malformed, "the end tag </svg> does not match the start tag <g>", at: 16,
                help: "close <g> (opened at line 2) with </g>")
        ) {
            try XMLReader.read(source)
        }
    }

    @Test func unclosedElementPointsAtItsStartTag() {
        #expect(readError("<svg>\n  <g>\n") == "2:3 malformed: the element <g> is never closed")
    }

    @Test func unclosedStartTagPointsAtItsStart() {
        // expat reports where the unfinished tag begins, not at the unclosed quote.
        #expect(readError("<svg>\n<rect x=\"1/>\n") == "2:1 malformed: the start tag <rect> is not closed")
    }

    @Test func duplicateAttributePointsAtTheSecondName() {
        #expect(readError(#"<svg a="1" b="2" a="3"/>"#) == "1:18 malformed: the attribute `a` appears twice on <svg>")
    }

    @Test func lessThanInAttributeValue() {
        #expect(readError(#"<svg a="x<y"/>"#) == "1:10 malformed: `<` is not allowed in an attribute value")
    }

    @Test func undefinedEntityInTextAndInAttributes() {
        #expect(readError("<svg>\n<text>&nbsp;</text></svg>") == "2:7 malformed: undefined entity `&nbsp;`")
        #expect(readError(#"<svg a="&foo;"/>"#) == "1:9 malformed: undefined entity `&foo;`")
    }

    @Test func bareAmpersand() {
        #expect(readError("<svg>a & b</svg>") == "1:8 malformed: `&` must start a reference such as `&amp;`")
    }

    @Test func doubleHyphenInComment() {
        #expect(readError("<svg><!-- a -- b --></svg>") == "1:13 malformed: `--` is not allowed inside a comment")
    }

    @Test func textAfterTheRoot() {
        #expect(readError("<svg/>\nhello") == "2:1 malformed: text after the root element")
    }

    @Test func textBeforeTheRoot() {
        #expect(readError("hello <svg/>") == "1:1 malformed: text before the root element")
    }

    @Test func twoRoots() {
        #expect(readError("<svg/>\n<svg/>") == "2:1 malformed: a second root element; an XML document has exactly one")
    }

    @Test func emptyFile() {
        #expect(readError("") == "1:1 malformed: the file is empty")
    }

    @Test func whitespaceOnlyFile() {
        #expect(readError("  \n\t\n") == "1:1 malformed: the file is empty")
    }

    @Test func onlyCommentsIsNoDocument() {
        #expect(readError("<!-- x -->\n") == "2:1 malformed: the document has no root element")
    }

    @Test func invalidUTF8PointsAtTheOffendingLeadByte() {
        // "café" saved as Latin-1: é is the single byte 0xE9, which starts a 3-byte UTF-8
        // sequence that the next byte `<` does not continue.
        let bytes = Array("<svg>\n<text>caf".utf8) + [0xE9] + Array("</text></svg>".utf8)
        #expect(readError(bytes) == "2:10 malformed: invalid UTF-8 byte 0xE9")
    }

    @Test func invalidUTF8StrayContinuationByte() {
        let bytes = Array("<svg>".utf8) + [0x80] + Array("</svg>".utf8)
        #expect(readError(bytes) == "1:6 malformed: invalid UTF-8 byte 0x80")
    }

    @Test func invalidUTF8OverlongAndTruncatedSequences() {
        #expect(
            readError(Array("<svg>".utf8) + [0xC0, 0x80] + Array("</svg>".utf8))
                == "1:6 malformed: invalid UTF-8 byte 0xC0")
        #expect(readError(Array("<svg/>".utf8) + [0xF0, 0x9F]) == "1:7 malformed: invalid UTF-8 byte 0xF0")
    }

    @Test func nulByte() {
        #expect(
            readError(Array("<svg>".utf8) + [0] + Array("</svg>".utf8))
                == "1:6 malformed: a NUL byte is not allowed in XML")
    }

    @Test func utf16WithoutByteOrderMarkIsUnsupported() {
        let bytes: [UInt8] = Array("<svg/>".utf8).flatMap { [$0, 0] }
        #expect(
            readError(bytes)
                == "1:1 unsupportedEncoding: the file looks UTF-16 or UTF-32 encoded without a byte-order mark; "
                + "symbolcheck reads UTF-8, and UTF-16 only with a byte-order mark")
    }

    @Test func utf32IsUnsupported() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0, 0] + Array("<svg/>".utf8).flatMap { [$0, 0, 0, 0] }
        #expect(
            readError(bytes)
                == "1:1 unsupportedEncoding: the file is UTF-32 encoded; symbolcheck reads UTF-8 and UTF-16")
    }

    @Test func anUnknownEncodingIsUnsupportedAndAFalseUTF16DeclarationMalformed() {
        #expect(
            readError("<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg/>")
                == "1:1 malformed: the XML declaration says encoding \"UTF-16\" but the file has no UTF-16 byte-order mark"
        )
        #expect(
            readError("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><svg/>")
                == "1:1 unsupportedEncoding: the XML declaration says encoding \"Shift_JIS\"; symbolcheck reads UTF-8, "
                + "UTF-16, ISO-8859-1, US-ASCII and windows-1252")
    }

    @Test func doctypeWithExternalIDAndNoSubsetIsRead() throws {
        let text =
            "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\"><svg/>"
        #expect(readError(text) == nil)
    }

    @Test func depthOverTheLimit() {
        let limits = ReaderLimits(maxDepth: 3)
        #expect(readError("<a><b><c/></b></a>", limits: limits) == nil)
        #expect(
            readError("<a><b><c><d/></c></b></a>", limits: limits)
                == "1:10 limitExceeded: elements are nested more than 3 deep")
    }

    @Test func attributeOverTheLimit() {
        let limits = ReaderLimits(maxAttributeBytes: 4)
        #expect(readError(#"<svg a="1234"/>"#, limits: limits) == nil)
        #expect(
            readError(#"<svg a="12345"/>"#, limits: limits)
                == "1:9 limitExceeded: the value of `a` is longer than 4 bytes")
    }

    @Test func elementCountOverTheLimit() {
        let limits = ReaderLimits(maxElements: 2)
        #expect(readError("<a><b/></a>", limits: limits) == nil)
        #expect(readError("<a><b/><c/></a>", limits: limits) == "1:8 limitExceeded: the file has more than 2 elements")
    }

    @Test func inputSizeOverTheLimit() {
        #expect(readError("<svg></svg>", limits: ReaderLimits(maxInputBytes: 11)) == nil)
        #expect(
            readError("<svg></svg>", limits: ReaderLimits(maxInputBytes: 10))
                == "1:1 limitExceeded: the file is 11 bytes, more than the limit of 10")
    }

    @Test func crlfFilesReportTheSameLocationsAsLFFiles() {
        let lf = "<svg>\n  <g>\n    <rect a=\"1\" a=\"2\"/>\n  </g>\n</svg>"
        let crlf = lf.replacingLineFeeds(with: "\r\n")
        #expect(readError(lf) == "3:17 malformed: the attribute `a` appears twice on <rect>")
        #expect(readError(crlf) == readError(lf))
        let mismatch = "<svg>\n  <g>\n  </svg>\n</svg>"
        #expect(readError(mismatch.replacingLineFeeds(with: "\r\n")) == readError(mismatch))
    }
}

extension String {
    func replacingLineFeeds(with lineBreak: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }
}
