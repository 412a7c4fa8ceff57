import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `not-interpolatable`: Ultralight-S, Regular-S and Black-S exist but cannot be interpolated.
@Suite struct NotInterpolatableRuleTests {
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
