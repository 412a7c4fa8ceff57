import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `blank-glyph`: a glyph has shapes but none that a compiled symbol draws. What compiles is what
/// shows (#23 item 1): a glyph of stroke-only shapes draws nothing once compiled
/// (Meshtastic-Apple PR #2457), an error by default and a note where actool accepts the file.
@Suite struct BlankGlyphRuleTests {
    static let side = TemplateFixture.side(.medium)

    @Test func blankGlyphPointsAtTheFillOfItsFirstShape() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill="none" stroke="black" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        expectSingle("blank-glyph", in: f.svg, at: "fill=\"none\" stroke=\"black\"")
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
        // `fix` is suggested, and refuses until told which repair: the strokes are hairlines.
        #expect(d.suggestedRepair == d.repair)
        #expect(!d.repairActions.isEmpty && d.repairActions.allSatisfy { $0 == .wireframe(hairline: 0.5) })
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
        // Strokes that show once outlined: `fix` outlines them as drawn.
        #expect(d.suggestedRepair == d.repair)
        #expect(d.repairActions == [.wireframe(hairline: nil)])
    }

    /// The Sketch export of the shared corpus: `fill="none"` on the page group, a 0.5 hairline
    /// stroke on `Symbols` (`065.svg`, MrKai77/Loop), read from ../shared, not copied.
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func theSketchHairlinePageIsABlankGlyphNotAStroke() throws {
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
