/// Numbers as written SVG text: the one number writer behind every command that writes SVG
/// (`make`, `fix`, `resize`, the template skeleton, the rule fixtures). Fixed decimals with
/// trailing zeros trimmed, never an exponent (some tools mis-read `1e-7`), never `-0`.
package enum SVGNumber {
    /// The most decimals any writer asks for: beyond 12, a Double no longer holds the digits
    /// of a coordinate of template size.
    package static let maximumDecimals = 12

    /// A value that cannot be written as a coordinate: not finite, or too large to write
    /// exactly (beyond 1e15 no SVG coordinate is meaningful).
    package struct Unwritable: Error, Sendable, Equatable {
        package let value: Double

        package init(value: Double) { self.value = value }
    }

    /// The text of `value` rounded to `decimals` places, or nil when it is `Unwritable`.
    package static func text(_ value: Double, decimals: Int) -> String? {
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

    /// `text(_:decimals:)` for a writer that must not write a wrong number: it throws instead.
    package static func checkedText(_ value: Double, decimals: Int) throws(Unwritable) -> String {
        guard let text = text(value, decimals: decimals) else { throw Unwritable(value: value) }
        return text
    }

    /// A value already rounded to whole steps of 10^-decimals (`units`), written with the
    /// leading zero dropped, as compact path data has it: `125` with 2 decimals → `1.25`,
    /// `-50` → `-.5`, `0` → `0`.
    package static func compactText(units: Int, decimals: Int) -> String {
        let places = Swift.max(0, Swift.min(decimals, maximumDecimals))
        let magnitude = units.magnitude
        let divisor = UInt(power(places))
        let whole = magnitude / divisor
        var fraction = String(magnitude % divisor)
        if places > 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        } else {
            fraction = ""
        }
        var s = units < 0 ? "-" : ""
        if whole != 0 || fraction.isEmpty { s += String(whole) }
        if !fraction.isEmpty { s += "." + fraction }
        return s == "-0" ? "0" : s
    }

    /// 10^n for small n, exact in a Double.
    static func power(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<Swift.max(0, n) { p *= 10 }
        return p
    }
}
