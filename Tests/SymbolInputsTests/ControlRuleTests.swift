import AppRules
import SVGModel
import SwiftSource
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// A Controls rule is one file, its description and its judgement (`ControlRule`): the inputs
/// module hands it each subject it may judge — an image name in a target's scope, a symbol set
/// shown, a Control, the app's projects and targets — and places what it finds, in the Control's
/// Swift file or in any file of the app (a project file, as the wiring rules of issue #41 will).
@Suite struct ControlRuleTests {
    /// A rule of the kind issue #41 adds: it asks the app for its targets and places a finding at
    /// the line of a project file that declares the app target, and one at each Control.
    struct WiringProbe: ControlRule {
        let description = RuleDescription(
            id: "wiring-probe", category: .controls, summary: "a probe of the protocol's subjects",
            consequence: Consequence(.information, "nothing happens", evidence: "a test"),
            rationale: String(repeating: "A test rule that places findings where the protocol lets it. ", count: 2))

        func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
            app.targets.filter(\.isApp).compactMap { target in
                let needle = Array("  \(target.name):".utf8)
                guard let source = app.source(of: target.project),
                    let at = source.bytes.indices.first(where: { source.bytes[$0...].starts(with: needle) })
                else { return nil }
                let start = at + 2
                return PlacedDiagnostic(
                    path: target.project,
                    diagnostic: finding(
                        "the app target \(target.name)", at: SourceRange(start: start, end: start + target.name.count)))
            }
        }

        func judge(_ control: ControlDeclaration, in scope: some ControlScope) -> [Diagnostic] {
            [
                finding(
                    "\(control.name) is built by \(scope.target?.name ?? "no target")",
                    at: SourceRange(start: control.nameStart, end: control.nameEnd))
            ]
        }
    }

    @Test func aRuleJudgesTheAppAndEachControlAndIsPlacedWhereItSays() throws {
        let app = ControlExampleApp(
            swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
            extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"], project: .iPhone)
        var tree = MemoryFileTree()
        for (path, text) in app.files { tree.file(path, text) }
        let report = ControlChecker.check(
            [ControlExampleApp.root], configuration: CheckConfiguration(), tree: tree,
            rules: RuleRegistry.controlRules + [WiringProbe()])
        let probed = report.results.flatMap { result in
            result.diagnostics.filter { $0.ruleID == "wiring-probe" }.map { d in
                "\(result.path):\(d.range.flatMap { result.location(of: $0.start) }.map { "\($0)" } ?? "?") \(d.message)"
            }
        }
        #expect(
            probed == [
                "\(ControlExampleApp.swiftPath):1:8 FlashControl is built by Widget",
                "\(ControlExampleApp.root)/project.yml:3:3 the app target App",
            ])
        // The registry's rules found nothing in this app.
        #expect(report.results.flatMap(\.diagnostics).allSatisfy { $0.ruleID == "wiring-probe" })
    }
}
