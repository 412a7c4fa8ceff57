import RuleCatalogue
import SVGModel
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import AppRules
@testable import SymbolCheck

/// A finding of a rule `fix` serves carries its repair, and suggests `fix` with that very value
/// (`SuggestedAction.fix`), which `fix` applies and the commands module words
/// (`RepairAdviceTests` pins the words), so what the help says `fix` does and what it does are
/// one value. These tests read the findings as data.
@Suite struct RepairSuggestionTests {
    static let servedRules: [any Rule] = [
        NonzeroFillRule(), EvenoddFragileRule(), StrokeRule(), HairlineStrokeRule(), BlankGlyphRule(),
        OpenSubpathRule(),
    ]

    @Test(
        arguments: servedRules.flatMap { rule in
            rule.description.examples.filter(\.fires).map { (rule.description.id, $0) }
        })
    func aServedFindingSuggestsFixWithTheRepairItCarries(_ id: String, _ example: RuleExample) throws {
        let result = checkExample(example)
        let findings = result.diagnostics.filter { $0.ruleID == id }
        #expect(!findings.isEmpty)
        for d in findings {
            let repair = try #require(d.repair, "\(id): no repair")
            guard repair.unrepairable == nil else {
                #expect(repair.steps.isEmpty, "\(id)")
                #expect(d.suggestedRepair.map { $0 == repair } ?? true, "\(id): suggests another repair")
                continue
            }
            #expect(!repair.steps.isEmpty, "\(id)")
            #expect(repair.namesFix, "\(id)")
            #expect(d.suggestedRepair == repair, "\(id): \(String(describing: d.suggestion))")
        }
    }

    /// Every rule's examples: where a finding suggests `fix`, it is with the finding's own repair.
    @Test func noFindingSuggestsARepairItDoesNotCarry() throws {
        var suggesting = 0
        for source in RuleRegistry.all {
            for example in source.description.examples {
                for d in checkExample(example).diagnostics {
                    guard let suggested = d.suggestedRepair else { continue }
                    suggesting += 1
                    #expect(suggested == d.repair, "\(d.ruleID): \(d.message)")
                }
            }
        }
        #expect(suggesting > 0)
    }

    @Test func theDiagnosisNamesTheShapeAndTheContours() throws {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.medium)
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == NonzeroFillRule().id })
        let repair = try #require(d.repair)
        let path = try #require(result.template?.glyphs.values.first { $0.variant.id == "Regular-M" }?.shapes.first)
        #expect(repair.steps == [Repair.Step(node: path.node.index, action: .deleteContours([1]))])
        #expect(!repair.drawnThroughUse && !repair.mayWriteOutStatically)
    }

    /// A stroke that draws and one of a glyph that draws nothing: outlined, or the wireframe choice.
    @Test func strokesAreOutlinedAndWireframesAskForAChoice() throws {
        var f = TemplateFixture()
        let square = TemplateFixture.squarePath(side: TemplateFixture.side(.medium))
        f.glyphs["Regular-M"] = ##"<path stroke="#000000" stroke-width="2" d="\##(square)"/>"##
        f.glyphs["Regular-S"] = #"<path style="fill:none;stroke:#000000;stroke-width:0.5" d="\#(square)"/>"#
        let result = check(f.svg)
        let stroke = try #require(result.diagnostics.first { $0.ruleID == StrokeRule().id }?.repair)
        #expect(stroke.steps.map(\.action) == [.outlineStroke])
        let blank = try #require(result.diagnostics.first { $0.ruleID == BlankGlyphRule().id })
        #expect(blank.repairActions == [.wireframe(hairline: 0.5)])
        #expect(blank.suggestedRepair == blank.repair)
    }

    /// A gap `fix` does not close says why, and the finding does not suggest `fix`.
    @Test func aGapIsLeftToTheDesigner() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M10 -60h40v40h-40"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == OpenSubpathRule().id })
        let repair = try #require(d.repair)
        #expect(repair.steps.isEmpty && repair.unrepairable != nil)
        #expect(!repair.namesFix)
        #expect(d.suggestion == nil)
    }
}
