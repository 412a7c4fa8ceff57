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

    @Test func aVeryWideGlyphShrinksTheColumnsInsteadOfTheLimit() throws {
        var input = PreviewSample.input()
        let wide = Rect(x: 0, y: 1040, width: 900, height: 90)
        input.rows[1].glyph = [FilledShape(path: PreviewSample.path("M0 1040h900v90h-900Z"))]
        input.rows[1].glyphBounds = wide
        let layout = try PreviewLayout(input)
        #expect(layout.unitScale < 0.2)
        #expect(layout.size.width <= 1600)
        #expect(try PreviewSheet.render(input).width == layout.size.width)
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
        input.rows[0].baselineY = 696
        input.rows[0].targetHeight = 1e12
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

    /// 1 template unit = 0.24 pt: a 100-unit square is 48 px at @2x, centred in the 128 px tile.
    @Test func controlCenterTilesUseTheDocumentedSizes() throws {
        let square = Rect(x: 500, y: 1000, width: 100, height: 100)
        let tile = try ControlCenterTile.render(
            glyph: [FilledShape(path: PreviewSample.path("M500 1000h100v100h-100Z"))],
            bounds: square, deviceScale: 2, tileColor: .black, glyphColor: .white)
        #expect(tile.width == 128 && tile.height == 128)
        #expect(tile.pixel(x: 40, y: 40) == .white && tile.pixel(x: 87, y: 87) == .white)
        #expect(tile.pixel(x: 39, y: 64) == .black && tile.pixel(x: 88, y: 64) == .black)
        #expect(tile.pixel(x: 0, y: 0) == .transparent)  // outside the 32 px corner radius
        let big = try ControlCenterTile.render(
            glyph: [], bounds: nil, deviceScale: 3, tileColor: .black, glyphColor: .white)
        #expect(big.width == 192 && big.pixel(x: 96, y: 96) == .black)
    }

    @Test func labelsComeFromTheBuiltInStrokeFont() {
        #expect(StrokeFont.width(of: "") == 0)
        #expect(StrokeFont.width(of: "M") == 4)
        #expect(StrokeFont.width(of: "@2x") == 16)
        let used = "GLYPHFLATTENEDAUTHOREDREFERENCEOVERLAYCONTROLCENTER@23xTARGETHEIGHTBASELINECAPLINE!SML"
        #expect(used.allSatisfy { !StrokeFont.strokes(for: $0).isEmpty })
    }
}
