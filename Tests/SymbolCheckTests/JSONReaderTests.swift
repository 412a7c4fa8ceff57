import Testing

@testable import JSONReader
@testable import SymbolCheck

/// The JSON reader behind Contents.json and .symbolcheck.json, case by case: what it reads,
/// and for what it refuses, the exact message and byte offset.
struct JSONReaderTests {
    struct Accepted: CustomTestStringConvertible, Sendable {
        let json: [UInt8]
        let value: JSONValue
        var testDescription: String { String(decoding: json, as: UTF8.self) }

        init(_ text: String, _ value: JSONValue) {
            self.json = Array(text.utf8)
            self.value = value
        }

        init(bytes: [UInt8], _ value: JSONValue) {
            self.json = bytes
            self.value = value
        }
    }

    struct Refused: CustomTestStringConvertible, Sendable {
        let json: [UInt8]
        let offset: Int
        let message: String
        var testDescription: String { String(decoding: json, as: UTF8.self) }

        init(_ text: String, at offset: Int, _ message: String) {
            self.json = Array(text.utf8)
            self.offset = offset
            self.message = message
        }

        init(bytes: [UInt8], at offset: Int, _ message: String) {
            self.json = bytes
            self.offset = offset
            self.message = message
        }
    }

    static let accepted: [Accepted] = [
        // Numbers: RFC 8259 §6.
        Accepted("0", .number(0)),
        Accepted("-0", .number(-0.0)),
        Accepted("10", .number(10)),
        Accepted("-12.5", .number(-12.5)),
        Accepted("0.05", .number(0.05)),
        Accepted("1e2", .number(100)),
        Accepted("1E+2", .number(100)),
        Accepted("2.5e-3", .number(0.0025)),
        Accepted("123456789012345678901234567890", .number(123_456_789_012_345_678_901_234_567_890)),
        // Large exponents are read; beyond a Double they saturate.
        Accepted("1e308", .number(1e308)),
        Accepted("1.5e400", .number(.infinity)),
        Accepted("-1e99999999999999999999", .number(-.infinity)),
        Accepted("1e-400", .number(0)),
        // Strings and escapes.
        Accepted(#""a\"b\\c\/d""#, .string("a\"b\\c/d")),
        Accepted(#""\b\f\n\r\t""#, .string("\u{8}\u{C}\n\r\t")),
        Accepted(#""\u00e9\u00C9""#, .string("éÉ")),
        Accepted(#""\u0000""#, .string("\u{0}")),
        Accepted(#""\uFFFF""#, .string("\u{FFFF}")),
        // A surrogate pair is one character.
        Accepted(#""\ud83d\ude00""#, .string("😀")),
        Accepted(#""\uD834\uDD1E""#, .string("𝄞")),
        // UTF-8 of every length, including a noncharacter.
        Accepted("\"é€😀\u{FFFF}\"", .string("é€😀\u{FFFF}")),
        // Inside a string a byte-order mark is the character U+FEFF.
        Accepted(bytes: [0x22, 0xEF, 0xBB, 0xBF, 0x22], .string("\u{FEFF}")),
        // A byte-order mark at offset 0 is skipped.
        Accepted(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), .object([])),
    ]

    @Test(arguments: accepted)
    func reads(_ sample: Accepted) throws {
        #expect(try JSONValue.parse(sample.json).value == sample.value)
    }

    @Test func whitespaceOfAllFourKindsSurroundsValues() throws {
        let parsed = try JSONValue.parse(Array(" \t\r\n[ true , false,null ] \n".utf8))
        #expect(parsed.offset == 4)
        guard case .array(let items) = parsed.value else {
            Issue.record("not an array: \(parsed.value)")
            return
        }
        #expect(items.map(\.value) == [.bool(true), .bool(false), .null])
        #expect(items.map(\.offset) == [6, 13, 19])
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let zero) = try JSONValue.parse(Array("-0".utf8)).value else {
            Issue.record("not a number")
            return
        }
        #expect(zero.sign == .minus)
    }

    static let refused: [Refused] = [
        // Numbers outside the grammar.
        Refused("01", at: 1, "a number must not start with 0 unless it is 0 (write 1, not 01)"),
        Refused("-01", at: 2, "a number must not start with 0 unless it is 0 (write 1, not 01)"),
        Refused("+1", at: 0, "expected a JSON value, found `+`; a JSON number starts with a digit or `-`"),
        Refused(".5", at: 0, "expected a JSON value, found `.`; a JSON number starts with a digit or `-`"),
        Refused("1.", at: 2, "a number needs a digit after `.` (write 1.0 or 1, not 1.)"),
        Refused("1.e5", at: 2, "a number needs a digit after `.` (write 1.0 or 1, not 1.)"),
        Refused("1e", at: 2, "a number needs a digit in its exponent (write 1e5)"),
        Refused("1e+", at: 3, "a number needs a digit in its exponent (write 1e5)"),
        Refused("-", at: 1, "a number needs a digit after `-`"),
        Refused("- 1", at: 1, "a number needs a digit after `-`"),
        Refused("0x1F", at: 1, "unexpected `x` after the JSON value"),
        Refused(
            "NaN", at: 0,
            "expected a JSON value, found `N`; JSON words are true, false and null, and text needs double quotes"),
        Refused("[1,]", at: 2, "a comma before `]` is not allowed in JSON; remove it"),
        Refused("{\"a\":1 , }", at: 7, "a comma before `}` is not allowed in JSON; remove it"),
        // Surrogates: a pair or nothing.
        Refused(
            #""\ud83d""#, at: 1,
            #"\uD83D is a high surrogate not followed by a low one; a character above U+FFFF is written as a pair like \ud83d\ude00"#
        ),
        Refused(
            #""\ud83d\u0041""#, at: 1,
            #"\uD83D is a high surrogate not followed by a low one; a character above U+FFFF is written as a pair like \ud83d\ude00"#
        ),
        Refused(
            #""x\ude00""#, at: 2,
            #"\uDE00 is a low surrogate without a high one; a character above U+FFFF is written as a pair like \ud83d\ude00"#
        ),
        Refused(
            #""\uDD1E\uD834""#, at: 1,
            #"\uDD1E is a low surrogate without a high one; a character above U+FFFF is written as a pair like \ud83d\ude00"#
        ),
        Refused(#""\u12""#, at: 1, #"a \u escape needs exactly four hex digits, e.g. \u00e9"#),
        Refused(#""\u+123""#, at: 1, #"a \u escape needs exactly four hex digits, e.g. \u00e9"#),
        Refused(#""\x41""#, at: 1, #"unknown escape `\x`; JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        Refused("\"a\tb\"", at: 2, #"a control character (byte 0x09) must be escaped in a JSON string, e.g. \n"#),
        Refused("\"abc", at: 0, "the string is not closed with `\"`"),
        // A byte-order mark anywhere but offset 0.
        Refused(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x31], at: 1, "expected a JSON value, found byte 0xEF"),
        Refused(bytes: [0xEF, 0xBB, 0xBF], at: 3, "expected a JSON value but the file ends"),
        Refused(bytes: [0xEF, 0xBB], at: 0, "expected a JSON value, found byte 0xEF"),
        // Invalid UTF-8: overlong, encoded surrogate, above U+10FFFF, cut off, stray continuation.
        Refused(bytes: [0x22, 0xC0, 0xAF, 0x22], at: 1, "invalid UTF-8 byte 0xC0; save the file as UTF-8"),
        Refused(bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], at: 1, "invalid UTF-8 byte 0xE0; save the file as UTF-8"),
        Refused(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], at: 1, "invalid UTF-8 byte 0xED; save the file as UTF-8"),
        Refused(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], at: 1, "invalid UTF-8 byte 0xF4; save the file as UTF-8"),
        Refused(bytes: [0x22, 0xE2, 0x82, 0x22], at: 1, "invalid UTF-8 byte 0xE2; save the file as UTF-8"),
        Refused(bytes: [0x22, 0x61, 0x80, 0x22], at: 2, "invalid UTF-8 byte 0x80; save the file as UTF-8"),
        Refused(bytes: [0x22, 0xE9, 0x22], at: 1, "invalid UTF-8 byte 0xE9; save the file as UTF-8"),
        Refused(
            bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], at: 0, "the file is UTF-16 (or UTF-32); save it as UTF-8"),
        Refused(bytes: [0x7B, 0x00, 0x7D, 0x00], at: 0, "the file is UTF-16 (or UTF-32); save it as UTF-8"),
        // Structure.
        Refused("", at: 0, "expected a JSON value but the file ends"),
        Refused("{\"a\" 1}", at: 5, "expected `:` after the key \"a\""),
        Refused("{a:1}", at: 1, "expected a key in double quotes, found `a`"),
        Refused("['a']", at: 1, "expected a JSON value, found `'`; JSON strings use double quotes"),
        Refused("{} // note", at: 3, "unexpected `/` after the JSON value"),
        Refused("[1 2]", at: 3, "expected `,` or `]` in the array, found `2`"),
        Refused("[1", at: 0, "the array is not closed with `]`"),
        Refused("{\"a\":1", at: 0, "the object is not closed with `}`"),
        Refused("tru", at: 0, "expected `true`, found the end of the file; JSON words are true, false and null"),
        Refused("nul1", at: 0, "expected `null`, found `1`; JSON words are true, false and null"),
        Refused("[\u{0C}]", at: 1, "expected a JSON value, found byte 0x0C"),
        Refused(
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65), at: 64,
            "arrays and objects are nested more than 64 deep"),
    ]

    @Test(arguments: refused)
    func refuses(_ sample: Refused) {
        #expect(throws: JSONValue.ParseError(message: sample.message, offset: sample.offset)) {
            try JSONValue.parse(sample.json)
        }
    }

    @Test func keepsKeyAndValueOffsetsAndDuplicateKeys() throws {
        let parsed = try JSONValue.parse(Array("{ \"a\" : 1, \"a\" : [2] }".utf8))
        guard case .object(let members) = parsed.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "a"])
        #expect(members.map(\.keyOffset) == [2, 11])
        #expect(members.map(\.keyEnd) == [5, 14])
        #expect(members.map(\.value.offset) == [8, 17])
        #expect(members.map(\.value.end) == [9, 20])
        #expect(members[1].value.value == .array([JSONValue.Located(value: .number(2), offset: 18, end: 19)]))
    }

    @Test func nestingUpToTheLimitReads() throws {
        let depth64 = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try JSONValue.parse(Array(depth64.utf8))
    }
}
