/// The two PNG colour types this module writes (8 bits per channel): RGB for a fully
/// opaque image, RGBA with straight alpha — exactly `RGBAImage`'s bytes — otherwise.
enum PNGColorType: UInt8 {
    case rgb = 2
    case rgba = 6

    var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
}
