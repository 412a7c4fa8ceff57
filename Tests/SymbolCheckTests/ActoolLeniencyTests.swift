import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Files actool compiled although a stricter reading of its decompiled checks would refuse
/// them (issue #12): strokes on interpolation sources, an outlined `template-version`.
@Suite struct ActoolLeniencyTests {
    /// A variable template (no Regular-M) whose three S sources carry a stroke in their own
    /// `style`, as shipped templates that compiled do.
    static var strokedVariableTemplate: TemplateFixture {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.small)
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(weight)-S"] =
                #"<path style="fill:#000000;stroke:#000000;stroke-width:2" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        }
        f.margins = f.margins.filter { $0.key == "Regular-S" }
        return f
    }

    @Test func strokedSourcesStillStandInForRegularMUnderXcode() {
        let result = check(Self.strokedVariableTemplate.svg) { $0.profile = .xcode }
        #expect(result.diagnostics.map(\.ruleID) == [])
    }

    @Test func controlCenterReportsEachStrokeButDerivesMAndL() {
        let svg = Self.strokedVariableTemplate.svg
        let result = check(svg)
        #expect(result.ruleIDs == ["stroke", "stroke", "stroke"])
        #expect(
            result.diagnostics.map(\.message) == [
                "stroke `#000000` on a shape in Ultralight-S: Control Center does not draw strokes",
                "stroke `#000000` on a shape in Regular-S: Control Center does not draw strokes",
                "stroke `#000000` on a shape in Black-S: Control Center does not draw strokes",
            ])
        #expect(result.measurements[.regularM]?.derived == true)
    }

    @Test func anUnsupportedElementInASourceStillNeedsRegularMUnderXcode() {
        var f = Self.strokedVariableTemplate
        f.glyphs["Black-S"]! += #"<image width="10" height="10"/>"#
        let result = check(f.svg) { $0.profile = .xcode }
        #expect(result.ruleIDs == ["missing-glyph", "unsupported-element"])
        #expect(
            result.diagnostics[0].message
                == "the template has no Regular-M glyph and no Ultralight-S, Regular-S and Black-S made of shapes to interpolate from"
        )
    }

    /// Design tools outline every text on export, the version included.
    static var outlinedVersion: String {
        var f = TemplateFixture()
        f.versionText = nil
        return f.svg.replacingFirst(
            " <g id=\"Notes\">\n",
            with: " <g id=\"Notes\">\n  <g id=\"template-version\"><path d=\"M3000 1920h10v10h-10Z\"/></g>\n")
    }

    @Test func anOutlinedVersionIsALegacyTemplateWarningUnderXcode() {
        let svg = Self.outlinedVersion
        let result = check(svg) { $0.profile = .xcode }
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.locations(of: "template-version") == [location(of: "<g id=\"template-version\"", in: svg)])
        #expect(
            result.diagnostics[0].message
                == "`template-version` is not a <text> element (an outlined group?); actool treats the file as a legacy (pre-3.0) template"
        )
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func anOutlinedVersionStaysAnErrorForControlCenter() {
        let svg = Self.outlinedVersion
        let result = check(svg)
        #expect(result.ruleIDs == ["template-version"])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.diagnostics[0].message == "`template-version` must be a <text> element")
    }
}
