import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolResize

/// `resize` keeping the stem weight (`StemKeeping`): a glyph grown to its target keeps its
/// stem (2 × ink area ÷ perimeter) within 5 %, its holes and its interpolation, and where the
/// offset would change the glyph it falls back to plain scaling with the stem change in percent.
@Suite struct ResizeStemTests {
    static func resized(_ svg: String, keepingStems: Bool = true) throws -> ResizeOutcome {
        try Resizer.resize(
            SourceFile(path: "test.svg", text: svg), configuration: CheckConfiguration(),
            stemKeeper: keepingStems ? StemKeeping(offsetting: GEOSInkOffset()) : nil)
    }

    /// A ring `diameter` units across with a `stem`-unit wall, centred on the cap-height
    /// midline 6 units right of the origin: the outer circle clockwise, the counter
    /// counter-clockwise, so it is a ring under both fill rules.
    static func ringPath(diameter: Double, stem: Double) -> String {
        let n = TemplateFixture.number
        let r = diameter / 2
        let inner = r - stem
        let cx = 6 + r
        let cy = -AppleTemplate.capHeight / 2
        return "M\(n(cx - r)) \(n(cy))a\(n(r)) \(n(r)) 0 1 1 \(n(2 * r)) 0a\(n(r)) \(n(r)) 0 1 1 \(n(-2 * r)) 0Z"
            + "M\(n(cx - inner)) \(n(cy))a\(n(inner)) \(n(inner)) 0 1 0 \(n(2 * inner)) 0a\(n(inner)) \(n(inner)) 0 1 0 \(n(-2 * inner)) 0Z"
    }

    /// Regular-S/M/L rings one cap height across (well under their target), walls 9 units at M.
    static func rings() -> TemplateFixture {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="\#(ringPath(diameter: AppleTemplate.capHeight * k, stem: 9 * k))"/>"#
        }
        return f
    }

    /// The subpaths of every shape the glyph draws, in the file as written.
    static func contourCount(_ bytes: [UInt8], _ variant: Variant) -> Int? {
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: "out.svg", bytes: bytes)),
            let glyph = template.glyph(variant)
        else { return nil }
        return glyph.shapes.reduce(0) { $0 + $1.path.subpaths.count }
    }

    static func stemChange(_ outcome: ResizeOutcome, _ variant: Variant) throws -> Double {
        let before = try #require(outcome.before[variant]?.ink?.stem)
        let after = try #require(outcome.after[variant]?.ink?.stem)
        return after / before - 1
    }

    @Test func aRingGrownToItsTargetKeepsItsStemAndItsHole() throws {
        let outcome = try Self.resized(Self.rings().svg)
        guard case .kept(let offsets) = outcome.stems else {
            Issue.record("stems not kept: \(outcome.stems)")
            return
        }
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            let factor = try #require(outcome.plan.rows.first { $0.scale == scale }).factor
            #expect(factor > 1.3, "\(scale): grows by \(factor)")
            #expect(abs(try Self.stemChange(outcome, variant)) < 0.05, "\(scale)")
            // Thinner: the offset is negative, about half of what the scale added to the wall.
            let offset = try #require(offsets[variant])
            #expect(offset < 0 && abs(-offset / (9 * scale.designFactor * (factor - 1) / 2) - 1) < 0.25)
            // Still a ring: its outer contour and its counter, and a counter's worth of silhouette.
            #expect(Self.contourCount(outcome.output, variant) == 2, "\(scale)")
            let ink = try #require(outcome.after[variant]?.ink)
            #expect(ink.silhouetteArea > 2 * ink.area, "\(scale)")
            #expect(try #require(outcome.after[variant]).size.accepted, "\(scale) lands on its target")
        }
        let checked = ruleIDs(outcome.output)
        #expect(!checked.contains("glyph-size"))
        #expect(
            ResizeReport.text(outcome, path: "rings.svg", dryRun: false, scaleWeightChoice: "--scale-weight").contains(
                "  stems kept, outlines offset back: "))
    }

    @Test func scalingTheWeightAlongGrowsTheStemByTheFactorAndWarns() throws {
        let outcome = try Self.resized(Self.rings().svg, keepingStems: false)
        #expect(outcome.stems == .scaledAlong(reason: nil))
        let factor = try #require(outcome.plan.rows.first { $0.scale == .medium }).factor
        #expect(abs((1 + (try Self.stemChange(outcome, .regularM))) / factor - 1) < 0.02)
        let report = ResizeReport.text(outcome, path: "rings.svg", dryRun: false, scaleWeightChoice: "--scale-weight")
        #expect(
            report.contains("  warning: stems change with the glyph, resize scales strokes along (--scale-weight): "))
    }

    @Test func anOffsetThatWouldEraseAPartFallsBackAndWarnsWithThePercent() throws {
        // A block and a hairline under it: thinning the block's stem back erases the hairline.
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            let n = TemplateFixture.number
            let top = -AppleTemplate.capHeight / 2 - 31 * k
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="M6 \#(n(top))h\#(n(50 * k))v\#(n(50 * k))h-\#(n(50 * k))ZM6 \#(n(top + 60 * k))h\#(n(50 * k))v\#(n(2 * k))h-\#(n(50 * k))Z"/>"#
        }
        let outcome = try Self.resized(f.svg)
        guard case .scaledAlong(let reason?) = outcome.stems else {
            Issue.record("expected the fallback, got \(outcome.stems)")
            return
        }
        #expect(reason.hasPrefix("offsetting Regular-"), "\(reason)")
        #expect(reason.hasSuffix("would turn its 2 separate parts into 1"), "\(reason)")
        let report = ResizeReport.text(outcome, path: "bars.svg", dryRun: false, scaleWeightChoice: "--scale-weight")
        let warning = try #require(report.split(separator: "\n").first { $0.contains("warning:") })
        #expect(warning.hasPrefix("  warning: stems change with the glyph, the stems could not be kept (offsetting "))
        #expect(warning.contains("Regular-M +"), "\(warning)")
        #expect(warning.contains("%"), "\(warning)")
    }

    @Test func aVariableTemplateStaysInterpolatable() throws {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M6 -50h40v50h-40zM16 -40v30h20v-30z"/>"#,
            "Regular-S": #"<path d="M6 -52h44v54h-44zM18 -40v30h20v-30z"/>"#,
            "Black-S": #"<path d="M6 -55h50v60h-50zM22 -40v30h20v-30z"/>"#,
        ]
        f.margins = [:]
        #expect(!ruleIDs(Array(f.svg.utf8)).contains("not-interpolatable"))
        let outcome = try Self.resized(f.svg)
        #expect(outcome.plan.rows.first?.isWithinTolerance == false)
        let checked = ruleIDs(outcome.output)
        #expect(!checked.contains("not-interpolatable"))
        let template = try #require(Self.readBack(outcome.output))
        #expect(InterpolationCompatibility.analyse(template).isCompatible)
        // The three sources are offset point for point, each by its own stem's share.
        guard case .kept(let offsets) = outcome.stems else {
            Issue.record("stems not kept: \(outcome.stems)")
            return
        }
        #expect(Set(offsets.keys) == Set(Variant.interpolationSources))
        for variant in Variant.interpolationSources {
            #expect(abs(try Self.stemChange(outcome, variant)) < 0.05, "\(variant.id)")
            #expect(Self.contourCount(outcome.output, variant) == 2, "\(variant.id) keeps its counter")
        }
    }

    /// The rules a file fails under the default profile.
    func ruleIDs(_ bytes: [UInt8]) -> [String] {
        Checker.check(SourceFile(path: "out.svg", bytes: bytes), configuration: CheckConfiguration()).diagnostics.map(
            \.ruleID)
    }

    static func readBack(_ bytes: [UInt8]) -> SymbolTemplate? {
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: "out.svg", bytes: bytes))
        else { return nil }
        return template
    }

    @Test(.enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func gitCommitGrownKeepsItsStemInEveryRow() throws {
        let bytes = try #require(readBytes(try SharedFolder.corpus.require() + "/126.svg"))
        // A debug build on a loaded machine takes seconds of wall time for this file (two
        // scalings, each offset and measured twice); the default 10 s limit is not what is tested.
        var configuration = CheckConfiguration()
        configuration.timeLimit = .seconds(120)
        let outcome = try Resizer.resize(
            SourceFile(path: "126.svg", bytes: bytes), configuration: configuration,
            stemKeeper: StemKeeping(offsetting: GEOSInkOffset()))
        guard case .kept = outcome.stems else {
            Issue.record("stems not kept: \(outcome.stems)")
            return
        }
        let factor = try #require(outcome.plan.rows.first { $0.scale == .medium }).factor
        #expect(factor > 1.5, "grows by \(factor)")
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            #expect(abs(try Self.stemChange(outcome, variant)) < 0.05, "\(scale)")
            let after = try #require(outcome.after[variant])
            #expect(after.size.accepted && after.size.fitsSymbolArea, "\(scale)")
        }
        // A variable template: its sources keep their contours (the ring its counter) and still
        // interpolate.
        for source in Variant.interpolationSources {
            let before = try #require(Self.readBack(bytes)?.glyph(source))
            #expect(
                Self.contourCount(outcome.output, source) == before.shapes.reduce(0) { $0 + $1.path.subpaths.count })
        }
        #expect(InterpolationCompatibility.analyse(try #require(Self.readBack(outcome.output))).isCompatible)
        let checked = ruleIDs(outcome.output)
        #expect(!checked.contains("glyph-size") && !checked.contains("glyph-overflows-tile"))
    }

    /// Draw guide points name places along each path (docs/template-format.md §5.1): plain
    /// scaling keeps them byte for byte; a static glyph carrying them is not offset, its stems
    /// scale, and the reason says why.
    @Test func drawGuidePointsAreKeptAndTheStemsScaleWithThem() throws {
        var f = Self.rings()
        f.versionText = "Template v.7.0"
        f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"])
        let svg = f.svg
        let outcome = try Self.resized(svg)
        #expect(
            outcome.stems
                == .scaledAlong(
                    reason: "its paths carry Draw guide points, which name places along outlines an offset would redraw"
                ))
        let attribute = #"data-clipstroke-keyframes="\#(TemplateFixture.drawGuidePoints)""#
        #expect(outcome.outputText.split(separator: attribute, omittingEmptySubsequences: false).count == 4)
        #expect(check(outcome.outputText).ruleIDs.filter { $0.hasPrefix("draw") }.isEmpty)
        // Without them the same rings keep their stems.
        guard case .kept = try Self.resized(Self.rings().svg).stems else {
            Issue.record("the stems were not kept")
            return
        }
    }
}
