import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `made-counters`: a variant of a template `make` wrote encloses other counters than the icon.
@Suite struct MadeCountersRuleTests {
    /// Regular-S, -M and -L drawn as square rings (a square with a square hole), as `make`
    /// writes a ring: one counter each.
    static func ringFixture(holeIn variants: Set<String>) -> TemplateFixture {
        var f = TemplateFixture()
        for scale in Scale.allCases where variants.contains("Regular-\(scale.rawValue)") {
            let side = TemplateFixture.side(scale)
            let hole = side / 2
            let top = -AppleTemplate.capHeight / 2 - hole / 2
            let x = 6 + side / 4
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="\#(TemplateFixture.squarePath(side: side)) M\#(TemplateFixture.number(x)) \#(TemplateFixture.number(top))v\#(TemplateFixture.number(hole))h\#(TemplateFixture.number(hole))v-\#(TemplateFixture.number(hole))Z"/>"#
        }
        return f
    }

    @Test func aVariantThatLostItsCounterIsOneFindingAtTheFirstSuchGlyph() {
        let svg = MadeCountersRule.recorded(Self.ringFixture(holeIn: ["Regular-S", "Regular-L"]).svg, counters: 1)
        expectSingle("made-counters", in: svg, at: #"<g id="Regular-M""#)
        let finding = check(svg).diagnostics[0]
        #expect(
            finding.message
                == "the glyph in Regular-M encloses fewer counters than the icon it was made from, which encloses 1")
        #expect(finding.notes.map(\.message) == ["Regular-M encloses 0 counters"])
    }

    @Test func everyVariantKeepingTheCounterPasses() {
        let svg = MadeCountersRule.recorded(
            Self.ringFixture(holeIn: ["Regular-S", "Regular-M", "Regular-L"]).svg, counters: 1)
        #expect(check(svg).ruleIDs.isEmpty, "\(check(svg).diagnostics.map(\.message))")
    }

    /// More holes than recorded are not reported: on a grid a counter with a sub-pixel neck can
    /// count as two (`make`'s own census keeps new holes out of what it writes).
    @Test func moreHolesThanRecordedAreNotReported() {
        let svg = MadeCountersRule.recorded(Self.ringFixture(holeIn: ["Regular-M"]).svg, counters: 0)
        #expect(check(svg).ruleIDs.isEmpty)
        #expect(MadeCountersRule.counters(of: check(svg).template!.glyph(.regularM)!) == 1)
    }

    /// A template without `make`'s record (any other tool's, or one `make` wrote before the record)
    /// is not judged: the rule has nothing to compare with.
    @Test func aTemplateWithoutTheRecordIsNotJudged() {
        #expect(check(Self.ringFixture(holeIn: ["Regular-M"]).svg).ruleIDs.isEmpty)
        #expect(MadeCountersRule.recordedCounters(in: Array(TemplateFixture().svg.utf8)) == nil)
        let recorded = MadeCountersRule.recorded(TemplateFixture().svg, counters: 12)
        #expect(MadeCountersRule.recordedCounters(in: Array(recorded.utf8)) == 12)
    }

    /// A hole under half the area of a disc one pixel across at @3x draws as no counter.
    @Test func aPinholeIsNoCounter() {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.medium)
        let top = -AppleTemplate.capHeight / 2 - 0.25
        f.glyphs["Regular-M"] =
            #"<path d="\#(TemplateFixture.squarePath(side: side)) M\#(TemplateFixture.number(6 + side / 2)) \#(TemplateFixture.number(top))v0.5h0.5v-0.5Z"/>"#
        #expect(check(MadeCountersRule.recorded(f.svg, counters: 0)).ruleIDs.isEmpty)
    }

    @Test func controlCenterOnlyAsAnotherSilhouette() {
        let svg = MadeCountersRule.recorded(Self.ringFixture(holeIn: []).svg, counters: 1)
        #expect(check(svg, profile: .controlCenter).diagnostics.map(\.severity) == [.error])
        #expect(check(svg, profile: .xcode).ruleIDs.isEmpty)
    }
}
