import SVGModel
import Testing

@testable import SymbolRender

@Suite struct CanvasTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)

    @Test func startsTransparentOrWithTheBackground() throws {
        #expect(try Canvas(width: 3, height: 2).snapshot() == (try RGBAImage(width: 3, height: 2)))
        let blue = RGBAColor(hex: 0x3366FF)
        #expect(
            try Canvas(width: 3, height: 2, background: blue).snapshot()
                == (try RGBAImage(width: 3, height: 2, color: blue)))
        #expect(
            throws: RenderError.invalidPixelSize(width: 0, height: 2, reason: "width and height must be at least 1")
        ) {
            try Canvas(width: 0, height: 2)
        }
    }

    @Test func fillsPixelAlignedRectanglesExactly() throws {
        let canvas = try Canvas(width: 6, height: 6, background: .white)
        try canvas.fill(Rect(x: 1, y: 2, width: 2, height: 3), color: Self.red)
        try canvas.fill(Rect(x: 4, y: 0, width: 2, height: 2), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))
        let image = try canvas.snapshot()
        #expect(image.pixel(x: 1, y: 2) == Self.red && image.pixel(x: 2, y: 4) == Self.red)
        #expect(image.pixel(x: 0, y: 2) == .white && image.pixel(x: 1, y: 5) == .white)
        // Black at alpha 128 over white: 255 × (1 − 128/255) = 127.
        #expect(image.pixel(x: 5, y: 1) == RGBAColor(red: 127, green: 127, blue: 127))
    }

    @Test func roundedRectanglesLeaveTheCornersEmpty() throws {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, color: .black)
        let image = try canvas.snapshot()
        #expect(image.pixel(x: 0, y: 0) == .transparent)  // pixel 0…1 is 4.24 px from the arc centre (4, 4)
        #expect(image.pixel(x: 9, y: 9) == .transparent)
        #expect(image.pixel(x: 5, y: 5) == .black)
        #expect(image.pixel(x: 0, y: 5) == .black)
        #expect(image.pixel(x: 5, y: 0) == .black)
    }

    @Test func strokesSolidAndDashedLines() throws {
        let canvas = try Canvas(width: 10, height: 10)
        try canvas.strokeLine(
            from: Point(x: 0, y: 2), to: Point(x: 10, y: 2), style: StrokeStyle(width: 2, color: Self.red))
        try canvas.strokeLine(
            from: Point(x: 0, y: 7), to: Point(x: 10, y: 7),
            style: StrokeStyle(width: 2, color: .black, dash: [2, 2]))
        let image = try canvas.snapshot()
        #expect((0..<10).allSatisfy { image.pixel(x: $0, y: 1) == Self.red && image.pixel(x: $0, y: 2) == Self.red })
        #expect(image.pixel(x: 3, y: 0) == .transparent && image.pixel(x: 3, y: 3) == .transparent)
        // Dashes on x 0…2, 4…6, 8…10.
        #expect([0, 1, 4, 5, 8, 9].allSatisfy { image.pixel(x: $0, y: 6) == .black })
        #expect([2, 3, 6, 7].allSatisfy { image.pixel(x: $0, y: 6) == .transparent })
        #expect(
            throws: RenderError.invalidGeometry(
                "strokePolyline: dash [0.0, 0.0] needs non-negative lengths, not all zero")
        ) {
            try canvas.strokeLine(
                from: .zero, to: Point(x: 1, y: 1), style: StrokeStyle(width: 1, color: .black, dash: [0, 0]))
        }
    }

    @Test func clearKnocksAHoleThroughEverything() throws {
        let canvas = try Canvas(width: 6, height: 6, background: Self.red)
        try canvas.fill(
            Path(subpaths: [TestShapes.rectangle(Rect(x: 2, y: 2, width: 2, height: 2))]),
            color: .black, operation: .clear)
        let image = try canvas.snapshot()
        #expect(image.pixel(x: 2, y: 3) == .transparent)
        #expect(image.pixel(x: 1, y: 3) == Self.red)
    }

    @Test func glyphKnockOutsStayInsideTheGlyph() throws {
        // On a white canvas, a black square with a knock-out centre: the hole shows the white
        // background (the knock-out erased only the glyph's own ink).
        let canvas = try Canvas(width: 20, height: 20, background: .white)
        canvas.antialias = false
        let shapes = [
            FilledShape(path: Path(subpaths: [TestShapes.rectangle(Rect(x: 2, y: 2, width: 16, height: 16))])),
            FilledShape(
                path: Path(subpaths: [TestShapes.rectangle(Rect(x: 6, y: 6, width: 8, height: 8))]), knocksOut: true),
        ]
        try canvas.fill(shapes, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 255))
        let image = try canvas.snapshot()
        #expect(image.pixel(x: 10, y: 10) == .white)
        #expect(image.pixel(x: 3, y: 10) == .black)
        #expect(image.pixel(x: 1, y: 10) == .white)
    }

    @Test func fillRulesAndTransformsApplyToPaths() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.antialias = false
        // Two same-direction unit squares scaled ×8 and placed at (2, 2): the ring's hole is
        // filled under nonzero and empty under evenodd.
        let ring = Path(subpaths: [
            TestShapes.rectangle(Rect(x: 0, y: 0, width: 2, height: 2)),
            TestShapes.rectangle(Rect(x: 0.5, y: 0.5, width: 1, height: 1)),
        ])
        let transform = AffineTransform.translation(2, 2).concatenating(.scale(8, 8))
        try canvas.fill(ring, transform: transform, rule: .evenodd, color: .black)
        var image = try canvas.snapshot()
        #expect(image.pixel(x: 10, y: 10) == .transparent)
        #expect(image.pixel(x: 3, y: 3) == .black)
        try canvas.fill(ring, transform: transform, rule: .nonzero, color: Self.red)
        image = try canvas.snapshot()
        #expect(image.pixel(x: 10, y: 10) == Self.red)
    }

    @Test func drawsImagesAtPixelPositions() throws {
        var stamp = try RGBAImage(width: 2, height: 2, color: Self.red)
        stamp.setPixel(x: 1, y: 1, to: RGBAColor(red: 0, green: 0, blue: 255, alpha: 0))
        let canvas = try Canvas(width: 6, height: 6, background: .white)
        try canvas.draw(stamp, x: 3, y: 4)
        try canvas.draw(stamp, x: -1, y: -1)  // partly outside: clipped, no error
        let image = try canvas.snapshot()
        #expect(image.pixel(x: 3, y: 4) == Self.red && image.pixel(x: 4, y: 4) == Self.red)
        #expect(image.pixel(x: 4, y: 5) == .white)  // the stamp's transparent pixel
        #expect(image.pixel(x: 2, y: 4) == .white)
        #expect(image.pixel(x: 0, y: 0) == .white)  // (-1,-1) stamp: its pixel (1,1) is transparent
    }

    @Test(arguments: [1, 2, 3])
    func drawsCanvasesAsTheirPicturesWouldBeDrawn(factor: Int) throws {
        // An antialiased translucent disc on a transparent canvas: its edge pixels are partly
        // transparent, where a premultiplied/straight round trip could round differently.
        let stamp = try Canvas(width: 9, height: 7)
        try stamp.fill(
            Path(subpaths: [TestShapes.rectangle(Rect(x: 1.3, y: 0.6, width: 6.1, height: 5.2))]),
            color: RGBAColor(red: 200, green: 40, blue: 90, alpha: 180))
        try stamp.fillRoundedRect(
            Rect(x: 0, y: 0, width: 9, height: 7), cornerRadius: 3.3,
            color: RGBAColor(red: 10, green: 120, blue: 250, alpha: 90))
        let direct = try Canvas(width: 40, height: 30, background: RGBAColor(red: 30, green: 200, blue: 60, alpha: 255))
        let viaImage = try Canvas(
            width: 40, height: 30, background: RGBAColor(red: 30, green: 200, blue: 60, alpha: 255))
        try direct.draw(stamp, x: 5, y: 3, factor: factor)
        try viaImage.draw(try stamp.snapshot().upscaled(by: factor), x: 5, y: 3)
        let expected = try viaImage.snapshot()
        #expect(try direct.snapshot() == expected)
        // And the stamp really landed: its centre is neither the background nor untouched.
        #expect(
            expected.pixel(x: 5 + 4 * factor, y: 3 + 3 * factor) != RGBAColor(red: 30, green: 200, blue: 60, alpha: 255)
        )
    }

    @Test func drawingACanvasRefusesAFactorBelowOne() throws {
        let canvas = try Canvas(width: 4, height: 4)
        #expect(throws: RenderError.self) { try canvas.draw(try Canvas(width: 2, height: 2), x: 0, y: 0, factor: 0) }
    }

    @Test func aFinishedCanvasPNGIsTheEncodingOfItsSnapshotOpaqueOrNot() throws {
        // Opaque (odd width, so rows do not line up with words): encoded in the canvas's own memory as RGB.
        let opaque = try Canvas(width: 13, height: 5, background: RGBAColor(red: 1, green: 2, blue: 3, alpha: 255))
        try opaque.fill(
            Path(subpaths: [TestShapes.rectangle(Rect(x: 2.5, y: 1.2, width: 7, height: 2.6))]),
            color: RGBAColor(red: 250, green: 120, blue: 7, alpha: 200))
        let opaquePixels = try opaque.snapshot()
        let opaquePNG = try opaque.finishAsPNG()
        #expect(opaquePNG == (try PNGCodec.encode(opaquePixels)))
        #expect(opaquePNG[25] == 2)  // IHDR colour type: RGB
        #expect(try PNGCodec.decode(opaquePNG) == opaquePixels)
        // The canvas is spent: drawing on it now fails instead of drawing on scanlines.
        #expect(throws: RenderError.self) { try opaque.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black) }
        // One transparent pixel anywhere sends it through the straight-alpha copy as RGBA.
        let cleared = try Canvas(width: 13, height: 5, background: RGBAColor(red: 1, green: 2, blue: 3, alpha: 255))
        try cleared.fill(
            Path(subpaths: [TestShapes.rectangle(Rect(x: 12, y: 4, width: 1, height: 1))]),
            color: .black, operation: .clear)
        let clearedPixels = try cleared.snapshot()
        let clearedPNG = try cleared.finishAsPNG()
        #expect(clearedPNG == (try PNGCodec.encode(clearedPixels)))
        #expect(clearedPNG[25] == 6)  // RGBA
    }

    @Test(arguments: [1, 2, 3, 64, 1557])
    func packingScanlinesInPlaceKeepsEveryRow(width: Int) throws {
        // Rows with padding beyond the pixels (cairo's stride) and rows without.
        let canvas = try Canvas(width: width, height: 7, background: RGBAColor(red: 9, green: 8, blue: 7, alpha: 255))
        for x in stride(from: 0, to: width, by: 2) {
            try canvas.fill(
                Rect(x: Double(x), y: Double(x % 7), width: 1, height: 1),
                color: RGBAColor(red: UInt8(x % 251), green: 200, blue: UInt8((x * 7) % 256), alpha: 255))
        }
        let pixels = try canvas.snapshot()
        #expect(try PNGCodec.decode(try canvas.finishAsPNG()) == pixels)
    }
}
