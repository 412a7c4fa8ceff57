extension ImageComparison {
    /// Layout of a diff sheet, in pixels.
    enum DiffSheetLayout {
        static let border = 2
        static let gap = 2
        static let frame = RGBAColor(red: 64, green: 64, blue: 64)
        /// Where a panel has no pixel because its image is smaller than the other one.
        static let padding = RGBAColor(red: 128, green: 128, blue: 128)
        static let checkerLight = RGBAColor(red: 255, green: 255, blue: 255)
        static let checkerDark = RGBAColor(red: 224, green: 224, blue: 224)
        static let checkerSize = 4
        static let mark = RGBAColor(red: 255, green: 0, blue: 0)
        /// Share of the expected image kept in the faded middle panel.
        static let fadeStrength = 0.25
    }

    /// Three panels side by side: `expected | differences | actual`. The outer panels show
    /// the images over a checkerboard (so transparency is visible); the middle panel shows a
    /// faded `expected` with every differing pixel in red. Panels are as large as the larger
    /// image in each direction; where an image has no pixel the panel is grey (and the
    /// middle panel red, because such pixels count as differing).
    package static func diffSheet(expected: RGBAImage, actual: RGBAImage, tolerance: Int = 2) -> RGBAImage {
        typealias L = DiffSheetLayout
        let panelWidth = max(expected.width, actual.width, 1)
        let panelHeight = max(expected.height, actual.height, 1)
        let width = 2 * L.border + 3 * panelWidth + 2 * L.gap
        let height = 2 * L.border + panelHeight
        var sheet = RGBAImage(
            unchecked: width, height: height,
            pixels: Array(repeating: 0, count: width * height * 4))
        for y in 0..<height { for x in 0..<width { sheet.setPixel(x: x, y: y, to: L.frame) } }

        let overlapWidth = min(expected.width, actual.width)
        let overlapHeight = min(expected.height, actual.height)
        let left = L.border
        let middle = L.border + panelWidth + L.gap
        let right = middle + panelWidth + L.gap
        for y in 0..<panelHeight {
            for x in 0..<panelWidth {
                let checker = ((x / L.checkerSize) + (y / L.checkerSize)) % 2 == 0 ? L.checkerLight : L.checkerDark
                let sheetY = L.border + y
                sheet.setPixel(
                    x: left + x, y: sheetY,
                    to: expected.pixel(x: x, y: y).map { composite($0, over: checker) } ?? L.padding)
                sheet.setPixel(
                    x: right + x, y: sheetY,
                    to: actual.pixel(x: x, y: y).map { composite($0, over: checker) } ?? L.padding)

                let differs =
                    x >= overlapWidth || y >= overlapHeight
                    || channelDelta(expected, actual, x: x, y: y) > tolerance
                let faded = expected.pixel(x: x, y: y).map { fade(composite($0, over: .white)) } ?? L.padding
                sheet.setPixel(x: middle + x, y: sheetY, to: differs ? L.mark : faded)
            }
        }
        return sheet
    }

    /// Straight-alpha `color` over an opaque background, rounded to nearest.
    static func composite(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let a = Int(color.alpha)
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(c) * a + Int(b) * (255 - a) + 127) / 255) }
        return RGBAColor(
            red: mix(color.red, background.red), green: mix(color.green, background.green),
            blue: mix(color.blue, background.blue))
    }

    /// Moves an opaque colour most of the way to white.
    static func fade(_ color: RGBAColor) -> RGBAColor {
        func lighten(_ c: UInt8) -> UInt8 {
            UInt8((255 - (255 - Double(c)) * DiffSheetLayout.fadeStrength).rounded())
        }
        return RGBAColor(red: lighten(color.red), green: lighten(color.green), blue: lighten(color.blue))
    }
}
