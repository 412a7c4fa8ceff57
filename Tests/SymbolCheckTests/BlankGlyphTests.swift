import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// What compiles is what shows (#23 item 1): a glyph of stroke-only shapes draws nothing once
/// compiled (Meshtastic-Apple PR #2457), an error by default and a note where actool accepts
/// the file; a stroke under one pixel at @3x is `hairline-stroke`.
@Suite struct BlankGlyphTests {
    static let side = TemplateFixture.side(.medium)

    func check(_ svg: String, profile: Profile = .controlCenter) -> CheckResult {
        var config = CheckConfiguration()
        config.profile = profile
        return Checker.check(SourceFile(path: "t.svg", text: svg), configuration: config)
    }

    /// An Inkscape wireframe: each path styled `fill:none;stroke:#000000;stroke-width:0.5`.
    static var inkscapeWireframe: String {
        var f = TemplateFixture()
        f.styleSheet = nil
        for id in ["Regular-S", "Regular-M", "Regular-L"] {
            let side = TemplateFixture.side(Scale(rawValue: String(id.last!))!)
            f.glyphs[id] =
                #"<path style="fill:none;stroke:#000000;stroke-width:0.5" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        }
        return f.svg
    }

    @Test func aWireframeIsOneErrorThatSaysItDrawsNothingAndWhy() throws {
        let result = check(Self.inkscapeWireframe)
        #expect(result.ruleIDs == ["blank-glyph"])
        let d = try #require(result.diagnostics.first)
        #expect(d.severity == .error)
        #expect(
            d.message
                == "Regular-S, Regular-M, Regular-L draw nothing once compiled: every shape has `fill: none`, and compiled symbols do not draw strokes"
        )
        #expect(
            d.notes.map(\.message).contains(
                "the strokes are at most 0.5 units wide, 0.36 pixels at @3x in the Control Center tile: outlined, they would not show either"
            ))
        #expect(d.shownHelp?.contains("`--wireframe fill`") == true)
        #expect(d.shownHelp?.contains("`--wireframe outline`") == true)
        #expect(
            result.locations(of: "blank-glyph") == [
                location(of: "fill:none;stroke:#000000", in: Self.inkscapeWireframe)
            ])
    }

    @Test func underTheXcodeProfileAWireframeIsANoteActoolAccepts() {
        let result = check(Self.inkscapeWireframe, profile: .xcode)
        #expect(result.diagnostics.map(\.ruleID) == ["blank-glyph"])
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(result.errorCount == 0)
    }

    @Test func oneFilledShapeIsEnoughToDraw() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path style="fill:none;stroke:#000000;stroke-width:2" d="M10 -10h10v10h-10Z"/><path d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        #expect(check(f.svg).ruleIDs == ["stroke"])
    }

    @Test func wideStrokesOnAWireframeAreStillBlankButNotHairlines() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill="none" stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        let d = try #require(check(f.svg).diagnostics.first)
        #expect(d.ruleID == "blank-glyph")
        #expect(!d.notes.contains { $0.message.contains("would not show") })
        #expect(d.shownHelp?.contains("outlines it with SVG's widths") == true)
    }

    /// One pixel at @3x in the tile: 1 / (0.24 pt per unit × 3 px per pt) ≈ 1.389 units, measured
    /// after the shape's transforms.
    @Test func theHairlineThresholdIsOnePixelAtThreeXInTheTile() {
        #expect(abs(StrokeVisibility.onePixelInTemplateUnits - 1 / 0.72) < 1e-9)
        func ids(width: String, scale: Double = 1) -> [String] {
            var f = TemplateFixture()
            f.glyphs["Regular-M"] =
                #"<g transform="scale(\#(scale))"><path stroke="black" stroke-width="\#(width)" d="M0 -60h\#(60 / scale)v\#(60 / scale)h-\#(60 / scale)Z"/></g>"#
            return check(f.svg).ruleIDs.filter { $0 == "stroke" || $0 == "hairline-stroke" }
        }
        #expect(ids(width: "1.38") == ["hairline-stroke"])
        #expect(ids(width: "1.39") == ["stroke"])
        #expect(ids(width: "1", scale: 2) == ["stroke"])
        #expect(ids(width: "2", scale: 0.5) == ["hairline-stroke"])
    }

    @Test func aHairlineSaysItsWidthInPixels() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="0.5" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        let d = try #require(check(f.svg).diagnostics.first)
        #expect(
            d.message
                == "stroke `black` on a shape in Regular-M is 0.5 units wide, 0.36 pixels at @3x in the Control Center tile, narrower than one pixel, and Control Center does not draw strokes"
        )
    }

    /// A source without a Medium record draws nothing through the default lookup; the finding
    /// says so (Meshtastic-Apple PR #2457).
    @Test func notInterpolatableSaysTheDefaultLookupDrawsNothing() throws {
        let example = try #require(NotInterpolatableRule().description.examples.first { $0.fires })
        let d = try #require(check(example.svg).diagnostics.first { $0.ruleID == "not-interpolatable" })
        #expect(
            d.message.contains("actool writes no Medium record and the symbol draws nothing through the default lookup")
        )
    }
}

/// The Sketch export of the shared corpus: `fill="none"` on the page group, a 0.5 hairline
/// stroke on `Symbols` (`065.svg`, MrKai77/Loop), read from ../shared, not copied.
@Suite(.enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
struct SketchHairlineCorpusTests {
    @Test func theSketchHairlinePageIsABlankGlyphNotAStroke() throws {
        let dir = try SharedFolder.corpus.require()
        let bytes = try #require(readBytes(dir + "/065.svg"))
        for profile in Profile.allCases {
            var config = CheckConfiguration()
            config.profile = profile
            let result = Checker.check(SourceFile(path: "065.svg", bytes: bytes), configuration: config)
            #expect(result.diagnostics.map(\.ruleID) == ["blank-glyph"], "\(profile)")
            #expect(result.diagnostics.map(\.severity) == [profile == .xcode ? .note : .error])
            #expect(
                result.diagnostics.first?.message
                    == "Ultralight-S, Regular-S, Black-S draw nothing once compiled: every shape has `fill: none`, and compiled symbols do not draw strokes"
            )
            #expect(result.locations(of: "blank-glyph") == ["4:51"])
        }
    }
}
