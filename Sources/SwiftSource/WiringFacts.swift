/// What a Swift file says about how its app is wired (docs/controls.md, "What the Swift reader
/// reads for the wiring"): its type declarations and what they conform to, the intents among
/// them with what makes one open the app, the stored properties of `Codable` types (an intent's
/// app context), and the calls a capture extension must not or must make. Read in
/// `SwiftDeclarations.scan`'s one pass; a lexer's reading, not a type checker's (it does not
/// know what a name refers to, only what is written).
package struct TypeDeclaration: Sendable {
    package let name: String
    /// The enclosing types, outermost first.
    package let owners: [String]
    /// `struct`, `class`, `enum`, `actor` or `extension`.
    package let keyword: String
    /// The words of the inheritance clause (`["CameraCaptureIntent"]`, `["ControlWidget"]`),
    /// module prefixes dropped (`AppIntents.AppIntent` gives `AppIntent`).
    package let conformances: [String]
    package let nameSpan: SourceSpan
    /// Set for a type whose clause names an intent protocol (`IntentFacts.protocols`).
    package var intent: IntentFacts?
    /// For a type whose clause names `Codable`, `Encodable` or `Decodable`: its stored
    /// properties with their annotated types (what an app context holds).
    package var storedProperties: [PropertyFact] = []

    package func conforms(to name: String) -> Bool { conformances.contains(name) }
}

/// What an intent type declares that decides where it runs (RUNTIME.md, "Wiring").
package struct IntentFacts: Sendable {
    /// The intent protocols the type names, among `IntentFacts.protocols`.
    package var protocols: [String]
    /// `static let openAppWhenRun = true` / `static var openAppWhenRun: Bool { true }`.
    package var openAppWhenRun: MemberValue?
    /// `static var supportedModes: IntentModes = .foreground` (iOS 26).
    package var supportedModes: MemberValue?
    /// Each `.result(opensIntent: …)` in its braces.
    package var opensIntent: [SourceSpan] = []
    /// `typealias AppContext = Settings` (the name), or a nested `struct AppContext`.
    package var appContext: (name: String, span: SourceSpan)?

    /// App Intents' protocols a Control's or the Camera Control's intent conforms to.
    package static let protocols: Set<String> = [
        "AppIntent", "CameraCaptureIntent", "OpenIntent", "ControlConfigurationIntent", "SetValueIntent",
        "ForegroundContinuableIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent",
        "WidgetConfigurationIntent", "URLRepresentableIntent", "ProgressReportingIntent", "DeleteIntent",
        "ShowInAppSearchResultsIntent", "PushToTalkTransmissionIntent", "SystemIntent",
    ]
}

/// A member's value as written: its words (`["true"]`, `["foreground", "immediate"]`) and bytes.
package struct MemberValue: Sendable, Hashable {
    package let words: [String]
    package let span: SourceSpan
}

/// A stored property: `var photos: [Data]`, `let mode: Mode = .photo`.
package struct PropertyFact: Sendable, Hashable {
    package let name: String
    /// The annotation's tokens joined (`[Data]`, `Dictionary<String,Int>`); empty when none is written.
    package let type: String
    package let nameSpan: SourceSpan
}

/// A call the capture-extension rules look for, where it is written.
package struct APIUse: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// `UserDefaults(suiteName:)`: an App Group's defaults.
        case userDefaultsSuite = "UserDefaults(suiteName:)"
        /// `containerURL(forSecurityApplicationGroupIdentifier:)`: an App Group's folder.
        case appGroupContainer = "containerURL(forSecurityApplicationGroupIdentifier:)"
        /// `groupContainer:` (SwiftData's `ModelConfiguration`): a store in an App Group.
        case groupContainerStore = "groupContainer:"
        /// `AVCaptureEventInteraction`: the capture event handler a camera view needs.
        case captureEventInteraction = "AVCaptureEventInteraction"
        /// SwiftUI's `onCameraCaptureEvent`, the same handler.
        case cameraCaptureEventModifier = "onCameraCaptureEvent"
    }

    package let kind: Kind
    package let span: SourceSpan
    /// The enclosing types, outermost first.
    package let owners: [String]
}

extension SwiftDeclarations {
    static let codableWords: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// The words `scan` looks at for `APIUse`s: one set lookup per word of the file.
    static let watchedWords: Set<String> = [
        "UserDefaults", "containerURL", "groupContainer", "AVCaptureEventInteraction", "onCameraCaptureEvent",
    ]

    /// A type's declaration, with its intent facts and stored properties where it has them.
    static func typeDeclaration(
        _ tokens: [SwiftToken], keyword: String, nameIndex: Int, header: [String], open: Int, close: Int,
        pairs: [Int?], owners: [String]
    ) -> TypeDeclaration {
        var declaration = TypeDeclaration(
            name: tokens[nameIndex].text, owners: owners, keyword: keyword, conformances: header,
            nameSpan: SourceSpan(start: tokens[nameIndex].start, end: tokens[nameIndex].end))
        let intentProtocols = header.filter { IntentFacts.protocols.contains($0) }
        let codable = header.contains { codableWords.contains($0) }
        guard !intentProtocols.isEmpty || codable else { return declaration }
        // The type's own members: its braces' top level, nested brackets jumped over.
        var facts = IntentFacts(protocols: intentProtocols)
        var index = open + 1
        var isStatic = false
        while index < close {
            let token = tokens[index]
            if token.isWord("static") || token.isWord("class") { isStatic = true }
            if let partner = pairs[index] {
                if !intentProtocols.isEmpty { facts.opensIntent += opensIntent(tokens, from: index, to: partner) }
                index = partner + 1
                isStatic = false
                continue
            }
            if token.isWord("typealias"), index + 3 < close, tokens[index + 1].isWord("AppContext"),
                tokens[index + 2].isPunctuation("="), tokens[index + 3].kind == .word
            {
                var last = index + 3
                while last + 2 < close, tokens[last + 1].isPunctuation("."), tokens[last + 2].kind == .word {
                    last += 2
                }
                facts.appContext = (
                    tokens[last].text, SourceSpan(start: tokens[index + 1].start, end: tokens[last].end)
                )
            }
            if ["struct", "class", "enum"].contains(token.text), index + 1 < close,
                tokens[index + 1].isWord("AppContext")
            {
                facts.appContext = (
                    "AppContext", SourceSpan(start: tokens[index + 1].start, end: tokens[index + 1].end)
                )
            }
            if token.isWord("let") || token.isWord("var"), index + 1 < close, tokens[index + 1].kind == .word {
                let member = self.member(tokens, at: index, to: close, pairs: pairs)
                if isStatic, member.name == "openAppWhenRun" { facts.openAppWhenRun = member.value }
                if isStatic, member.name == "supportedModes" { facts.supportedModes = member.value }
                if !isStatic, codable, !member.isComputed {
                    declaration.storedProperties.append(
                        PropertyFact(name: member.name, type: member.type, nameSpan: member.nameSpan))
                }
                index = member.end
                isStatic = false
                continue
            }
            if token.kind == .word,
                ![
                    "private", "fileprivate", "public", "internal", "package", "nonisolated", "final",
                    "static", "class", "lazy", "@MainActor",
                ].contains(token.text), !token.text.hasPrefix("@")
            {
                isStatic = false
            }
            index += 1
        }
        if !intentProtocols.isEmpty { declaration.intent = facts }
        return declaration
    }

    /// `let NAME[: TYPE][= VALUE | { VALUE }]` at `index`: the parts, and where it ends.
    static func member(_ tokens: [SwiftToken], at index: Int, to close: Int, pairs: [Int?])
        -> (name: String, type: String, value: MemberValue?, isComputed: Bool, nameSpan: SourceSpan, end: Int)
    {
        let nameToken = tokens[index + 1]
        var cursor = index + 2
        var type = ""
        if cursor < close, tokens[cursor].isPunctuation(":") {
            cursor += 1
            let start = cursor
            while cursor < close, !tokens[cursor].isPunctuation("="), !tokens[cursor].isPunctuation("{"),
                !tokens[cursor].isPunctuation(";"), !startsMember(tokens, at: cursor, after: start)
            {
                if let partner = pairs[cursor], !tokens[cursor].isPunctuation("{") { cursor = partner }
                cursor += 1
            }
            type = tokens[start..<cursor].map { token -> String in
                if case .string = token.kind { return "\"…\"" }
                return token.text
            }.joined()
        }
        let span = SourceSpan(start: nameToken.start, end: nameToken.end)
        guard cursor < close else { return (nameToken.text, type, nil, false, span, cursor) }
        if tokens[cursor].isPunctuation("="), cursor + 1 < close {
            let end = expressionEnd(tokens, from: cursor + 1, pairs: pairs)
            let words = tokens[(cursor + 1)..<Swift.min(end, close)].filter { $0.kind == .word }.map(\.text)
            let value = MemberValue(
                words: words,
                span: SourceSpan(
                    start: tokens[cursor + 1].start, end: tokens[Swift.max(cursor + 1, Swift.min(end, close) - 1)].end))
            return (nameToken.text, type, value, false, span, Swift.max(end, cursor + 1))
        }
        if tokens[cursor].isPunctuation("{"), let partner = pairs[cursor], partner <= close {
            let words = tokens[(cursor + 1)..<partner].filter {
                $0.kind == .word && !["get", "return"].contains($0.text)
            }
            .map(\.text)
            let value = MemberValue(
                words: words, span: SourceSpan(start: tokens[cursor].start, end: tokens[partner].end))
            return (nameToken.text, type, value, true, span, partner + 1)
        }
        return (nameToken.text, type, nil, false, span, cursor)
    }

    /// A declaration keyword that is not a member access ends an annotation (tokens keep no
    /// line breaks).
    static func startsMember(_ tokens: [SwiftToken], at index: Int, after start: Int) -> Bool {
        index > start && tokens[index].kind == .word && statementKeywords.contains(tokens[index].text)
            && !tokens[index - 1].isPunctuation(".")
    }

    /// `.result(opensIntent:` between `from` and `to`.
    static func opensIntent(_ tokens: [SwiftToken], from: Int, to: Int) -> [SourceSpan] {
        var found: [SourceSpan] = []
        var index = from
        while index + 3 <= to {
            if tokens[index].isWord("result"), tokens[index + 1].isPunctuation("("),
                tokens[index + 2].isWord("opensIntent"), tokens[index + 3].isPunctuation(":")
            {
                found.append(SourceSpan(start: tokens[index + 2].start, end: tokens[index + 2].end))
            }
            index += 1
        }
        return found
    }

    /// The use a watched word at `index` makes, if it makes one.
    static func use(_ tokens: [SwiftToken], at index: Int, owners: [String]) -> APIUse? {
        let token = tokens[index]
        func labelled(_ label: String) -> Bool {
            index + 3 < tokens.count && tokens[index + 1].isPunctuation("(") && tokens[index + 2].isWord(label)
                && tokens[index + 3].isPunctuation(":")
        }
        let kind: APIUse.Kind
        switch token.text {
        case "UserDefaults" where labelled("suiteName"): kind = .userDefaultsSuite
        case "containerURL" where labelled("forSecurityApplicationGroupIdentifier"): kind = .appGroupContainer
        case "groupContainer" where index + 1 < tokens.count && tokens[index + 1].isPunctuation(":"):
            kind = .groupContainerStore
        case "AVCaptureEventInteraction": kind = .captureEventInteraction
        case "onCameraCaptureEvent": kind = .cameraCaptureEventModifier
        default: return nil
        }
        return APIUse(kind: kind, span: SourceSpan(start: token.start, end: token.end), owners: owners)
    }
}
