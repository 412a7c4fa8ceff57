import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `draw-guide-points`: the value's form as CoreUI's reader reads it, and the ranges the real
/// export shows (docs/template-format.md §5.1).
@Suite struct DrawGuidePointsRuleTests {
    static func annotated(_ value: String) -> String {
        var f = TemplateFixture()
        f.versionText = "Template v.7.0"
        f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"])
        f.glyphs["Regular-M"] = f.glyphs["Regular-M"]!.replacing(TemplateFixture.drawGuidePoints, with: value)
        return f.svg
    }

    @Test func pointsAtTheNumberThatLeavesTheForm() {
        let svg = Self.annotated("0 8 0 x 0.75")
        expectSingle("draw-guide-points", in: svg, at: "x 0.75\"")
        #expect(
            check(svg).diagnostics[0].message
                == "the Draw guide points of path 1 in Regular-M: `x` is not a number; the reader cannot read the value, so the path has no guide points"
        )
    }

    @Test func aCountThatIsNoMultipleOfFourUnderlinesTheValue() {
        let value = "0 8 0 0.25 0.75 1"
        let svg = Self.annotated(value)
        expectSingle("draw-guide-points", in: svg, at: value)
        #expect(check(svg).diagnostics[0].message.contains("5 is not a multiple of four"))
    }

    @Test func spacesThatMakeAnEmptyNumber() {
        #expect(check(Self.annotated("0 8  0 0.25 0.75")).diagnostics[0].message.contains("two spaces in a row"))
        #expect(
            check(Self.annotated(" 0 8 0 0.25 0.75")).diagnostics[0].message.contains("starts or ends with a space"))
    }

    @Test func theSetsFormIsReadWithItsOffsets() {
        // 1, two sets, offsets 3 and 7 (words: the count, two offsets, then four per keyframe).
        #expect(check(Self.annotated("1 2 3 7 8 0 0.25 0.75 0 1 0.5 0.5")).diagnostics.isEmpty)
        let svg = Self.annotated("1 2 3 6 8 0 0.25 0.75 0 1 0.5 0.5")
        #expect(check(svg).diagnostics.map(\.message).first?.contains("set offsets must increase") == true)
    }

    @Test func rangesOnlyUnobservedAreSaidToBe() {
        let svg = Self.annotated("0 8 2 0.25 0.75")
        let messages = check(svg).diagnostics.map(\.message)
        #expect(
            messages == [
                "the Draw guide points of path 1 in Regular-M: the second number of group 1 is 2, outside 0…1, where every one in Apple's export lies (its meaning is not documented)"
            ])
        // A position past the path's one subpath.
        #expect(
            check(Self.annotated("0 8 0 0.25 1.5")).diagnostics.map(\.message)
                == [
                    "the Draw guide points of path 1 in Regular-M: 1.5 lies outside 0…1: the reader takes its whole part as a subpath of the path, which has one subpath"
                ])
    }

    @Test func guidePointsOnAGroupAreNotRead() {
        var f = TemplateFixture.draw
        f.glyphs["Regular-M"] = #"<g data-clipstroke-keyframes="0 8 0 0 1">"# + f.glyphs["Regular-M"]! + "</g>"
        expectSingle("draw-guide-points", in: f.svg, at: #"data-clipstroke-keyframes="0 8 0 0 1""#)
    }

    @Test func silentBelowSevenPointZero() {
        var f = TemplateFixture()
        f.versionText = "Template v.6.0"
        f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"], value: "2")
        #expect(check(f.svg).ruleIDs == ["annotation-version"])
    }
}
