/// Conversions between straight alpha (RGBAImage) and cairo's premultiplied ARGB32, using
/// the same rounding as cairo's own PNG reader and writer, so that every premultiplied value
/// cairo produces survives a round trip through `RGBAImage` unchanged.
enum Premultiplication {
    /// `round(component × alpha / 255)`, computed as cairo-png.c's `multiply_alpha` does.
    @inline(__always)
    static func premultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(component) * UInt32(alpha) + 0x80
        return UInt8(((t >> 8) + t) >> 8)
    }

    /// `component × 255 / alpha` rounded, as cairo-png.c's `unpremultiply_data` does;
    /// alpha 0 gives 0. Components larger than alpha (invalid premultiplied data) clamp to 255.
    @inline(__always)
    static func unpremultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
        if alpha == 0 { return 0 }
        let value = (UInt32(component) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
        return UInt8(min(value, 255))
    }
}
