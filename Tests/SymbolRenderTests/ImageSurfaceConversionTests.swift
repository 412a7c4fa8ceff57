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
                let expected = RGBAColor(
                    red: Premultiplication.unpremultiply(UInt8(x), alpha: a),
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
                let expected =
                    UInt32(a) << 24
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
        let colors = [
            RGBAColor(hex: 0x0A84FF, alpha: 115), RGBAColor(hex: 0x0A84FF, alpha: 115), .white,
            RGBAColor(hex: 0x0A84FF, alpha: 115), RGBAColor(hex: 0x123456, alpha: 3), .transparent,
            RGBAColor(hex: 0x123456, alpha: 3),
        ]
        var image = try RGBAImage(width: colors.count, height: 1)
        for (x, color) in colors.enumerated() { image.setPixel(x: x, y: 0, to: color) }
        let back = try ImageSurface(image: image).rgbaImage()
        let expected = try PNGWriterTests.throughPremultiplication(image)
        #expect(back == expected)
        #expect(back.pixel(x: 3, y: 0) == back.pixel(x: 0, y: 0))
    }

    /// Rows that switch between the two-at-a-time path (opaque or invisible pairs) and the
    /// one-at-a-time path at even and odd positions, in both formats, against the definition.
    @Test(arguments: [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24])
    func mixedRowsMatchTheDefinitionWordByWord(format: cairo_format_t) throws {
        let words: [UInt32] = [
            0xFF10_2030, 0xFF40_5060, 0x8040_2010, 0xFFAA_BBCC, 0, 0, 0xFF01_0203,
            0x8040_2010, 0, 0xFFFF_FFFF, 0, 0x0000_0001, 0xFF00_0000,
        ]
        let surface = try ImageSurface(width: words.count, height: 3, format: format)
        cairo_surface_flush(surface.pointer)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<3 {
            // Each row shifted by y, so every word meets both parities.
            for x in words.indices {
                UnsafeMutableRawPointer(data).storeBytes(
                    of: words[(x + y) % words.count], toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        let image = try surface.rgbaImage()
        for y in 0..<3 {
            for x in words.indices {
                let word = words[(x + y) % words.count]
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : UInt8(word >> 24)
                let expected = RGBAColor(
                    red: Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 16), alpha: a),
                    green: Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word >> 8), alpha: a),
                    blue: Premultiplication.unpremultiply(UInt8(truncatingIfNeeded: word), alpha: a), alpha: a)
                #expect(image.pixel(x: x, y: y) == expected, "pixel \(x), \(y)")
            }
        }
    }

    /// The way in, with the same switching between pairs and single pixels.
    @Test func mixedRowsPremultiplyAsTheDefinitionDoes() throws {
        let colors = [
            RGBAColor.white, RGBAColor(hex: 0x102030), RGBAColor(hex: 0x804020, alpha: 128), .black,
            .transparent, .transparent, RGBAColor(hex: 0xABCDEF, alpha: 0), RGBAColor(hex: 0x123456),
        ]
        var image = try RGBAImage(width: 9, height: 2)
        for y in 0..<2 {
            for x in 0..<9 { image.setPixel(x: x, y: y, to: colors[(x + y) % colors.count]) }
        }
        let surface = try ImageSurface(image: image)
        let data = try #require(cairo_image_surface_get_data(surface.pointer))
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<2 {
            for x in 0..<9 {
                let c = colors[(x + y) % colors.count]
                let expected =
                    UInt32(c.alpha) << 24
                    | UInt32(Premultiplication.premultiply(c.red, alpha: c.alpha)) << 16
                    | UInt32(Premultiplication.premultiply(c.green, alpha: c.alpha)) << 8
                    | UInt32(Premultiplication.premultiply(c.blue, alpha: c.alpha))
                #expect(
                    UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self) == expected,
                    "pixel \(x), \(y)")
            }
        }
    }
}
