import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// `fix --template-version V` (docs/template-format.md §2.1, docs/fixing.md): the version text
/// and the "Requires Xcode" line rewritten, the annotations V does not read removed, every other
/// byte kept; refused when the removal would change what draws, or when V is newer.
@Suite struct TemplateVersionChangeTests {
    static func takenDown(_ svg: String, to version: TemplateVersion) throws(RewriteRefusal) -> FixOutcome {
        try Fixer.fix(
            SourceFile(path: "draw.svg", text: svg), configuration: CheckConfiguration(), wireframe: nil,
            templateVersion: version)
    }

    /// `svg` as it should read at 6.0, made by plain string edits of the file written: the
    /// guide points and Variable Draw declarations cut out, the footer rewritten.
    static func expectedAtSix(_ export: DrawExportTemplate) -> String {
        var text = export.svg
        for variant in export.variants {
            text = text.replacing(
                #" data-clipstroke-keyframes="\#(DrawExportTemplate.guidePoints(variant))""#, with: "")
        }
        return text.replacing(";-sfsymbols-variable-draw:0 1}", with: ";}")
            .replacing("Template v.7.0", with: "Template v.6.0")
            .replacing("Requires Xcode 26 or greater", with: "Requires Xcode 16 or greater")
    }

    @Test(arguments: [DrawExportTemplate.Designs.variable, .static])
    func aDrawExportAtSixKeepsEveryOtherByteAndChecksCleanThere(_ designs: DrawExportTemplate.Designs) throws {
        var export = DrawExportTemplate(designs, draws: true)
        export.barLayerDeclarations = ["-sfsymbols-variable-draw:0 1"]
        let outcome = try Self.takenDown(export.svg, to: TemplateVersion(6, 0))
        let output = String(decoding: outcome.output, as: UTF8.self)
        #expect(output == Self.expectedAtSix(export))
        let glyphs = export.variants.count
        #expect(
            outcome.templateVersionChange?.removed.map { "\($0.annotation.rawValue) \($0.count)" } == [
                "-sfsymbols-variable-draw 3", "data-clipstroke-keyframes \(glyphs)",
            ])
        // Under Xcode 16's limit the result is clean in both profiles: nothing rejected, nothing ignored.
        for profile in Profile.allCases {
            let result = check(output) {
                $0.maxTemplateVersion = TemplateVersion(6, 0)
                $0.profile = profile
            }
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        }
        // The layer tags and motion groups stay: 6.0 reads them.
        #expect(output.contains("-sfsymbols-layer-tags:bar"))
        #expect(output.contains("-sfsymbols-motion-group:1"))
    }

    @Test func theReportSaysWhatWasRemoved() throws {
        let export = DrawExportTemplate(.variable, draws: true)
        let outcome = try Self.takenDown(export.svg, to: TemplateVersion(6, 0))
        let report = FixReport.text(outcome, source: SourceFile(path: "draw.svg", text: export.svg), written: nil)
        let versionLine = location(of: #"<text id="template-version""#, in: export.svg)
        #expect(
            report == """
                draw.svg:\(versionLine): Template v.7.0 taken down to v.6.0 (the version text and the "Requires Xcode" line)
                draw.svg: removed Draw guide points (`data-clipstroke-keyframes` on 3 elements), which 6.0 does not read

                """)
    }

    @Test func aVersionAboveTheFilesIsRefused() {
        var f = TemplateFixture()
        f.versionText = "Template v.6.0"
        #expect(throws: RewriteRefusal.self) { try Self.takenDown(f.svg, to: TemplateVersion(7, 0)) }
        do {
            _ = try Self.takenDown(f.svg, to: TemplateVersion(7, 0))
        } catch {
            #expect(error.message == "the file is Template v.6.0; fix takes a template down, not up to 7.0")
        }
    }

    @Test func theSameVersionChangesNothing() throws {
        let outcome = try Self.takenDown(TemplateFixture().svg, to: TemplateVersion(6, 0))
        #expect(!outcome.changedAnything)
        #expect(outcome.templateVersionChange == nil)
    }

    @Test func fillActionsBelowFiveAreRefusedWithWhatWouldBeLost() {
        var f = TemplateFixture()
        f.styleSheet = ".shapeGroupLayer-0 {-sfsymbols-fill-action:erase;-sfsymbols-indices:1}"
        let svg = f.svg
        do {
            _ = try Self.takenDown(svg, to: TemplateVersion(4, 0))
            Issue.record("taken down")
        } catch {
            #expect(
                error.message
                    == "taking the file down to 4.0 would drop layer fill actions (draw or erase) (`-sfsymbols-fill-action` in 1 declaration), read from 5.0: it decides which layers draw and which erase, so the glyphs would draw otherwise; nothing was written"
            )
            #expect(
                error.offset.map { SourceFile(path: "x", text: svg).location(of: $0).description }
                    == location(of: "-sfsymbols-fill-action", in: svg))
        }
        // At 5.0 the fill action is read: nothing to remove, nothing refused.
        #expect((try? Self.takenDown(svg, to: TemplateVersion(5, 0))) != nil)
    }

    @Test func severalMonochromeLayersBelowFourAreRefused() {
        var export = DrawExportTemplate(.variable, draws: false)
        export.version = "6.0"
        #expect(throws: RewriteRefusal.self) { try Self.takenDown(export.svg, to: TemplateVersion(3, 0)) }
    }

    @Test func anAnchorNodeInsideAGlyphIsRefused() {
        var f = TemplateFixture()
        f.versionText = "Template v.6.0"
        f.glyphs["Regular-M"]! += #"<circle id="Regular-M-rotate-anchor" cx="50" cy="-35" r="1"/>"#
        do {
            _ = try Self.takenDown(f.svg, to: TemplateVersion(5, 0))
            Issue.record("taken down")
        } catch {
            #expect(error.message.hasPrefix("`Regular-M-rotate-anchor` lies inside the Regular-M glyph"))
        }
        // Outside the glyphs it goes, on its own line.
        var g = TemplateFixture()
        g.versionText = "Template v.6.0"
        g.margins["~anchor"] = #"<circle id="Regular-M-rotate-anchor" cx="1450" cy="1090" r="1"/>"#
        let output = try? Self.takenDown(g.svg, to: TemplateVersion(5, 0)).output
        #expect(
            output.map { String(decoding: $0, as: UTF8.self) }
                == g.svg.replacing("  " + g.margins["~anchor"]! + "\n", with: "").replacing(
                    "Template v.6.0", with: "Template v.5.0"))
    }

    /// Sketch writes the footer's words in `<tspan>`s (corpus 063–065): rewritten there.
    @Test func aFooterInTspansIsRewrittenInPlace() throws {
        var export = DrawExportTemplate(.variable, draws: true)
        export.version = "7.0"
        let svg = export.svg.replacing(">Template v.7.0<", with: "><tspan x=\"3036\">Template v.7.0</tspan><")
            .replacing(">Requires Xcode 26 or greater<", with: "><tspan>Requires Xcode 26 or greater</tspan><")
        let output = String(decoding: try Self.takenDown(svg, to: TemplateVersion(6, 0)).output, as: UTF8.self)
        #expect(output.contains(#"<tspan x="3036">Template v.6.0</tspan>"#))
        #expect(output.contains("<tspan>Requires Xcode 16 or greater</tspan>"))
        #expect(check(output) { $0.maxTemplateVersion = TemplateVersion(6, 0) }.diagnostics.isEmpty)
    }
}
