import SVGModel
import SymbolInputs
import SymbolTestSupport
import Testing

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

    @Test func theFixtureIsClean() {
        let result = check(TemplateFixture().svg)
        #expect(result.diagnostics.map { "\($0.ruleID): \($0.message)" } == [])
    }

    @Test(arguments: RuleRegistry.all.flatMap { rule in rule.description.examples.map { (rule.description.id, $0) } })
    func examplesBehaveAsDescribed(_ id: String, _ example: RuleExample) {
        let result = checkExample(example)
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
}

/// Runs a rule example: a template through the checker, or a Contents.json example through
/// the `contents-json` rule in a folder holding the example's files.
func checkExample(_ example: RuleExample) -> CheckResult {
    if let app = example.controlApp { return checkControlExample(app) }
    guard let folder = example.symbolsetFolder else { return check(example.svg) }
    let source = SourceFile(path: "Contents.json", text: example.svg)
    let entries = folder.map { DirectoryEntry(name: $0, kind: .file) }
    let contents = ContentsJSONRule().check(contents: source, folder: entries)
    return CheckResult(
        path: source.path, source: source, diagnostics: Checker.apply(CheckConfiguration(), to: contents.diagnostics))
}

/// Runs a Controls example: `symbolcheck controls` over the example app in memory; the Swift
/// file's findings (a symbol set's own findings are its rules' examples), and nothing may be
/// left unread (a note of the run would mean the example is not what it says).
func checkControlExample(_ app: ControlExampleApp) -> CheckResult {
    var tree = MemoryFileTree()
    for (path, text) in app.files { tree.file(path, text) }
    let report = ControlChecker.check([ControlExampleApp.root], configuration: CheckConfiguration(), tree: tree)
    #expect(report.notes == [])
    return CheckResult(
        path: ControlExampleApp.swiftPath, source: SourceFile(path: ControlExampleApp.swiftPath, text: app.swift),
        diagnostics: report.results.filter { $0.path == ControlExampleApp.swiftPath }.flatMap(\.diagnostics))
}
