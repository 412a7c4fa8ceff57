import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// Glyphs drawn through `<use>` (issue #12): every stage sees the resolved shapes, in both
/// profiles, and `<defs>`/`<mask>`/`<clipPath>` definitions are not glyph content.
@Suite struct UseInGlyphTests {
    @Test func aSketchStyleGlyphPassesBothProfilesAndMeasuresLikeItsPath() {
        let svg = TemplateFixture.sketchStyle()
        for profile in [Profile.xcode, .controlCenter] {
            let result = check(svg) { $0.profile = profile }
            #expect(result.diagnostics.map(\.message) == [], "\(profile)")
        }
        let plain = check(TemplateFixture().svg)
        let used = check(svg)
        for v in [Variant.regularS, .regularM, .regularL] {
            #expect(used.measurements[v]?.height == plain.measurements[v]?.height)
            #expect(used.measurements[v]?.bounds == plain.measurements[v]?.bounds)
        }
    }

    @Test func aUseOfNothingIsAnInvalidValueAndLeavesTheGlyphEmpty() {
        let svg = TemplateFixture.sketchStyle { $0.glyphs["Regular-M"] = ##"<use xlink:href="#nothing"/>"## }
        for profile in [Profile.xcode, .controlCenter] {
            let result = check(svg) { $0.profile = profile }
            // In file order: the glyph group, then the <use> inside it.
            #expect(result.ruleIDs == ["empty-glyph", "invalid-value"], "\(profile)")
            #expect(
                result.diagnostics.map(\.message) == [
                    "the glyph Regular-M is empty",
                    "`#nothing` names no element in this file; the <use> draws nothing",
                ])
            #expect(result.diagnostics.map(\.severity) == [.error, .error])
            #expect(result.locations(of: "invalid-value") == [location(of: "#nothing", in: svg)])
        }
    }

    @Test func aCycleInAGlyphIsReportedAtTheUse() {
        let svg = TemplateFixture.sketchStyle {
            $0.glyphs["Regular-M"] = ##"<use xlink:href="#path-M"/><g id="loop"><use xlink:href="#loop"/></g>"##
        }
        for profile in [Profile.xcode, .controlCenter] {
            let result = check(svg) { $0.profile = profile }
            #expect(result.ruleIDs == ["invalid-value"], "\(profile)")
            #expect(result.locations(of: "invalid-value") == [location(of: "#loop\"", in: svg)])
        }
    }

    @Test func textDrawnThroughAUseIsUnsupportedWithANoteAtTheUse() {
        var svg = TemplateFixture.sketchStyle { $0.glyphs["Regular-M"]! += ##"<use xlink:href="#label"/>"## }
        svg = svg.replacingFirst(" </defs>", with: "  <text id=\"label\">A</text>\n </defs>")
        for profile in [Profile.xcode, .controlCenter] {
            let result = check(svg) { $0.profile = profile }
            #expect(result.ruleIDs == ["unsupported-element"], "\(profile)")
            let d = result.diagnostics[0]
            #expect(d.message == "<text> inside the glyph Regular-M is not a shape")
            #expect(result.locations(of: "unsupported-element") == [location(of: "<text id=\"label\"", in: svg)])
            #expect(d.notes.last?.message == "drawn here by a <use>")
            #expect(
                d.notes.last.flatMap { $0.range?.start }.map {
                    SourceFile(path: "x", text: svg).location(of: $0).description
                }
                    == location(of: ##"<use xlink:href="#label""##, in: svg))
        }
    }

    @Test func anAppliedMaskIsAControlCenterFindingOnly() {
        // The mask is a smaller square than the one it masks: it cuts ink.
        let svg = TemplateFixture.sketchStyle {
            $0.glyphs["Regular-M"] =
                ##"<mask id="m" fill="white"><use xlink:href="#path-S"/></mask><use mask="url(#m)" xlink:href="#path-M"/>"##
        }
        #expect(check(svg) { $0.profile = .xcode }.diagnostics.map(\.message) == [])
        let result = check(svg)
        #expect(result.ruleIDs == ["unsupported-element"])
        #expect(result.diagnostics[0].message == "`mask` on a shape in Regular-M is not supported in symbols")
        #expect(result.locations(of: "unsupported-element") == [location(of: "mask=\"url(#m)\"", in: svg)])
    }

    /// issue #23 item 3: Sketch masks a glyph with its own path, a white square as large as the
    /// square it masks: it cuts nothing, so it is a note (clip-cuts-nothing).
    @Test func aMaskOfTheShapeItselfCutsNothing() {
        let svg = TemplateFixture.sketchStyle {
            $0.glyphs["Regular-M"] =
                ##"<mask id="m" fill="white"><use xlink:href="#path-M"/></mask><use mask="url(#m)" xlink:href="#path-M"/>"##
        }
        #expect(check(svg) { $0.profile = .xcode }.diagnostics.map(\.message) == [])
        let result = check(svg)
        #expect(result.ruleIDs == ["clip-cuts-nothing"])
        #expect(
            result.diagnostics[0].message
                == "`mask` in Regular-M lets all of the ink it applies to through: it changes no pixel")
        #expect(result.diagnostics[0].severity == .note)
        #expect(result.locations(of: "clip-cuts-nothing") == [location(of: "mask=\"url(#m)\"", in: svg)])
    }

    @Test func shapesInDefsInsideAGlyphAreNotItsContent() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<defs><path d="M0 0h500v500h-500Z"/></defs><clipPath id="c"><rect width="9" height="9"/></clipPath>"#
        for profile in [Profile.xcode, .controlCenter] {
            let result = check(f.svg) { $0.profile = profile }
            #expect(result.ruleIDs == ["empty-glyph"], "\(profile)")
            #expect(result.diagnostics[0].message == "the glyph Regular-M is empty")
        }
    }

    @Test func aStrokeInheritedFromTheUseIsReportedWithTheUse() {
        let svg = TemplateFixture.sketchStyle {
            $0.glyphs["Regular-M"] = ##"<use stroke="#000000" stroke-width="2" xlink:href="#path-M"/>"##
        }
        #expect(check(svg) { $0.profile = .xcode }.diagnostics.map(\.message) == [])
        let result = check(svg)
        #expect(result.ruleIDs == ["stroke"])
        #expect(result.locations(of: "stroke") == [location(of: "stroke=\"#000000\"", in: svg)])
        #expect(result.diagnostics[0].notes.map(\.message).last == "drawn here by a <use>")
    }

    @Test func anOpenContourInADefinitionIsFoundThroughTheUse() {
        let svg = TemplateFixture.sketchStyle().replacingFirst(
            #"<path id="path-M" d="M6 -86.3123h102.1656v102.1656h-102.1656Z"/>"#,
            with: #"<path id="path-M" d="M6 -86.3123h102.1656v102.1656h-102.1656"/>"#)
        #expect(check(svg) { $0.profile = .xcode }.diagnostics.map(\.message) == [])
        let result = check(svg)
        #expect(result.ruleIDs == ["open-subpath"])
        #expect(
            result.diagnostics[0].message
                == "a subpath in Regular-M is not closed: it ends 102.1656 units from its start")
        #expect(result.locations(of: "open-subpath") == [location(of: "M6 -86.3123", in: svg)])
        #expect(result.diagnostics[0].notes.map(\.message) == ["drawn here by a <use>"])
    }

    @Test func sourcesDrawnThroughUsesInterpolateLikeWrittenOnes() {
        let svg = TemplateFixture.sketchStyle {
            let side = TemplateFixture.side(.small)
            $0.glyphs["Regular-M"] = nil
            $0.glyphs["Regular-L"] = nil
            $0.margins = $0.margins.filter { $0.key == "Regular-S" }
            $0.glyphs["Ultralight-S"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
            $0.glyphs["Black-S"] = ##"<g><use xlink:href="#path-S"/></g>"##
        }
        let result = check(svg)
        // Black-S wraps its path in a group, Regular-S does not: the first difference found.
        #expect(result.ruleIDs.contains("not-interpolatable"))
        let fixed = svg.replacingFirst(
            ##"<g><use xlink:href="#path-S"/></g>"##, with: ##"<use xlink:href="#path-S"/>"##)
        let compatible = check(fixed)
        #expect(compatible.diagnostics.map(\.message) == [])
        #expect(compatible.measurements[.regularM]?.derived == true)
        #expect(check(fixed) { $0.profile = .xcode }.diagnostics.map(\.message) == [])
    }
}
