import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// Draw guide points on the paths `fix` rewrites (docs/template-format.md §5.1): kept where the
/// path's structure stays, removed from every design where a repair redrew it, and said.
@Suite struct GuidePointKeepingTests {
    @Test func aRedrawnPathLosesItsGuidePointsInEveryDesign() throws {
        var f = TemplateFixture.draw
        // Two squares drawn the same way, overlapping: non-zero fills the union, so fix redraws it.
        f.glyphs["Regular-M"] =
            #"<path data-clipstroke-keyframes="\#(TemplateFixture.drawGuidePoints)" d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(.medium)))"/>"#
        let outcome = try fix(f.svg)
        let output = String(decoding: outcome.output, as: UTF8.self)
        #expect(!output.contains("data-clipstroke-keyframes"))
        let changes = outcome.repairs.flatMap { r in
            r.shapes.flatMap { s in s.changes.map { "\(r.variant.id): \($0)" } }
        }
        #expect(
            changes.contains(
                "Regular-M: removed its Draw guide points (`data-clipstroke-keyframes`), which name places along the outline it had; removed from path 1 of every design, to annotate again in the SF Symbols app"
            ))
        #expect(
            changes.contains(
                "Regular-S: removed its Draw guide points (`data-clipstroke-keyframes`) with those of path 1 in Regular-M, which was redrawn: the designs' guide points go together"
            ))
        // Nothing is left half annotated.
        #expect(!check(output).ruleIDs.contains("draw-guide-points-missing"))
    }

    @Test func aSubpathClosedWithZKeepsThem() throws {
        var f = TemplateFixture.draw
        let s = TemplateFixture.number(TemplateFixture.side(.medium))
        let top = TemplateFixture.number(-AppleTemplate.capHeight / 2 - TemplateFixture.side(.medium) / 2)
        // Ends on its start without Z: fix closes it, the outline unchanged.
        f.glyphs["Regular-M"] =
            #"<path data-clipstroke-keyframes="\#(TemplateFixture.drawGuidePoints)" d="M6 \#(top)h\#(s)v\#(s)h-\#(s)v-\#(s)"/>"#
        let outcome = try fix(f.svg)
        #expect(outcome.changedAnything)
        let output = String(decoding: outcome.output, as: UTF8.self)
        #expect(output.split(separator: "data-clipstroke-keyframes=").count == 4)
        #expect(output == f.svg.replacing("v-\(s)\"", with: "v-\(s)Z\""))
    }

    @Test func aVariableTemplateThatWouldBeWrittenOutIsRefused() {
        let sources = TemplateFixture.variableSources()
        #expect(throws: Never.self) { try GuidePointKeeping.refuseStaticWriteOut(of: read(sources.svg)) }
        var f = sources
        f.versionText = "Template v.7.0"
        f.addDrawGuidePoints(to: Variant.interpolationSources.map(\.id))
        #expect(throws: RewriteRefusal.self) { try GuidePointKeeping.refuseStaticWriteOut(of: read(f.svg)) }
    }

    func read(_ svg: String) -> SymbolTemplate {
        try! TemplateFrontEnd.read(SourceFile(path: "x.svg", text: svg)).get()
    }
}
