import SVGModel
import Support
import Testing

@testable import SymbolCheck
@testable import SymbolModel

@Suite struct FlatteningAnalysisTests {
    func glyph(_ markup: String, style: String? = nil) -> Glyph {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = markup
        f.styleSheet = style
        let doc = try! XMLReader.read(SourceFile(path: "t.svg", text: f.svg))
        return TemplateReader.read(SVGTreeBuilder.build(doc)).glyph(.regularM)!
    }

    @Test func aThirtyPercentSquareUnderAnOpaqueCircleChangesTone() throws {
        // Authored: a 100×100 square at 30 % with an opaque r=25 circle on top.
        // Flattened: everything at 100 %, so the circle disappears into the square: the
        // square minus the circle, 10000 − π·625 ≈ 8036.5 square units, changes tone.
        let g = glyph(
            #"<rect x="0" y="-100" width="100" height="100" fill-opacity="0.3"/><circle cx="50" cy="-50" r="25"/>"#)
        let change = try #require(FlatteningAnalysis.change(of: g))
        #expect(abs(change.toneArea - (10000 - .pi * 625)) < 40)
        #expect(abs(change.toneShare - (10000 - .pi * 625) / 10000) < 0.004)
        #expect(change.gainedArea == 0 && change.slightArea == 0 && change.droppedStrokes == 0)
        #expect(change.changesTone && !change.changesShape && change.isVisible)
        #expect(
            change.notes == [
                "flattening changes the tone of Regular-M: \(fmt2(change.toneShare * 100))% of its area (\(fmt2(change.toneArea)) square units) is authored translucent and drawn opaque"
            ])
    }

    @Test func opaqueShapesDoNotChange() throws {
        let g = glyph(#"<rect x="0" y="-100" width="100" height="100"/>"#)
        let change = try #require(FlatteningAnalysis.change(of: g))
        #expect(change.gainedArea == 0 && change.toneArea == 0 && change.slightArea == 0)
        #expect(!change.isVisible)
        #expect(change.notes == ["flattening changes nothing visible in Regular-M"])
        #expect(FlatteningAnalysis.changes(of: [g]).isEmpty)  // no cause, not analysed
    }

    @Test func aKnockOutLayerIsClearedInBothLooks() throws {
        let g = glyph(
            #"<rect x="0" y="-100" width="100" height="100"/><rect class="monochrome-1" x="25" y="-75" width="50" height="50"/>"#,
            style: ".monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}")
        let change = try #require(FlatteningAnalysis.change(of: g))
        #expect(!change.isVisible && change.gainedArea == 0 && change.toneArea == 0)
        #expect(FlatteningAnalysis.changes(of: [g]).isEmpty)
    }

    @Test func anInvisibleSizeHolderChangesTheShape() throws {
        let g = glyph(
            #"<rect x="0" y="-100" width="100" height="100" opacity="0"/><rect x="25" y="-75" width="50" height="50"/>"#
        )
        let change = try #require(FlatteningAnalysis.change(of: g))
        #expect(abs(change.gainedArea - 7500) < 40)
        #expect(abs(change.gainedShare - 0.75) < 0.004)
        #expect(change.changesShape && !change.changesTone)
        #expect(
            change.notes.first?.hasPrefix("flattening changes the shape of Regular-M: Control Center draws 75.") == true
        )
    }

    @Test func ninetyPercentOpacityIsTooSlightToSee() throws {
        let g = glyph(#"<rect x="0" y="-100" width="100" height="100" fill-opacity="0.9"/>"#)
        let change = try #require(FlatteningAnalysis.changes(of: [g])[.regularM])
        #expect(change.slightShare == 1 && change.toneArea == 0 && change.gainedArea == 0)
        #expect(!change.isVisible)
        #expect(
            change.notes == [
                "flattening changes nothing visible in Regular-M (parts authored at 75% opacity or more look the same drawn opaque)"
            ])
    }

    @Test func aDroppedStrokeChangesTheShapeWithoutAnyFill() throws {
        let g = glyph(#"<circle cx="50" cy="-50" r="40" fill="none" stroke="black" stroke-width="6"/>"#)
        let change = try #require(FlatteningAnalysis.changes(of: [g])[.regularM])
        #expect(change.droppedStrokes == 1 && change.changesShape)
        #expect(change.notes == ["flattening changes the shape of Regular-M: drops a stroke"])
    }

    @Test func theAnalysisStopsOnceTheDeadlineHasPassed() throws {
        let g = glyph(#"<rect x="0" y="-100" width="100" height="100" fill-opacity="0.5"/>"#)
        #expect(FlatteningAnalysis.changes(of: [g], deadline: Deadline(after: .seconds(-1))).isEmpty)
        #expect(FlatteningAnalysis.changes(of: [g], deadline: .never).count == 1)
    }

    @Test func theRingIsExactOnTheGrid() {
        // A 100-unit square ring with a 50-unit hole wound the same way: non-zero fills
        // 10000 square units, even-odd 7500; the hole differs.
        let raster = CoverageRaster(bounds: Rect(x: 0, y: 0, width: 100, height: 100), minimumSpan: 100, margin: 0)!
        let outer = Subpath(
            start: Point(x: 0, y: 0),
            segments: [
                .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)),
            ], isClosed: true)
        let same = Subpath(
            start: Point(x: 25, y: 25),
            segments: [.line(to: Point(x: 75, y: 25)), .line(to: Point(x: 75, y: 75)), .line(to: Point(x: 25, y: 75))],
            isClosed: true)
        let opposite = Subpath(
            start: Point(x: 25, y: 25),
            segments: [.line(to: Point(x: 25, y: 75)), .line(to: Point(x: 75, y: 75)), .line(to: Point(x: 75, y: 25))],
            isClosed: true)
        let d1 = raster.fillRuleDifference(Path(subpaths: [outer, same]))
        #expect(d1.nonzeroPixels == 10000)
        #expect(d1.evenoddPixels == 7500)
        #expect(d1.differingPixels == 2500)
        #expect(d1.differenceBounds == Rect(minX: 25.5, minY: 25.5, maxX: 74.5, maxY: 74.5))
        let d2 = raster.fillRuleDifference(Path(subpaths: [outer, opposite]))
        #expect(d2.nonzeroPixels == 7500)
        #expect(d2.evenoddPixels == 7500)
        #expect(d2.differingPixels == 0)
    }

    @Test func aSelfOverlappingPathDiffersWhereItCrossesItself() {
        // A figure-eight-like path: two overlapping squares in one subpath sequence, same winding.
        let raster = CoverageRaster(bounds: Rect(x: 0, y: 0, width: 150, height: 100), minimumSpan: 150, margin: 0)!
        let a = Subpath(
            start: Point(x: 0, y: 0),
            segments: [
                .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)),
            ], isClosed: true)
        let b = Subpath(
            start: Point(x: 50, y: 0),
            segments: [
                .line(to: Point(x: 150, y: 0)), .line(to: Point(x: 150, y: 100)), .line(to: Point(x: 50, y: 100)),
            ], isClosed: true)
        let d = raster.fillRuleDifference(Path(subpaths: [a, b]))
        #expect(d.nonzeroPixels == 15000)
        #expect(d.evenoddPixels == 10000)
        #expect(d.differingPixels == 5000)
    }
}
