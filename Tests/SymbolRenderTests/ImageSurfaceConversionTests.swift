import CCairo
import Testing
@testable import SymbolRender

/// The word-at-a-time conversions between cairo surfaces and `RGBAImage`, against the
/// per-channel definitions in `Premultiplication`, over every value they can meet.
@Suite struct ImageSurfaceConversionTests {
    /// A 256×256 ARGB32 surface whose pixel (x, y) holds alpha y and colour channels built
    /// from x — including components above alpha, which valid premultiplied data never has.
    static func everyAlphaSurface(format: cairo_format_t) throws -> ImageSurface {
        let surface = try ImageSurface(width: 256, height: 256, format: format)
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<256 {
            for x in 0..<256 {
                let word = UInt32(y) << 24 | UInt32(x) << 16 | UInt32(x / 2) << 8 | UInt32(255 - x)
                UnsafeMutableRawPointer(data).storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }

    @Test func unpremultipliesEveryARGB32WordAsTheDefinitionDoes() throws {
        let image = try Self.everyAlphaSurface(format: CAIRO_FORMAT_ARGB32).rgbaImage()
        var mismatches = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let a = UInt8(y)
                let expected = RGBAColor(red: Premultiplication.unpremultiply(UInt8(x), alpha: a),
                                         green: Premultiplication.unpremultiply(UInt8(x / 2), alpha: a),
                                         blue: Premultiplication.unpremultiply(UInt8(255 - x), alpha: a), alpha: a)
                if image.pixel(x: x, y: y) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(image.pixel(x: 10, y: 255) == RGBAColor(red: 10, green: 5, blue: 245, alpha: 255))
        #expect(image.pixel(x: 10, y: 0) == .transparent)
        #expect(image.pixel(x: 50, y: 100) == RGBAColor(red: 128, green: 64, blue: 255, alpha: 100))
    }

    @Test func readsRGB24AsOpaqueWhateverItsUnusedByteHolds() throws {
        let image = try Self.everyAlphaSurface(format: CAIRO_FORMAT_RGB24).rgbaImage()
        #expect(image.pixel(x: 10, y: 0) == RGBAColor(red: 10, green: 5, blue: 245, alpha: 255))
        #expect(image.pixel(x: 200, y: 77) == RGBAColor(red: 200, green: 100, blue: 55, alpha: 255))
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    /// Straight → premultiplied → straight gives back every colour premultiplied storage can
    /// hold, and the premultiplied words are exactly the per-channel definition's.
    @Test func premultipliesOnTheWayInAsTheDefinitionDoes() throws {
        var pixels: [UInt8] = []
        for alpha in 0...255 {
            for x in 0...255 { pixels += [UInt8(x), UInt8(255 - x), UInt8(x / 3), UInt8(alpha)] }
        }
        let image = try RGBAImage(width: 256, height: 256, pixels: pixels)
        let surface = try ImageSurface(image: image)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        var mismatches = 0
        for y in 0..<256 {
            for x in 0..<256 {
                let a = UInt8(y)
                let expected = UInt32(a) << 24
                    | UInt32(Premultiplication.premultiply(UInt8(x), alpha: a)) << 16
                    | UInt32(Premultiplication.premultiply(UInt8(255 - x), alpha: a)) << 8
                    | UInt32(Premultiplication.premultiply(UInt8(x / 3), alpha: a))
                let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                if word != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        let back = try surface.rgbaImage()
        #expect(back.pixel(x: 7, y: 255) == RGBAColor(red: 7, green: 248, blue: 2, alpha: 255))
        #expect(back.pixel(x: 7, y: 0) == .transparent)
    }

    /// A translucent colour repeated along a row (the remembered last conversion) and
    /// interrupted by others stays exact.
    @Test func repeatedTranslucentWordsConvertLikeSingleOnes() throws {
        let colors = [RGBAColor(hex: 0x0A84FF, alpha: 115), RGBAColor(hex: 0x0A84FF, alpha: 115), .white,
                      RGBAColor(hex: 0x0A84FF, alpha: 115), RGBAColor(hex: 0x123456, alpha: 3), .transparent,
                      RGBAColor(hex: 0x123456, alpha: 3)]
        var image = try RGBAImage(width: colors.count, height: 1)
        for (x, color) in colors.enumerated() { image.setPixel(x: x, y: 0, to: color) }
        let back = try ImageSurface(image: image).rgbaImage()
        let expected = try PNGWriterTests.throughPremultiplication(image)
        #expect(back == expected)
        #expect(back.pixel(x: 3, y: 0) == back.pixel(x: 0, y: 0))
    }
}
