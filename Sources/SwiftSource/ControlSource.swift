/// The Controls a Swift file declares and the images their templates name, found in its tokens.
///
/// A Control is a type whose inheritance clause names `ControlWidget` (`struct Flash:
/// ControlWidget { … }`, or `extension Flash: ControlWidget { … }`). Inside its braces every
/// `Label(…)` and `Image(…)` call is an image its templates may show: the labels of
/// `ControlWidgetButton` and `ControlWidgetToggle`, `valueLabel:` closures, and the
/// `StaticControlConfiguration`/`AppIntentControlConfiguration` bodies all build them with
/// these calls. Views built elsewhere and passed in are not followed (docs/controls.md).
package struct ControlDeclaration: Sendable, Hashable {
    /// The type's name, as written after `struct`, `class`, `enum`, `actor` or `extension`.
    package let name: String
    /// The name's bytes.
    package let nameStart: Int
    package let nameEnd: Int
    package let images: [ImageReference]
    /// Its `kind`, display name and the intents it carries (`ControlConfigurationSource.swift`).
    package var configuration = ControlConfiguration()
}

/// One image a Control's template names.
package struct ImageReference: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        /// `Image("name")`, `Image(decorative: "name")`: an asset from a catalog.
        case image = "Image(_:)"
        /// `Label("Title", image: "name")`: an asset from a catalog.
        case labelImage = "Label(_:image:)"
        /// `Image(systemName: "name")`: one of Apple's SF Symbols.
        case systemName = "Image(systemName:)"
        /// `Label("Title", systemImage: "name")`: one of Apple's SF Symbols.
        case labelSystemImage = "Label(_:systemImage:)"
        /// `Image(uiImage: UIImage(named: "name"))`, `Image(uiImage: .name)`: an asset from a catalog.
        case uiImage = "Image(uiImage:)"

        /// Whether the call looks the name up among Apple's symbols rather than in the app's catalogs.
        package var isSystem: Bool { self == .systemName || self == .labelSystemImage }
    }

    package let source: Source
    /// The argument, read as far as its tokens allow (`NameResolver` follows it further).
    package let expression: NameExpression
    /// The argument expression's bytes.
    package var start: Int { expression.span.start }
    package var end: Int { expression.span.end }

    /// The name when the argument is one string literal without interpolation.
    package var name: String? { expression.literalName }
}

package enum ControlSource {
    /// The Controls declared in `tokens`, in source order.
    package static func controls(in tokens: [SwiftToken]) -> [ControlDeclaration] {
        let pairs = bracketPairs(tokens)
        var found: [ControlDeclaration] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .word, declarationKeywords.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].kind == .word
            else {
                index += 1
                continue
            }
            let nameToken = tokens[index + 1]
            guard let (conforms, openBrace) = inheritance(after: index + 2, in: tokens) else {
                index += 2
                continue
            }
            guard conforms, let closeBrace = pairs[openBrace] else {
                index = openBrace + 1
                continue
            }
            var control = ControlDeclaration(
                name: nameToken.text, nameStart: nameToken.start, nameEnd: nameToken.end,
                images: images(in: tokens, from: openBrace + 1, to: closeBrace, pairs: pairs))
            control.configuration = configuration(in: tokens, from: openBrace + 1, to: closeBrace, pairs: pairs)
            found.append(control)
            index = closeBrace + 1
        }
        return found
    }

    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

    /// How many tokens may stand between a type's name and its `{`.
    static let maxHeaderTokens = 256

    /// Reads from after a type's name to its opening brace: whether the inheritance clause
    /// names `ControlWidget`, and the brace's index. Nil when a `;`, `}` or the end comes first
    /// (not a declaration with a body).
    static func inheritance(after start: Int, in tokens: [SwiftToken]) -> (conforms: Bool, openBrace: Int)? {
        var conforms = false
        var index = start
        var inClause = false
        // A generic clause and an inheritance list are short; a run of words with no brace is
        // not a declaration, and stopping keeps a hostile file from costing a scan per word.
        while index < tokens.count, index - start < maxHeaderTokens {
            let token = tokens[index]
            if token.isPunctuation("{") { return (conforms, index) }
            if token.isPunctuation(";") || token.isPunctuation("}") || token.isPunctuation("=") { return nil }
            if token.isPunctuation(":") { inClause = true }
            if token.isWord("where") { inClause = false }
            // `WidgetKit.ControlWidget` ends in the same word.
            if inClause, token.isWord("ControlWidget") { conforms = true }
            index += 1
        }
        return nil
    }

    /// For each `(`, `[` and `{`, the index of the bracket of its kind that closes it (nil when
    /// the file ends first), and nil for every other token: one pass, so finding the end of
    /// a call costs nothing however many calls are left open.
    package static func bracketPairs(_ tokens: [SwiftToken]) -> [Int?] {
        var pairs = [Int?](repeating: nil, count: tokens.count)
        var open: [String: [Int]] = ["(": [], "[": [], "{": []]
        let opening = [")": "(", "]": "[", "}": "{"]
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let text = tokens[index].text
            if open[text] != nil {
                open[text]!.append(index)
            } else if let kind = opening[text], let start = open[kind]!.popLast() {
                pairs[start] = index
            }
        }
        return pairs
    }

    /// Every `Image(…)` and `Label(…)` call between `from` and `to` that names an image.
    static func images(in tokens: [SwiftToken], from: Int, to: Int, pairs: [Int?]) -> [ImageReference] {
        var references: [ImageReference] = []
        for index in from..<to where tokens[index].isWord("Image") || tokens[index].isWord("Label") {
            // `Foo.Image(` is a member of something else; `SwiftUI.Image(` is the view.
            if index > from, tokens[index - 1].isPunctuation("."),
                index - 1 == from || !tokens[index - 2].isWord("SwiftUI")
            {
                continue
            }
            guard index + 1 < to, tokens[index + 1].isPunctuation("("), let close = pairs[index + 1], close < to
            else { continue }
            let arguments = self.arguments(
                tokens, from: index + 2, to: close, count: tokens[index].text == "Image" ? 1 : 2, pairs: pairs)
            if let reference = reference(call: tokens[index].text, arguments: arguments, tokens: tokens, pairs: pairs) {
                references.append(reference)
            }
        }
        return references
    }

    /// A call's first `count` arguments, split at the commas outside brackets: label (if any)
    /// and expression. Bracketed parts are jumped over through `pairs`, so each token is
    /// looked at by the one call it is directly inside of.
    static func arguments(
        _ tokens: [SwiftToken], from: Int, to: Int, count: Int, pairs: [Int?]
    ) -> [(label: String?, expression: ArraySlice<SwiftToken>)] {
        var result: [(String?, ArraySlice<SwiftToken>)] = []
        var argumentStart = from
        func close(at end: Int) {
            var expression = tokens[argumentStart..<end]
            var label: String?
            if expression.count >= 2, expression[expression.startIndex].kind == .word,
                expression[expression.startIndex + 1].isPunctuation(":")
            {
                label = expression[expression.startIndex].text
                expression = expression.dropFirst(2)
            }
            result.append((label, expression))
        }
        var index = from
        while index < to, result.count < count {
            if let partner = pairs[index] {
                index = partner + 1
                continue
            }
            if tokens[index].isPunctuation(",") {
                close(at: index)
                argumentStart = index + 1
            }
            index += 1
        }
        if result.count < count, argumentStart < to { close(at: to) }
        return result
    }

    /// The image a call names, if it names one.
    static func reference(
        call: String, arguments: [(label: String?, expression: ArraySlice<SwiftToken>)], tokens: [SwiftToken],
        pairs: [Int?]
    ) -> ImageReference? {
        let wanted: [(label: String?, source: ImageReference.Source)] =
            call == "Image"
            ? [(nil, .image), ("decorative", .image), ("systemName", .systemName), ("uiImage", .uiImage)]
            : [("image", .labelImage), ("systemImage", .labelSystemImage)]
        for argument in arguments {
            guard let source = wanted.first(where: { $0.label == argument.label })?.source, !argument.expression.isEmpty
            else { continue }
            let range = argument.expression.startIndex..<argument.expression.endIndex
            return ImageReference(source: source, expression: NameExpression.parse(tokens, range, pairs: pairs))
        }
        return nil
    }
}
