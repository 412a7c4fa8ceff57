import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolPreview

@Suite struct PreviewPlanTests {
    func plan(_ svg: String) throws -> PreviewPlan {
        let bytes = Array(svg.utf8)
        return try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "test.svg"), svg: bytes, reference: .bundled)
    }

    func plan(symbol name: String) throws -> PreviewPlan {
        let bytes = try symbolBytes(name)
        return try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: name), svg: bytes, reference: .bundled)
    }

    func close(_ a: Double?, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    // MARK: Draw data

    /// A Template v.7.0 with Draw guide points is marked (the sheet draws no animation); below
    /// 7.0 the mark says the data is ignored; a template without them has no mark.
    @Test func drawDataIsMarked() throws {
        let draw = try plan(symbol: "draw-camera-variable.svg").input.drawData
        #expect(draw == DrawDataMark(paths: 6, isRead: true))
        #expect(draw?.text == "DRAW DATA ON 6 PATHS - NOT ANIMATED")
        let older = try plan(String(decoding: try symbolBytes("broken/annotation-version.svg"), as: UTF8.self))
        #expect(older.input.drawData?.text == "DRAW DATA ON 6 PATHS - IGNORED BELOW 7.0")
        #expect(try plan(symbol: "camera-variable.svg").input.drawData == nil)
    }

    // MARK: Rows

    @Test func cameraHasARowPerScaleOnItsGuidesWithTheTargetBand() throws {
        let input = try plan(symbol: "camera.svg").input
        #expect(input.rows.map(\.scale) == [.small, .medium, .large])
        #expect(input.rows.map(\.baselineY) == [696, 1126, 1556])
        #expect(input.rows.map(\.caplineY) == [625.541, 1055.54, 1485.54])
        #expect(input.rows.map(\.authoredElementID) == ["Regular-S", "Regular-M", "Regular-L"])
        // The height camera.svg has at its target: 1.45 × Apple's scale factor × the row's cap
        // height (judged by its height, 1.3 times as wide as tall), the height it is drawn at.
        #expect(close(input.rows[0].targetHeight, 1.45 * 0.783 * 70.459, within: 0.001))
        #expect(close(input.rows[1].targetHeight, 1.45 * 70.46, within: 0.001))
        for row in input.rows {
            let ratio = (row.glyphBounds?.height ?? 0) / row.targetHeight
            #expect(abs(ratio - 1) < 1e-4, "\(row.scale): \(ratio)")
        }
        #expect(
            input.rows.allSatisfy {
                $0.glyph.count == 3 && $0.glyph.allSatisfy { !$0.knocksOut && $0.fillRule == .nonzero }
            })
        #expect(input.flatteningChangesGlyph == false)
        #expect(input.authoredSVG == nil)
    }

    /// The camera drawn with a 400-unit cap height (568 pt): its rows carry the point size the
    /// guides give, so the places draw it at the size of the camera at Apple's scale.
    @Test func aTemplateAtItsOwnScaleIsPlacedAtItsPointSize() throws {
        let apple = try plan(symbol: "camera.svg").input
        let text = String(decoding: try symbolBytes("camera.svg"), as: UTF8.self)
        let bytes = Array(OwnScaleTemplate.scaled(text, capHeight: 400).utf8)
        let own = try PreviewPlan(
            template: try TemplateLoader.load(svg: bytes, path: "camera-400.svg"), svg: bytes, reference: .bundled
        ).input
        #expect(apple.rows.map(\.pointSize) == [100, 100, 100])
        #expect(own.rows.map(\.pointSize) == [568, 568, 568])
        for (a, o) in zip(apple.rows, own.rows) {
            let centre = Point(x: 0, y: 0)
            let inApple = try #require(
                ControlPlaces.glyphTransform(row: a, bounds: a.glyphBounds, points: 24, centre: centre))
            let inOwn = try #require(
                ControlPlaces.glyphTransform(row: o, bounds: o.glyphBounds, points: 24, centre: centre))
            let appleWidth = try #require(a.glyphBounds).width * inApple.a
            let ownWidth = try #require(o.glyphBounds).width * inOwn.a
            #expect(abs(ownWidth / appleWidth - 1) < 1e-3, "\(a.scale): \(ownWidth) px against \(appleWidth)")
        }
    }

    @Test func theBundledReferenceSitsOnEachRowAtItsOwnRatio() throws {
        let row = try plan(symbol: "camera.svg").input.rows[1]
        let bounds = try #require(row.referenceBounds)
        // reference.svg's Regular-M ring: radius 49.8145 about y = −35.2295 above Baseline-M.
        #expect(close(bounds.minY, 1040.956))
        #expect(close(bounds.maxY, 1140.585))
        #expect(row.reference.count == 2)
    }

    @Test func theReferenceScalesWithTheRowsCapHeight() throws {
        let reference = try #require(PreviewReference.bundled)
        let placed = try #require(reference.placed(on: .medium, baselineY: 500, capHeight: 2 * 70.46))
        #expect(close(placed.bounds.height, 2 * 99.629))
        #expect(close(placed.bounds.maxY, 500 + 2 * (1140.585 - 1126)))
    }

    @Test func aScaleTheReferenceLacksIsDerivedByAppleFactors() throws {
        var fixture = TemplateFixture()
        fixture.glyphs = ["Regular-M": fixture.glyphs["Regular-M"]!]
        let template = try TemplateLoader.load(svg: Array(fixture.svg.utf8), path: "ref.svg")
        let placed = try #require(
            PreviewReference(template: template).placed(
                on: .small, baselineY: 696, capHeight: AppleTemplate.capHeight))
        // The fixture writes its guides rounded to 4 decimals.
        #expect(close(placed.bounds.height, TemplateFixture.side(.medium) * 0.783, within: 1e-3))
        #expect(close(placed.bounds.midY, 696 - AppleTemplate.capHeight / 2, within: 1e-3))
    }

    @Test func rowsThatCannotBeDrawnAreOmittedWithAReason() throws {
        #expect(
            try plan(symbol: "broken/missing-glyph.svg").omittedRows.map(\.description) == [
                "no Large row: the template has no Regular-L"
            ])
        #expect(
            try plan(symbol: "broken/empty-glyph.svg").omittedRows.map(\.description) == [
                "no Large row: Regular-L draws nothing"
            ])
        #expect(
            try plan(symbol: "broken/missing-guide.svg").omittedRows.map(\.description)
                == ["no Large row: Baseline-L and Capline-L do not give a cap height"])
        #expect(try plan(symbol: "camera.svg").omittedRows == [])
    }

    @Test func aTemplateWithoutRegularGlyphsHasNothingToPreview() {
        var fixture = TemplateFixture()
        fixture.glyphs = ["Bold-M": fixture.glyphs["Regular-M"]!]
        #expect(
            throws: PreviewError.nothingToPreview(
                "no Small row: the template has no Regular-S; no Medium row: the template has no Regular-M; no Large row: the template has no Regular-L"
            )
        ) {
            try plan(fixture.svg)
        }
    }

    @Test func unreadableInputIsRefusedBeforeLibrsvgSeesIt() throws {
        #expect(throws: PreviewError.unreadableTemplate("the root element is <symbol>, not <svg>")) {
            try plan(symbol: "broken/not-svg.svg")
        }
        #expect(throws: PreviewError.unreadableTemplate("the end tag </rect> does not match the start tag <path>")) {
            try plan(symbol: "broken/xml-malformed.svg")
        }
        var limits = ReaderLimits.default
        limits.maxInputBytes = 10
        #expect(throws: PreviewError.unreadableTemplate("big.svg: the file is 11 bytes, more than the limit of 10")) {
            try TemplateLoader.load(svg: Array("<svg></svg>".utf8), path: "big.svg", limits: limits)
        }
    }

    // MARK: Flattening

    @Test func theEffectiveFillRuleIsKept() throws {
        let row = try plan(symbol: "broken/evenodd-fragile.svg").input.rows[1]
        #expect(row.glyph.map(\.fillRule) == [.evenodd, .nonzero, .nonzero])
    }

    @Test func aGlyphThatIsOneShapeStillDraws() throws {
        let rows = try plan(symbol: "broken/glyph-not-group.svg").input.rows
        #expect(rows.count == 3)
        #expect(rows[2].glyph.count == 1)
    }

    /// Knock-out layers erase in the authored look too (that is what Apple's exports use them
    /// for), so a knock-out alone changes nothing and no finding or badge speaks of it.
    @Test func aKnockOutLayerErasesInBothLooks() throws {
        var fixture = TemplateFixture()
        fixture.styleSheet = ".ko {opacity:0;-sfsymbols-clear-behind:true}"
        fixture.glyphs["Regular-M"]! += #"<path class="ko" d="M40 -50h30v30h-30Z"/>"#
        let plan = try plan(fixture.svg)
        #expect(plan.input.rows[1].glyph.map(\.knocksOut) == [false, true])
        #expect(plan.flattening.isEmpty)
        #expect(!plan.input.flatteningChangesGlyph)
        #expect(plan.input.authoredSVG == nil)
    }

    /// Regular-M drawn as Sketch exports draw it: its path in <defs>, a <mask> holding a <use>
    /// of it, and a <use> of it. The preview draws the one shape the <use> places, where the
    /// written path would be, and the mask's copy draws nothing.
    @Test func aGlyphDrawnThroughAUseDrawsItsReferencedPath() throws {
        let square = TemplateFixture.squarePath(side: TemplateFixture.side(.medium))
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"] =
            ##"<defs><path id="p" d="\##(square)"/></defs><mask id="m"><use href="#p"/></mask><use href="#p"/>"##
        let used = try plan(fixture.svg).input.rows[1]
        let written = try plan(TemplateFixture().svg).input.rows[1]
        #expect(used.glyph.count == 1)
        #expect(used.glyphBounds == written.glyphBounds)
        #expect(try plan(fixture.svg).flattening.values.contains(where: \.isVisible) == false)
    }

    /// A 30 % rectangle under an opaque circle: flattened, the circle disappears into the
    /// (now solid) rectangle: a change of tone over the rectangle minus the circle.
    @Test func aTranslucentRectangleUnderAnOpaqueCircleChangesTheTone() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"] =
            #"<rect x="6" y="-86" width="102" height="102" fill-opacity="0.3"/><circle cx="57" cy="-35" r="30"/>"#
        let plan = try plan(fixture.svg)
        let change = try #require(plan.flattening[.regularM])
        #expect(change.changesTone && !change.changesShape)
        #expect(abs(change.toneArea - (102 * 102 - .pi * 900)) < 60)
        #expect(plan.input.flatteningChangesGlyph)
        #expect(plan.input.rows[1].glyph.count == 2)
        #expect(plan.input.authoredSVG == Array(fixture.svg.utf8))
    }

    @Test func theExampleSymbolsCarryTheBadgeExactlyWhenTheChangeShows() throws {
        let opacity = try plan(symbol: "broken/opacity.svg")
        #expect(opacity.flattening.keys.sorted() == [.regularM])
        #expect(opacity.flattening[.regularM]?.changesTone == true)
        #expect(opacity.input.flatteningChangesGlyph)

        let stroke = try plan(symbol: "broken/stroke.svg")
        #expect(stroke.flattening[.regularM]?.droppedStrokes == 1)
        #expect(stroke.flattening[.regularM]?.changesShape == true)
        #expect(stroke.input.flatteningChangesGlyph)

        // The transparent rectangle lies inside solid ink: flattened it changes no pixel.
        let invisible = try plan(symbol: "broken/invisible-shape.svg")
        #expect(invisible.flattening[.regularM]?.gainedArea == 0)
        #expect(invisible.flattening[.regularM]?.isVisible == false)
        #expect(!invisible.input.flatteningChangesGlyph)
    }

    /// librsvg would lay out the text with system fonts: the sheet gets the badge but no
    /// authored column.
    @Test func aGlyphWithTextIsNeverHandedToLibrsvg() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"]! +=
            #"<rect x="-30" y="-60" width="20" height="20" opacity="0.5"/><text x="10" y="-10">A</text>"#
        let plan = try plan(fixture.svg)
        #expect(plan.flattening[.regularM]?.changesTone == true)
        #expect(plan.input.flatteningChangesGlyph)
        #expect(plan.input.authoredSVG == nil)
    }

    @Test func aStrokeOnlyShapeIsNotDrawn() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"]! += #"<circle cx="57" cy="-35" r="60" fill="none" stroke="black"/>"#
        #expect(try plan(fixture.svg).input.rows[1].glyph.count == 1)
    }

    /// The fill-opacity 0.9 of issue #13: the checker's note and the sheet agree that nothing
    /// visible changes (drawn opaque, 90 % looks the same), where check once said 100 %.
    @Test func aGlyphAtNinetyPercentIsJudgedTheSameByCheckAndTheSheet() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"] =
            #"<path fill-opacity="0.9" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let result = Checker.check(SourceFile(path: "t.svg", text: fixture.svg), configuration: CheckConfiguration())
        let opacity = try #require(result.diagnostics.first { $0.ruleID == "opacity" })
        #expect(opacity.message == "a shape in Regular-M is drawn at 90% opacity; Control Center draws it at 100%")
        #expect(
            opacity.notes.last?.message
                == "flattening changes nothing visible in Regular-M (parts authored at 75% opacity or more look the same drawn opaque)"
        )
        let plan = try plan(fixture.svg)
        #expect(plan.flattening[.regularM]?.isVisible == false)
        #expect(plan.flattening[.regularM]?.slightShare == 1)
        #expect(!plan.input.flatteningChangesGlyph)
        #expect(try PreviewLayout(plan.input).columns == [.glyph, .reference, .overlay])
    }

    /// Apple's preview styling (the wireframe's stroke and fill:none, preview blue) is not
    /// what the designer drew: librsvg gets the bytes without those classes.
    @Test func theAuthoredColumnIgnoresPreviewClasses() throws {
        var fixture = TemplateFixture()
        fixture.styleSheet =
            ".SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}"
        fixture.glyphs["Regular-M"] =
            #"<path class="monochrome-0 SFSymbolsPreviewWireframe" opacity="0.5" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let plan = try plan(fixture.svg)
        #expect(plan.flattening[.regularM]?.changesTone == true)
        #expect(plan.flattening[.regularM]?.droppedStrokes == 0)
        let authored = String(decoding: try #require(plan.input.authoredSVG), as: UTF8.self)
        #expect(authored.contains(#"<path class="monochrome-0" opacity="0.5""#))
        #expect(!authored.contains(#"class="monochrome-0 SFSymbolsPreviewWireframe""#))
        #expect(
            AuthoredSVG.withoutPreviewClasses(
                Array(TemplateFixture().svg.utf8),
                document: try TemplateLoader.load(
                    svg: Array(TemplateFixture().svg.utf8), path: "t.svg"
                ).tree.document) == Array(TemplateFixture().svg.utf8))
    }

    /// A stroke-only glyph draws nothing in Control Center; the sheet still shows the row: the
    /// empty flattened glyph and tiles beside the authored drawing, with the badge.
    @Test func aStrokeOnlyTemplateShowsTheAuthoredDrawingBesideTheEmptyTile() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"] =
            #"<circle cx="57" cy="-35" r="45" fill="none" stroke="black" stroke-width="8"/>"#
        let plan = try plan(fixture.svg)
        let row = plan.input.rows[1]
        #expect(plan.omittedRows == [])
        #expect(row.glyph.isEmpty && row.glyphBounds == nil)
        let authored = try #require(row.authoredBounds)
        #expect(close(authored.width, 98, within: 1e-9) && close(authored.midY, 1126 - 35, within: 1e-9))
        #expect(plan.flattening[.regularM]?.droppedStrokes == 1)
        #expect(plan.input.flatteningChangesGlyph)
        #expect(try PreviewLayout(plan.input).columns == [.glyph, .authored, .reference, .overlay])
        _ = try plan.png(view: .light)
    }

    // MARK: Variable templates

    /// Ultralight-S, Regular-S and Black-S only: the checker derives Regular-M and -L, and the
    /// sheet draws them, scaled and centred exactly as the checker measures them.
    @Test func aVariableTemplatesSheetHasThreeRowsTwoOfThemDerived() throws {
        let bytes = try symbolBytes("camera-variable.svg")
        let result = Checker.check(
            SourceFile(path: "camera-variable.svg", bytes: bytes), configuration: CheckConfiguration())
        let plan = try Previewer.plan(svg: bytes, path: "camera-variable.svg")
        let rows = plan.input.rows
        #expect(rows.map(\.scale) == [.small, .medium, .large])
        #expect(rows.map(\.derived) == [false, true, true])
        #expect(rows.map(\.authoredElementID) == ["Regular-S", "Regular-S", "Regular-S"])
        #expect(plan.omittedRows == [])
        for row in rows {
            let variant = Variant(.regular, row.scale)
            let measured = try #require(result.measurements[variant])
            #expect(measured.derived == row.derived)
            let bounds = try #require(row.glyphBounds)
            let capHeight = row.baselineY - row.caplineY
            #expect(close(bounds.height / capHeight, measured.ratio, within: 1e-9))
            #expect(close(bounds.midY - (row.baselineY - capHeight / 2), measured.centerOffset, within: 1e-6))
            #expect(close(row.ratioToTarget, measured.ratio / measured.target, within: 1e-12))
        }
        #expect(plan.input.header == SheetHeader(symbolName: "camera-variable", errors: 0, warnings: 0))
    }

    // MARK: Header

    @Test func theHeaderNamesTheSymbolAndCarriesTheCheckersVerdict() throws {
        let plan = try Previewer.plan(svg: try symbolBytes("camera-puny.svg"), path: "Symbols/camera-puny.svg")
        // One glyph-size warning (a judgment: docs/checks.md): one factor brings the three rows
        // to their targets.
        #expect(
            plan.input.header
                == SheetHeader(symbolName: "camera-puny", errors: 0, warnings: 1, warningRules: ["glyph-size"]))
        #expect(plan.input.header?.verdict == "PASSES WITH 1 WARNING: GLYPH-SIZE")
        #expect(SheetHeader(symbolName: "x", errors: 0, warnings: 0).verdict == "PASSES")
        #expect(
            SheetHeader(symbolName: "x", errors: 0, warnings: 1, warningRules: ["glyph-off-center"]).verdict
                == "PASSES WITH 1 WARNING: GLYPH-OFF-CENTER")
        let both = SheetHeader(
            symbolName: "x", errors: 3, warnings: 2, failingRules: ["glyph-size", "nonzero-fill"],
            warningRules: ["glyph-off-center"])
        #expect(both.verdict == "FAILS WITH 3 ERRORS: GLYPH-SIZE, NONZERO-FILL, 2 WARNINGS: GLYPH-OFF-CENTER")
        // Where the sheet is too narrow for every name, the rest are counted.
        #expect(
            both.verdict(namingAtMost: 1) == "FAILS WITH 3 ERRORS: GLYPH-SIZE, 1 MORE, 2 WARNINGS: GLYPH-OFF-CENTER")
        #expect(plan.input.rows.map { $0.ratioToTarget.map { ($0 * 100).rounded() } } == [78, 78, 78])
    }

    // MARK: Rendering

    @Test func sheetsAreOpaqueBoundedAndTheSameEveryTime() throws {
        let plan = try plan(symbol: "broken/opacity.svg")
        for view in PreviewView.allCases {
            let image = try plan.image(view: view)
            #expect(image.width <= 1600)
            // Opaque sheets make the golden comparison's alpha weighting the plain channel difference.
            #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
            #expect(try plan.png(view: view) == (try plan.png(view: view)))
        }
        #expect(try plan.png(view: .light) != (try plan.png(view: .dark)))
        let doubled = try plan.image(view: .light, pixelScale: 2)
        #expect(doubled.width == 2 * (try plan.image(view: .light)).width)
    }

    @Test func previewerRendersAFileInOneCall() throws {
        let (png, plan) = try Previewer.png(svg: try symbolBytes("camera.svg"), path: "camera.svg", view: .dark)
        #expect(png == (try plan.png(view: .dark)))
        #expect(try matchesGolden(try plan.png(view: .dark, showsJudgement: false), "camera.dark.png"))
        #expect(plan.input.rows.count == 3)
    }

    @Test func theCheckersTemplateDrawsTheSameSheetAsReadingTheFileAgain() throws {
        let bytes = try symbolBytes("camera-puny.svg")
        let result = Checker.check(
            SourceFile(path: "camera-puny.svg", bytes: bytes), configuration: CheckConfiguration())
        let template = try #require(result.template)
        #expect(result.compacted().template == nil)  // a catalog does not hold every template
        let (fromCheck, plan) = try Previewer.png(checked: result, template: template, svg: bytes, view: .light)
        let (fromFile, _) = try Previewer.png(svg: bytes, path: "camera-puny.svg", view: .light)
        #expect(fromCheck == fromFile)
        #expect(try matchesGolden(try plan.png(view: .light, showsJudgement: false), "camera-puny.light.png"))
    }

    @Test func aFileTheCheckerCouldNotReadCarriesNoTemplate() {
        let result = Checker.check(
            SourceFile(path: "x.svg", text: "<svg><g></svg>"), configuration: CheckConfiguration())
        #expect(result.template == nil)
        #expect(
            Checker.check(SourceFile(path: "x.svg", text: "<html/>"), configuration: CheckConfiguration()).template
                == nil)
    }
}
