import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `annotation-version`: an annotation the file's own version does not read
/// (docs/template-format.md §2.1), reported once per annotation, at its first place.
@Suite struct AnnotationVersionRuleTests {
    @Test func drawDataInASixPointZeroExportIsAWarningAtTheFirstGuidePoints() {
        var export = DrawExportTemplate(.variable, draws: true)
        export.version = "6.0"
        let svg = export.svg
        let result = check(svg)
        #expect(result.ruleIDs == ["annotation-version"], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        // The first guide points in document order: Ultralight-S's bar.
        #expect(result.locations(of: "annotation-version") == [location(of: "data-clipstroke-keyframes=", in: svg)])
        #expect(
            result.diagnostics[0].message
                == "the Draw guide points (`data-clipstroke-keyframes` on 3 elements) are read from template version 7.0 on; this file is 6.0, so they are ignored"
        )
        #expect(result.diagnostics[0].notes.map(\.message) == ["2 more places carry it, the last here"])
        #expect(
            result.diagnostics[0].help
                == "export the symbol for Xcode 26 or later (Template v.7.0), or remove the annotation")
    }

    @Test func theSameExportAtSevenPointZeroIsClean() {
        for designs in [DrawExportTemplate.Designs.variable, .static] {
            #expect(check(DrawExportTemplate(designs, draws: true).svg).diagnostics.isEmpty)
            #expect(check(DrawExportTemplate(designs, draws: false).svg).diagnostics.isEmpty)
        }
    }

    @Test func eachKeyIsReportedBelowItsOwnVersion() {
        // The export's style block carries motion groups (5.0) and layer tags (6.0).
        var export = DrawExportTemplate(.variable, draws: false)
        export.version = "5.0"
        #expect(
            check(export.svg).diagnostics.map(\.message) == [
                "the layer tags (`-sfsymbols-layer-tags` in 6 declarations) are read from template version 6.0 on; this file is 5.0, so they are ignored"
            ])
        export.version = "4.0"
        #expect(
            check(export.svg).diagnostics.map { String($0.message.prefix { $0 != "(" }) } == [
                "the animation motion groups ", "the layer tags ",
            ])
    }

    @Test func aMissingVersionIsLeftToTemplateVersion() {
        var f = TemplateFixture.draw
        f.versionText = nil
        #expect(check(f.svg).ruleIDs == ["template-version"])
    }

    @Test func xcodeProfileLeavesItOut() {
        var export = DrawExportTemplate(.variable, draws: true)
        export.version = "6.0"
        #expect(check(export.svg) { $0.profile = .xcode }.diagnostics.isEmpty)
    }

    @Test func anchorNodesCountFromTheirVersion() {
        var f = TemplateFixture()
        f.versionText = "Template v.5.0"
        f.margins["Regular-S-rotate-anchor"] = #"<circle id="Regular-S-rotate-anchor" cx="1440" cy="660" r="1"/>"#
        expectSingle("annotation-version", in: f.svg, at: #"<circle id="Regular-S-rotate-anchor""#)
        f.versionText = "Template v.6.0"
        #expect(check(f.svg).diagnostics.isEmpty)
    }
}
