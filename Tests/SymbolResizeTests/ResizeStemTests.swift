import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolResize

/// `resize` keeping the stem weight (`StemKeeping`): a glyph grown to its target keeps its
/// stem (2 × ink area ÷ perimeter) within 5 %, its holes, its interpolation and its silhouette
/// (no narrow part changed by more than a quarter of its drawn width), lands on the target by
/// the factor `check` names, and where the offset would change the glyph it falls back to plain
/// scaling with the stem change in percent and the reason.
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
            // Written as curves again (`CurveKeeping`), not as the chords GEOS hands back.
            let drawn = try #require(Self.readBack(outcome.output)?.glyph(variant)?.shapes.first?.node.geometry)
            let segments = drawn.subpaths.flatMap(\.segments)
            let cubics = segments.filter { if case .cubic = $0 { true } else { false } }
            #expect(segments.count <= 32 && cubics.count >= 8, "\(scale): \(segments.count) segments")
            let ink = try #require(outcome.after[variant]?.ink)
            #expect(ink.silhouetteArea > 2 * ink.area, "\(scale)")
            let after = try #require(outcome.after[variant])
            #expect(
                abs(after.size.opticalSize / after.size.targetOpticalSize - 1) < 1e-3, "\(scale) lands on its target")
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

    /// An exclamation mark 0.85 cap heights tall at M (scaled by Apple's factors in S and L): a
    /// bar `top` units wide at its top tapering to `bottom` at its round bottom end, then a
    /// 6-unit gap and a dot 9 units across, centred on the cap-height midline.
    static func exclamationMarks(top wideEnd: Double, bottom narrowEnd: Double) -> TemplateFixture {
        var f = TemplateFixture()
        let n = TemplateFixture.number
        for scale in Scale.allCases {
            let k = scale.designFactor
            let height = 0.85 * AppleTemplate.capHeight * k
            let top = -AppleTemplate.capHeight / 2 - height / 2
            let (wide, narrow, dot, gap) = (wideEnd * k, narrowEnd * k, 9 * k, 6 * k)
            let cx = 6 + dot / 2
            let barTop = top + wide / 2
            let barBottom = top + height - dot - gap - narrow / 2
            let dotY = top + height - dot / 2
            let bar =
                "M\(n(cx - wide / 2)) \(n(barTop))A\(n(wide / 2)) \(n(wide / 2)) 0 0 1 \(n(cx + wide / 2)) \(n(barTop))"
                + "L\(n(cx + narrow / 2)) \(n(barBottom))A\(n(narrow / 2)) \(n(narrow / 2)) 0 0 1 \(n(cx - narrow / 2)) \(n(barBottom))Z"
            let disc =
                "M\(n(cx - dot / 2)) \(n(dotY))A\(n(dot / 2)) \(n(dot / 2)) 0 0 0 \(n(cx + dot / 2)) \(n(dotY))"
                + "A\(n(dot / 2)) \(n(dot / 2)) 0 0 0 \(n(cx - dot / 2)) \(n(dotY))Z"
            f.glyphs["Regular-\(scale.rawValue)"] = #"<path d="\#(bar)"/><path d="\#(disc)"/>"#
        }
        return f
    }

    /// The width of the ink where the horizontal line `y` crosses it, in the glyph's own units:
    /// the inked pixels of that row of a raster 2,048 pixels across the glyph's larger side.
    static func inkWidth(_ glyph: Glyph, atY y: Double) -> Double {
        guard let bounds = glyph.inkBounds, let raster = CoverageRaster(bounds: bounds, minimumSpan: 2048) else {
            return 0
        }
        var pixels = [Bool](repeating: false, count: raster.width * raster.height)
        for shape in ControlCenterFlattening.drawnShapes(of: glyph) {
            raster.paint(shape.path, rule: shape.fillRule, with: !shape.knocksOut, into: &pixels)
        }
        let row = Int(((y - raster.origin.y) / raster.pixelSize).rounded(.down))
        guard row >= 0, row < raster.height else { return 0 }
        let inked = pixels[(row * raster.width)..<((row + 1) * raster.width)].filter { $0 }.count
        return Double(inked) * raster.pixelSize
    }

    /// `!` grown 1.71× to its target: `check` names the factor, `resize` applies it (the mark is
    /// 1.45 cap heights tall after, its stem kept), and the silhouette stays: the bar's narrow
    /// end is still a bar end (within a quarter of its drawn 7 units, not a spike), the dot as
    /// wide as drawn within a third, and below the bar as drawn.
    @Test func anExclamationMarkKeepsItsStemsAndItsSilhouette() throws {
        let svg = Self.exclamationMarks(top: 8, bottom: 7).svg
        let checked = Checker.check(SourceFile(path: "bang.svg", text: svg), configuration: CheckConfiguration())
        let finding = try #require(checked.diagnostics.first { $0.ruleID == "glyph-size" })
        let told = try #require(checked.measurements[.regularM]).scaleToTarget
        #expect(abs(told - 1.45 / 0.85) < 1e-4)
        #expect(finding.message.hasSuffix("scale them by \(fmt4(told))"))
        let outcome = try Self.resized(svg)
        guard case .kept(let offsets) = outcome.stems else {
            Issue.record("stems not kept: \(outcome.stems)")
            return
        }
        let template = try #require(Self.readBack(outcome.output))
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            let k = scale.designFactor
            let row = try #require(outcome.plan.rows.first { $0.scale == scale })
            let before = try #require(outcome.before[variant])
            let after = try #require(outcome.after[variant])
            #expect(abs(row.factor - before.scaleToTarget) < 1e-9, "\(scale): the factor check names")
            #expect(abs(after.size.opticalSize / after.size.targetOpticalSize - 1) < 1e-3, "\(scale) on target")
            #expect(abs(try Self.stemChange(outcome, variant)) < 0.05, "\(scale)")
            // Grown past the factor by what the offset takes off both ends, then offset: the bar's
            // round end and the dot keep their centres (in units from the ink's middle, grown).
            let distance = try #require(offsets[variant])
            let grown = row.factor - 2 * distance / before.height
            let glyph = try #require(template.glyph(variant))
            let middle = try #require(glyph.inkBounds).midY
            let height = 0.85 * AppleTemplate.capHeight * k
            let endCentre = middle + (height / 2 - (9 + 6 + 3.5) * k) * grown
            let narrowEnd = Self.inkWidth(glyph, atY: endCentre)
            #expect(
                narrowEnd > 0.75 * 7 * k && narrowEnd < 1.25 * 7 * k, "\(scale): the bar end \(narrowEnd) of \(7 * k)")
            let dot = Self.inkWidth(glyph, atY: middle + (height / 2 - 4.5 * k) * grown)
            #expect(dot > 0.75 * 9 * k && dot < 1.34 * 9 * k, "\(scale): the dot \(dot)")
            // The gap between them is still there: no ink halfway between the bar's end and the dot.
            let gapMiddle = middle + (height / 2 - (9 + 3) * k) * grown
            #expect(Self.inkWidth(glyph, atY: gapMiddle) == 0, "\(scale)")
            #expect(glyph.shapes.count == 2, "\(scale)")
        }
    }

    /// A `!` whose bar tapers from 9 units to 5: keeping its stem (2 × area ÷ perimeter, which
    /// the dot and the round ends hold down) would take 4 units off each side of the grown bar
    /// and leave its narrow end a spike. `resize` scales it plainly instead and says why; the
    /// plainly scaled mark is the drawn one, 1.71× larger, its narrow end 1.71 × 5 units.
    @Test func aTaperedExclamationMarkIsScaledPlainlyRatherThanSpiked() throws {
        let outcome = try Self.resized(Self.exclamationMarks(top: 9, bottom: 5).svg)
        guard case .scaledAlong(let reason?) = outcome.stems else {
            Issue.record("expected the fallback, got \(outcome.stems)")
            return
        }
        #expect(reason.contains("would thin its parts drawn under"), "\(reason)")
        let report = ResizeReport.text(outcome, path: "bang.svg", dryRun: false, scaleWeightChoice: "--scale-weight")
        #expect(report.contains("the stems could not be kept (offsetting Regular-"))
        let template = try #require(Self.readBack(outcome.output))
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            let k = scale.designFactor
            let row = try #require(outcome.plan.rows.first { $0.scale == scale })
            let after = try #require(outcome.after[variant])
            #expect(abs(after.size.opticalSize / after.size.targetOpticalSize - 1) < 1e-5, "\(scale)")
            let glyph = try #require(template.glyph(variant))
            let middle = try #require(glyph.inkBounds).midY
            let height = 0.85 * AppleTemplate.capHeight * k
            let narrowEnd = Self.inkWidth(glyph, atY: middle + (height / 2 - (9 + 6 + 2.5) * k) * row.factor)
            #expect(abs(narrowEnd / (5 * k * row.factor) - 1) < 0.02, "\(scale): \(narrowEnd)")
        }
    }

    /// The camera's lens ring is drawn 7.2 units wide at L beside a body whose stem is 20.9:
    /// offsetting every edge by what the scale added to the stem would leave the ring a third
    /// of its width. `resize` scales plainly, says why, and still lands on the target.
    @Test func theCamerasThinRingMakesResizeScalePlainlyAndSayWhy() throws {
        let text = String(decoding: try #require(readBytes(packageRoot + "/Symbols/camera-puny.svg")), as: UTF8.self)
        let outcome = try Self.resized(text)
        guard case .scaledAlong(let reason?) = outcome.stems else {
            Issue.record("expected the fallback, got \(outcome.stems)")
            return
        }
        #expect(reason.hasPrefix("offsetting Regular-"), "\(reason)")
        #expect(reason.contains("would thin its parts drawn under"), "\(reason)")
        #expect(reason.hasSuffix("by more than 25%"), "\(reason)")
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(abs(after.ratio / (1.45 * scale.designFactor) - 1) < 1e-5, "\(scale): 1.45 cap heights tall")
        }
    }

    /// A ring drawn too large shrinks to its target keeping its wall: the offset thickens it
    /// back, and the judged side lands where the factor puts it.
    @Test func aRingShrunkToItsTargetKeepsItsStem() throws {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="\#(Self.ringPath(diameter: 1.9 * AppleTemplate.capHeight * k, stem: 9 * k))"/>"#
        }
        let outcome = try Self.resized(f.svg)
        guard case .kept(let offsets) = outcome.stems else {
            Issue.record("stems not kept: \(outcome.stems)")
            return
        }
        for scale in Scale.allCases {
            let variant = Variant(.regular, scale)
            #expect(try #require(offsets[variant]) > 0, "\(scale): thickened back")
            #expect(abs(try Self.stemChange(outcome, variant)) < 0.05, "\(scale)")
            let after = try #require(outcome.after[variant])
            #expect(abs(after.size.opticalSize / after.size.targetOpticalSize - 1) < 1e-3, "\(scale)")
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

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
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
