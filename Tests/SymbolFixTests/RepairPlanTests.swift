import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolModel
import TestSupport
import Testing

@testable import SymbolFix

/// `fix` is check once → apply the repairs the findings carry → check again: it makes every
/// step a finding's `Repair` names, and nothing the findings do not ask for.
@Suite struct RepairPlanTests {
    /// Regular-M: a same-direction square inside a square (`nonzero-fill`: delete contour 2);
    /// Regular-S: a stroked square (`stroke`: outline it); Regular-L: a square that ends on its
    /// start without `Z` (`open-subpath`: close it).
    static var svg: String {
        var f = TemplateFixture()
        let medium = TemplateFixture.side(.medium)
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: medium))M30 -60h40v40h-40Z"/>"#
        let small = TemplateFixture.side(.small)
        f.glyphs["Regular-S"] =
            ##"<path stroke="#000000" stroke-width="2" d="\##(TemplateFixture.squarePath(side: small))"/>"##
        let large = TemplateFixture.side(.large)
        let top = -AppleTemplate.capHeight / 2 - large / 2
        f.glyphs["Regular-L"] = #"<path d="M6 \#(top)h\#(large)v\#(large)h-\#(large)v-\#(large)"/>"#
        return f.svg
    }

    @Test func fixMakesEveryStepTheFindingsName() throws {
        let source = SourceFile(path: "x.svg", text: Self.svg)
        let config = Fixer.configuration(CheckConfiguration())
        let findings = Checker.check(source, configuration: config).diagnostics
        let steps = findings.compactMap(\.repair).flatMap(\.steps).map(\.action)
        #expect(Set(steps) == [.deleteContours([1]), .outlineStroke, .closeSubpaths([0])])
        let outcome = try Fixer.fix(source, configuration: CheckConfiguration())
        let changes = Dictionary(
            uniqueKeysWithValues: outcome.repairs.map { ($0.variant.id, $0.shapes.flatMap(\.changes)) })
        #expect(
            changes == [
                "Regular-M": ["deleted contour 2, which adds nothing to what non-zero fills"],
                "Regular-S": ["outlined the stroke"],
                "Regular-L": ["closed contour 1 with `Z`: it ends on its start, so the outline is unchanged"],
            ])
        #expect(outcome.remaining.isEmpty)
    }

    /// The same template with no repairs to apply: `fix` derives none of its own.
    @Test func withoutRepairsNothingIsEdited() throws {
        let source = SourceFile(path: "x.svg", text: Self.svg)
        let (template, plan) = try Fixer.read(source, Fixer.configuration(CheckConfiguration()))
        #expect(!plan.shapes.isEmpty)
        let pass = try Fixer.repairs(
            template, RepairPlan([]), wireframe: nil,
            budget: GeometryBudget(
                limits: CheckConfiguration().geometryLimits, timeLimit: CheckConfiguration().timeLimit))
        #expect(pass.edits.isEmpty && pass.repairs.isEmpty)
    }
}
