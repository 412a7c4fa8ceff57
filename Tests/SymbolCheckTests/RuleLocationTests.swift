import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// Each rule points at the element, attribute, declaration or command at fault.
@Suite struct RuleLocationTests {
    let side = TemplateFixture.side(.medium)

    func expectSingle(
        _ rule: String, in svg: String, at needle: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let result = check(svg)
        #expect(result.ruleIDs == [rule], "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.locations(of: rule) == [location(of: needle, in: svg)], sourceLocation: sourceLocation)
    }

    @Test func xmlMalformedPointsAtTheMismatchedName() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n  </svg>\n"
        let result = check(svg)
        #expect(result.ruleIDs == ["xml-malformed"])
        #expect(result.locations(of: "xml-malformed") == ["3:5"])
        #expect(result.diagnostics[0].message == "the end tag </svg> does not match the start tag <g>")
    }

    @Test func notSVGPointsAtTheRootsStartTag() {
        let result = check("<html>\n<svg/></html>")
        #expect(result.locations(of: "not-svg") == ["1:1"])
    }

    @Test func inputRefusedPointsAtTheExternalEntityReference() {
        let svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n  <!ENTITY a SYSTEM \"a.txt\">\n]>\n<svg>\n  &a;</svg>\n"
        let result = check(svg)
        #expect(result.ruleIDs == ["input-refused"])
        #expect(result.isRefused)
        #expect(result.locations(of: "input-refused") == ["6:3"])
    }

    @Test func invalidValuePointsAtTheBadPathCharacter() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side)) k"/>"#
        expectSingle("invalid-value", in: f.svg, at: "k\"/>")
    }

    @Test func missingGuidePointsAtTheGuidesGroup() {
        var f = TemplateFixture()
        f.guides["Capline-L"] = .some(nil)
        expectSingle("missing-guide", in: f.svg, at: "<g id=\"Guides\"")
    }

    @Test func guideNotShapePointsAtTheGroup() {
        var f = TemplateFixture()
        f.guides["Baseline-L"] = #"<g id="Baseline-L"><line x1="263" x2="3036" y1="1556" y2="1556"/></g>"#
        expectSingle("guide-not-shape", in: f.svg, at: "<g id=\"Baseline-L\"")
    }

    @Test func pointSizePointsAtCaplineM() {
        var f = TemplateFixture()
        f.guides["Capline-M"] = #"<line id="Capline-M" x1="263" x2="3036" y1="1125.7" y2="1125.7"/>"#
        expectSingle("point-size", in: f.svg, at: "<line id=\"Capline-M\"")
    }

    @Test func templateVersionPointsAtTheTextElement() {
        var f = TemplateFixture()
        f.versionText = "Template v.9.0"
        expectSingle("template-version", in: f.svg, at: "<text id=\"template-version\"")
        f.versionText = "Template vNext"
        expectSingle("template-version", in: f.svg, at: "<text id=\"template-version\"")
        #expect(check(f.svg).diagnostics[0].message == "cannot read a version from \"Template vNext\"")
    }

    @Test func aMissingVersionIsAWarningAtTheNotesGroup() {
        var f = TemplateFixture()
        f.versionText = nil
        let result = check(f.svg)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.locations(of: "template-version") == [location(of: "<g id=\"Notes\"", in: f.svg)])
    }

    @Test func missingMarginsPointsAtTheGuidesGroup() {
        var f = TemplateFixture()
        f.margins = [:]
        expectSingle("missing-margins", in: f.svg, at: "<g id=\"Guides\"")
    }

    @Test func marginsForAnAbsentGlyphPointAtTheMargin() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = nil
        f.glyphs["Ultralight-S"] = nil
        let result = check(f.svg) { $0.profile = .xcode }
        // Regular-M margins without a Regular-M glyph (no variable template to fall back on).
        #expect(Set(result.ruleIDs) == ["missing-margins", "missing-glyph"])
        #expect(
            result.locations(of: "missing-margins") == [location(of: "<line id=\"left-margin-Regular-M\"", in: f.svg)])
    }

    @Test func missingGlyphSaysWhatIsDrawnAndMissing() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = nil
        f.margins["Regular-L"] = nil
        expectSingle("missing-glyph", in: f.svg, at: "<g id=\"Symbols\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "Control Center needs Regular-S, -M and -L (missing: Regular-L; drawn: Regular-S, Regular-M)")
    }

    @Test func aCompatibleVariableTemplateDerivesMAndL() {
        var f = TemplateFixture()
        let s = TemplateFixture.side(.small)
        f.glyphs = [
            "Ultralight-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
            "Regular-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
            "Black-S": #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#,
        ]
        f.margins = [:]
        let result = check(f.svg)
        // Regular-S margins only: a static Regular-S pair is enough for actool.
        #expect(result.ruleIDs == ["missing-margins"] || result.ruleIDs == [])
        #expect(result.measurements[.regularM]?.derived == true)
        #expect(abs((result.measurements[.regularM]?.ratio ?? 0) - 1.45) < 1e-3)
    }

    @Test func glyphNotGroupPointsAtTheElement() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = nil
        let svg = f.svg.replacingFirst(
            " </g>\n</svg>", with: "  <path id=\"Regular-L\" d=\"M1406 1400h100v100h-100Z\"/>\n </g>\n</svg>")
        expectSingle("glyph-not-group", in: svg, at: "<path id=\"Regular-L\"")
    }

    @Test func emptyGlyphPointsAtTheGroup() {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = ""
        expectSingle("empty-glyph", in: f.svg, at: "<g id=\"Regular-L\"")
        f.glyphs["Regular-L"] = #"<line x1="0" y1="-30" x2="100" y2="-30"/>"#
        let result = check(f.svg)
        #expect(
            result.diagnostics.first { $0.ruleID == "empty-glyph" }?.message
                == "the glyph Regular-L has zero-size bounds (100 × 0)")
    }

    @Test func unsupportedElementPointsAtTheElementAndThePaint() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
        expectSingle("unsupported-element", in: f.svg, at: "<text x=")
        f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill="url(#g)" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("unsupported-element", in: f.svg, at: "fill=\"url")
    }

    @Test func strokePointsAtTheDeclarationThatSetsIt() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("stroke", in: f.svg, at: "stroke=\"black\"")
        f = TemplateFixture()
        f.styleSheet = ".outline { stroke: black; stroke-width: 2 }"
        f.glyphs["Regular-M"] = #"<path class="outline" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("stroke", in: f.svg, at: "stroke: black")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"stroke="red" stroke-width="2""#
        expectSingle("stroke", in: f.svg, at: "stroke=\"red\"")
        #expect(
            check(f.svg).diagnostics[0].notes.map(\.message).contains(
                "`stroke` set by an attribute and inherited from <g id=\"Regular-M\">"))
    }

    @Test func oneDeclarationStrokingManyShapesIsOneError() {
        var f = TemplateFixture()
        f.styleSheet = "path { stroke: black; stroke-width: 2 }"
        let result = check(f.svg)
        #expect(result.ruleIDs == ["stroke"])
        #expect(
            result.diagnostics[0].message
                == "stroke `black` on 3 shapes in all 3 variants (first Regular-S): Control Center does not draw strokes"
        )
    }

    @Test func blankGlyphPointsAtTheFillOfItsFirstShape() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill="none" stroke="black" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("blank-glyph", in: f.svg, at: "fill=\"none\" stroke=\"black\"")
    }

    @Test func hairlineStrokePointsAtTheDeclarationThatSetsIt() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path stroke="black" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("hairline-stroke", in: f.svg, at: "stroke=\"black\"")
    }

    @Test func opacityPointsAtTheDeclaration() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path fill-opacity="0.5" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        expectSingle("opacity", in: f.svg, at: "fill-opacity=")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"opacity="0.4""#
        expectSingle("opacity", in: f.svg, at: "opacity=\"0.4\"")
        #expect(check(f.svg).diagnostics[0].message.hasPrefix("a shape in Regular-M is drawn at 40% opacity"))
    }

    @Test func invisibleShapePointsAtTheShape() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" opacity="0"/>"#
        expectSingle("invisible-shape", in: f.svg, at: "<rect x=\"20\"")
    }

    @Test func fakeHolePointsAtTheWhiteFill() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="40" height="40" fill="white"/>"#
        expectSingle("fake-hole", in: f.svg, at: "fill=\"white\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "a shape in Regular-M is filled white, the background colour; Control Center draws it as ink in the symbol's one colour"
        )
    }

    @Test func clipCutsNothingPointsAtTheClipPath() {
        var f = TemplateFixture()
        let square = TemplateFixture.squarePath(side: side)
        f.glyphs["Regular-M"] =
            #"<clipPath id="c"><rect x="-500" y="-500" width="1000" height="1000"/></clipPath><g clip-path="url(#c)"><path d="\#(square)"/></g>"#
        expectSingle("clip-cuts-nothing", in: f.svg, at: "clip-path=\"url")
        // A clip that cuts the square stays an unsupported-element error.
        f.glyphs["Regular-M"] =
            #"<clipPath id="c"><rect x="-500" y="-500" width="520" height="1000"/></clipPath><g clip-path="url(#c)"><path d="\#(square)"/></g>"#
        expectSingle("unsupported-element", in: f.svg, at: "clip-path=\"url")
    }

    @Test func notInterpolatablePointsAtTheFirstDifferingCommand() {
        var f = TemplateFixture()
        let s = TemplateFixture.side(.small)
        f.glyphs["Ultralight-S"] = #"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#
        f.glyphs["Black-S"] = #"<path d="M6 -75.2275h79.9956v79.9956Q6 4.7681 6 -75.2275Z"/>"#
        let svg = f.svg
        let result = check(svg)
        #expect(result.ruleIDs == ["not-interpolatable"])
        #expect(result.locations(of: "not-interpolatable") == [location(of: "Q6 4.7681", in: svg)])
        #expect(
            result.diagnostics[0].message
                == "Ultralight-S, Regular-S and Black-S are not interpolation-compatible, so actool writes no Medium record and the symbol draws nothing through the default lookup: path 1, element 4: line in Regular-S but quadratic in Black-S"
        )
    }

    @Test func openSubpathPointsAtItsMove() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60v10h10"/>"#
        expectSingle("open-subpath", in: f.svg, at: "M30 -60")
    }

    @Test func glyphSizeGivesRatioTargetAndFactor() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: 1.13 * AppleTemplate.capHeight))"/>"#
        expectSingle("glyph-size", in: f.svg, at: "<g id=\"Regular-M\"")
        #expect(
            check(f.svg).diagnostics[0].message
                == "Regular-M's optical size is 1.130× the cap height, too small for the target 1.530× ± 12%: scale it by 1.3540"
        )
    }

    @Test func offCenterAndOutsideMarginsPointAtGlyphAndGuide() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -94.3125h102.1656v102.1656h-102.1656Z"/>"#
        expectSingle("glyph-off-center", in: f.svg, at: "<g id=\"Regular-M\"")
        f = TemplateFixture()
        f.margins["Regular-M"] =
            #"<line id="left-margin-Regular-M" x1="1410" x2="1410" y1="1030.785" y2="1150.121"/><line id="right-margin-Regular-M" x1="1520" x2="1520" y1="1030.785" y2="1150.121"/>"#
        expectSingle("glyph-outside-margins", in: f.svg, at: "<line id=\"left-margin-Regular-M\"")
    }

    @Test func fillRuleRulesPointAtTheInnerContour() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
        expectSingle("nonzero-fill", in: f.svg, at: "M30 -60")
        f.glyphs["Regular-M"] =
            #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: side))M30 -60h40v40h-40Z"/>"#
        expectSingle("evenodd-fragile", in: f.svg, at: "M30 -60")
    }
}
