import Testing

@testable import SymbolRender

@Suite struct RGBAImageTests {
    @Test func rejectsAByteCountThatDoesNotMatchTheSize() {
        #expect(throws: RenderError.pixelBufferSizeMismatch(width: 2, height: 2, byteCount: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: RenderError.invalidPixelSize(width: -1, height: 2, reason: "negative size")) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
    }

    @Test func readsAndWritesPixelsByCoordinate() throws {
        var image = try RGBAImage(width: 3, height: 2, color: RGBAColor(hex: 0x102030, alpha: 40))
        image.setPixel(x: 2, y: 1, to: .white)
        image.setPixel(x: 3, y: 0, to: .white)  // outside: ignored
        #expect(image.pixel(x: 0, y: 0) == RGBAColor(red: 0x10, green: 0x20, blue: 0x30, alpha: 40))
        #expect(image.pixel(x: 2, y: 1) == .white)
        #expect(image.pixel(x: 3, y: 0) == nil)
        #expect(image.pixels.count == 24)
        #expect(Array(image.pixels[20..<24]) == [255, 255, 255, 255])
    }

    @Test func sizeLimitsRejectEmptyHugeAndTooManyPixels() {
        let limit = PixelSizeLimit(maximumSide: 100, maximumPixelCount: 5000)
        #expect(
            throws: RenderError.invalidPixelSize(width: 0, height: 5, reason: "width and height must be at least 1")
        ) {
            try limit.validate(width: 0, height: 5)
        }
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 101, height: 5, reason: "a side is larger than the limit of 100 px")
        ) {
            try limit.validate(width: 101, height: 5)
        }
        #expect(
            throws: RenderError.invalidPixelSize(width: 100, height: 51, reason: "more than the limit of 5000 pixels")
        ) {
            try limit.validate(width: 100, height: 51)
        }
        #expect(throws: Never.self) { try limit.validate(width: 100, height: 50) }
        #expect(PixelSizeLimit.default.maximumPixelCount == 67_108_864)
        #expect(throws: RenderError.self) { try PixelSizeLimit.default.validate(width: 16384, height: 4097) }
    }

    @Test func upscalingRepeatsEachPixel() throws {
        var image = try RGBAImage(width: 2, height: 1, color: .black)
        image.setPixel(x: 1, y: 0, to: .white)
        let big = try image.upscaled(by: 3)
        #expect(big.width == 6 && big.height == 3)
        #expect(big.pixel(x: 2, y: 2) == .black)
        #expect(big.pixel(x: 3, y: 0) == .white)
        #expect(big.pixel(x: 5, y: 2) == .white)
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 2, height: 1, reason: "cannot upscale by 0: it must be at least 1 and the result must fit")
        ) {
            try image.upscaled(by: 0)
        }
        #expect(throws: RenderError.self) { try image.upscaled(by: Int.max) }
    }

    @Test func cairosOwnSizeCeilingHoldsWhateverTheLimit() {
        let generous = PixelSizeLimit(maximumSide: Int.max, maximumPixelCount: Int.max)
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 40000, height: 1, reason: "cairo image surfaces end at 32767 px")
        ) {
            try Canvas(width: 40000, height: 1, limit: generous)
        }
    }

    /// Every premultiplied value cairo can produce (component ≤ alpha) survives
    /// un-premultiplying into an RGBAImage and premultiplying back.
    @Test func premultipliedValuesSurviveTheStraightAlphaRoundTrip() {
        var failures = 0
        for alpha in 0...255 {
            for component in 0...alpha {
                let straight = Premultiplication.unpremultiply(UInt8(component), alpha: UInt8(alpha))
                if Premultiplication.premultiply(straight, alpha: UInt8(alpha)) != UInt8(component) { failures += 1 }
            }
        }
        #expect(failures == 0)
        #expect(Premultiplication.premultiply(100, alpha: 128) == 50)
        #expect(Premultiplication.unpremultiply(50, alpha: 128) == 100)
        #expect(Premultiplication.unpremultiply(9, alpha: 0) == 0)
    }
}
