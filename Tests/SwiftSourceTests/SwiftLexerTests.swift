import Testing

@testable import SwiftSource

/// The lexer finds calls and literal names where a text search would be fooled: brackets and
/// quotes inside strings, calls inside comments, raw and multi-line strings, interpolations.
@Suite struct SwiftLexerTests {
    func lex(_ text: String) -> SwiftLexer.Result { SwiftLexer.tokens(of: Array(text.utf8)) }

    /// Each token as text: words and punctuation as written, strings as `"value"` or `"\(…)"`.
    func shown(_ text: String) -> [String] {
        lex(text).tokens.map { token in
            switch token.kind {
            case .string(let value?): return "\"\(value)\""
            case .string(nil): return "\"\\(…)\""
            default: return token.text
            }
        }
    }

    @Test func aStringWithABracketAndAQuoteInsideIsOneToken() {
        #expect(shown(#"Image("a)b\"c")"#) == ["Image", "(", #""a)b"c""#, ")"])
    }

    @Test func commentsHideCallsAndNest() {
        let text = """
            // Image("commented")
            /* Label("x", image: "y") /* nested */ Image("still a comment") */
            Image("real")
            """
        #expect(shown(text) == ["Image", "(", "\"real\"", ")"])
    }

    @Test func rawStringsEndOnlyAtTheirHashes() {
        #expect(shown(##"Image(#"a"b\n"#)"##) == ["Image", "(", #""a"b\n""#, ")"])
        #expect(shown(###"x = ##"one "# two"##"###) == ["x", "=", ##""one "# two""##])
        // In a raw string, `\#(` interpolates and `\(` does not.
        #expect(shown(##"#"\(a)"#"##) == [#""\(a)""#])
        #expect(shown(##"#"\#(a)"#"##) == [#""\(…)""#])
    }

    @Test func multiLineStringsLoseTheClosingIndentation() {
        let text = "let s = \"\"\"\n    first \"quoted\"\n      second\n    \"\"\"\nImage(\"after\")"
        #expect(shown(text) == ["let", "s", "=", "\"first \"quoted\"\n  second\"", "Image", "(", "\"after\"", ")"])
    }

    @Test func anInterpolationHidesItsStringsAndBrackets() {
        let text = #"Image("\(isOn ? ")" : "b(").fill") Label("t", image: "x")"#
        #expect(shown(text) == ["Image", "(", #""\(…)""#, ")", "Label", "(", "\"t\"", ",", "image", ":", "\"x\"", ")"])
    }

    @Test func escapesAreDecoded() {
        #expect(shown(#""a\tb\u{1F600}\\""#) == ["\"a\tb😀\\\""])
    }

    @Test func tokensKnowTheirBytes() throws {
        let text = "  Image(\"é\")"
        let tokens = lex(text).tokens
        #expect(tokens.map(\.start) == [2, 7, 8, 12])
        #expect(tokens.map(\.end) == [7, 8, 12, 13])
    }

    @Test func backticksAndAttributesAreWords() {
        #expect(shown("@main struct `default`: App {}") == ["@main", "struct", "default", ":", "App", "{", "}"])
    }

    @Test func anUnclosedStringStopsWithItsPlace() {
        let result = lex("a\n\"open\nImage(\"x\")")
        #expect(result.problem == SwiftLexer.Problem(kind: .unterminatedString, offset: 2))
        #expect(result.tokens.map(\.text) == ["a"])
        #expect(lex("/* /* */").problem == SwiftLexer.Problem(kind: .unterminatedComment, offset: 0))
        #expect(lex(#""\(a"#).problem?.kind == .unterminatedString)
    }

    @Test func hostileNestingStopsInsteadOfRecursingWithoutEnd() {
        let deep = String(repeating: #""\("#, count: 10_000)
        #expect(lex(deep).problem?.kind == .nestedTooDeep)
        let comments = String(repeating: "/*", count: 10_000)
        #expect(lex(comments).problem?.kind == .nestedTooDeep)
    }

    @Test func invalidUTF8AndStrayBytesDoNotStopIt() {
        let bytes: [UInt8] = [0xFF, 0x28, 0xC3, 0x22, 0x61, 0x22, 0x29]
        let result = SwiftLexer.tokens(of: bytes)
        #expect(result.problem == nil)
        #expect(result.tokens.last?.text == ")")
    }
}
