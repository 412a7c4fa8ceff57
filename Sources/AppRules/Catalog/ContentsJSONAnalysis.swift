import JSONReader
import SVGModel
import Support
import SymbolDiagnostics

/// One pass over a symbol set's Contents.json: the JSON, its keys, the entries' files and
/// slots, and the folder's SVG files that no entry names.
struct ContentsJSONAnalysis {
    private typealias Vocabulary = ContentsJSONVocabulary

    let rule: ContentsJSONRule
    /// The other entries of the `.symbolset` folder.
    let folder: [DirectoryEntry]
    private(set) var diagnostics: [Diagnostic] = []

    init(rule: ContentsJSONRule, folder: [DirectoryEntry]) {
        self.rule = rule
        self.folder = folder.sorted { PathText.precedes($0.name, $1.name) }
    }

    /// Where an SVG sits in a symbol set: one file per idiom, writing direction, appearance and
    /// locale. A second entry naming a file for a taken slot leaves actool to pick one.
    private struct Slot: Hashable {
        var idiom: String?
        var languageDirection: String?
        var locale: String?
        /// `appearance value` pairs, sorted.
        var appearances: [String]

        var description: String {
            var text = idiom.map { "the idiom `\($0)`" } ?? "no idiom"
            var qualifiers: [String] = []
            if let languageDirection { qualifiers.append("language-direction `\(languageDirection)`") }
            qualifiers += appearances.map { "appearance \($0)" }
            if let locale { qualifiers.append("locale `\(locale)`") }
            if !qualifiers.isEmpty { text += " (" + qualifiers.joined(separator: ", ") + ")" }
            return text
        }
    }

    mutating func analyse(_ source: SourceFile) -> SymbolsetContents {
        let unusable = { (d: [Diagnostic]) in SymbolsetContents(diagnostics: d, namedSVGs: [], isUsable: false) }
        let root: JSONValue.Located
        do {
            root = try JSONValue.parse(source.bytes)
        } catch {
            report("not valid JSON: \(error.message)", at: source.characterRange(at: error.offset))
            return unusable(diagnostics)
        }
        guard case .object(let members) = root.value else {
            report("the top level of Contents.json is \(root.value.typeName), not an object", at: root.range)
            return unusable(diagnostics)
        }
        let top = keys(of: members, known: Vocabulary.topLevelKeys, place: "at the top level")
        if let info = top["info"] { checkInfo(info.value) }
        if let properties = top["properties"] { checkProperties(properties.value) }
        guard let symbols = top["symbols"] else {
            report(
                "no `symbols` array in Contents.json", at: root.range,
                help:
                    "a symbol set names its SVG like this: \"symbols\" : [ { \"filename\" : \"name.svg\", \"idiom\" : \"universal\" } ]"
            )
            return unusable(diagnostics)
        }
        guard case .array(let items) = symbols.value.value else {
            report("`symbols` is \(symbols.value.value.typeName), not an array", at: symbols.value.range)
            return unusable(diagnostics)
        }
        var named: [String] = []
        var allFilenames = Set<String>()
        var taken: [Slot: (filename: String, range: SourceRange)] = [:]
        for item in items {
            guard case .object(let entryMembers) = item.value else {
                report("a `symbols` entry is \(item.value.typeName), not an object", at: item.range)
                continue
            }
            let entry = keys(of: entryMembers, known: Vocabulary.entryKeys, place: "in a `symbols` entry")
            let slot = readSlot(entry, at: item.range)
            guard let filenameMember = entry["filename"],
                let filename = string(filenameMember, named: "filename")
            else { continue }
            let filenameRange = filenameMember.value.range
            allFilenames.insert(filename)
            if let first = taken[slot] {
                report(
                    "a second SVG entry for \(slot.description)", at: filenameRange,
                    help: "keep one SVG per idiom, or tell them apart with `appearances` or `language-direction`",
                    notes: [Diagnostic.Note("the first entry for it names `\(first.filename)`", at: first.range)])
            } else {
                taken[slot] = (filename, filenameRange)
            }
            if checkFile(filename, at: filenameRange), !named.contains(filename) { named.append(filename) }
        }
        if taken.isEmpty {
            report(
                "no `symbols` entry names an SVG file", at: symbols.value.range,
                help: "name the template: { \"filename\" : \"name.svg\", \"idiom\" : \"universal\" }")
        }
        for entry in folder
        where PathText.isSVGName(entry.name) && !allFilenames.contains(entry.name)
            && (entry.kind == .file || entry.kind == .symbolicLink)
        {
            report(
                "`\(entry.name)` is in the folder but no entry names it", at: symbols.value.range, severity: .warning,
                help: "Xcode ignores it: name it in a `symbols` entry, or delete it")
        }
        return SymbolsetContents(diagnostics: diagnostics, namedSVGs: named, isUsable: true)
    }

    // MARK: - Parts

    private mutating func checkInfo(_ info: JSONValue.Located) {
        guard case .object(let members) = info.value else {
            report("`info` is \(info.value.typeName), not an object", at: info.range)
            return
        }
        _ = keys(of: members, known: Vocabulary.infoKeys, place: "in `info`")
    }

    private mutating func checkProperties(_ properties: JSONValue.Located) {
        guard case .object(let members) = properties.value else {
            report("`properties` is \(properties.value.typeName), not an object", at: properties.range)
            return
        }
        let known = keys(of: members, known: Vocabulary.propertyKeys, place: "in `properties`")
        guard let intentMember = known["symbol-rendering-intent"],
            let intent = string(intentMember, named: "symbol-rendering-intent")
        else { return }
        guard !Vocabulary.renderingIntents.contains(intent) else { return }
        let accepted = Vocabulary.renderingIntents.map { "\"\($0)\"" }.joined(separator: ", ")
        report(
            "`symbol-rendering-intent` \"\(intent)\" is not a value Xcode is known to write",
            at: intentMember.value.range,
            severity: .warning, help: "use \(accepted), or remove the key for the default rendering",
            notes: [
                Diagnostic.Note(
                    "values found in Contents.json files that Xcode wrote: \(accepted); other values come from third-party generators and may be ignored"
                )
            ])
    }

    /// The entry's slot; reports a missing idiom and values of the wrong type.
    private mutating func readSlot(_ entry: [String: JSONValue.Member], at range: SourceRange) -> Slot {
        var slot = Slot(appearances: [])
        if let idiom = entry["idiom"] {
            slot.idiom = string(idiom, named: "idiom")
        } else {
            report(
                "the entry has no `idiom`", at: range, severity: .warning,
                help: "Xcode writes \"idiom\" : \"universal\" in every entry")
        }
        slot.languageDirection = entry["language-direction"].flatMap { string($0, named: "language-direction") }
        slot.locale = entry["locale"].flatMap { string($0, named: "locale") }
        guard let appearances = entry["appearances"] else { return slot }
        guard case .array(let items) = appearances.value.value else {
            report("`appearances` is \(appearances.value.value.typeName), not an array", at: appearances.value.range)
            return slot
        }
        for item in items {
            guard case .object(let members) = item.value else {
                report("an `appearances` item is \(item.value.typeName), not an object", at: item.range)
                continue
            }
            let known = keys(of: members, known: Vocabulary.appearanceKeys, place: "in an `appearances` item")
            let name = known["appearance"].flatMap { string($0, named: "appearance") } ?? "?"
            let value = known["value"].flatMap { string($0, named: "value") } ?? "?"
            slot.appearances.append("\(name) `\(value)`")
        }
        slot.appearances.sort()
        return slot
    }

    /// Whether `filename` is an SVG file in the folder; reports why not.
    private mutating func checkFile(_ filename: String, at range: SourceRange) -> Bool {
        guard let entry = folder.first(where: { $0.name == filename }) else {
            var help = "add the file to the .symbolset folder, or correct the name"
            if let near = folder.first(where: { $0.name.lowercased() == filename.lowercased() }) {
                help = "the folder has `\(near.name)`: names must match exactly, case included"
            } else if filename.contains("/") {
                help = "`filename` names a file directly inside the .symbolset folder, without a path"
            }
            report("`\(filename)` is not in the symbol set's folder", at: range, help: help)
            return false
        }
        switch entry.kind {
        case .directory:
            report("`\(filename)` is a folder, not a file", at: range)
            return false
        case .other:
            report("`\(filename)` is not a regular file", at: range)
            return false
        case .file, .symbolicLink:
            guard PathText.isSVGName(filename) else {
                report(
                    "`\(filename)` is not an SVG file", at: range,
                    help: "a symbol set holds an SVG template, as exported by the SF Symbols app")
                return false
            }
            return true
        }
    }

    // MARK: - JSON helpers

    /// The object's members by key (the last of duplicates, as JSON readers that build a
    /// dictionary keep); reports duplicates and unknown keys.
    private mutating func keys(of members: [JSONValue.Member], known: Set<String>, place: String) -> [String: JSONValue
        .Member]
    {
        var byKey: [String: JSONValue.Member] = [:]
        for member in members {
            if byKey[member.key] != nil {
                report(
                    "the key `\(member.key)` appears more than once \(place); symbolcheck reads the last one",
                    at: member.keyRange,
                    severity: .warning, help: "remove the duplicate: JSON readers differ on which one they use")
            } else if !known.contains(member.key) {
                report(
                    "unknown key `\(member.key)` \(place)", at: member.keyRange, severity: .warning,
                    help: Self.unknownKeyHelp(member.key, known: known))
            }
            byKey[member.key] = member
        }
        return byKey
    }

    /// The member's string value, or nil after reporting its type.
    private mutating func string(_ member: JSONValue.Member, named name: String) -> String? {
        if case .string(let text) = member.value.value { return text }
        report("`\(name)` is \(member.value.value.typeName), not a string", at: member.value.range)
        return nil
    }

    private static func unknownKeyHelp(_ key: String, known: Set<String>) -> String {
        if let misplaced = Vocabulary.misplacedKeyHelp[key] { return misplaced }
        let nearest = known.sorted().min { EditDistance.between($0, key) < EditDistance.between($1, key) }
        if let nearest, EditDistance.between(nearest, key) <= 2 { return "did you mean `\(nearest)`?" }
        return "Xcode does not write this key in a symbol set: remove it, or correct its spelling"
    }

    private mutating func report(
        _ message: String, at range: SourceRange?, severity: Severity = .error,
        help: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        let d = rule.finding(message, at: range, help: help, notes: notes)
        diagnostics.append(severity == .warning ? d.loweredToWarning() : d)
    }
}
