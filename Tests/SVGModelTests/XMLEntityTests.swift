import SVGModel
import Testing

/// Internal entities are expanded (Illustrator declares its namespaces as entities), with
/// guards against loops and amplification; nothing external is ever loaded.
@Suite struct XMLEntityTests {
    @Test func internalEntitiesAreExpandedInAttributesAndText() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
              <!ENTITY version "5.0">
            ]>
            <svg xmlns="&ns_svg;" xmlns:x="&ns_extend;"><text>v&version;!</text></svg>
            """
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: text))
        let svg = doc[doc.root]
        let xmlns = try #require(svg.attribute("xmlns"))
        #expect(xmlns.value == "http://www.w3.org/2000/svg")
        #expect(!xmlns.isVerbatim)
        // The value's range is still the reference as written, between the quotes.
        #expect(xmlns.valueRange.start == byteOffset(of: "&ns_svg;", in: text))
        #expect(xmlns.valueRange.length == "&ns_svg;".utf8.count)
        #expect(svg.attribute("xmlns:x")?.value == "http://ns.adobe.com/Extensibility/1.0/")
        #expect(doc.textContent(of: doc.childElements(of: doc.root)[0]) == "v5.0!")
    }

    @Test func nestedEntitiesExpandFully() throws {
        let text = "<!DOCTYPE svg [<!ENTITY a \"A\"><!ENTITY b \"&a;&a;\">]><svg id=\"&b;-&b;\"/>"
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: text))
        #expect(doc[0].id == "AA-AA")
    }

    @Test func elementsInsideAnEntityArePlacedAtTheReference() throws {
        let text = "<!DOCTYPE svg [<!ENTITY g \"<g id='inner'/>\">]>\n<svg>&g;</svg>"
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: text))
        let g = doc[1]
        #expect(g.name == "g")
        #expect(g.id == "inner")
        let reference = try #require(byteOffset(of: "&g;", in: text))
        #expect(doc.source.location(of: g.startTagRange.start) == SourceLocation(line: 2, column: 6))
        #expect(g.startTagRange.start == reference)
    }

    @Test func anEntityThatRefersToItselfIsMalformed() {
        let text = "<!DOCTYPE svg [\n<!ENTITY a \"x&b;\">\n<!ENTITY b \"&a;\">\n]>\n<svg>&a;</svg>"
        #expect(
            readError(text)
                == "5:6 malformed: the entity `a` refers to itself, directly or through other entities")
    }

    @Test func billionLaughsStopsAtTheAmplificationGuardQuickly() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<svg><text>&lol9;</text></svg>\n"
        let clock = ContinuousClock()
        var error: String?
        let elapsed = clock.measure { error = readError(text) }
        #expect(
            error == "14:12 limitExceeded: expanding the entities would make the document more than 100 times its size")
        // The message shows that the guard stopped the expansion; the bound only tells a reader
        // apart from one that expands 10⁹ entities (minutes), so it is generous enough for a
        // loaded CI machine. How fast reading is, is measured in scripts/bench, not here.
        #expect(elapsed < .seconds(30))
    }

    @Test func amplificationInAnAttributeIsStoppedToo() {
        var text = "<!DOCTYPE svg [\n <!ENTITY a0 \"0123456789\">\n"
        for level in 1...6 {
            text += " <!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<svg id=\"&a6;\"/>\n"
        #expect(
            readError(text)
                == "10:1 limitExceeded: expanding the entities would make the document more than 100 times its size")
    }

    @Test func anExternalEntityIsRefusedNotLoaded() {
        let text =
            "<!DOCTYPE svg [\n<!ENTITY secret SYSTEM \"file:///etc/passwd\">\n]>\n<svg><text>&secret;</text></svg>"
        #expect(
            readError(text)
                == "4:12 externalEntity: the document refers to the external entity \"file:///etc/passwd\"; "
                + "symbolcheck never loads external entities")
    }

    @Test func anEntityOnlyAnExternalDTDCouldDeclareIsRefused() {
        let text = "<!DOCTYPE svg SYSTEM \"svg.dtd\">\n<svg><text>&nbsp;</text></svg>"
        #expect(
            readError(text)
                == "2:12 externalEntity: the entity `&nbsp;` is not declared in the file; its declaration would be "
                + "in an external DTD, which symbolcheck never loads")
    }

    @Test func anUndeclaredEntityWithoutAnExternalDTDIsMalformed() {
        #expect(readError("<svg>\n<text>&nbsp;</text></svg>") == "2:7 malformed: undefined entity `&nbsp;`")
        #expect(readError(#"<svg a="1" b="&foo;"/>"#) == "1:15 malformed: undefined entity `&foo;`")
    }

    @Test func anExternalDTDIsNeitherLoadedNorNeeded() throws {
        let text =
            "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"file:///nonexistent/svg11.dtd\">\n<svg id=\"a\"/>"
        let doc = try XMLReader.read(SourceFile(path: "t.svg", text: text))
        #expect(doc[0].id == "a")
    }
}
