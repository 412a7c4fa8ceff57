import SVGModel
import Testing

/// Documents the hand-written reader accepted but a conforming parser (libxml2, expat)
/// rejects, each with the place and the words of the diagnostic.
@Suite struct XMLWellFormednessTests {
    @Test func controlCharactersAreMalformed() {
        #expect(
            readError("<svg>\n<text>a\u{07}b</text></svg>")
                == "2:8 malformed: the control character U+0007 is not allowed in XML")
        #expect(
            readError("<svg id=\"\u{1B}\"/>") == "1:10 malformed: the control character U+001B is not allowed in XML")
    }

    @Test func nonCharactersAreMalformed() {
        #expect(readError("<svg>\u{FFFE}</svg>") == "1:6 malformed: U+FFFE is not a character XML allows")
        #expect(readError("<svg>\n\u{FFFF}</svg>") == "2:1 malformed: U+FFFF is not a character XML allows")
    }

    @Test func aSignedCharacterReferenceIsMalformed() {
        #expect(readError("<svg>&#+65;</svg>") == "1:6 malformed: a character reference is written `&#65;` or `&#x41;`")
    }

    @Test func aCharacterReferenceToAForbiddenCharacterIsMalformed() {
        #expect(
            readError("<svg>&#1;</svg>")
                == "1:6 malformed: the character reference refers to a character XML does not allow")
    }

    @Test func badXMLDeclarationsAreMalformed() {
        // expat points at the pseudo-attribute that is wrong: a missing version, a bad value.
        #expect(readError("<?xml encoding=\"UTF-8\"?><svg/>") == "1:7 malformed: the XML declaration is malformed")
        #expect(
            readError("<?xml version=\"1.0\" standalone=\"maybe\"?><svg/>")
                == "1:33 malformed: the XML declaration is malformed")
        #expect(
            readError("\n<?xml version=\"1.0\"?><svg/>")
                == "2:1 malformed: the XML declaration must be the very first thing in the file")
    }

    @Test func charactersThatCannotStartANameAreMalformed() {
        #expect(readError("<svg><-g/></svg>") == "1:7 malformed: unexpected `-`")
        #expect(readError("<svg \u{B7}a=\"1\"/>") == "1:6 malformed: unexpected `\u{B7}`")
        #expect(readError("<svg><g\u{2190}/></svg>") == "1:8 malformed: unexpected `\u{2190}`")
    }

    @Test func namesFollowTheFifthEdition() throws {
        // U+0300 may continue a name, and characters from U+10000 may start one (XML 1.0 5th ed.).
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: "<svg><g\u{300} \u{10000}x=\"1\"/></svg>"))
        #expect(doc[1].name == "g\u{300}")
        #expect(doc[1].attribute("\u{10000}x")?.value == "1")
        #expect(doc[1].attribute("\u{10000}x")?.nameRange == SourceRange(start: 10, end: 15))
    }

    @Test func aNameCharacterWhereNoNameMayBeIsStillMalformed() {
        // The reader stands in for 5th-edition name characters only where expat stops at them;
        // out of place, the character is reported as itself.
        #expect(readError("\u{10000}<svg/>") == "1:1 malformed: text before the root element")
        #expect(readError("<svg a=\"1\"\u{10000}/>") == "1:11 malformed: unexpected `\u{10000}`")
    }

    @Test func malformedMarkupDeclarationsInTheInternalSubsetAreMalformed() {
        #expect(
            readError("<!DOCTYPE svg [\n<!ELEMENT svg ANY\n]>\n<svg/>")
                == "3:1 malformed: unexpected `]`")
    }
}
