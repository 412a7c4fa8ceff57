import SVGModel

/// Writes coordinates as SVG number text: fixed decimals with trailing zeros trimmed, never an
/// exponent (some tools mis-read `1e-7`), never `-0`.
public enum NumberWriter {
    /// Decimals for numbers in template-sized coordinates: 6 keeps a re-measured ratio within
    /// about 1e-8 of the aim, far inside the 4 decimals promised.
    static let baseDecimals = 6
    static let maximumDecimals = 12

    /// The text of `value` rounded to `decimals` places, or nil when it is not finite or too
    /// large to write exactly (beyond 1e15 no SVG coordinate is meaningful).
    public static func text(_ value: Double, decimals: Int) -> String? {
        guard value.isFinite, abs(value) < 1e15 else { return nil }
        var digits = Swift.max(0, Swift.min(decimals, maximumDecimals))
        // Keep value × 10^digits an exact integer in a Double (below 2^53 ≈ 9e15).
        while digits > 0, abs(value) * power(digits) >= 9e15 { digits -= 1 }
        let scale = power(digits)
        let scaled = (abs(value) * scale).rounded()
        if scaled == 0 { return "0" }
        let whole = UInt64(scaled / scale)
        var fraction = UInt64(scaled) - whole * UInt64(scale)
        var text = (value < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var places = digits
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: places - fractionText.count) + fractionText
        }
        return text
    }

    /// Decimals for numbers written in an element's own coordinates: one more for every
    /// factor of ten by which its CTM enlarges them, so the precision in template units stays.
    static func decimals(forCTM ctm: AffineTransform) -> Int {
        let enlargement = Swift.max(
            (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot(), (ctm.c * ctm.c + ctm.d * ctm.d).squareRoot())
        guard enlargement.isFinite, enlargement > 1 else { return baseDecimals }
        var extra = 0
        var reach = 1.0
        while reach < enlargement, baseDecimals + extra < maximumDecimals {
            reach *= 10
            extra += 1
        }
        return baseDecimals + extra
    }

    private static func power(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 10 }
        return p
    }
}
