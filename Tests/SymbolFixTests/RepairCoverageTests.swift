import SVGModel
import SymbolCheck
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// The rules `fix` repairs come from the rule registry: every rule that names repairs
/// (`RuleDescription.repairs`) is on in `fix`'s check, and no other. These tests hold the two
/// ends of that: a rule whose findings carry a repair names it, and `fix` makes every repair a
/// rule names. So a new repairable rule cannot be silently off in `fix` while `check` promises
/// the repair in its help.
@Suite struct RepairCoverageTests {
    /// Each rule's findings over its own examples, checked with the rule on, as `fix` checks.
    static func findings(_ rule: any Rule, _ example: RuleExample) -> [Diagnostic] {
        check(example.svg) { config in
            config.profile = .controlCenter
            config.severityOverrides[rule.id] = .some(.error)
        }.diagnostics.filter { $0.ruleID == rule.id }
    }

    static var repairingRules: [any Rule] { RuleRegistry.templateRules.filter { !$0.description.repairs.isEmpty } }

    @Test func fixChecksWithExactlyTheRulesThatNameRepairs() {
        #expect(Fixer.repairedRuleIDs == Self.repairingRules.map(\.id))
        let config = Fixer.configuration(CheckConfiguration())
        for rule in RuleRegistry.templateRules {
            let on = config.severity(of: rule.description) != nil
            #expect(on == Fixer.repairedRuleIDs.contains(rule.id), "\(rule.id) is \(on ? "on" : "off") in fix")
        }
    }

    /// A rule whose findings carry a repair names each kind of it: otherwise `fix` would not
    /// check with it, and leave what its help promises.
    @Test(arguments: RuleRegistry.templateRules.map { RuleID($0) })
    func aRuleNamesTheRepairsItsFindingsCarry(_ id: RuleID) {
        let rule = id.rule
        for example in rule.description.examples {
            for finding in Self.findings(rule, example) {
                guard let repair = finding.repair else { continue }
                let unnamed = repair.kinds.subtracting(rule.description.repairs)
                #expect(
                    unnamed.isEmpty,
                    "\(rule.id) / \(example.title): its finding carries \(unnamed.map(\.rawValue).sorted()), which its description's `repairs` does not name, so fix would not apply it"
                )
            }
        }
    }

    /// Every kind of repair a rule names is carried by a finding of one of its own examples, and
    /// `fix` applied to that example makes it: the file changes and the rule has no repair left
    /// to ask for.
    @Test(arguments: Self.repairingRules.map { RuleID($0) })
    func fixMakesEveryRepairARuleNames(_ id: RuleID) throws {
        let rule = id.rule
        var shown: Set<Repair.Kind> = []
        for example in rule.description.examples where example.fires {
            let carried = Self.findings(rule, example).compactMap(\.repair).filter { !$0.steps.isEmpty }
            guard !carried.isEmpty else { continue }
            shown.formUnion(carried.flatMap { $0.steps.map(\.action.kind) })
            let outcome = try Fixer.fix(
                SourceFile(path: "example.svg", text: example.svg), configuration: CheckConfiguration(),
                wireframe: WireframeChoice(.fill, askedAs: "--wireframe fill"))
            let changed = outcome.changedAnything
            #expect(changed, "\(rule.id) / \(example.title): fix made no edit")
            let left = check(String(decoding: outcome.output, as: UTF8.self)) { config in
                config.severityOverrides[rule.id] = .some(.error)
            }.diagnostics.compactMap { $0.ruleID == rule.id ? $0.repair : nil }.flatMap { $0.steps.map(\.action.kind) }
            #expect(left == [], "\(rule.id) / \(example.title): after fix, still asks for these repairs")
        }
        let unshown = rule.description.repairs.subtracting(shown)
        #expect(
            unshown.isEmpty,
            "\(rule.id) names \(unshown.map(\.rawValue).sorted()) but no example of it carries that repair: add one, so that fix is seen to make it"
        )
    }
}

/// A rule as a test argument, shown by its id.
struct RuleID: CustomTestStringConvertible, Sendable {
    let id: String
    init(_ rule: any Rule) { id = rule.id }
    var rule: any Rule { RuleRegistry.templateRules.first { $0.id == id }! }
    var testDescription: String { id }
}
