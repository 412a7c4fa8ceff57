import RuleCatalogue
import SVGModel
import SymbolTestSupport
import Testing

@testable import AppRules
@testable import SymbolCheck

/// A rule lowers a finding to a warning explicitly; the checker keeps it a warning unless the
/// rule's severity is set by hand.
struct SeverityAdjustmentTests {
    static let lowered = InvalidValueRule().finding("lowered", at: nil).loweredToWarning()
    static let plain = InvalidValueRule().finding("plain", at: nil)

    @Test func aLoweredFindingSaysSo() {
        #expect(Self.lowered.severity == .warning)
        #expect(Self.lowered.severityAdjustment == .warningUnlessOverridden)
        #expect(Self.plain.severityAdjustment == .configured)
    }

    @Test func theProfileDoesNotRaiseALoweredFinding() {
        let applied = Checker.apply(CheckConfiguration(), to: [Self.lowered, Self.plain])
        #expect(applied.map(\.severity) == [.warning, .error])
    }

    @Test func anExplicitSeverityDecidesBoth() {
        var errors = CheckConfiguration()
        errors.severityOverrides["invalid-value"] = Severity?.some(.error)
        #expect(Checker.apply(errors, to: [Self.lowered, Self.plain]).map(\.severity) == [.error, .error])
        var warnings = CheckConfiguration()
        warnings.severityOverrides["invalid-value"] = Severity?.some(.warning)
        #expect(Checker.apply(warnings, to: [Self.lowered, Self.plain]).map(\.severity) == [.warning, .warning])
    }

    @Test func aBadValueOutsideTheGlyphsIsAWarningUntilRaised() {
        var f = TemplateFixture()
        f.margins["note"] = #"<path id="note" d="M0 0 k"/>"#
        #expect(check(f.svg).diagnostics.map { "\($0.ruleID) \($0.severity)" } == ["invalid-value warning"])
        let raised = check(f.svg) { $0.severityOverrides["invalid-value"] = Severity?.some(.error) }
        #expect(raised.diagnostics.map { "\($0.ruleID) \($0.severity)" } == ["invalid-value error"])
    }

    @Test func stageDiagnosticsAreNotRunOnTemplates() {
        let templateIDs = RuleRegistry.templateRules.map(\.id)
        #expect(!templateIDs.contains("xml-malformed") && !templateIDs.contains("contents-json"))
        let stageIDs = RuleRegistry.all.filter { $0 is any StageDiagnostic }.map(\.id)
        let controlIDs = RuleRegistry.controlRules.map(\.id)
        #expect(stageIDs == ["xml-malformed", "input-refused", "not-svg", "not-a-template", "contents-json"])
        // Controls rules judge an app, not a template (`ControlRule`).
        #expect(RuleRegistry.all.filter { $0 is any ControlRule }.map(\.id) == controlIDs)
        #expect(
            RuleRegistry.ids
                == ["xml-malformed", "input-refused", "not-svg", "not-a-template"] + templateIDs + ["contents-json"]
                + controlIDs)
    }
}
