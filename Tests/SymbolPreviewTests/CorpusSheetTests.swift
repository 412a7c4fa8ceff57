import SVGModel
import SymbolCheck
import SymbolModel
import TestSupport
import Testing

@testable import SymbolPreview

/// The preview and the checker over the shared corpus (`../shared/corpus`; skipped, saying
/// why, when absent, and failed with SYMBOLCHECK_REQUIRE_SHARED=1): one flattening model, and every row the checker
/// measures is drawn.
@Suite(
    .tags(.corpus), .lanes,
    .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
struct CorpusSheetTests {
    @Test func everyBadgeHasAFindingThatSaysWhyAndEveryMeasuredRowIsDrawn() throws {
        let corpus = try SharedFolder.corpus.require()
        var sheets = 0
        var badges = 0
        var badgeWithoutFinding: [String] = []
        var visibleFindingWithoutBadge: [String] = []
        var measuredRowNotDrawn: [String] = []
        for name in listDirectory(corpus) where name.hasSuffix(".svg") {
            let bytes = try readFile(corpus + "/" + name)
            let result = Checker.check(SourceFile(path: name, bytes: bytes), configuration: CheckConfiguration())
            guard let template = result.template,
                let plan = try? PreviewPlan(template: template, svg: bytes, reference: nil)
            else { continue }
            sheets += 1
            let shown = Set(plan.input.rows.compactMap(\.authoredElementID))
            // The notes the flattening model writes for the glyphs on the sheet.
            let saysVisible = result.diagnostics.contains { d in
                d.notes.contains { note in
                    shown.contains {
                        note.message.hasPrefix("flattening changes the shape of \($0):")
                            || note.message.hasPrefix("flattening changes the tone of \($0):")
                    }
                }
            }
            let dropsStroke = result.diagnostics.contains { d in
                // A glyph that draws nothing reports its strokes as `blank-glyph`, a thin one as `hairline-stroke`.
                ["stroke", "hairline-stroke", "blank-glyph"].contains(d.ruleID)
                    && shown.contains { d.message.contains($0) }
            }
            let badge = plan.input.flatteningChangesGlyph
            if badge { badges += 1 }
            if badge && !(saysVisible || dropsStroke) { badgeWithoutFinding.append(name) }
            if saysVisible && !badge { visibleFindingWithoutBadge.append(name) }
            for scale in Scale.allCases
            where result.measurements[Variant(.regular, scale)] != nil
                && !plan.input.rows.contains(where: { $0.scale == scale })
            {
                measuredRowNotDrawn.append("\(name) \(scale.rawValue)")
            }
        }
        print("CorpusSheetTests: \(sheets) sheets, \(badges) with the flattening badge")
        #expect(sheets > 150)
        #expect(badgeWithoutFinding == [])
        #expect(visibleFindingWithoutBadge == [])
        #expect(measuredRowNotDrawn == [])
    }
}
