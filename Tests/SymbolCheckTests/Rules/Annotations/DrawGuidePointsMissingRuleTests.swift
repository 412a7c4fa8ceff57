import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `draw-guide-points-missing`: every design carries the guide points on the matching path, or
/// none does (docs/template-format.md §5.1).
@Suite struct DrawGuidePointsMissingRuleTests {
    /// `export` with the guide points of `variant` taken out.
    static func without(_ variant: Variant, in export: DrawExportTemplate) -> String {
        export.svg.replacing(
            #" data-clipstroke-keyframes="\#(DrawExportTemplate.guidePoints(variant))""#, with: "", maxReplacements: 1)
    }

    @Test func aVariableSourceWithoutThemIsAWarningAtItsPath() {
        let export = DrawExportTemplate(.variable, draws: true)
        let svg = Self.without(Variant(.black, .small), in: export)
        let result = check(svg)
        #expect(result.ruleIDs == ["draw-guide-points-missing"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics[0].message
                == "no Draw guide points in Black-S, where Ultralight-S and Regular-S carry them on the same path: Draw On and Off cannot follow the design in Black-S"
        )
        // The Black-S bar: the first layer-1 path after the Black-S group opens.
        let black = svg.firstRange(of: #"<g id="Black-S""#)!.lowerBound
        let bar = svg[black...].firstRange(of: #"<path class="monochrome-1"#)!.lowerBound
        let offset = svg.utf8.distance(from: svg.startIndex, to: bar)
        #expect(
            result.locations(of: "draw-guide-points-missing")
                == [SourceFile(path: "x", text: svg).location(of: offset).description])
        #expect(result.diagnostics[0].notes.map(\.message) == ["Ultralight-S's guide points on path 2 are here"])
    }

    @Test func oneOfTwentySevenGlyphsWithoutThem() {
        let svg = Self.without(Variant(.semibold, .large), in: DrawExportTemplate(.static, draws: true))
        let result = check(svg)
        #expect(result.ruleIDs == ["draw-guide-points-missing"])
        #expect(
            result.diagnostics[0].message
                == "no Draw guide points in Semibold-L, where every other design carries them on the same path: Draw On and Off cannot follow the design in Semibold-L"
        )
    }

    @Test func noDesignWithThemIsFine() {
        #expect(check(DrawExportTemplate(.static, draws: false).svg).diagnostics.isEmpty)
    }

    @Test func offUnderTheXcodeProfile() {
        let svg = Self.without(Variant(.black, .small), in: DrawExportTemplate(.variable, draws: true))
        #expect(check(svg) { $0.profile = .xcode }.diagnostics.isEmpty)
    }
}
