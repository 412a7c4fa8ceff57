import Testing

@testable import XcodeProject

/// The YAML subset project specs use, and the bounds on hostile input.
@Suite struct YAMLReaderTests {
    func parse(_ text: String) -> YAMLNode {
        let (root, error) = YAMLReader.parse(Array(text.utf8))
        #expect(error == nil)
        return root
    }

    @Test func blockAndFlowCollections() {
        let root = parse(
            """
            # leading comment
            name: "Quoted: name"
            list:
            - a
            - 'it''s'
            - key: value
              other: [1, two, { three: 3 }]
            nested:
              deeper:
                - - inner
            empty:
            text: |
              line one
                indented
            """)
        #expect(root["name"]?.scalar == "Quoted: name")
        #expect(root["list"]?.sequence?.count == 3)
        #expect(root["list"]?.sequence?[1].scalar == "it's")
        #expect(root["list"]?.sequence?[2]["other"]?.sequence?[2]["three"]?.scalar == "3")
        #expect(root["nested"]?["deeper"]?.sequence?.first?.sequence?.first?.scalar == "inner")
        if case .null? = root["empty"]?.value {} else { Issue.record("empty is not null") }
        #expect(root["text"]?.scalar == "line one\n  indented")
    }

    @Test func anchorsAliasesAndMerges() {
        let root = parse(
            """
            base: &base
              type: framework
              platform: iOS
            Target:
              <<: *base
              platform: macOS
            copy: *base
            """)
        #expect(root["Target"]?["type"]?.scalar == "framework")
        #expect(root["Target"]?["platform"]?.scalar == "macOS")
        #expect(root["copy"]?["platform"]?.scalar == "iOS")
    }

    @Test func errorsHaveTheirPlace() {
        let (_, unknownAlias) = YAMLReader.parse(Array("a: *nowhere\n".utf8))
        #expect(unknownAlias == YAMLError(message: "the alias *nowhere names no anchor above it", offset: 3))
        let (_, badFlow) = YAMLReader.parse(Array("a: [b: c]\n".utf8))
        #expect(badFlow?.message == "expected `,` or `]` in this list")
        let (_, stray) = YAMLReader.parse(Array("a: b\n  c: d\n".utf8))
        #expect(stray?.message == "unexpected indentation: this line belongs to nothing above it")
    }

    /// Invalid UTF-8 (found by `scripts/fuzz project`) keeps every offset a byte offset.
    @Test func invalidUTF8KeepsOffsetsInTheInput() {
        let bytes: [UInt8] = Array("a: b".utf8) + [0xB4, 0xB4, 0xB4] + Array("\n  c: d\n".utf8)
        let (root, error) = YAMLReader.parse(bytes)
        #expect(root["a"]?.scalar == "b???")
        #expect(
            error == YAMLError(message: "unexpected indentation: this line belongs to nothing above it", offset: 10))
    }

    @Test func hostileNestingAndAliasesAreBounded() {
        let deep = String(repeating: "[", count: 5_000)
        #expect(YAMLReader.parse(Array(deep.utf8)).error != nil)
        var laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...30 {
            laughs +=
                "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n"
        }
        // Aliases share their node: expansion is counted, not copied.
        #expect(YAMLReader.parse(Array(laughs.utf8)).error == nil)
    }
}
