import CCairo
import Testing

@testable import SymbolRender

@Suite struct PNGCodecTests {
    /// 4×2 image with opaque, half-transparent and invisible pixels, made of values that
    /// premultiplied ARGB32 can hold exactly (as every cairo rendering is).
    static func sampleImage() throws -> RGBAImage {
        try RGBAImage(
            width: 4, height: 2,
            pixels: [
                255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 17, 34, 51, 255,
                100, 100, 100, 128, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 0, 255,
            ])
    }

    @Test func roundTripsAnImageWithTransparency() throws {
        let image = try Self.sampleImage()
        let bytes = try PNGCodec.encode(image)
        #expect(Array(bytes.prefix(8)) == PNGCodec.signature)
        #expect(bytes[25] == 6)  // colour type RGBA
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func writesAnOpaqueImageAsRGBAndReadsItBackOpaque() throws {
        let image = try RGBAImage(width: 3, height: 1, pixels: [1, 2, 3, 255, 250, 128, 0, 255, 0, 0, 0, 255])
        let bytes = try PNGCodec.encode(image)
        #expect(bytes[25] == 2)  // colour type RGB: cairo saw no transparency
        #expect(try PNGCodec.decode(bytes) == image)
    }

    @Test func encodingIsByteDeterministic() throws {
        let image = try Self.sampleImage()
        let first = try PNGCodec.encode(image)
        let second = try PNGCodec.encode(try RGBAImage(width: 4, height: 2, pixels: image.pixels))
        #expect(first == second)
    }

    @Test func invisiblePixelsLoseTheirColour() throws {
        let image = try RGBAImage(width: 1, height: 1, pixels: [200, 10, 10, 0])
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        #expect(decoded.pixels == [0, 0, 0, 0])
    }

    @Test func decodesGreyPNGsAsOpaqueGrey() throws {
        // 2×2, 8-bit greyscale (colour type 0): 0, 128 / 200, 255.
        let gray: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x00, 0x00, 0x00, 0x00, 0x57, 0xDD, 0x52,
            0xF8, 0x00, 0x00, 0x00, 0x0E, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x60, 0x68, 0x60, 0x38,
            0xF1, 0x1F, 0x00, 0x04, 0x95, 0x02, 0x48, 0x0C, 0xC0, 0xB8, 0x95, 0x00, 0x00, 0x00, 0x00, 0x49,
            0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let image = try PNGCodec.decode(gray)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels == [0, 0, 0, 255, 128, 128, 128, 255, 200, 200, 200, 255, 255, 255, 255, 255])
    }

    @Test func decodesGreyWithAlphaToStraightAlpha() throws {
        // 3×1, greyscale + alpha (colour type 4): (255, 255), (100, 128), (7, 0).
        let grayAlpha: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x08, 0x04, 0x00, 0x00, 0x00, 0xB1, 0xE9, 0xDC,
            0x3F, 0x00, 0x00, 0x00, 0x0F, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0xFF, 0x3F, 0xA5,
            0x81, 0x9D, 0x01, 0x00, 0x0E, 0x1A, 0x02, 0xEA, 0x04, 0x69, 0x07, 0xCD, 0x00, 0x00, 0x00, 0x00,
            0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let image = try PNGCodec.decode(grayAlpha)
        #expect(image.pixels == [255, 255, 255, 255, 100, 100, 100, 128, 0, 0, 0, 0])
    }

    @Test func rejectsNonPNGBytesBeforeCairoSeesThem() {
        #expect(throws: RenderError.notPNG) { try PNGCodec.decode([]) }
        #expect(throws: RenderError.notPNG) { try PNGCodec.decode(Array("<svg/>".utf8)) }
    }

    @Test func reportsATruncatedPNG() throws {
        let bytes = try PNGCodec.encode(try Self.sampleImage())
        #expect(throws: RenderError.pngDecoding("error while reading from input stream")) {
            try PNGCodec.decode(Array(bytes.prefix(bytes.count - 20)))
        }
        #expect(throws: RenderError.pngDecoding("the PNG does not start with an IHDR chunk")) {
            try PNGCodec.decode(Array(bytes.prefix(12)))
        }
    }

    @Test func checksTheHeaderSizeAgainstTheLimitBeforeDecoding() throws {
        var bytes = try PNGCodec.encode(try Self.sampleImage())
        // Claim a 100000-pixel-wide image in IHDR; the limit must fire before libpng runs.
        bytes[16] = 0
        bytes[17] = 0x01
        bytes[18] = 0x86
        bytes[19] = 0xA0
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 100_000, height: 2, reason: "a side is larger than the limit of 16384 px")
        ) {
            try PNGCodec.decode(bytes)
        }
    }

    @Test func readsA8SurfacesAsBlackInkWithCoverageAsAlpha() throws {
        let surface = try ImageSurface(width: 2, height: 1, format: CAIRO_FORMAT_A8)
        let context = cairo_create(surface.pointer)
        defer { cairo_destroy(context) }
        cairo_rectangle(context, 1, 0, 1, 1)
        cairo_fill(context)
        #expect(try surface.rgbaImage().pixels == [0, 0, 0, 0, 0, 0, 0, 255])
        #expect(try surface.alphaBytes() == [0, 255])
    }
}
