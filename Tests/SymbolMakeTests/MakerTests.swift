import SVGModel
import SymbolCheck
import SymbolMake
import SymbolModel
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

    @Test func regularMIsAtTheTargetWhenSizedByInk() throws {
        var options = MakeOptions()
        options.sizeBy = .ink
        let made = try make(strokeIcon, options: options)
        let result = Checker.check(SourceFile(path: "m.svg", text: made.svg), configuration: CheckConfiguration())
        let m = try #require(result.measurements[.regularM])
        #expect(abs(m.size.opticalSize - SizeTarget.defaultRatio) < 0.001)
        #expect(abs(m.centerOffset) < 0.01)
    }

    /// By frame, the circle (22 of the 24 grid units with its stroke) keeps its share of the
    /// frame: a glyph filling the frame would land at 1.45 × (1 + 0.9 × 0.165) cap heights.
    @Test func regularMKeepsItsShareOfTheFrame() throws {
        let made = try make(strokeIcon)
        let result = Checker.check(SourceFile(path: "m.svg", text: made.svg), configuration: CheckConfiguration())
        let m = try #require(result.measurements[.regularM])
        let frame = try #require(
            GlyphLayout.frameScale(frame: Rect(x: 0, y: 0, width: 24, height: 24), target: SizeTarget()))
        // Centre-line diameter 20 grid units, plus one Regular-M stem.
        #expect(abs(m.height - (20 * frame + StrokeWeights.regularStem(.medium))) < 0.1)
        #expect(m.size.accepted)
        #expect(abs(m.centerOffset) < 0.01)
    }
}

@Suite("make: fills, weights and opacity") struct MakeFillTests {
    // A ring drawn with even-odd, a dot in its hole, and a half-transparent bar.
    let filled = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
          <path fill-rule="evenodd" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1m0 2a5 5 0 1 1 0 10A5 5 0 0 1 8 3"/>
          <circle cx="8" cy="8" r="2"/>
        </svg>
        """

    @Test func filledIconGetsRegularOnlyByDefault() throws {
        let made = try make(filled)
        #expect(made.variants == [.regularS, .regularM, .regularL])
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(findings(of: made, profile: .xcode) == [])
    }

    @Test func filledIconWithAllWeightsKeepsItsHoleInEveryWeight() throws {
        var options = MakeOptions()
        options.weights = .all
        let made = try make(filled, options: options)
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        // Each glyph is the ring (one hole) and the dot: three rings of path data.
        let glyphPaths = made.svg.split(separator: "\n").filter {
            $0.contains("<path d=\"M") && !$0.contains("V-70.459")
        }
        #expect(glyphPaths.count == 27)
        #expect(glyphPaths.allSatisfy { $0.filter { $0 == "M" }.count == 3 })
    }

    @Test func weightThatClosesAHoleIsRefused() {
        // A long 0.2-unit slit: heavier weights close it, and Ultralight (the first weight, so
        // the one reported) widens it through the thinned frame, cutting the glyph in two.
        let slit = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
              <path fill-rule="evenodd" d="M0 0h16v16H0zM4 7.9h8v0.2H4z"/>
            </svg>
            """
        var options = MakeOptions()
        options.weights = .all
        #expect {
            try make(slit, options: options)
        } throws: { error in
            let failure = error as! MakeFailure
            return failure.diagnostic.ruleID == MakeFailure.geometryID
                && failure.diagnostic.message.hasPrefix(
                    "offsetting the outline for Ultralight changes its shape: 1 parts and 1 holes become 2 and 0")
                && failure.diagnostic.help == nil && failure.diagnostic.suggestion == .makeRegularOnly
        }
    }

    @Test func halfTransparentShapesAreDrawnSolidAndInvisibleOnesLeftOut() throws {
        let icon = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
              <rect x="0" y="0" width="16" height="16" opacity="0.4"/>
              <rect x="20" y="0" width="16" height="16" fill-opacity="0"/>
            </svg>
            """
        let made = try make(icon)
        let result = Checker.check(SourceFile(path: "o.svg", text: made.svg), configuration: CheckConfiguration())
        let m = try #require(result.measurements[.regularM])
        #expect(abs(m.width - m.height) < 0.02)  // the square alone: the invisible one adds no ink
        #expect(!made.svg.contains("opacity=\"0.4\""))
        #expect(findings(of: made, profile: .controlCenter) == [])
    }
}
