import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolFix

/// `fix` never turns wireframe art into hairline outlines and calls it repaired (#23 item 1):
/// glyphs that draw nothing whose strokes are under one pixel at @3x are refused with the two
/// repairs, and each repair, when chosen, says what it did.
@Suite struct WireframeFixTests {
    static func symbol(_ relative: String) throws -> [UInt8] {
        try #require(readBytes(packageRoot + "/Symbols/" + relative))
    }

    func wireframeFix(_ bytes: [UInt8], _ choice: WireframeRepair?, path: String = "blank-glyph.svg") throws
        -> FixOutcome
    {
        try Fixer.fix(
            SourceFile(path: path, bytes: bytes), configuration: CheckConfiguration(),
            wireframe: choice.map { WireframeChoice($0, askedAs: "--wireframe \($0.rawValue)") })
    }

    @Test func aHairlineWireframeIsRefusedWithBothChoices() throws {
        let bytes = try Self.symbol("broken/blank-glyph.svg")
        do {
            _ = try wireframeFix(bytes, nil)
            Issue.record("a hairline wireframe was fixed without a choice")
        } catch let error as RewriteRefusal {
            #expect(
                error.message
                    == "Regular-S, Regular-M, Regular-L draw nothing once compiled (every shape has `fill: none`), and the strokes are at most 0.5 units wide, 0.36 pixels at @3x: outlined as drawn they would still show nothing; nothing was written"
            )
            // The choices are the command line's words (`CommandLineWordsTests`).
            #expect(error.suggestion == .chooseWireframe)
            #expect(error.help == nil)
        }
    }

    /// The Inkscape wireframe is the camera drawn with `fill:none` and a 0.5 stroke: filling
    /// its closed contours draws the camera again (holes wound opposite stay open).
    @Test func fillDrawsTheFilledArtTheWireframeOutlines() throws {
        let bytes = try Self.symbol("broken/blank-glyph.svg")
        let outcome = try wireframeFix(bytes, .fill)
        #expect(outcome.remaining.isEmpty)
        #expect(untouchedBytesAgree(outcome, input: bytes))
        let changes = Set(outcome.repairs.flatMap(\.shapes).flatMap(\.changes))
        #expect(
            changes == ["filled the closed contours with the stroke's paint and dropped the stroke (--wireframe fill)"])
        let camera = try Self.symbol("camera.svg")
        for id in ["Regular-S", "Regular-M", "Regular-L"] {
            let iou = try coverageIoU(camera, outcome.output, glyph: id)
            #expect(iou >= 0.98, "\(id): IoU \(iou)")
            let evenodd = try coverageIoU(camera, outcome.output, glyph: id, forcedRule: .evenodd)
            #expect(evenodd >= 0.98, "\(id) drawn even-odd: IoU \(evenodd)")
        }
        let after = Checker.check(SourceFile(path: "f.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(after.diagnostics.map(\.ruleID) == [])
    }

    @Test func outlineDrawsTheStrokesAtAVisibleWidthAndSaysSo() throws {
        let bytes = try Self.symbol("broken/blank-glyph.svg")
        let outcome = try wireframeFix(bytes, .outline)
        #expect(outcome.remaining.isEmpty)
        let changes = Set(outcome.repairs.flatMap(\.shapes).flatMap(\.changes))
        #expect(
            changes == ["outlined the stroke at 1.5 units instead of 0.5, 1.08 pixels at @3x (--wireframe outline)"]
        )
        let after = Checker.check(SourceFile(path: "f.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(!after.diagnostics.contains { Fixer.ruleIDs.contains($0.ruleID) })
    }

    /// The same wireframe in a template drawn with a 400-unit cap height (568 pt, as a shipping
    /// app drew one): its 0.5-unit strokes are 0.06 pixels at @3x there, and a visible outline is
    /// the same 1.08 pixels, 8.52 of its units.
    @Test func aTemplateAtItsOwnScaleIsOutlinedAtTheSamePixels() throws {
        let apple = String(decoding: try Self.symbol("broken/blank-glyph.svg"), as: UTF8.self)
        let bytes = Array(OwnScaleTemplate.scaled(apple, capHeight: 400).utf8)
        do {
            _ = try wireframeFix(bytes, nil)
            Issue.record("a hairline wireframe was fixed without a choice")
        } catch let error as RewriteRefusal {
            #expect(error.message.contains("the strokes are at most 0.5 units wide, 0.06 pixels at @3x"))
        }
        let outcome = try wireframeFix(bytes, .outline)
        let changes = Set(outcome.repairs.flatMap(\.shapes).flatMap(\.changes))
        #expect(
            changes == ["outlined the stroke at 8.52 units instead of 0.5, 1.08 pixels at @3x (--wireframe outline)"])
    }

    /// Strokes wide enough to show are outlined as drawn, as `stroke` findings are: that is the
    /// faithful repair of a stroke icon (Meshtastic outlined its strokes so).
    @Test func aWireframeOfVisibleStrokesIsOutlinedAsDrawnWithoutAChoice() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill="none" stroke="black" stroke-width="4" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let outcome = try fix(f.svg)
        #expect(outcome.remaining.isEmpty)
        #expect(outcome.repairs.flatMap(\.shapes).flatMap(\.changes) == ["outlined the stroke"])
    }
}

/// The Sketch export of the shared corpus (`065.svg`: `fill="none"` on the page, a 0.5 hairline
/// on `Symbols`), read from ../shared.
@Suite(
    .tags(.corpus), .lanes, .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
struct SketchWireframeFixTests {
    @Test func theSketchHairlinePageIsRefusedThenFilledOnRequest() throws {
        let dir = try SharedFolder.corpus.require()
        let bytes = try #require(readBytes(dir + "/065.svg"))
        let source = SourceFile(path: "065.svg", bytes: bytes)
        #expect(throws: RewriteRefusal.self) { try Fixer.fix(source, configuration: CheckConfiguration()) }
        let outcome = try Fixer.fix(
            source, configuration: CheckConfiguration(), wireframe: WireframeChoice(.fill, askedAs: "--wireframe fill"),
            writingStatically: true)
        #expect(outcome.remaining.isEmpty)
        // A variable template whose three sources, filled alike and written as curves in the
        // order their own contours give, still interpolate: it stays variable, even asked to
        // write it out.
        #expect(outcome.staticWriteOut == nil)
        let after = try #require(
            Checker.check(SourceFile(path: "065.svg", bytes: outcome.output), configuration: CheckConfiguration())
                .template)
        #expect(after.glyphs.count == 3)
        #expect(InterpolationCompatibility.analyse(after).isCompatible)
        #expect(after.glyphs.values.allSatisfy { $0.shapes.contains(where: \.drawsInk) })
        // The written outlines are the filled art: a rounded rectangle with a window, not a
        // hairline (the file said "rectangle.righttwothirds.inset.filled").
        for glyph in after.glyphs.values {
            let ink = try #require(glyph.inkBounds, "\(glyph.variant.id)")
            #expect(ink.width > 80 && ink.height > 60, "\(glyph.variant.id): \(ink)")
        }
    }
}

/// `fix` closes subpaths that end where they start without `Z` (#23 item 5): the `Z` is the
/// only byte added, the outline does not move.
@Suite struct SubpathClosingTests {
    @Test func theOpenSubpathExampleGetsItsZAndNothingElse() throws {
        let bytes = try WireframeFixTests.symbol("broken/open-subpath.svg")
        let outcome = try Fixer.fix(
            SourceFile(path: "open-subpath.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(outcome.edits.map(\.replacement) == ["Z"])
        #expect(
            outcome.repairs.flatMap(\.shapes).flatMap(\.changes) == [
                "closed contour 1 with `Z`: it ends on its start, so the outline is unchanged"
            ])
        #expect(untouchedBytesAgree(outcome, input: bytes))
        let after = Checker.check(SourceFile(path: "f.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(after.diagnostics.map(\.ruleID) == [])
        let iou = try coverageIoU(bytes, outcome.output, glyph: "Regular-M")
        #expect(iou >= 0.999, "IoU \(iou)")
    }
}
