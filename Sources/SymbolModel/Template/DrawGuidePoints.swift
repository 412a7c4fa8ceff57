import SVGModel

/// The Draw guide points of one path: SF Symbols 7 writes them as the `data-clipstroke-keyframes`
/// attribute on each design's path (docs/template-format.md §5.1). Apple documents where the
/// attribute goes, not what its numbers mean; this reads the numbers the way one reading of
/// CoreUI's string reader groups them (`encodedClipStrokeKeyframesFromString:`), which the one
/// real export found fits, and says where a value leaves that form. What each number stands for
/// is not documented and is not guessed here.
package struct DrawGuidePoints: Sendable {
    /// The attribute's name, as Apple's exports write it.
    package static let attributeName = "data-clipstroke-keyframes"

    /// One group of four numbers, in the reader's order. The reader takes the first as a whole
    /// number and the other three as floats, and the floor of the third and fourth as the index
    /// of a subpath of the path (so within one subpath they are fractions); nothing else about
    /// them is known.
    package struct Keyframe: Sendable, Equatable {
        package var wholeNumber: Int
        package var second: Double
        package var third: Double
        package var fourth: Double
    }

    /// How the string is laid out, after its first number.
    package enum Form: Sendable, Equatable {
        /// `0`, then groups of four: one set of keyframes (the only form the real export shows).
        case oneSet
        /// `1`, a count `k`, `k` offsets (in four-byte words of the reader's encoding), then
        /// groups of four: several sets, each starting at its offset.
        case sets(offsets: [Int])
    }

    /// Why a value does not read as keyframes, or where it leaves what the export shows.
    package struct Problem: Sendable, Equatable {
        package var message: String
        /// UTF-8 offsets in the attribute's value.
        package var range: Range<Int>
        /// True when the reader would read the value but it lies outside what Apple's export
        /// shows (a range observed, not documented); false when the reader cannot read it.
        package var isOnlyUnobserved: Bool
    }

    /// The element that carries the attribute.
    package let node: SVGNode
    /// The attribute as written.
    package let attribute: XMLAttribute
    /// The form and keyframes, when the value reads as the reader reads it.
    package let form: Form?
    package let keyframes: [Keyframe]
    /// Where the value leaves the reader's form (then `form` is nil) or the export's ranges.
    package let problems: [Problem]

    package var text: String { attribute.value }

    /// Reads `attribute` of `node`; `subpathCount` is how many subpaths the path has, for the
    /// positions (nil when the element has no geometry).
    package init(node: SVGNode, attribute: XMLAttribute, subpathCount: Int?) {
        self.node = node
        self.attribute = attribute
        let read = Self.read(attribute.value, subpathCount: subpathCount)
        form = read.form
        keyframes = read.keyframes
        problems = read.problems
    }

    /// A token of the value: its text and UTF-8 range.
    struct Token {
        let text: Substring
        let range: Range<Int>
    }

    /// The reader splits at every single space; tabs and line breaks are not separators.
    static func tokens(_ value: String) -> [Token] {
        let bytes = Array(value.utf8)
        var tokens: [Token] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: " ") {
            tokens.append(Token(text: Substring(decoding: bytes[start..<offset], as: UTF8.self), range: start..<offset))
            start = offset + 1
        }
        tokens.append(
            Token(text: Substring(decoding: bytes[start..<bytes.count], as: UTF8.self), range: start..<bytes.count))
        return tokens
    }

    /// A decimal number as an export writes one: optional minus, digits with at most one point,
    /// an optional exponent. (`Double(_:)` alone would take `inf`, `nan` and hexadecimal.)
    static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            text.contains(where: \.isNumber), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), text.count <= 9 else { return nil }
        return Int(text)
    }

    static func read(_ value: String, subpathCount: Int?) -> (
        form: Form?, keyframes: [Keyframe], problems: [Problem]
    ) {
        let all = 0..<value.utf8.count
        func failure(_ message: String, _ range: Range<Int>) -> (Form?, [Keyframe], [Problem]) {
            (nil, [], [Problem(message: message, range: range, isOnlyUnobserved: false)])
        }
        let tokens = tokens(value)
        if let empty = tokens.first(where: { $0.text.isEmpty }) {
            let atAnEnd = empty.range.lowerBound == 0 || empty.range.lowerBound == all.upperBound
            let space = max(0, empty.range.lowerBound - 1)..<min(all.upperBound, empty.range.upperBound + 1)
            return failure(
                atAnEnd
                    ? "the value starts or ends with a space; the reader splits at every space, so it reads an empty number there"
                    : "two spaces in a row: the reader splits at every space, so it reads an empty number between them, which shifts every group after it",
                space.isEmpty ? all : space)
        }
        for token in tokens where number(token.text) == nil {
            return failure("`\(token.text)` is not a number", token.range)
        }
        let first = tokens[0]
        let form: Form
        var groupsStart: Int
        switch wholeNumber(first.text) {
        case 0:
            form = .oneSet
            groupsStart = 1
        case 1:
            guard tokens.count >= 2, let count = wholeNumber(tokens[1].text), count > 0 else {
                return failure(
                    "after a first number of 1 the reader expects how many sets follow (a whole number above 0)",
                    tokens.count >= 2 ? tokens[1].range : first.range)
            }
            guard tokens.count >= 2 + count else {
                return failure("the value announces \(count) sets but has fewer offsets", all)
            }
            var offsets: [Int] = []
            for token in tokens[2..<(2 + count)] {
                guard let offset = wholeNumber(token.text) else {
                    return failure("a set's offset must be a whole number; `\(token.text)` is not", token.range)
                }
                offsets.append(offset)
            }
            form = .sets(offsets: offsets)
            groupsStart = 2 + count
        default:
            return failure(
                "the first number must be 0 (one set of keyframes, as Apple's export writes) or 1 (several sets); `\(first.text)` is neither, so the reader reads no guide points",
                first.range)
        }
        let rest = tokens.count - groupsStart
        guard rest % 4 == 0 else {
            return failure(
                "after the leading \(groupsStart == 1 ? "number" : "numbers") the reader takes the numbers in groups of four, and \(rest) is not a multiple of four",
                all)
        }
        var keyframes: [Keyframe] = []
        var problems: [Problem] = []
        var k = groupsStart
        while k < tokens.count {
            guard let whole = wholeNumber(tokens[k].text) else {
                return failure(
                    "each group of four starts with a whole number (the reader writes it back as one); `\(tokens[k].text)` is not",
                    tokens[k].range)
            }
            keyframes.append(
                Keyframe(
                    wholeNumber: whole, second: number(tokens[k + 1].text)!, third: number(tokens[k + 2].text)!,
                    fourth: number(tokens[k + 3].text)!))
            // Observed, not documented: every second number of Apple's export is 0 or 1.
            let second = keyframes.last!.second
            if second < 0 || second > 1 {
                problems.append(
                    Problem(
                        message:
                            "the second number of group \(keyframes.count) is \(tokens[k + 1].text), outside 0…1, where every one in Apple's export lies (its meaning is not documented)",
                        range: tokens[k + 1].range, isOnlyUnobserved: true))
            }
            for (index, position) in [(k + 2, keyframes.last!.third), (k + 3, keyframes.last!.fourth)] {
                if let subpathCount, position < 0 || position > Double(subpathCount) {
                    let subpaths = subpathCount == 1 ? "one subpath" : "\(subpathCount) subpaths"
                    problems.append(
                        Problem(
                            message:
                                "\(tokens[index].text) lies outside 0…\(subpathCount): the reader takes its whole part as a subpath of the path, which has \(subpaths)",
                            range: tokens[index].range, isOnlyUnobserved: true))
                }
            }
            k += 4
        }
        if keyframes.isEmpty {
            return failure("the value holds no keyframes", all)
        }
        if case .sets(let offsets) = form {
            // Offsets count four-byte words from the start of the reader's encoding: the count,
            // the offsets, then four words per keyframe. Each set starts on a keyframe and is not empty.
            let header = offsets.count + 1
            let end = header + 4 * keyframes.count
            let valid =
                zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }
                && offsets.allSatisfy { $0 >= header && ($0 - header) % 4 == 0 && $0 < end }
            if !valid {
                return failure(
                    "the set offsets must increase and each point at one of the \(keyframes.count) keyframes (offset \(header) is the first, then every 4)",
                    tokens[2].range.lowerBound..<tokens[1 + offsets.count].range.upperBound)
            }
        }
        return (form, keyframes, problems)
    }
}
