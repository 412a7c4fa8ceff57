import AppRules
import SVGModel
import SymbolCheck
import SymbolInputs
import SymbolTestSupport
import Testing

/// The Controls rules' examples, which are apps: each run through `controls` in memory, as the
/// rule catalogue's suite (SymbolCheckTests' `RuleCatalogTests`) runs every other example. A
/// firing example reports exactly its rule on the Swift file, in messages written as the style
/// asks; a quiet one reports nothing there.
@Suite struct ControlRuleExampleTests {
    @Test(
        arguments: RuleRegistry.all.flatMap { rule in
            rule.description.examples.filter { $0.appFiles != nil }.map { (rule.description.id, $0) }
        })
    func examplesBehaveAsDescribed(_ id: String, _ example: RuleExample) throws {
        var tree = MemoryFileTree()
        for (path, text) in try #require(example.appFiles) { tree.file(path, text) }
        let report = ControlChecker.check([ControlExampleApp.root], configuration: CheckConfiguration(), tree: tree)
        // Nothing may be left unread: a note of the run would mean the example is not what it says.
        #expect(report.notes == [])
        let found = report.results.filter { $0.path == ControlExampleApp.swiftPath }.flatMap(\.diagnostics)
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
            RuleRegistry.all.filter { $0.description.examples.contains { $0.appFiles != nil } }.map(\.id))
        #expect(withApps == Set(RuleRegistry.controlRules.map(\.id)))
    }
}
