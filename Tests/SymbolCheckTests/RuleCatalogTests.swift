import RuleCatalogue
import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import AppRules
@testable import SymbolCheck

/// Every rule's description is complete and its examples behave as they say: a firing example
/// reports exactly that rule and nothing else; a quiet one reports nothing at all.
@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueKebabCase() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id) is not kebab-case")
            #expect(!id.hasPrefix("-") && !id.hasSuffix("-"))
        }
    }

    @Test func descriptionsFollowTheMessageStyle() {
        for rule in RuleRegistry.all {
            let d = rule.description
            #expect(
                d.summary.first?.isLowercase == true || d.summary.first == "`"
                    || d.summary.first?.isUppercase == true && d.summary.hasPrefix("Ultralight"),
                "\(d.id): summary starts lowercase")
            #expect(!d.summary.hasSuffix("."), "\(d.id): summary has no final period")
            #expect(d.rationale.count > 80, "\(d.id): rationale explains why")
            #expect(d.severities[.controlCenter] != nil, "\(d.id): on in the default profile")
            #expect(d.examples.contains { $0.fires }, "\(d.id): has a triggering example")
        }
    }

    /// Every rule that can give an error states what addresses it, and the rest of what it
    /// states agrees: `fix` addresses exactly the rules that name repairs, and a command
    /// promises only what it addresses (`fix --template-version` excepted: it takes a file down
    /// and promises what the older Xcode reads, whoever addresses that).
    @Test func aRuleThatCanGiveAnErrorStatesWhatAddressesIt() {
        for rule in RuleRegistry.all {
            let d = rule.description
            if d.severities.values.contains(.error) { #expect(d.remedy != nil, "\(d.id) states no remedy") }
            #expect((d.remedy == .fix) == !d.repairs.isEmpty, "\(d.id): fix is its remedy iff it names repairs")
            if d.promisedBy.contains(.fix) { #expect(d.remedy == .fix, "\(d.id)") }
            if d.promisedBy.contains(.resize) { #expect(d.remedy == .resize, "\(d.id)") }
            if d.category == .controls { #expect(d.remedy == .appDeveloper, "\(d.id)") }
        }
        // What each command promises, as the rules state it.
        #expect(RuleRegistry.rules(promisedBy: .resize) == ["glyph-size", "glyph-overflows-tile"])
        #expect(RuleRegistry.rules(promisedBy: .fixTemplateVersion) == ["template-version", "annotation-version"])
        #expect(
            RuleRegistry.rules(promisedBy: .fix) == [
                "blank-glyph", "stroke", "hairline-stroke", "nonzero-fill", "evenodd-fragile",
            ])
    }

    /// Each rule names the analyses it reads: run alone, with no glyph measured for a report, it
    /// finds on every example exactly what it finds beside every other rule. A rule that read an
    /// analysis it does not name would find nothing alone, as the checker would skip it.
    @Test(arguments: RuleRegistry.templateRules.map(\.id))
    func aRuleAloneFindsWhatItFindsWithTheOthers(_ id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        for example in rule.description.examples {
            let together = check(example.svg).diagnostics.filter { $0.ruleID == id }
            let alone = check(example.svg) { $0 = $0.checkingOnly([id]) }.diagnostics
            let said = { (d: Diagnostic) in "\(d.start ?? -1) \(d.message) \(d.notes.map(\.message)) \(d.help ?? "")" }
            #expect(alone.map(said) == together.map(said), "\(id) / \(example.title)")
        }
    }

    /// The rule catalogue is the one list of rule ids: no other source file writes one, as an
    /// array or set of two or more rules (`XRule()`, or their ids as strings). A command's list of
    /// rules is derived from what the rules state (`RuleRegistry.rules(promisedBy:)`,
    /// `repairedRules`, `analyses(neededUnder:)`, `SuggestedAction.leftAfterFix`).
    @Test func noHandListOfRuleIDsOutsideTheCatalogue() {
        let ids = Set(RuleRegistry.ids)
        func swiftFiles(_ folder: String) -> [String] {
            listDirectory(folder).flatMap { name -> [String] in
                let path = folder + "/" + name
                return name.hasSuffix(".swift") ? [path] : swiftFiles(path)
            }
        }
        let files = swiftFiles(packageRoot + "/Sources")
        #expect(files.count > 100)
        var lists: [String] = []
        for file in files
        where !file.hasSuffix("/SymbolCheck/Rules/RuleRegistry.swift")
            && !file.hasSuffix("/AppRules/ControlRuleList.swift")
            && !file.hasSuffix("/RuleCatalogue/RuleCatalogue.swift")
        {
            let text = Array(String(decoding: readBytes(file) ?? [], as: UTF8.self))
            // Each bracketed list with no bracket inside it: how many rules it names.
            var open: [(start: Int, nested: Bool)] = []
            for (index, character) in text.enumerated() {
                if character == "[" { open.append((index, false)) }
                guard character == "]", let list = open.popLast() else { continue }
                if !open.isEmpty { open[open.count - 1].nested = true }
                guard !list.nested else { continue }
                let items = String(text[list.start...index])
                let rules = items.ranges(of: "Rule()").count
                let quoted = items.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
                    .filter { ids.contains(String($0.element)) }.count
                if rules + quoted >= 2 {
                    let line = text[..<list.start].filter { $0 == "\n" }.count + 1
                    lists.append("\(file.dropFirst(packageRoot.count + 1)):\(line)")
                }
            }
        }
        #expect(lists == [], "rule lists outside RuleRegistry: \(lists)")
    }

    @Test func theFixtureIsClean() {
        let result = check(TemplateFixture().svg)
        #expect(result.diagnostics.map { "\($0.ruleID): \($0.message)" } == [])
    }

    /// A Controls rule's examples are apps, run through `controls` in SymbolInputsTests
    /// (`ControlRuleExampleTests`), so this suite needs no project reader.
    @Test(
        arguments: RuleRegistry.all.flatMap { rule in
            rule.description.examples.filter { $0.app == nil }.map { (rule.description.id, $0) }
        })
    func examplesBehaveAsDescribed(_ id: String, _ example: RuleExample) {
        expectBehavesAsDescribed(id, example, checkExample(example))
    }
}

/// A firing example reports exactly its rule, in messages written as the style asks; a quiet
/// one reports nothing at all.
func expectBehavesAsDescribed(_ id: String, _ example: RuleExample, _ result: CheckResult) {
    if example.fires {
        #expect(Set(result.ruleIDs) == [id], "\(id) / \(example.title): \(result.diagnostics.map(\.message))")
        for d in result.diagnostics {
            #expect(
                d.message.first.map {
                    !$0.isUppercase || d.message.hasPrefix("Regular") || d.message.hasPrefix("Ultralight")
                        || d.message.hasPrefix("Control")
                } ?? false, "\(d.message)")
            #expect(!d.message.hasSuffix("."), "\(d.message)")
        }
    } else {
        #expect(
            result.diagnostics.map(\.ruleID) == [], "\(id) / \(example.title): \(result.diagnostics.map(\.message))"
        )
    }
}

/// Runs a rule example: a template through the checker, or a Contents.json example through
/// the `contents-json` rule in a folder holding the example's files.
func checkExample(_ example: RuleExample) -> CheckResult {
    guard let folder = example.symbolsetFolder else { return check(example.svg) }
    let source = SourceFile(path: "Contents.json", text: example.svg)
    let entries = folder.map { DirectoryEntry(name: $0, kind: .file) }
    let contents = ContentsJSONRule().check(contents: source, folder: entries)
    return CheckResult(
        path: source.path, source: source,
        diagnostics: Checker.apply(CheckConfiguration(), to: contents.diagnostics, judgedBy: RuleRegistry.all))
}
