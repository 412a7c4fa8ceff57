/// A byte range of a Swift file, half open.
package struct SourceSpan: Sendable, Hashable {
    package let start: Int
    package let end: Int

    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }
}

/// The expression a call gives as an image name, read from its tokens as far as source text
/// allows (docs/controls.md, "How a name is resolved"): what it can name, not yet looked up.
package indirect enum NameExpression: Sendable, Hashable {
    /// `"flash"`, or `ImageResource(name: "flash", bundle: .main)`.
    case literal(String, SourceSpan)
    /// `"\(base).fill"`: the literal text around the interpolations (`["", ".fill"]`).
    case interpolated([String], SourceSpan)
    /// A generated asset symbol: `.flash`, `ImageResource.flash`, `.Icons.flash` (a
    /// namespace's enum, then the image), `UIImage(resource: .flash)`.
    case resource([String], SourceSpan)
    /// A name to look up among the target's declarations: `icon`, `Self.icon`,
    /// `FlashControl.icon`, `Glyph.flash.rawValue`.
    case reference([String], SourceSpan)
    /// Each branch of a ternary (`isOn ? "a" : "b"`), an `if`/`switch` expression, or `??`.
    case choice([NameExpression], SourceSpan)
    /// Anything else: a call, an operator, a closure.
    case opaque(SourceSpan)

    package var span: SourceSpan {
        switch self {
        case .literal(_, let span), .interpolated(_, let span), .resource(_, let span), .reference(_, let span),
            .choice(_, let span), .opaque(let span):
            return span
        }
    }

    /// The name when the expression is one string literal.
    package var literalName: String? {
        if case .literal(let name, _) = self { return name }
        return nil
    }

    /// Reads the expression `all[range]` (without a trailing comma). `pairs` gives each
    /// bracket's partner (`ControlSource.bracketPairs`), so nested calls are jumped over rather
    /// than read.
    package static func parse(_ all: [SwiftToken], _ range: Range<Int>, pairs: [Int?]) -> NameExpression {
        var reader = ExpressionReader(all: all, pairs: pairs)
        return reader.expression(all[range], depth: 0)
    }
}

/// The expression grammar `NameExpression.parse` reads: enough to see which names an argument
/// can take, no more.
private struct ExpressionReader {
    let all: [SwiftToken]
    let pairs: [Int?]
    /// Branches nest at most this deep (`a ? (b ? …) : …`); deeper is opaque.
    static let maxDepth = 32

    static let resourceTypes: Set<String> = ["ImageResource", "DeveloperToolsSupport"]

    func span(_ tokens: ArraySlice<SwiftToken>) -> SourceSpan {
        SourceSpan(start: tokens.first?.start ?? 0, end: tokens.last?.end ?? 0)
    }

    /// The index of the bracket closing the one at `index`, within `tokens`.
    func partner(_ index: Int, in tokens: ArraySlice<SwiftToken>) -> Int? {
        guard index < pairs.count, let close = pairs[index], close < tokens.endIndex else { return nil }
        return close
    }

    mutating func expression(_ tokens: ArraySlice<SwiftToken>, depth: Int) -> NameExpression {
        var tokens = tokens
        guard let first = tokens.first else { return .opaque(SourceSpan(start: 0, end: 0)) }
        guard depth < Self.maxDepth else { return .opaque(span(tokens)) }
        // `(expr)` and a postfix `!` or `?` (`UIImage(named: "flash")!`): they add nothing to the
        // names the expression can take (a nil image is not a name).
        while true {
            if tokens.first!.isPunctuation("("), let close = partner(tokens.startIndex, in: tokens),
                close == tokens.endIndex - 1
            {
                tokens = tokens.dropFirst().dropLast()
                guard !tokens.isEmpty else { return .opaque(span([first][...])) }
            } else if tokens.count > 1, let last = tokens.last, last.isPunctuation("!") || last.isPunctuation("?"),
                tokens[tokens.endIndex - 2].end == last.start
            {
                tokens = tokens.dropLast()
            } else {
                break
            }
        }
        let whole = span(tokens)
        if let branches = ternary(tokens) {
            return .choice(branches.map { expression($0, depth: depth + 1) }, whole)
        }
        if let (left, right) = nilCoalescing(tokens) {
            return .choice([expression(left, depth: depth + 1), expression(right, depth: depth + 1)], whole)
        }
        if tokens.first!.isWord("if") || tokens.first!.isWord("switch") {
            if let bodies = branchBodies(tokens) {
                return .choice(bodies.map { expression($0, depth: depth + 1) }, whole)
            }
            return .opaque(whole)
        }
        if tokens.count == 1, case .string(let value) = tokens.first!.kind {
            if let value { return .literal(value, whole) }
            return .interpolated(tokens.first!.literalParts, whole)
        }
        if let call = self.call(tokens, depth: depth) { return call }
        if let chain = memberChain(tokens) {
            if chain.leadingDot { return .resource(chain.words, whole) }
            if let type = chain.words.first, Self.resourceTypes.contains(type) {
                let words = chain.words.drop { Self.resourceTypes.contains($0) }
                return words.isEmpty ? .opaque(whole) : .resource(Array(words), whole)
            }
            return .reference(chain.words, whole)
        }
        return .opaque(whole)
    }

    /// `cond ? a : b` at the top level: the condition and both branches. A `?` that follows a
    /// token directly and is followed by `.` (optional chaining) or `?` (`??`) is not one.
    func ternary(_ tokens: ArraySlice<SwiftToken>) -> [ArraySlice<SwiftToken>]? {
        var index = tokens.startIndex
        var question: Int?
        var nested = 0
        while index < tokens.endIndex {
            if let close = partner(index, in: tokens) {
                index = close + 1
                continue
            }
            let token = tokens[index]
            if token.isPunctuation("?") {
                let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
                let previous = index > tokens.startIndex ? tokens[index - 1] : nil
                let chaining = next?.isPunctuation(".") == true && previous.map { $0.end == token.start } == true
                let coalescing = next?.isPunctuation("?") == true || previous?.isPunctuation("?") == true
                if !chaining && !coalescing {
                    if question == nil { question = index } else { nested += 1 }
                }
            } else if token.isPunctuation(":"), let q = question {
                if nested > 0 {
                    nested -= 1
                } else {
                    let branches = [tokens[(q + 1)..<index], tokens[(index + 1)...]]
                    return q > tokens.startIndex && branches.allSatisfy({ !$0.isEmpty }) ? branches : nil
                }
            }
            index += 1
        }
        return nil
    }

    /// `a ?? b` at the top level.
    func nilCoalescing(_ tokens: ArraySlice<SwiftToken>) -> (ArraySlice<SwiftToken>, ArraySlice<SwiftToken>)? {
        var index = tokens.startIndex
        while index + 1 < tokens.endIndex {
            if let close = partner(index, in: tokens) {
                index = close + 1
                continue
            }
            if tokens[index].isPunctuation("?"), tokens[index + 1].isPunctuation("?"),
                tokens[index].end == tokens[index + 1].start
            {
                let right = tokens[(index + 2)...]
                guard index > tokens.startIndex, !right.isEmpty else { return nil }
                return (tokens[tokens.startIndex..<index], right)
            }
            index += 1
        }
        return nil
    }

    /// The bodies of `if … { a } else if … { b } else { c }` or `switch x { case …: a default: b }`
    /// used as an expression; nil when it is not one whole such expression.
    func branchBodies(_ tokens: ArraySlice<SwiftToken>) -> [ArraySlice<SwiftToken>]? {
        if tokens.first!.isWord("switch") {
            // The subject, then the braces holding the cases.
            var index = tokens.startIndex + 1
            while index < tokens.endIndex, !tokens[index].isPunctuation("{") {
                if let close = partner(index, in: tokens) { index = close }
                index += 1
            }
            guard index < tokens.endIndex, let close = partner(index, in: tokens), close == tokens.endIndex - 1 else {
                return nil
            }
            var bodies: [ArraySlice<SwiftToken>] = []
            var bodyStart: Int?
            var cursor = index + 1
            while cursor < close {
                if let inner = partner(cursor, in: tokens) {
                    cursor = inner + 1
                    continue
                }
                let token = tokens[cursor]
                if token.isWord("case") || token.isWord("default") {
                    if let start = bodyStart { bodies.append(tokens[start..<cursor]) }
                    // The label ends at the first top-level `:`.
                    var colon = cursor + 1
                    while colon < close, !tokens[colon].isPunctuation(":") {
                        if let inner = partner(colon, in: tokens) { colon = inner }
                        colon += 1
                    }
                    bodyStart = colon + 1
                    cursor = colon + 1
                    continue
                }
                cursor += 1
            }
            if let start = bodyStart, start < close { bodies.append(tokens[start..<close]) }
            return bodies.isEmpty || bodies.contains(where: \.isEmpty) ? nil : bodies
        }
        // if: conditions, then `{ body }`, then optionally `else` and another `if` or `{ body }`.
        var bodies: [ArraySlice<SwiftToken>] = []
        var index = tokens.startIndex
        while index < tokens.endIndex {
            guard tokens[index].isWord("if") else { return nil }
            var brace = index + 1
            while brace < tokens.endIndex, !tokens[brace].isPunctuation("{") {
                if let close = partner(brace, in: tokens), !tokens[brace].isPunctuation("{") { brace = close }
                brace += 1
            }
            guard brace < tokens.endIndex, let close = partner(brace, in: tokens) else { return nil }
            bodies.append(tokens[(brace + 1)..<close])
            index = close + 1
            guard index < tokens.endIndex else { return nil }  // an `if` without `else` is no expression
            guard tokens[index].isWord("else") else { return nil }
            index += 1
            guard index < tokens.endIndex else { return nil }
            if tokens[index].isPunctuation("{") {
                guard let last = partner(index, in: tokens), last == tokens.endIndex - 1 else { return nil }
                bodies.append(tokens[(index + 1)..<last])
                return bodies.contains(where: \.isEmpty) ? nil : bodies
            }
        }
        return nil
    }

    /// `ImageResource(name: "x", bundle: …)`, `UIImage(named: x)`, `UIImage(resource: x)`,
    /// `Image(x)` around a name: the name inside.
    mutating func call(_ tokens: ArraySlice<SwiftToken>, depth: Int) -> NameExpression? {
        guard tokens.count >= 3, let open = tokens.firstIndex(where: { $0.isPunctuation("(") }),
            let close = partner(open, in: tokens), close == tokens.endIndex - 1
        else { return nil }
        let callee = tokens[tokens.startIndex..<open].filter { $0.kind == .word }.map(\.text)
        let calleeTokens = tokens[tokens.startIndex..<open]
        guard calleeTokens.allSatisfy({ $0.kind == .word || $0.isPunctuation(".") }),
            let name = callee.last
        else { return nil }
        let wanted: [String?]
        switch name {
        case "ImageResource": wanted = ["name"]
        case "UIImage", "NSImage": wanted = ["named", "resource"]
        case "Image": wanted = [nil, "decorative"]
        default: return nil
        }
        let arguments = ControlSource.arguments(all, from: open + 1, to: close, count: 2, pairs: pairs)
        for argument in arguments where wanted.contains(argument.label) && !argument.expression.isEmpty {
            return expression(argument.expression, depth: depth + 1)
        }
        return nil
    }

    /// `.a.b`, `A.b.c`, `self.a`, `Self.a`: the words, and whether it starts with a dot.
    func memberChain(_ tokens: ArraySlice<SwiftToken>) -> (words: [String], leadingDot: Bool)? {
        var words: [String] = []
        var expectWord = true
        var leadingDot = false
        for (offset, token) in tokens.enumerated() {
            if token.isPunctuation(".") {
                if offset == 0 { leadingDot = true } else if expectWord { return nil }
                expectWord = true
            } else if token.kind == .word, expectWord {
                guard let first = token.text.unicodeScalars.first,
                    first == "_" || first.properties.isAlphabetic || first == "`"
                else { return nil }
                words.append(token.text)
                expectWord = false
            } else {
                return nil
            }
        }
        guard !expectWord, !words.isEmpty else { return nil }
        if words.first == "self" || words.first == "Self" {
            words.removeFirst()
            guard !words.isEmpty else { return nil }
            return (["Self"] + words, false)
        }
        return (words, leadingDot)
    }
}
