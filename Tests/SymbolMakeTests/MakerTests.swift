import SVGModel
import SymbolCheck
import SymbolMake
import Testing

/// Checks a made template in one profile; returns its findings as `rule: message` lines.
func findings(of made: MadeSymbol, profile: Profile) -> [String] {
    var config = CheckConfiguration()
    config.profile = profile
    let result = Checker.check(SourceFile(path: "\(made.name).svg", text: made.svg), configuration: config)
    return result.diagnostics.map { "\($0.ruleID): \($0.message)" }
}

func make(_ svg: String, name: String = "icon", options: MakeOptions = MakeOptions()) throws(MakeFailure)
    -> MadeSymbol
{
    try SymbolMaker.make(SourceFile(path: "\(name).svg", text: svg), name: name, options: options)
}

@Suite("make") struct MakerTests {
    let strokeIcon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" \
        stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <circle cx="12" cy="12" r="10"/>
          <path d="M12 8v8"/><path d="M8 12h8"/>
        </svg>
        """

    @Test func strokeIconGetsAllWeightsAndChecksClean() throws {
        let made = try make(strokeIcon, name: "plus.circle")
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(findings(of: made, profile: .xcode) == [])
    }

    @Test func regularMIsAtTheTarget() throws {
        let made = try make(strokeIcon)
        let result = Checker.check(SourceFile(path: "m.svg", text: made.svg), configuration: CheckConfiguration())
        let m = try #require(result.measurements[.regularM])
        #expect(abs(m.ratio - 1.45) < 0.001)
        #expect(abs(m.centerOffset) < 0.01)
    }
}
