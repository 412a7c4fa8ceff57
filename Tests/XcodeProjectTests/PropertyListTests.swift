import Testing

@testable import XcodeProject

/// The old-style property list reader: values, escapes, comments, positions, refusals.
@Suite struct PropertyListTests {
    @Test func readsTheGrammarAPbxprojUses() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            /* Begin PBXFileReference section */
            \t\tA1 /* App.swift */ = {isa = PBXFileReference; path = "My App.swift"; sourceTree = "<group>"; };
            \t\tA2 = {isa = PBXGroup; children = (A1 /* App.swift */, ); path = Sources/App; };
            \t};
            \tdata = <0fbd 77>;
            \tescapes = "tab\\tquote\\"u\\U00e9";
            }
            """
        let root = try OldStylePropertyList.parse(Array(text.utf8))
        let top = try #require(root.dictionary)
        #expect(top["archiveVersion"]?.string == "1")
        let objects = try #require(top["objects"]?.dictionary)
        #expect(objects.entries.map(\.key) == ["A1", "A2"])
        #expect(objects["A1"]?.dictionary?["path"]?.string == "My App.swift")
        #expect(objects["A2"]?.dictionary?["children"]?.strings == ["A1"])
        #expect(objects["A2"]?.dictionary?["path"]?.string == "Sources/App")
        if case .data(let bytes)? = top["data"]?.value {
            #expect(bytes == [0x0F, 0xBD, 0x77])
        } else {
            Issue.record("no data")
        }
        #expect(top["escapes"]?.string == "tab\tquote\"u\u{E9}")
        // The entry's place is its key's, as written.
        let a1 = try #require(objects.entries.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[a1.keyStart..<(a1.keyStart + 2)], as: UTF8.self) == "A1")
        #expect(bytes[a1.value.start] == UInt8(ascii: "{"))
    }

    @Test(arguments: [
        ("{ a = b; ", "a dictionary that starts here is not closed", 0),
        ("{ a = b }", "expected ';' after the value of \"a\"", 8),
        ("{ a = (b c); }", "expected ',' or ')' in the array", 9),
        ("{ a = \"open; }", "a string that starts here is not closed", 6),
        ("/* never closed", "a comment that starts here is not closed", 0),
        ("{ = b; }", "expected a value, found '='", 2),
        ("{} extra", "unexpected text after the property list", 3),
        ("", "the file holds no property list", 0),
    ])
    func aDamagedFileIsRefusedWithItsPlace(_ text: String, _ message: String, _ offset: Int) {
        #expect(throws: PropertyListError(message: message, offset: offset)) {
            try OldStylePropertyList.parse(Array(text.utf8))
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "(", count: 10_000)
        #expect(throws: PropertyListError.self) { try OldStylePropertyList.parse(Array(deep.utf8)) }
    }
}
