import RuleCatalogue
import SymbolTestSupport
import Testing

@testable import AppRules
@testable import SymbolCheck

/// The severity policy (docs/checks.md, "Severity: errors for what breaks"): a rule's severities
/// follow from what its finding means on the device, and the rules the evidence puts on either
/// side of the line stay there.
@Suite struct SeverityPolicyTests {
    /// The policy's table, written out as docs/checks.md states it, not computed.
    @Test func eachConsequenceHasTheDocumentedSeverities() {
        let expected: [(Consequence.Kind, Severity?, Severity?)] = [
            (.xcodeRejects, .error, .error),
            (.questionMark, .error, nil),
            (.drawsNothing, .error, .note),
            (.drawsAnotherShape, .error, nil),
            (.drawsAnotherTone, .warning, nil),
            (.neverActs, .error, nil),
            (.judgment, .warning, nil),
            (.information, .note, nil),
            (.unread, .error, .error),
        ]
        #expect(expected.map(\.0) == Consequence.Kind.allCases)
        for (kind, controlCenter, xcode) in expected {
            #expect(SeverityPolicy.severity(kind, in: .controlCenter, scope: .template) == controlCenter, "\(kind)")
            #expect(SeverityPolicy.severity(kind, in: .xcode, scope: .template) == xcode, "\(kind)")
            // An app's Swift source is not a template: both profiles judge it alike.
            #expect(SeverityPolicy.severity(kind, in: .xcode, scope: .appSource) == controlCenter, "\(kind)")
        }
    }

    /// What the device does with each rule's finding, by the evidence in docs/runtime.md: what
    /// breaks is an error, what draws as designed a warning (issue #34's line).
    @Test(arguments: [
        ("glyph-size", Severity.warning), ("nonzero-fill", .warning), ("glyph-off-center", .warning),
        ("open-subpath", .warning), ("glyph-outside-margins", .warning), ("hairline-stroke", .warning),
        ("opacity", .warning), ("stroke", .error), ("evenodd-fragile", .error), ("invisible-shape", .error),
        ("glyph-overflows-tile", .error), ("blank-glyph", .error), ("not-interpolatable", .error),
        ("control-image-set", .error), ("missing-glyph", .error), ("clip-cuts-nothing", .note),
        ("draw-guide-points-missing", .warning), ("annotation-version", .warning),
    ])
    func theDefaultProfileFailsOnlyOnWhatBreaks(_ id: String, _ severity: Severity) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        #expect(rule.description.severities[.controlCenter] == severity)
    }

    /// Every rule says what happens and where that is known from, in the product's voice.
    @Test func everyRuleStatesItsConsequenceAndEvidence() {
        for rule in RuleRegistry.all {
            let d = rule.description
            #expect(d.consequence.happens.count > 20, "\(d.id): says what happens")
            #expect(d.consequence.evidence.count > 10, "\(d.id): says where it is known from")
            #expect(!d.consequence.happens.hasSuffix("."), "\(d.id): explain adds the period")
            for text in [d.consequence.happens, d.consequence.evidence, d.rationale] {
                #expect(!text.lowercased().contains("brief"), "\(d.id): speaks of how the tool was commissioned")
            }
        }
    }

    /// Xcode's verdict stays actool's: only what actool rejects (or what symbolcheck could not
    /// read) fails `--profile xcode`.
    @Test func theXcodeProfileFailsOnlyOnWhatActoolRejects() {
        for rule in RuleRegistry.all where rule.description.category != .controls {
            let d = rule.description
            let failsXcode = d.severities[.xcode] == .error
            #expect(failsXcode == [.xcodeRejects, .unread].contains(d.consequence.kind), "\(d.id)")
        }
    }

    /// A clip or mask that cuts ink builds, and nobody has reported what the compiled symbol does
    /// with it: a warning, while text in a glyph (actool: "contains a text node") stays an error.
    @Test func aClipThatCutsInkIsAWarningAndTextAnError() {
        var clipped = TemplateFixture()
        clipped.glyphs["Regular-M"] =
            #"<clipPath id="c"><rect x="0" y="-60" width="20" height="20"/></clipPath><path clip-path="url(#c)" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let clip = check(clipped.svg).diagnostics.filter { $0.ruleID == "unsupported-element" }
        #expect(clip.map(\.severity) == [.warning])
        var text = TemplateFixture()
        text.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
        #expect(check(text.svg).diagnostics.filter { $0.ruleID == "unsupported-element" }.map(\.severity) == [.error])
    }
}
