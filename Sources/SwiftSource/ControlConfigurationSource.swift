/// What a Control's configuration says besides its images (docs/controls.md): its `kind`, its
/// display name and the intents it carries — read from the Control's braces, as written.
package struct ControlConfiguration: Sendable, Hashable {
    package enum Form: String, Sendable, Hashable {
        case staticConfiguration = "StaticControlConfiguration"
        case appIntentConfiguration = "AppIntentControlConfiguration"
    }

    /// Which configuration the body builds (the first, when it builds more).
    package var form: Form?
    /// The configuration's `kind:` argument (`"com.example.camera"`, `Self.kind`), for
    /// `NameResolver` to follow.
    package var kind: NameExpression?
    /// The `.displayName(…)` modifier's argument.
    package var displayName: NameExpression?
    /// `ControlWidgetButton(action:)`, `ControlWidgetToggle(…action:)`, and the
    /// `AppIntentControlConfiguration(intent:)` configuration intent.
    package var intents: [IntentReference] = []
    /// The configuration call's name, where a finding about the whole Control points.
    package var span: SourceSpan?

    package init() {}
}

/// An intent a Control carries, named by its type where the expression constructs one.
package struct IntentReference: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        case button = "ControlWidgetButton(action:)"
        case toggle = "ControlWidgetToggle(action:)"
        case configuration = "AppIntentControlConfiguration(intent:)"
    }

    package let source: Source
    /// `CaptureIntent` for `CaptureIntent()`, `CaptureIntent(mode: .photo)`, `CaptureIntent.self`,
    /// `Module.CaptureIntent()`; nil when the argument is something else (a variable, a function's
    /// result), which a lexer cannot type.
    package let typeName: String?
    /// The argument's bytes.
    package let span: SourceSpan
}

extension ControlSource {
    static let configurationCalls: Set<String> = [
        "StaticControlConfiguration", "AppIntentControlConfiguration", "ControlWidgetButton", "ControlWidgetToggle",
        "displayName",
    ]

    /// The configuration facts of a Control's braces (`from..<to`). A Control's body is a few
    /// calls, so this reads its tokens once more; nothing else of the file is read.
    static func configuration(in tokens: [SwiftToken], from: Int, to: Int, pairs: [Int?]) -> ControlConfiguration {
        var found = ControlConfiguration()
        for index in from..<to where tokens[index].kind == .word && configurationCalls.contains(tokens[index].text) {
            guard index + 1 < to, tokens[index + 1].isPunctuation("("), let close = pairs[index + 1], close < to else {
                continue
            }
            let name = tokens[index].text
            let isMember = index > from && tokens[index - 1].isPunctuation(".")
            // `.displayName(…)` is a modifier; the others are initialisers (`WidgetKit.X(` allowed).
            guard
                (name == "displayName") == isMember || (isMember && index >= 2 && tokens[index - 2].isWord("WidgetKit"))
            else { continue }
            let arguments = self.arguments(tokens, from: index + 2, to: close, count: 8, pairs: pairs)
            func argument(_ label: String?) -> ArraySlice<SwiftToken>? {
                arguments.first { $0.label == label && !$0.expression.isEmpty }?.expression
            }
            func expression(_ slice: ArraySlice<SwiftToken>) -> NameExpression {
                NameExpression.parse(tokens, slice.startIndex..<slice.endIndex, pairs: pairs)
            }
            switch name {
            case "StaticControlConfiguration", "AppIntentControlConfiguration":
                guard found.form == nil else { continue }
                found.form = ControlConfiguration.Form(rawValue: name)
                found.span = SourceSpan(start: tokens[index].start, end: tokens[index].end)
                found.kind = argument("kind").map(expression)
                if let intent = argument("intent") {
                    found.intents.append(reference(intent, source: .configuration))
                }
            case "ControlWidgetButton", "ControlWidgetToggle":
                if let action = argument("action") {
                    found.intents.append(reference(action, source: name == "ControlWidgetButton" ? .button : .toggle))
                }
            default:
                if found.displayName == nil, let first = arguments.first?.expression, !first.isEmpty {
                    found.displayName = expression(first)
                }
            }
        }
        return found
    }

    /// The intent type an argument constructs: `Name(…)`, `Name.self`, `Name.init(…)`, with any
    /// module prefix (`Intents.Name()`).
    static func reference(_ argument: ArraySlice<SwiftToken>, source: IntentReference.Source) -> IntentReference {
        let span = SourceSpan(start: argument.first?.start ?? 0, end: argument.last?.end ?? 0)
        var index = argument.startIndex
        var name: String?
        while index < argument.endIndex, argument[index].kind == .word {
            name = argument[index].text
            guard index + 1 < argument.endIndex, argument[index + 1].isPunctuation("."), index + 2 < argument.endIndex,
                argument[index + 2].kind == .word, !["self", "init"].contains(argument[index + 2].text)
            else { break }
            index += 2
        }
        let next = index + 1
        let constructs =
            next < argument.endIndex
            && (argument[next].isPunctuation("(")
                || (argument[next].isPunctuation(".") && next + 1 < argument.endIndex
                    && ["self", "init"].contains(argument[next + 1].text)))
        // A type's name starts with a capital; `intent()` or `makeIntent()` is a function's result.
        let typeName = constructs ? name.flatMap { $0.first?.isUppercase == true ? $0 : nil } : nil
        return IntentReference(source: source, typeName: typeName, span: span)
    }
}
