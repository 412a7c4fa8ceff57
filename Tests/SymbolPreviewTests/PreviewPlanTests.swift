import SVGModel
import SymbolCheck
import SymbolRender
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

    // MARK: Rows

    @Test func cameraHasARowPerScaleOnItsGuidesWithTheTargetBand() throws {
        let input = try plan(symbol: "camera.svg").input
        #expect(input.rows.map(\.scale) == [.small, .medium, .large])
        #expect(input.rows.map(\.baselineY) == [696, 1126, 1556])
        #expect(input.rows.map(\.caplineY) == [625.541, 1055.54, 1485.54])
        #expect(input.rows.map(\.authoredElementID) == ["Regular-S", "Regular-M", "Regular-L"])
        // 1.45 × Apple's scale factor × the row's cap height.
        #expect(close(input.rows[0].targetHeight, 79.99562565))
        #expect(close(input.rows[1].targetHeight, 102.167))
        #expect(close(input.rows[2].targetHeight, 131.79543))
        // camera.svg is drawn at the target, so its ink is as tall as the band.
        for row in input.rows {
            #expect(close(row.glyphBounds?.height, row.targetHeight, within: 0.01))
        }
        #expect(
            input.rows.allSatisfy {
                $0.glyph.count == 3 && $0.glyph.allSatisfy { !$0.knocksOut && $0.fillRule == .nonzero }
            })
        #expect(input.flatteningChangesGlyph == false)
        #expect(input.authoredSVG == nil)
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
        #expect(throws: PreviewError.unreadableTemplate("big.svg is 11 bytes, more than the limit of 10")) {
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

    @Test func aKnockOutLayerErasesAndChangesTheGlyph() throws {
        var fixture = TemplateFixture()
        fixture.styleSheet = ".ko {opacity:0;-sfsymbols-clear-behind:true}"
        fixture.glyphs["Regular-M"]! += #"<path class="ko" d="M40 -50h30v30h-30Z"/>"#
        let plan = try plan(fixture.svg)
        #expect(plan.input.rows[1].glyph.map(\.knocksOut) == [false, true])
        #expect(plan.flattening.causes.map(\.description) == ["knock-out shape in Regular-M"])
        #expect(plan.flattening.measured)
        let measured = try #require(plan.flattening.measurements.first)
        // librsvg draws the knock-out at opacity 0 (nothing); Control Center clears a 30 × 30
        // square out of the 102 × 102 glyph: about 8.6 % of its ink.
        #expect(measured.share > 0.07 && measured.share < 0.10)
        #expect(plan.input.flatteningChangesGlyph)
        #expect(plan.input.authoredSVG == Array(fixture.svg.utf8))
    }

    /// A 30 % rectangle under an opaque circle: flattened, the circle disappears into the
    /// (now solid) rectangle, so authored and flattened differ.
    @Test func aTranslucentRectangleUnderAnOpaqueCircleChangesTheGlyph() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"] =
            #"<rect x="6" y="-86" width="102" height="102" fill-opacity="0.3"/><circle cx="57" cy="-35" r="30"/>"#
        let plan = try plan(fixture.svg)
        #expect(plan.flattening.causes.map(\.description) == ["translucent shape in Regular-M"])
        #expect(plan.flattening.changesGlyph)
        #expect(plan.input.rows[1].glyph.count == 2)
    }

    @Test func shapesOfTheExampleSymbolsChangeOnlyWhenItShows() throws {
        let opacity = try plan(symbol: "broken/opacity.svg").flattening
        #expect(opacity.causes.map(\.description) == ["translucent shape in Regular-M"])
        #expect(opacity.changesGlyph)

        let stroke = try plan(symbol: "broken/stroke.svg").flattening
        #expect(stroke.causes.map(\.description) == ["stroke shape in Regular-M"])
        #expect(stroke.changesGlyph)

        // The transparent rectangle lies inside solid ink: flattened it changes no pixel.
        let invisible = try plan(symbol: "broken/invisible-shape.svg").flattening
        #expect(invisible.causes.map(\.description) == ["invisible shape in Regular-M"])
        #expect(invisible.measurements.map(\.differingPixels) == [0])
        #expect(!invisible.changesGlyph)
    }

    /// librsvg would lay out the text with system fonts: the causes decide alone, and the
    /// sheet gets no authored column.
    @Test func aGlyphWithTextIsNeverHandedToLibrsvg() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"]! +=
            #"<rect x="20" y="-60" width="20" height="20" opacity="0.5"/><text x="10" y="-10">A</text>"#
        let plan = try plan(fixture.svg)
        #expect(plan.flattening.causes.map(\.description) == ["translucent shape in Regular-M"])
        #expect(!plan.flattening.measured)
        #expect(plan.flattening.measurements == [])
        #expect(plan.input.flatteningChangesGlyph)
        #expect(plan.input.authoredSVG == nil)
    }

    @Test func aStrokeOnlyShapeIsNotDrawn() throws {
        var fixture = TemplateFixture()
        fixture.glyphs["Regular-M"]! += #"<circle cx="57" cy="-35" r="60" fill="none" stroke="black"/>"#
        #expect(try plan(fixture.svg).input.rows[1].glyph.count == 1)
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
        #expect(png == (try readFile(packageRoot + "/golden/camera.dark.png")))
        #expect(plan.input.rows.count == 3)
    }

    @Test func theCheckersTemplateDrawsTheSameSheetAsReadingTheFileAgain() throws {
        let bytes = try symbolBytes("camera-puny.svg")
        let result = Checker.check(
            SourceFile(path: "camera-puny.svg", bytes: bytes), configuration: CheckConfiguration())
        let template = try #require(result.template)
        #expect(result.compacted().template == nil)  // a catalog does not hold every template
        let (fromCheck, _) = try Previewer.png(template: template, svg: bytes, view: .light)
        #expect(fromCheck == (try readFile(packageRoot + "/golden/camera-puny.light.png")))
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
