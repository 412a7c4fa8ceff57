/// An 8-bit colour with straight (un-premultiplied) alpha, as CSS and PNG use it.
package struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB` with the given alpha.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    package static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// The same colour with another alpha.
    package func withAlpha(_ alpha: UInt8) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    package var description: String {
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}
