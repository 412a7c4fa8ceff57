/// The declarations of one Swift file that can hold an image name: constants (`let icon =
/// "flash"`, `static let icon: ImageResource = .flash`), read-only computed properties with one
/// expression (`var icon: String { "flash" }`), and the cases of enums with raw values
/// (`enum Glyph: String { case flash, car = "custom.car" }`).
///
/// A `var` with a value is not taken: it may be set to another name at run time.
package struct SwiftDeclarations: Sendable {
    package struct Constant: Sendable {
        package let name: String
        /// The enclosing types, outermost first (`["FlashControl"]`); empty at file scope.
        package let owners: [String]
        /// The value's expression.
        package let value: NameExpression
        /// Where the name is declared.
        package let nameSpan: SourceSpan
        /// The type its annotation names, when that is one name (`let glyph: LampGlyph = …`
        /// gives `LampGlyph`; `Foo.Bar` gives `Bar`): what a bare `.on` in the value is a case of.
        package var typeName: String? = nil
    }

    package struct EnumCase: Sendable {
        package let name: String
        /// The raw value: the literal given, or the case's own name for a `String` enum.
        package let rawValue: String
        package let nameSpan: SourceSpan
    }

    package struct StringEnum: Sendable {
        package let name: String
        package let owners: [String]
        package let cases: [EnumCase]
    }

    /// A type that conforms to `View` (`struct LampLabel: View { … }`): what a Control's label
    /// shows when it uses the type (`ControlWidgetButton(…) { LampLabel() }`).
    package struct ViewType: Sendable {
        package let name: String
        package let owners: [String]
        package let nameSpan: SourceSpan
        /// The image calls inside its braces, as a Control's are found.
        package let images: [ImageReference]
        /// The views of the target it uses in turn (`LampBadge(on: on)`).
        package let uses: [ViewUse]
        /// Its stored properties, whose values a use sets or their defaults give.
        package let properties: [StoredProperty]
        /// Whether it declares its own `init`, which may set the properties from anything.
        package let hasInitializer: Bool
    }

    /// `var glyph = "flash"`, `let name: String`: a stored property of a type, not a computed one.
    package struct StoredProperty: Sendable {
        package let name: String
        package let isLet: Bool
        /// The literal default, when one is written.
        package let defaultValue: NameExpression?
        package let nameSpan: SourceSpan
    }

    package var constants: [Constant] = []
    package var enums: [StringEnum] = []
    package var views: [ViewType] = []
    /// Every type declared (and extended), with the facts the wiring rules read (`WiringFacts.swift`).
    package var types: [TypeDeclaration] = []
    /// The App Group and capture-event calls the file makes (`WiringFacts.swift`).
    package var uses: [APIUse] = []

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

    /// One pass over the tokens, tracking the types whose braces enclose each declaration.
    package static func scan(_ tokens: [SwiftToken], pairs: [Int?]) -> SwiftDeclarations {
        var found = SwiftDeclarations()
        // The open types: their names and the index of their closing brace.
        var owners: [(name: String, close: Int)] = []
        var index = 0
        while index < tokens.count {
            while let last = owners.last, index > last.close { owners.removeLast() }
            let token = tokens[index]
            guard token.kind == .word else {
                index += 1
                continue
            }
            if watchedWords.contains(token.text), let use = use(tokens, at: index, owners: owners.map(\.name)) {
                found.uses.append(use)
            }
            if typeKeywords.contains(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .word {
                // The type's name (the last word of `extension A.B`), and its body.
                var nameIndex = index + 1
                while nameIndex + 2 < tokens.count, tokens[nameIndex + 1].isPunctuation("."),
                    tokens[nameIndex + 2].kind == .word
                {
                    nameIndex += 2
                }
                guard let (header, open) = typeHeader(tokens, after: nameIndex + 1), let close = pairs[open] else {
                    index += 1
                    continue
                }
                let name = tokens[nameIndex].text
                if token.text != "protocol" {
                    found.types.append(
                        typeDeclaration(
                            tokens, keyword: token.text, nameIndex: nameIndex, header: header, open: open, close: close,
                            pairs: pairs, owners: owners.map(\.name)))
                }
                if token.text != "protocol", token.text != "extension", header.contains("View") {
                    let properties = storedProperties(tokens, from: open + 1, to: close, pairs: pairs)
                    found.views.append(
                        ViewType(
                            name: name, owners: owners.map(\.name),
                            nameSpan: SourceSpan(start: tokens[nameIndex].start, end: tokens[nameIndex].end),
                            images: ControlSource.images(in: tokens, from: open + 1, to: close, pairs: pairs),
                            uses: ControlSource.viewUses(in: tokens, from: open + 1, to: close, pairs: pairs),
                            properties: properties.properties, hasInitializer: properties.hasInitializer))
                }
                if token.text == "enum", header.contains(where: { $0 == "String" }) {
                    found.enums.append(
                        StringEnum(
                            name: name, owners: owners.map(\.name),
                            cases: enumCases(tokens, from: open + 1, to: close, pairs: pairs)))
                }
                owners.append((name, close))
                index = open + 1
                continue
            }
            if token.text == "let" || token.text == "var", index + 1 < tokens.count, tokens[index + 1].kind == .word {
                if let constant = constant(tokens, at: index, pairs: pairs, owners: owners.map(\.name)) {
                    found.constants.append(constant)
                }
            }
            index += 1
        }
        return found
    }

    /// The words between a type's name and its `{` (the inheritance clause), and the brace.
    static func typeHeader(_ tokens: [SwiftToken], after start: Int) -> ([String], Int)? {
        var words: [String] = []
        var index = start
        while index < tokens.count, index - start < ControlSource.maxHeaderTokens {
            let token = tokens[index]
            if token.isPunctuation("{") { return (words, index) }
            if token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation("=") { return nil }
            if token.kind == .word { words.append(token.text) }
            index += 1
        }
        return nil
    }

    /// `let NAME = EXPR`, `let NAME: T = EXPR`, `var NAME: T { EXPR }`, `var NAME: T { get { EXPR } }`.
    static func constant(_ tokens: [SwiftToken], at index: Int, pairs: [Int?], owners: [String]) -> Constant? {
        let isLet = tokens[index].text == "let"
        let nameToken = tokens[index + 1]
        var cursor = index + 2
        var typeName: String?
        // A type annotation: up to `=`, `{`, or the end of the declaration.
        if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
            cursor += 1
            typeName = annotatedTypeName(tokens, from: cursor)
            while cursor < tokens.count, !tokens[cursor].isPunctuation("="), !tokens[cursor].isPunctuation("{"),
                !tokens[cursor].isPunctuation(";"), !tokens[cursor].isPunctuation("}")
            {
                if let close = pairs[cursor], !tokens[cursor].isPunctuation("{") { cursor = close }
                cursor += 1
                // A line break ends an annotation that no value follows; tokens do not keep
                // lines, so a following declaration keyword does.
                if cursor < tokens.count, tokens[cursor].kind == .word,
                    ["let", "var", "func", "case", "static", "private"].contains(tokens[cursor].text)
                {
                    return nil
                }
            }
        }
        guard cursor < tokens.count else { return nil }
        let span = SourceSpan(start: nameToken.start, end: nameToken.end)
        if tokens[cursor].isPunctuation("="), isLet {
            let start = cursor + 1
            let end = expressionEnd(tokens, from: start, pairs: pairs)
            guard end > start else { return nil }
            return Constant(
                name: nameToken.text, owners: owners, value: NameExpression.parse(tokens, start..<end, pairs: pairs),
                nameSpan: span, typeName: typeName)
        }
        if tokens[cursor].isPunctuation("{"), !isLet, let close = pairs[cursor] {
            var body = (cursor + 1)..<close
            // `{ get { EXPR } }`
            if body.count >= 3, tokens[body.lowerBound].isWord("get"), tokens[body.lowerBound + 1].isPunctuation("{"),
                let inner = pairs[body.lowerBound + 1], inner == close - 1
            {
                body = (body.lowerBound + 2)..<inner
            }
            if let first = body.first, tokens[first].isWord("return") { body = (first + 1)..<body.upperBound }
            // Observers and setters make it no constant.
            if let first = body.first, ["set", "willSet", "didSet"].contains(tokens[first].text) { return nil }
            guard !body.isEmpty else { return nil }
            return Constant(
                name: nameToken.text, owners: owners, value: NameExpression.parse(tokens, body, pairs: pairs),
                nameSpan: span, typeName: typeName)
        }
        return nil
    }

    /// The type an annotation starting at `start` names, when it is a plain (dotted) name
    /// followed by `=`: its last word. Nil for an optional, a generic, a function type.
    static func annotatedTypeName(_ tokens: [SwiftToken], from start: Int) -> String? {
        var index = start
        var name: String?
        while index < tokens.count, index - start < 16 {
            let token = tokens[index]
            if token.isPunctuation("=") { return name }
            if token.kind == .word, name == nil || tokens[index - 1].isPunctuation(".") {
                name = token.text
            } else if !token.isPunctuation(".") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The stored properties at the top level of a type's braces (`from..<to`), and whether it
    /// declares an `init`. A property followed by `{` is computed (or observed) and left out.
    static func storedProperties(_ tokens: [SwiftToken], from: Int, to: Int, pairs: [Int?])
        -> (properties: [StoredProperty], hasInitializer: Bool)
    {
        var properties: [StoredProperty] = []
        var hasInitializer = false
        var index = from
        while index < to {
            if let close = pairs[index] {
                index = close + 1
                continue
            }
            let token = tokens[index]
            if token.isWord("init"), index + 1 < to,
                tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("?")
            {
                hasInitializer = true
            }
            guard token.isWord("var") || token.isWord("let"), index + 1 < to, tokens[index + 1].kind == .word,
                index == from || !(tokens[index - 1].isWord("static") || tokens[index - 1].isWord("class"))
            else {
                index += 1
                continue
            }
            let nameToken = tokens[index + 1]
            var cursor = index + 2
            // The annotation, up to `=`, `{` or the next declaration.
            if cursor < to, tokens[cursor].isPunctuation(":") {
                cursor += 1
                while cursor < to, !tokens[cursor].isPunctuation("="), !tokens[cursor].isPunctuation("{"),
                    !tokens[cursor].isPunctuation(";"),
                    !(tokens[cursor].kind == .word && statementKeywords.contains(tokens[cursor].text)
                        && !tokens[cursor - 1].isPunctuation("."))
                {
                    if let close = pairs[cursor], !tokens[cursor].isPunctuation("{") { cursor = close }
                    cursor += 1
                }
            }
            let span = SourceSpan(start: nameToken.start, end: nameToken.end)
            if cursor < to, tokens[cursor].isPunctuation("{") {
                // Computed: `var body: some View { … }`.
                index = (pairs[cursor] ?? cursor) + 1
                continue
            }
            var defaultValue: NameExpression?
            if cursor < to, tokens[cursor].isPunctuation("=") {
                let start = cursor + 1
                let end = min(expressionEnd(tokens, from: start, pairs: pairs), to)
                if end > start { defaultValue = NameExpression.parse(tokens, start..<end, pairs: pairs) }
                cursor = max(end, start)
            }
            properties.append(
                StoredProperty(
                    name: nameToken.text, isLet: token.isWord("let"), defaultValue: defaultValue, nameSpan: span))
            index = max(cursor, index + 2)
        }
        return (properties, hasInitializer)
    }

    /// Where an initializer expression ends: before the next declaration keyword or `;` at its
    /// own bracket level, or the `}` closing the scope it is in. Tokens carry no line breaks, so
    /// an expression ends where the next statement's keyword begins.
    static func expressionEnd(_ tokens: [SwiftToken], from start: Int, pairs: [Int?]) -> Int {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if let close = pairs[index] {
                index = close + 1
                continue
            }
            if token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation(")")
                || token.isPunctuation("]") || token.isPunctuation(",")
            {
                return index
            }
            if index > start, token.kind == .word, statementKeywords.contains(token.text),
                !tokens[index - 1].isPunctuation(".")
            {
                return index
            }
            // Two values side by side (`"a" let`, `"a" Image`) belong to two statements.
            if index > start, startsStatement(tokens, at: index) { return index }
            index += 1
        }
        return index
    }

    static let statementKeywords: Set<String> = [
        "let", "var", "func", "static", "private", "fileprivate", "public", "internal", "package", "case", "struct",
        "class", "enum", "extension", "return", "init", "@MainActor", "nonisolated", "final", "override", "lazy",
        "typealias", "protocol", "actor", "import", "if", "guard", "for", "while", "switch", "do", "defer",
    ]

    /// A word or literal right after a literal, a word or a closing bracket begins a new
    /// statement (`let a = "x"` then `Image(a)` on the next line).
    static func startsStatement(_ tokens: [SwiftToken], at index: Int) -> Bool {
        let previous = tokens[index - 1]
        let token = tokens[index]
        let previousEndsValue =
            previous.kind == .word || previous.isPunctuation(")") || previous.isPunctuation("]")
            || { if case .string = previous.kind { return true } else { return false } }()
        let startsValue: Bool = {
            if case .string = token.kind { return true }
            return token.kind == .word && !["is", "as", "in"].contains(token.text)
        }()
        // `if x { "a" } else { "b" }`: `else` continues the expression.
        if token.isWord("else") { return false }
        return previousEndsValue && startsValue
    }

    /// `case a, b = "x"` lines of an enum body; cases with associated values are skipped.
    static func enumCases(_ tokens: [SwiftToken], from: Int, to: Int, pairs: [Int?]) -> [EnumCase] {
        var cases: [EnumCase] = []
        var index = from
        var inCase = false
        while index < to {
            let token = tokens[index]
            if let close = pairs[index], !inCase || !token.isPunctuation("(") {
                // Nested bodies (methods, nested types) hold no cases of this enum.
                index = close + 1
                inCase = false
                continue
            }
            if token.isWord("case") {
                inCase = true
                index += 1
                continue
            }
            if inCase, token.kind == .word {
                if statementKeywords.contains(token.text) && token.text != "case" {
                    inCase = false
                    continue
                }
                var raw = token.text
                var next = index + 1
                if next + 1 < to, tokens[next].isPunctuation("="), case .string(let value?) = tokens[next + 1].kind {
                    raw = value
                    next += 2
                } else if next < to, tokens[next].isPunctuation("(") {
                    // Associated values: no raw value.
                    index = (pairs[next] ?? next) + 1
                    continue
                }
                cases.append(
                    EnumCase(name: token.text, rawValue: raw, nameSpan: SourceSpan(start: token.start, end: token.end)))
                index = next
                if index < to, tokens[index].isPunctuation(",") { index += 1 } else { inCase = false }
                continue
            }
            index += 1
        }
        return cases
    }
}
