/// The outcome of comparing two images pixel by pixel.
package struct ImageDifference: Hashable, Sendable {
    /// Whether both images have the same width and height.
    package var sizesMatch: Bool
    /// Pixels compared: the area of the smallest rectangle holding both images.
    package var comparedPixelCount: Int
    /// Pixels where some channel differs by more than the tolerance. When the sizes differ,
    /// every pixel that exists in only one of the images counts as differing.
    package var differingPixelCount: Int
    /// The largest channel difference found (255 for a pixel missing from one image).
    package var largestChannelDelta: Int

    /// `differingPixelCount / comparedPixelCount` (0 when nothing was compared).
    package var differingFraction: Double {
        comparedPixelCount == 0 ? 0 : Double(differingPixelCount) / Double(comparedPixelCount)
    }

    /// Same size and no differing pixel.
    package var isMatch: Bool { sizesMatch && differingPixelCount == 0 }
}

/// Pixel comparison for golden tests, in plain Swift.
package enum ImageComparison {
    /// Compares two images channel by channel. Colours are compared **premultiplied**
    /// (weighted by alpha, as they are composited), so invisible differences do not count:
    /// two fully transparent pixels are equal whatever colour they carry, and the colour of a
    /// faint antialiased edge pixel matters only as much as it shows.
    /// A pixel differs when any channel differs by more than `tolerance`.
    package static func compare(expected: RGBAImage, actual: RGBAImage, tolerance: Int = 2) -> ImageDifference {
        let unionWidth = max(expected.width, actual.width)
        let unionHeight = max(expected.height, actual.height)
        let overlapWidth = min(expected.width, actual.width)
        let overlapHeight = min(expected.height, actual.height)
        var differing = 0
        var largest = 0
        for y in 0..<overlapHeight {
            for x in 0..<overlapWidth {
                let delta = channelDelta(expected, actual, x: x, y: y)
                largest = max(largest, delta)
                if delta > tolerance { differing += 1 }
            }
        }
        let missing = unionWidth * unionHeight - overlapWidth * overlapHeight
        if missing > 0 {
            differing += missing
            largest = 255
        }
        return ImageDifference(
            sizesMatch: expected.width == actual.width && expected.height == actual.height,
            comparedPixelCount: unionWidth * unionHeight,
            differingPixelCount: differing,
            largestChannelDelta: largest)
    }

    /// How many pixels of the rectangle differ as `compare` counts them, within the part of
    /// it both images have (a caller naming the regions of a picture that changed).
    package static func differingPixelCount(
        expected: RGBAImage, actual: RGBAImage, tolerance: Int, x: Int, y: Int, width: Int, height: Int
    ) -> Int {
        let minX = max(0, x)
        let minY = max(0, y)
        let maxX = min(x + width, expected.width, actual.width)
        let maxY = min(y + height, expected.height, actual.height)
        guard minX < maxX, minY < maxY else { return 0 }
        var differing = 0
        for py in minY..<maxY {
            for px in minX..<maxX where channelDelta(expected, actual, x: px, y: py) > tolerance {
                differing += 1
            }
        }
        return differing
    }

    /// Largest premultiplied channel difference at one pixel that both images have.
    static func channelDelta(_ a: RGBAImage, _ b: RGBAImage, x: Int, y: Int) -> Int {
        let i = (y * a.width + x) * 4
        let j = (y * b.width + x) * 4
        let alphaA = a.pixels[i + 3]
        let alphaB = b.pixels[j + 3]
        var delta = abs(Int(alphaA) - Int(alphaB))
        for c in 0..<3 {
            let ca = Premultiplication.premultiply(a.pixels[i + c], alpha: alphaA)
            let cb = Premultiplication.premultiply(b.pixels[j + c], alpha: alphaB)
            delta = max(delta, abs(Int(ca) - Int(cb)))
        }
        return delta
    }
}
