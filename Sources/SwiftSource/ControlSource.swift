/// The Controls a Swift file declares and the images their templates name, found in its tokens.
///
/// A Control is a type whose inheritance clause names `ControlWidget` (`struct Flash:
/// ControlWidget { … }`, or `extension Flash: ControlWidget { … }`). Inside its braces every
/// `Label(…)` and `Image(…)` call is an image its templates may show: the labels of
/// `ControlWidgetButton` and `ControlWidgetToggle`, `valueLabel:` closures, and the
/// `StaticControlConfiguration`/`AppIntentControlConfiguration` bodies all build them with
/// these calls. A view type the label uses (`ControlWidgetButton(…) { LampLabel() }`) is a
/// `ViewUse`, followed where the target declares it (docs/controls.md).
package struct ControlDeclaration: Sendable, Hashable {
    /// The type's name, as written after `struct`, `class`, `enum`, `actor` or `extension`.
    package let name: String
    /// The name's bytes.
    package let nameStart: Int
    package let nameEnd: Int
    package let images: [ImageReference]
    /// The views of other types its templates build (`LampLabel()`, `LampBadge(on: isOn)`).
    package var views: [ViewUse] = []
    /// Its `kind`, display name and the intents it carries (`ControlConfigurationSource.swift`).
    package var configuration = ControlConfiguration()
}

/// A view a label builds by its type's name, `LampLabel(glyph: "flash")`: the type, and the
/// arguments that set its stored properties.
package struct ViewUse: Sendable, Hashable {
    package let name: String
    package let arguments: [Argument]
    /// From the type's name to the call's `)`.
    package let span: SourceSpan

    package struct Argument: Sendable, Hashable {
        package let label: String?
        package let expression: NameExpression
    }

    /// The expression a labelled argument gives (`glyph: "flash"` for `glyph`).
    package func argument(_ label: String) -> NameExpression? {
        arguments.first { $0.label == label }?.expression
    }
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
    /// `Image(_:bundle:)`'s bundle (`.module`, `LightsKit.bundle`); nil when none is given, and
    /// the name loads from the bundle of the code that runs.
    package var bundle: NameExpression? = nil
    /// The argument expression's bytes.
    package var start: Int { expression.span.start }
    package var end: Int { expression.span.end }

    /// The name when the argument is one string literal without interpolation.
    package var name: String? { expression.literalName }
}

package enum ControlSource {
    /// The Controls declared in `tokens`, in source order.
    package static func controls(in tokens: [SwiftToken], pairs: [Int?]? = nil) -> [ControlDeclaration] {
        let pairs = pairs ?? bracketPairs(tokens)
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
                images: images(in: tokens, from: openBrace + 1, to: closeBrace, pairs: pairs),
                views: viewUses(in: tokens, from: openBrace + 1, to: closeBrace, pairs: pairs))
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
        // The open brackets of each kind, by the bracket's byte (a dictionary keyed by the
        // token's text hashed a string per token of the file).
        var parentheses: [Int] = []
        var squares: [Int] = []
        var braces: [Int] = []
        for index in tokens.indices where tokens[index].kind == .punctuation {
            let text = tokens[index].text.utf8
            guard text.count == 1, let byte = text.first else { continue }
            switch byte {
            case UInt8(ascii: "("): parentheses.append(index)
            case UInt8(ascii: "["): squares.append(index)
            case UInt8(ascii: "{"): braces.append(index)
            case UInt8(ascii: ")"): if let start = parentheses.popLast() { pairs[start] = index }
            case UInt8(ascii: "]"): if let start = squares.popLast() { pairs[start] = index }
            case UInt8(ascii: "}"): if let start = braces.popLast() { pairs[start] = index }
            default: continue
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
            // `Image("kit.bulb", bundle: LightsKit.bundle)`: the name and its bundle.
            let arguments = self.arguments(tokens, from: index + 2, to: close, count: 2, pairs: pairs)
            if let reference = reference(call: tokens[index].text, arguments: arguments, tokens: tokens, pairs: pairs) {
                references.append(reference)
            }
        }
        return references
    }

    /// SwiftUI's and WidgetKit's own views and configurations: never the app's, so never
    /// looked up among its declarations (which would read every file that uses `Text`).
    static let frameworkViews: Set<String> = [
        "AnyView", "AppIntentControlConfiguration", "Button", "Capsule", "Circle", "Color", "ContainerRelativeShape",
        "ControlWidgetButton", "ControlWidgetToggle", "Divider", "EmptyView", "ForEach", "Gauge", "GeometryReader",
        "Group", "HStack", "Image", "Label", "LazyHStack", "LazyVStack", "Link", "ProgressView", "Rectangle",
        "RoundedRectangle", "ScrollView", "Spacer", "StaticControlConfiguration", "Text", "Toggle", "ViewThatFits",
        "VStack", "ZStack",
    ]

    /// The calls between `from` and `to` that build a view by a type's name: a capitalised
    /// name and `(`, where a view builder's element starts (after `{`, `}`, `)` or a closure's
    /// `in`), so an intent given as an argument (`action: ScanIntent()`) is not one.
    package static func viewUses(in tokens: [SwiftToken], from: Int, to: Int, pairs: [Int?]) -> [ViewUse] {
        var uses: [ViewUse] = []
        var index = from
        while index < to {
            let token = tokens[index]
            defer { index += 1 }
            guard token.kind == .word, let first = token.text.unicodeScalars.first, first.properties.isUppercase,
                index + 1 < to, tokens[index + 1].isPunctuation("("), let close = pairs[index + 1], close < to,
                !frameworkViews.contains(token.text)
            else { continue }
            let previous = index > from ? tokens[index - 1] : nil
            guard
                previous == nil || previous!.isPunctuation("{") || previous!.isPunctuation("}")
                    || previous!.isPunctuation(")") || previous!.isWord("in")
            else { continue }
            let arguments = self.arguments(tokens, from: index + 2, to: close, count: 16, pairs: pairs).map {
                ViewUse.Argument(
                    label: $0.label,
                    expression: NameExpression.parse(
                        tokens, $0.expression.startIndex..<$0.expression.endIndex, pairs: pairs))
            }
            uses.append(
                ViewUse(
                    name: token.text, arguments: arguments, span: SourceSpan(start: token.start, end: tokens[close].end)
                ))
        }
        return uses
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
            var reference = ImageReference(
                source: source, expression: NameExpression.parse(tokens, range, pairs: pairs))
            if call == "Image", source == .image,
                let bundle = arguments.first(where: { $0.label == "bundle" })?.expression, !bundle.isEmpty
            {
                reference.bundle = NameExpression.parse(tokens, bundle.startIndex..<bundle.endIndex, pairs: pairs)
            }
            return reference
        }
        return nil
    }
}
