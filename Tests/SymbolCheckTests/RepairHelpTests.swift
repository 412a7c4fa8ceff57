import SVGModel
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck

/// A finding of a rule `fix` serves carries its repair, and the help's words about `fix` are
/// rendered from it (`Repair.fixHelp`), so the help names `fix` exactly when there is a repair.
@Suite struct RepairHelpTests {
    static let servedRules: [any Rule] = [
        NonzeroFillRule(), EvenoddFragileRule(), StrokeRule(), HairlineStrokeRule(), BlankGlyphRule(),
        OpenSubpathRule(),
    ]

    @Test(
        arguments: servedRules.flatMap { rule in
            rule.description.examples.filter(\.fires).map { (rule.description.id, $0) }
        })
    func theHelpSaysWhatTheRepairIs(_ id: String, _ example: RuleExample) throws {
        let result = checkExample(example)
        let findings = result.diagnostics.filter { $0.ruleID == id }
        #expect(!findings.isEmpty)
        for d in findings {
            let repair = try #require(d.repair, "\(id): no repair")
            let help = try #require(d.shownHelp)
            guard repair.unrepairable == nil else {
                #expect(repair.steps.isEmpty)
                #expect(!help.contains("symbolcheck fix"), "\(id): \(help)")
                continue
            }
            let template = try #require(result.template)
            let node = try #require(repair.steps.first.map { template.tree[$0.node] })
            let wordings: [Repair.Wording] = [
                .brief, .full(shape: "<\(template.tree.element(of: node).name)>", declared: node.style.fillRule),
            ]
            let texts = wordings.compactMap { repair.fixHelp(.commandLine(path: result.path), wording: $0) }
            #expect(!texts.isEmpty, "\(id): a repair with steps is said in the help")
            #expect(texts.contains { help.contains($0) }, "\(id): \(help)")
        }
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
        let blank = try #require(result.diagnostics.first { $0.ruleID == BlankGlyphRule().id }?.repair)
        #expect(blank.steps.map(\.action) == [.wireframe(hairline: 0.5)])
        #expect(blank.fixHelp(.commandLine(path: "x.svg"))?.contains("refuses until you choose") == true)
    }

    /// A repair `fix` does not make says why, and the help does not name `fix`.
    @Test func aGapIsLeftToTheDesigner() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M10 -60h40v40h-40"/>"#
        let result = check(f.svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == OpenSubpathRule().id })
        let repair = try #require(d.repair)
        #expect(repair.steps.isEmpty && repair.unrepairable != nil)
        #expect(repair.fixHelp(.commandLine(path: result.path)) == nil)
        #expect(d.shownHelp?.contains("symbolcheck fix") == false)
    }
}
