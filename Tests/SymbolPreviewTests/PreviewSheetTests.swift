import Foundation
import SVGModel
import SymbolRender
import Testing

@testable import SymbolPreview

@Suite struct PreviewSheetTests {
    /// Set SYMBOLPREVIEW_SHEET_DIR to also write the sheets there, for looking at them.
    static func keep(_ image: RGBAImage, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["SYMBOLPREVIEW_SHEET_DIR"] else { return }
        try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
    }

    @Test func rendersTheSameBytesEveryTime() throws {
        let first = try PNGCodec.encode(try PreviewSheet.render(PreviewSample.input()))
        let second = try PNGCodec.encode(try PreviewSheet.render(PreviewSample.input()))
        #expect(first == second)
    }

    @Test(arguments: [PreviewView.light, .dark], [1, 2])
    func theSheetsPNGIsTheEncodingOfItsPixels(appearance: PreviewView, pixelScale: Int) throws {
        // `png` encodes from the canvas itself; it must give the very bytes of the snapshot's.
        let input = PreviewSample.input(appearance: appearance, pixelScale: pixelScale)
        let direct = try PreviewSheet.png(input)
        #expect(direct == (try PNGCodec.encode(try PreviewSheet.render(input))))
        #expect(try PNGCodec.decode(direct) == (try PreviewSheet.render(input)))
    }

    @Test(arguments: [PreviewView.light, .dark])
    func staysWithin1600PixelsAtScaleOne(appearance: PreviewView) throws {
        let sheet = try PreviewSheet.render(PreviewSample.input(appearance: appearance))
        try Self.keep(sheet, "preview-\(appearance.rawValue).png")
        let layout = try PreviewLayout(PreviewSample.input(appearance: appearance))
        #expect(sheet.width == layout.size.width && sheet.height == layout.size.height)
        #expect(sheet.width <= 1600)
    }

    /// The panels follow the guides, not the ink: a glyph far wider than its row keeps the
    /// layout (and is cut off at its panels' edges).
    @Test func aVeryWideGlyphKeepsTheLayout() throws {
        var input = PreviewSample.input()
        let wide = Rect(x: 0, y: 1040, width: 900, height: 90)
        input.rows[1].glyph = [FilledShape(path: PreviewSample.path("M0 1040h900v90h-900Z"))]
        input.rows[1].glyphBounds = wide
        let layout = try PreviewLayout(input)
        let usual = try PreviewLayout(PreviewSample.input())
        #expect(layout.size == usual.size && layout.unitScale == usual.unitScale)
        #expect(layout.size.width <= 1600)
        #expect(try PreviewSheet.render(input).width == layout.size.width)
    }

    /// `input` with every row's glyph scaled by `factor` about its ink centre, as `resize` does.
    static func resized(_ input: PreviewSheetInput, by factor: Double) -> PreviewSheetInput {
        var input = input
        for i in input.rows.indices {
            guard let bounds = input.rows[i].glyphBounds else { continue }
            let about = AffineTransform.translation(bounds.midX, bounds.midY)
                .concatenating(.scale(factor, factor))
                .concatenating(.translation(-bounds.midX, -bounds.midY))
            input.rows[i].glyph = input.rows[i].glyph.map {
                FilledShape(path: $0.path.transformed(by: about), fillRule: $0.fillRule, knocksOut: $0.knocksOut)
            }
            input.rows[i].glyphBounds = Rect(
                x: bounds.midX - bounds.width * factor / 2, y: bounds.midY - bounds.height * factor / 2,
                width: bounds.width * factor, height: bounds.height * factor)
        }
        return input
    }

    /// A 4 % resize keeps the sheet's size and changes pixels only inside the panels that show
    /// the glyph: never the reference column, never outside every panel.
    @Test(arguments: PreviewView.allCases)
    func aResizedGlyphChangesOnlyThePanelsThatShowIt(_ view: PreviewView) throws {
        let input = PreviewSample.input(appearance: view, authored: false)
        let resized = Self.resized(input, by: 1.04)
        let before = try PreviewSheet.render(input)
        let after = try PreviewSheet.render(resized)
        #expect(before.width == after.width && before.height == after.height)
        let layout = try PreviewLayout(input)
        let panels = layout.panels.map { panel in
            SheetPanel(
                name: panel.name, x: Int(panel.frame.minX), y: Int(panel.frame.minY), width: Int(panel.frame.width),
                height: Int(panel.frame.height))
        }
        let total = ImageComparison.compare(expected: before, actual: after).differingPixelCount
        let changed = SheetPanel.differing(panels, expected: before, actual: after, tolerance: 2, total: total)
        let names = Set(changed.map(\.name))
        #expect(total > 1000)
        #expect(!names.contains("elsewhere on the sheet"))
        #expect(
            names.isSuperset(of: ["Regular-M glyph", "Regular-M overlay", "Control Center small off", "Lock Screen"]))
        #expect(names.allSatisfy { !$0.hasSuffix("reference") }, "\(names)")
    }

    /// The verdict and the rows' ratios are not drawn when a golden asks so: a rule change that
    /// only changes the counts leaves the golden's pixels alone.
    @Test func theVerdictIsLeftOutOfGoldenSheets() throws {
        var passing = PreviewSample.input(authored: false)
        passing.header = SheetHeader(symbolName: "ring", errors: 0, warnings: 0)
        var failing = passing
        failing.header = SheetHeader(symbolName: "ring", errors: 2, warnings: 1)
        for i in failing.rows.indices { failing.rows[i].ratioToTarget = 0.9 }
        #expect(try PreviewSheet.png(passing) != (try PreviewSheet.png(failing)))
        passing.showsJudgement = false
        failing.showsJudgement = false
        #expect(try PreviewSheet.png(passing) == (try PreviewSheet.png(failing)))
    }

    @Test func pixelScaleMultipliesTheSize() throws {
        let one = try PreviewSheet.render(PreviewSample.input(authored: false))
        let two = try PreviewSheet.render(PreviewSample.input(pixelScale: 2, authored: false))
        try Self.keep(two, "preview-light-2x.png")
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)
    }

    @Test func columnsFollowTheInput() throws {
        #expect(try PreviewLayout(PreviewSample.input()).columns == [.glyph, .authored, .reference, .overlay])
        #expect(try PreviewLayout(PreviewSample.input(authored: false)).columns == [.glyph, .reference, .overlay])
        var noReference = PreviewSample.input(authored: false)
        for i in noReference.rows.indices {
            noReference.rows[i].reference = []
            noReference.rows[i].referenceBounds = nil
        }
        #expect(try PreviewLayout(noReference).columns == [.glyph])
    }

    @Test func rejectsInputItCannotDraw() {
        #expect(throws: PreviewError.invalidSheetInput("there are no rows to show")) {
            try PreviewSheet.render(PreviewSheetInput(rows: []))
        }
        var input = PreviewSample.input()
        input.pixelScale = 5
        #expect(throws: PreviewError.invalidSheetInput("pixel scale 5 is outside 1…4")) {
            try PreviewSheet.render(input)
        }
        input.pixelScale = 1
        input.rows[0].baselineY = .nan
        #expect(throws: PreviewError.invalidSheetInput("row S has non-finite guides, bounds or target height")) {
            try PreviewSheet.render(input)
        }
        input.rows[0].caplineY = -1e12
        #expect(throws: PreviewError.self) { try PreviewSheet.render(input) }
    }

    /// Reads the sheet where the layout says things are: the baseline line, the ring of the
    /// glyph, and its knock-out dot (which must show the band over the card, not the sheet
    /// background).
    @Test func drawsGlyphAndGuidesWhereTheLayoutPutsThem() throws {
        let input = PreviewSample.input(authored: false)
        let layout = try PreviewLayout(input)
        let sheet = try PreviewSheet.render(input)
        let palette = PreviewPalette.forAppearance(.light)
        let row = layout.rows[1]  // M
        let columnX = layout.columnX(0)
        let centreX = columnX + layout.columnWidth / 2
        let k = layout.unitScale
        let midline = row.pixelY((row.input.baselineY + row.input.caplineY) / 2, unitScale: k)

        #expect(sheet.pixel(x: Int(columnX) + 3, y: Int(row.baselinePixelY)) == palette.baseline)
        // Ring: radius 50, weight 9 → its middle is 45.5 units from the centre.
        #expect(sheet.pixel(x: Int(centreX + 45.5 * k), y: Int(midline)) == palette.ink)
        let bandOverCard = Self.composite(palette.band, over: palette.card)
        let dot = try #require(sheet.pixel(x: Int(centreX), y: Int(midline)))
        #expect(
            ImageComparison.compare(
                expected: try RGBAImage(width: 1, height: 1, color: bandOverCard),
                actual: try RGBAImage(width: 1, height: 1, color: dot)
            ).isMatch)
    }

    /// `color` painted over the opaque `background` (straight alpha, rounded to bytes).
    static func composite(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let a = Double(color.alpha) / 255
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return RGBAColor(
            red: channel(color.red, background.red), green: channel(color.green, background.green),
            blue: channel(color.blue, background.blue), alpha: 255)
    }

    /// The places draw a Control's glyph at its point size, @2x: 1 template unit = 24/100 pt
    /// = 0.48 px in Control Center, so a 100-unit square is 48 px, centred on its circle; off
    /// in the foreground colour, on in the contrasting colour over the tint.
    @Test(arguments: PreviewView.allCases)
    func placesDrawTheGlyphAtItsPointSize(_ view: PreviewView) throws {
        var input = PreviewSample.input(appearance: view, authored: false)
        let m = input.rows[1]
        let midline = (m.baselineY + m.caplineY) / 2
        let square = Rect(x: 1400, y: midline - 50, width: 100, height: 100)
        input.rows[1].glyph = [FilledShape(path: PreviewSample.path("M1400 \(midline - 50)h100v100h-100Z"))]
        input.rows[1].glyphBounds = square
        let layout = try PreviewLayout(input)
        let sheet = try PreviewSheet.render(input)
        let colors = PreviewPalette.forAppearance(view).places
        for place in ControlPlaces.places {
            guard case .controlCenter(_, let on) = place.kind else { continue }
            let centre = ControlPlaces.glyphCentre(of: place)
            let x = Int(layout.placesOrigin.x + centre.x)
            let y = Int(layout.placesOrigin.y + centre.y)
            let glyph = on ? colors.onGlyph : colors.offGlyph
            #expect(sheet.pixel(x: x - 23, y: y - 23) == glyph, "\(place.name)")
            #expect(sheet.pixel(x: x + 22, y: y + 22) == glyph, "\(place.name)")
            #expect(sheet.pixel(x: x + 25, y: y) != glyph, "\(place.name)")
            if on { #expect(sheet.pixel(x: x + 27, y: y) == colors.tint, "\(place.name)") }
        }
        if view == .tinted {
            #expect(colors.offGlyph == colors.tint && colors.onGlyph != colors.tint)
        }
    }

    /// Beside the glyph's small control, in each group, a small control draws the reference
    /// symbol at the same point size: a 100-unit square reference is 48 px, as the glyph's
    /// square is. Captions name the two; without a reference neither is drawn.
    @Test(arguments: PreviewView.allCases)
    func controlCenterShowsTheReferenceBesideTheGlyph(_ view: PreviewView) throws {
        var input = PreviewSample.input(appearance: view, authored: false)
        let m = input.rows[1]
        let midline = (m.baselineY + m.caplineY) / 2
        input.rows[1].reference = [FilledShape(path: PreviewSample.path("M500 \(midline - 50)h100v100h-100Z"))]
        input.rows[1].referenceBounds = Rect(x: 500, y: midline - 50, width: 100, height: 100)
        let layout = try PreviewLayout(input)
        let sheet = try PreviewSheet.render(input)
        let colors = PreviewPalette.forAppearance(view).places
        let references = ControlPlaces.places.filter {
            if case .controlCenterReference = $0.kind { return true } else { return false }
        }
        #expect(references.map(\.name) == ["Control Center reference off", "Control Center reference on"])
        for place in references {
            guard case .controlCenterReference(let on) = place.kind,
                let small = ControlPlaces.places.first(where: { $0.kind == .controlCenter(.small, on: on) })
            else { continue }
            // In the free cell to the right of the glyph's small control, on its row.
            #expect(place.frame.minY == small.frame.minY && place.frame.minX > small.frame.maxX, "\(place.name)")
            let centre = ControlPlaces.glyphCentre(of: place)
            let x = Int(layout.placesOrigin.x + centre.x)
            let y = Int(layout.placesOrigin.y + centre.y)
            let glyph = on ? colors.onGlyph : colors.offGlyph
            #expect(sheet.pixel(x: x - 23, y: y - 23) == glyph, "\(place.name)")
            #expect(sheet.pixel(x: x + 22, y: y + 22) == glyph, "\(place.name)")
            #expect(sheet.pixel(x: x + 25, y: y) != glyph, "\(place.name)")
        }
        #expect(ControlPlaces.captions.map(\.text) == ["GLYPH", "REFERENCE", "GLYPH", "REFERENCE"])
        // Without a reference the tile and its caption are not drawn: only the backdrop shows.
        var without = input
        for i in without.rows.indices {
            without.rows[i].reference = []
            without.rows[i].referenceBounds = nil
        }
        let bare = try PreviewSheet.render(without)
        for place in references {
            let centre = ControlPlaces.glyphCentre(of: place)
            #expect(
                bare.pixel(x: Int(layout.placesOrigin.x + centre.x), y: Int(layout.placesOrigin.y + centre.y))
                    == colors.backdrop)
        }
    }

    /// A template typeset at 568 pt (a 400-unit cap height) is drawn at 24 pt in the places like
    /// Apple's: its 568-unit square is the 48 px Apple's 100-unit square is.
    @Test func placesDrawATemplateAtTheScaleItsGuidesGive() throws {
        var input = PreviewSample.input(authored: false)
        let m = input.rows[1]
        let midline = (m.baselineY + m.caplineY) / 2
        input.rows[1].glyph = [FilledShape(path: PreviewSample.path("M1400 \(midline - 284)h568v568h-568Z"))]
        input.rows[1].glyphBounds = Rect(x: 1400, y: midline - 284, width: 568, height: 568)
        input.rows[1].pointSize = 568
        let layout = try PreviewLayout(input)
        let sheet = try PreviewSheet.render(input)
        let colors = PreviewPalette.forAppearance(.light).places
        let place = try #require(ControlPlaces.places.first { $0.kind == .controlCenter(.small, on: false) })
        let centre = ControlPlaces.glyphCentre(of: place)
        let x = Int(layout.placesOrigin.x + centre.x)
        let y = Int(layout.placesOrigin.y + centre.y)
        #expect(sheet.pixel(x: x - 23, y: y - 23) == colors.offGlyph)
        #expect(sheet.pixel(x: x + 22, y: y + 22) == colors.offGlyph)
        #expect(sheet.pixel(x: x + 25, y: y) != colors.offGlyph)
    }

    /// The header names the rules behind its counts, as many as fit the sheet.
    @Test func theHeaderNamesTheFailingRulesThatFit() throws {
        let header = SheetHeader(
            symbolName: "x", errors: 3, warnings: 1, failingRules: ["glyph-size", "nonzero-fill", "open-subpath"],
            warningRules: ["glyph-off-center"])
        let full = header.verdict
        #expect(full == "FAILS WITH 3 ERRORS: GLYPH-SIZE, NONZERO-FILL, OPEN-SUBPATH, 1 WARNING: GLYPH-OFF-CENTER")
        let cap = PreviewLayout.verdictCapHeight
        let width = StrokeFont.width(of: full) * cap / StrokeFont.capHeight
        #expect(header.verdict(fitting: width, capHeight: cap) == full)
        let fewer = header.verdict(fitting: width - 1, capHeight: cap)
        #expect(fewer == "FAILS WITH 3 ERRORS: GLYPH-SIZE, NONZERO-FILL, 1 MORE, 1 WARNING: GLYPH-OFF-CENTER")
        #expect(header.verdict(fitting: 0, capHeight: cap) == "FAILS WITH 3 ERRORS: 3 MORE, 1 WARNING: 1 MORE")
        // Drawn with the judgement, the names change the header's pixels.
        var named = PreviewSample.input(authored: false)
        named.header = header
        var counted = named
        counted.header = SheetHeader(symbolName: "x", errors: 3, warnings: 1)
        #expect(try PreviewSheet.png(named) != (try PreviewSheet.png(counted)))
    }

    @Test func labelsComeFromTheBuiltInStrokeFont() {
        #expect(StrokeFont.width(of: "") == 0)
        #expect(StrokeFont.width(of: "M") == 4)
        #expect(StrokeFont.width(of: "@2x") == 16)
        let used = "GLYPHFLATTENEDAUTHOREDREFERENCEOVERLAYCONTROLCENTER@23xTARGETHEIGHTBASELINECAPLINE!SML:,-"
        #expect(used.allSatisfy { !StrokeFont.strokes(for: $0).isEmpty })
    }
}
