import Foundation
import SVGModel
import Testing

@testable import SymbolRender

/// The Swift PNG writer, checked by two readers that share none of its code: cairo's
/// (libpng and zlib) through `PNGCodec.decode`, and `TestPNGReader` for exact bytes.
@Suite struct PNGWriterTests {
    /// What cairo's reader gives back for `image`: it premultiplies on reading, so
    /// translucent colours come back as premultiply → unpremultiply makes them, and
    /// invisible pixels as (0, 0, 0, 0).
    static func throughPremultiplication(_ image: RGBAImage) throws -> RGBAImage {
        var pixels = image.pixels
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[start + 3]
            for channel in start..<(start + 3) {
                pixels[channel] = Premultiplication.unpremultiply(
                    Premultiplication.premultiply(pixels[channel], alpha: alpha), alpha: alpha)
            }
        }
        return try RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// Encodes `image` and checks both readers; returns the PNG.
    @discardableResult
    static func expectRoundTrip(
        _ image: RGBAImage, _ comment: Comment? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [UInt8] {
        let png = try PNGCodec.encode(image)
        let exact = try TestPNGReader.read(png)
        #expect(exact.image == image, comment, sourceLocation: sourceLocation)
        #expect(exact.chunkTypes == ["IHDR", "IDAT", "IEND"], comment, sourceLocation: sourceLocation)
        let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        #expect(exact.colorType == (opaque ? 2 : 6), comment, sourceLocation: sourceLocation)
        #expect(
            try PNGCodec.decode(png) == (try throughPremultiplication(image)), comment, sourceLocation: sourceLocation)
        return png
    }

    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func writesTheExactHeaderAndTrailer() throws {
        let image = try RGBAImage(width: 3, height: 2, color: RGBAColor(hex: 0x336699))
        let png = try PNGCodec.encode(image)
        #expect(Array(png[0..<8]) == PNGCodec.signature)
        // IHDR: length 13, "IHDR", width 3, height 2, depth 8, colour type 2, 0, 0, 0, CRC.
        let header: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]
        #expect(Array(png[8..<29]) == header)
        #expect(TestPNGReader.bigEndian(png, 29) == ReferenceChecksums.crc32(Array(header[4...])))
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        // zlib header right after the IDAT type: deflate, 32 KiB window, fastest level.
        #expect(Array(png[37..<41]) == Array("IDAT".utf8))
        #expect(Array(png[41..<43]) == [0x78, 0x01])
    }

    @Test func refusesEmptyImages() throws {
        #expect(
            throws: RenderError.invalidPixelSize(width: 0, height: 0, reason: "width and height must be at least 1")
        ) {
            try PNGCodec.encode(try RGBAImage(width: 0, height: 0, pixels: []))
        }
        #expect(
            throws: RenderError.invalidPixelSize(width: 0, height: 5, reason: "width and height must be at least 1")
        ) {
            try PNGCodec.encode(try RGBAImage(width: 0, height: 5, pixels: []))
        }
    }

    @Test(arguments: [(1, 1), (1, 7), (7, 1), (2, 2), (3, 5), (5, 3), (13, 11), (1000, 1), (1, 1000), (97, 41)])
    func noiseRoundTripsOpaqueAndWithBinaryAlpha(width: Int, height: Int) throws {
        var noise = SeededNoise(seed: UInt64(width * 1000 + height))
        let opaque = try Self.image(width: width, height: height) { _, _ in noise.bytes(3) + [255] }
        try Self.expectRoundTrip(opaque, "opaque \(width)×\(height)")
        let cutOut = try Self.image(width: width, height: height) { _, _ in
            noise.next() % 3 == 0 ? [0, 0, 0, 0] : noise.bytes(3) + [255]
        }
        try Self.expectRoundTrip(cutOut, "alpha 0 or 255, \(width)×\(height)")
    }

    /// Straight alpha is stored exactly, also where premultiplied ARGB32 could not hold the
    /// colour (cairo's reader, the second check, then agrees after premultiplying).
    @Test func translucentPixelsAreStoredExactly() throws {
        var noise = SeededNoise(seed: 21)
        let image = try Self.image(width: 61, height: 37) { _, _ in noise.bytes(4) }
        try Self.expectRoundTrip(image)
        // Colour under alpha 0 survives in the file too.
        let invisible = try RGBAImage(width: 2, height: 1, pixels: [200, 10, 10, 0, 1, 2, 3, 1])
        #expect(try TestPNGReader.read(try PNGCodec.encode(invisible)).image == invisible)
    }

    @Test func aSingleTranslucentPixelAnywhereMakesTheImageRGBA() throws {
        let size = 67 * 61  // odd pixel count: the last pixel is checked on its own
        for index in [0, 1, 1023, 1024, size - 2, size - 1] {
            var image = try RGBAImage(width: 67, height: 61, color: .white)
            image.setPixel(x: index % 67, y: index / 67, to: RGBAColor(hex: 0x102030, alpha: 254))
            let png = try Self.expectRoundTrip(image, "translucent pixel \(index)")
            #expect(png[25] == 6)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 31, 257, 1557])
    func flatImagesRoundTripAndShrink(width: Int) throws {
        let image = try RGBAImage(width: width, height: 40, color: RGBAColor(hex: 0xE9E9EE))
        let png = try Self.expectRoundTrip(image)
        #expect(png.count < 200 + width / 10)
        let clear = try RGBAImage(width: width, height: 40, color: .transparent)
        try Self.expectRoundTrip(clear)
    }

    @Test func gradientsRoundTrip() throws {
        let horizontal = try Self.image(width: 300, height: 20) { x, y in [UInt8(x % 256), UInt8(y * 12), 128, 255] }
        try Self.expectRoundTrip(horizontal)
        let diagonal = try Self.image(width: 257, height: 129) { x, y in
            [UInt8((x + y) % 256), UInt8((x * 3) % 256), UInt8((255 - y) % 256), UInt8((x + 2 * y) % 256)]
        }
        try Self.expectRoundTrip(diagonal)
    }

    @Test func encodingIsByteDeterministic() throws {
        var noise = SeededNoise(seed: 33)
        let image = try Self.image(width: 80, height: 60) { x, _ in x % 9 == 0 ? noise.bytes(4) : [10, 20, 30, 255] }
        let first = try PNGCodec.encode(image)
        let second = try PNGCodec.encode(try RGBAImage(width: 80, height: 60, pixels: image.pixels))
        #expect(first == second)
    }

    /// Preview sheets as the pipeline records them (golden/camera.*.png), light and dark:
    /// pixels come back unchanged, and the file is within 10 % of what cairo's PNG writer
    /// (libpng with its adaptive filters, zlib level 6) makes of them.
    @Test(arguments: ["light", "dark"])
    func previewSheetsRoundTrip(view: String) throws {
        let golden = try #require(
            FileManager.default.contents(atPath: packageDirectory + "/golden/camera.\(view).png"))
        let sheet = try PNGCodec.decode(Array(golden))
        let png = try Self.expectRoundTrip(sheet)
        #expect(png[25] == 2)
        #expect(png.count * 10 <= (try CairoPNG.size(of: sheet)) * 11)
    }

    /// A sheet the whole pipeline recorded (golden/camera.light.png, the fixed 1372 × 1505
    /// layout every sheet has), re-encoded: the same pixels, in no more bytes than the recorded
    /// file.
    @Test func aRecordedGoldenSheetRoundTrips() throws {
        let golden = try #require(FileManager.default.contents(atPath: packageDirectory + "/golden/camera.light.png"))
        let sheet = try PNGCodec.decode(Array(golden))
        #expect(sheet.width == 1372 && sheet.height == 1505)
        let png = try Self.expectRoundTrip(sheet)
        #expect(png.count <= golden.count)
    }

    /// A real template's glyph rendered on transparency: antialiased edges give many alpha values.
    @Test func aRenderedGlyphWithTransparencyRoundTrips() throws {
        let svg = try #require(FileManager.default.contents(atPath: packageDirectory + "/Symbols/camera.svg"))
        let document = try RasterDocument(svg: Array(svg))
        let ink = try document.geometry(ofElementID: "Regular-L").ink
        let image = try document.render(region: ink, width: 301, height: 203, elementID: "Regular-L")
        #expect(Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }).count > 100)
        try Self.expectRoundTrip(image)
    }
}

/// The package root, two folders above this file.
private let packageDirectory: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()
