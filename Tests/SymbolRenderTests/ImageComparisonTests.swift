import Testing

@testable import SymbolRender

@Suite struct ImageComparisonTests {
    static func image(_ width: Int, _ height: Int, _ pixels: [UInt8]) throws -> RGBAImage {
        try RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test func identicalImagesMatch() throws {
        let a = try Self.image(2, 1, [10, 20, 30, 255, 0, 0, 0, 0])
        let result = ImageComparison.compare(expected: a, actual: a)
        #expect(
            result
                == ImageDifference(
                    sizesMatch: true, comparedPixelCount: 2, differingPixelCount: 0, largestChannelDelta: 0))
        #expect(result.isMatch && result.differingFraction == 0)
    }

    @Test func countsPixelsBeyondTheTolerance() throws {
        let expected = try Self.image(4, 1, [100, 100, 100, 255, 100, 100, 100, 255, 100, 100, 100, 255, 0, 0, 0, 255])
        let actual = try Self.image(4, 1, [103, 100, 100, 255, 100, 102, 100, 255, 100, 100, 100, 255, 0, 0, 0, 200])
        let result = ImageComparison.compare(expected: expected, actual: actual)
        // Pixel 0: +3 (differs), pixel 1: +2 (within 2), pixel 3: alpha −55 (differs).
        #expect(
            result
                == ImageDifference(
                    sizesMatch: true, comparedPixelCount: 4, differingPixelCount: 2, largestChannelDelta: 55))
        #expect(result.differingFraction == 0.5)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: 0).differingPixelCount == 3)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: 55).differingPixelCount == 0)
    }

    @Test func comparesColoursAsTheyShow() throws {
        // Invisible pixels are equal whatever their colour; at alpha 2 a full red-to-blue swap
        // moves the premultiplied channels by only 2.
        let expected = try Self.image(2, 1, [255, 0, 0, 0, 255, 0, 0, 2])
        let actual = try Self.image(2, 1, [0, 0, 255, 0, 0, 0, 255, 2])
        let result = ImageComparison.compare(expected: expected, actual: actual)
        #expect(result.differingPixelCount == 0 && result.largestChannelDelta == 2)
    }

    @Test func sizeMismatchCountsTheMissingPixels() throws {
        let expected = try Self.image(2, 2, [UInt8](repeating: 255, count: 16))
        let actual = try Self.image(3, 1, [UInt8](repeating: 255, count: 12))
        let result = ImageComparison.compare(expected: expected, actual: actual)
        // Union 3×2 = 6 pixels, overlap 2×1 = 2 equal ones, so 4 are missing from one image.
        #expect(
            result
                == ImageDifference(
                    sizesMatch: false, comparedPixelCount: 6, differingPixelCount: 4, largestChannelDelta: 255))
        #expect(!result.isMatch)
    }

    @Test func diffSheetShowsExpectedMaskAndActual() throws {
        let white = RGBAColor.white
        let black = RGBAColor.black
        let expected = try Self.image(2, 2, [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0])
        let actual = try Self.image(3, 1, [0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9, 255])
        let sheet = ImageComparison.diffSheet(expected: expected, actual: actual)
        // Panels 3×2; border 2, gap 2: sheet 2+3+2+3+2+3+2 = 17 wide, 2+2+2 = 6 high.
        #expect(sheet.width == 17 && sheet.height == 6)
        let frame = RGBAColor(red: 64, green: 64, blue: 64)
        let grey = RGBAColor(red: 128, green: 128, blue: 128)
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        #expect(sheet.pixel(x: 0, y: 0) == frame && sheet.pixel(x: 5, y: 2) == frame)
        // Left panel (x 2…4): expected over the checkerboard; its missing column is grey;
        // its transparent pixel shows the light checker square.
        #expect(sheet.pixel(x: 2, y: 2) == black && sheet.pixel(x: 3, y: 2) == white)
        #expect(sheet.pixel(x: 3, y: 3) == white && sheet.pixel(x: 4, y: 2) == grey)
        // Middle panel (x 7…9): pixel (0,0) equal → faded black = 255 − 255·0.25 = 191;
        // (1,0) differs → red; everything outside the 2×1 overlap differs → red.
        #expect(sheet.pixel(x: 7, y: 2) == RGBAColor(red: 191, green: 191, blue: 191))
        #expect(sheet.pixel(x: 8, y: 2) == red && sheet.pixel(x: 9, y: 2) == red && sheet.pixel(x: 7, y: 3) == red)
        // Right panel (x 12…14): actual; row 1 is missing from it.
        #expect(sheet.pixel(x: 12, y: 2) == black && sheet.pixel(x: 14, y: 2) == RGBAColor(red: 9, green: 9, blue: 9))
        #expect(sheet.pixel(x: 12, y: 3) == grey)
    }

    @Test func compositingRoundsToNearest() {
        let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
        #expect(ImageComparison.composite(half, over: .white) == RGBAColor(red: 127, green: 127, blue: 127))
        #expect(ImageComparison.composite(.transparent, over: .white) == .white)
    }
}
