import AppRules
import RuleCatalogue
import SVGModel
import SymbolCheck
import SymbolInputs
import SymbolTestSupport
import Testing

/// The Controls rules' examples, which are apps: each run through `controls` in memory, as the
/// rule catalogue's suite (SymbolCheckTests' `RuleCatalogTests`) runs every other example, with
/// the kinds a baseline recorded when the example has them. A firing example reports exactly its
/// rule, in messages written as the style asks; a quiet one reports nothing.
@Suite struct ControlRuleExampleTests {
    @Test(
        arguments: RuleRegistry.all.flatMap { rule in
            rule.description.examples.filter { $0.controlApp != nil }.map { (rule.description.id, $0) }
        })
    func examplesBehaveAsDescribed(_ id: String, _ example: RuleExample) throws {
        var tree = MemoryFileTree()
        let app = try #require(example.controlApp)
        for (path, text) in app.files { tree.file(path, text) }
        let report = ControlChecker.check(
            [ControlExampleApp.root], configuration: CheckConfiguration(), tree: tree, recordedKinds: app.recordedKinds)
        // Nothing may be left unread: a note of the run would mean the example is not what it says.
        #expect(report.notes.isEmpty)
        // The findings in its Swift, project and property-list files (a symbol set's own are its
        // rules' examples).
        let found = report.results.filter { !$0.path.contains(".symbolset/") }.flatMap(\.diagnostics)
        let said = "\(id) / \(example.title): \(found.map(\.message))"
        #expect(Set(found.map(\.ruleID)) == (example.fires ? [id] : []), "\(said)")
        for d in found {
            #expect(d.message.first.map { !$0.isUppercase || d.message.hasPrefix("Control") } ?? false, "\(said)")
            #expect(!d.message.hasSuffix("."), "\(said)")
        }
    }

    /// Every Controls rule has examples here, and only Controls rules do.
    @Test func theExamplesThatAreAppsAreTheControlsRules() {
        let withApps = Set(
            RuleRegistry.all.filter { $0.description.examples.contains { $0.controlApp != nil } }.map(\.id))
        #expect(withApps == Set(RuleRegistry.controlRules.map(\.id)))
    }
}
