import SVGModel
import SymbolCheck
import SymbolMake
import SymbolModel
import TestSupport
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
    try SymbolMaker.make(path: "\(name).svg", bytes: Array(svg.utf8), name: name, options: options)
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

    @Test func filledIconGetsEveryWeightByDefault() throws {
        let made = try make(filled)
        #expect(made.variants == Scale.allCases.flatMap { scale in Weight.allCases.map { Variant($0, scale) } })
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(findings(of: made, profile: .xcode) == [])
    }

    /// Written as Apple writes it (#37 item 3): every glyph path in the glyph's one layer.
    @Test func everyGlyphPathCarriesTheLayerClasses() throws {
        let made = try make(filled)
        let symbols = try #require(made.svg.firstRange(of: #"<g id="Symbols">"#))
        let paths = made.svg[symbols.upperBound...].split(separator: "\n").filter { $0.hasPrefix("   <path") }
        #expect(paths.count == 27)
        #expect(
            paths.allSatisfy {
                $0.hasPrefix(#"   <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary" d="#)
            })
        var config = CheckConfiguration()
        config.severityOverrides["missing-layer-classes"] = .some(.error)
        let result = Checker.check(SourceFile(path: "made.svg", text: made.svg), configuration: config)
        #expect(!result.diagnostics.contains { $0.ruleID == "missing-layer-classes" })
    }

    @Test func filledIconWithAllWeightsKeepsItsHoleInEveryWeight() throws {
        var options = MakeOptions()
        options.weights = .all
        let made = try make(filled, options: options)
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        // Each glyph is the ring (one hole) and the dot: three rings of path data.
        let glyphPaths = made.svg.split(separator: "\n").filter {
            $0.contains("<path class=\"\(AppleTemplate.layerClasses)\" d=\"M")
        }
        #expect(glyphPaths.count == 27)
        #expect(glyphPaths.allSatisfy { $0.filter { $0 == "M" }.count == 3 })
    }

    /// Dots stay dots (#37 item 5): Lucide's `grip-vertical` draws each dot as a circle of
    /// radius 1 stroked 2 wide, which covers its own middle; at Apple's thinner stems the stroke
    /// alone would leave a ring. Every weight draws six solid dots, larger with the weight.
    @Test func closedStrokesThatCoverTheirMiddleStayDotsAtEveryWeight() throws {
        let grip = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">
              <circle cx="9" cy="12" r="1"/><circle cx="9" cy="5" r="1"/><circle cx="9" cy="19" r="1"/>
              <circle cx="15" cy="12" r="1"/><circle cx="15" cy="5" r="1"/><circle cx="15" cy="19" r="1"/>
            </svg>
            """
        let made = try make(grip)
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        var widths: [Double] = []
        for weight in Weight.allCases {
            let outline = try StrokeFamily.outline(of: Variant(weight, .medium), in: made)
            #expect(outline.polygons.count == 6, "\(weight)")
            #expect(outline.holeCount == 0, "\(weight) opens a hole")
            widths.append(outline.polygons.map { $0.shell.map(\.x).max()! - $0.shell.map(\.x).min()! }.max()!)
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 > $0 }, "dots grow with the weight: \(widths)")
    }

    /// A ring the icon draws stays a ring: only holes the drawn icon lacks are closed.
    @Test func aRingTheIconDrawsKeepsItsHoleAtEveryWeight() throws {
        let ring = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2">
              <circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="1"/>
            </svg>
            """
        let made = try make(ring)
        for weight in Weight.allCases {
            let outline = try StrokeFamily.outline(of: Variant(weight, .medium), in: made)
            #expect(outline.polygons.count == 2 && outline.holeCount == 1, "\(weight)")
        }
    }

    /// A weight whose whole stem change would change what the icon is stops short of it, with
    /// a note naming the weight, the share drawn and why (#37 item 4).
    @Test func weightsThatWouldCloseAHoleOrCutTheGlyphStopShortAndSaySo() throws {
        // A long 0.2-unit slit: heavier weights would close it.
        let slit = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
              <path fill-rule="evenodd" d="M0 0h16v16H0zM4 7.9h8v0.2H4z"/>
            </svg>
            """
        let made = try make(slit)
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        let notes = made.changes.map(\.message)
        #expect(
            notes.contains {
                $0.hasPrefix("Black (S, M, L) is drawn with ")
                    && $0.hasSuffix("since the whole change would turn its 1 hole into 0")
            })
        #expect(!notes.contains { $0.hasPrefix("Ultralight") })  // thinner, the slit only widens
        // Every weight keeps the slit: one contour and one hole each.
        let symbols = try #require(made.svg.firstRange(of: #"<g id="Symbols">"#))
        let paths = made.svg[symbols.upperBound...].split(separator: "\n").filter { $0.hasPrefix("   <path") }
        #expect(paths.count == 27)
        #expect(paths.allSatisfy { $0.filter { $0 == "M" }.count == 2 })
        // The weights still grow in order: each at least as wide as the lighter one.
        let result = Checker.check(SourceFile(path: "s.svg", text: made.svg), configuration: CheckConfiguration())
        let widths = Weight.allCases.map { result.measurements[Variant($0, .medium)]!.width }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 >= $0 - 1e-6 }, "\(widths)")
    }

    /// Filled icons get nine weights (#37 item 4): Bootstrap's ordinary fill icons that `--weights
    /// all` refused (a ring around a digit, a sun's rays, a bell's clapper) are made clean.
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.icons.isPresentOrRequired, "\(SharedFolder.icons.skipReason)"),
        arguments: ["0-circle-fill", "sun-fill", "bell-fill"])
    func ordinaryFillIconsGetEveryWeight(_ name: String) throws {
        let path = try SharedFolder.icons.require() + "/bootstrap/\(name).svg"
        let made = try SymbolMaker.make(path: path, bytes: try #require(readBytes(path)), name: name)
        #expect(made.variants.count == 27)
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(findings(of: made, profile: .xcode) == [])
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
