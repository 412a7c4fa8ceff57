import SVGModel

extension Outline {
    /// Path data for the outline, shells clockwise on screen and holes counter-clockwise:
    /// per ring an absolute `M`, then relative `l` steps, then `z`. Coordinates are rounded to
    /// `decimals` places first and the steps taken between rounded points, so no rounding error
    /// accumulates along a ring. Numbers drop leading zeros (`.25`, `-.5`) and a minus sign
    /// doubles as the separator, which keeps files about half the size of absolute
    /// coordinates. Deterministic: the same outline always gives the same bytes.
    public func pathData(decimals: Int = 3) -> String {
        let scale = Self.pow10(decimals)
        var out = ""
        func write(_ ring: [Point], clockwise: Bool) {
            let r = Self.oriented(ring, clockwise: clockwise)
            var previous: (Int, Int)?
            var wroteStep = false
            for p in r {
                let q = (Int((p.x * scale).rounded()), Int((p.y * scale).rounded()))
                guard let last = previous else {
                    out += "M" + Self.number(q.0, decimals) + Self.separated(Self.number(q.1, decimals))
                    previous = q
                    continue
                }
                // Rounding can merge neighbours; a repeated point adds bytes and a zero-length edge.
                if q == last { continue }
                out +=
                    wroteStep
                    ? Self.separated(Self.number(q.0 - last.0, decimals)) : "l" + Self.number(q.0 - last.0, decimals)
                out += Self.separated(Self.number(q.1 - last.1, decimals))
                wroteStep = true
                previous = q
            }
            out += "z"
        }
        for polygon in polygons {
            write(polygon.shell, clockwise: true)
            for hole in polygon.holes { write(hole, clockwise: false) }
        }
        return out
    }

    /// A space before a number unless its minus sign already separates it.
    private static func separated(_ number: String) -> String { number.hasPrefix("-") ? number : " " + number }

    /// `units` in steps of 10^-decimals: `125` with 2 decimals → `1.25`, `-50` → `-.5`, `0` → `0`.
    static func number(_ units: Int, _ decimals: Int) -> String {
        let negative = units < 0
        let magnitude = units.magnitude
        let divisor = UInt(pow10(decimals))
        let whole = magnitude / divisor
        var fraction = String(magnitude % divisor)
        if decimals > 0 {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        } else {
            fraction = ""
        }
        var s = negative ? "-" : ""
        if whole != 0 || fraction.isEmpty { s += String(whole) }
        if !fraction.isEmpty { s += "." + fraction }
        return s == "-0" ? "0" : s
    }

    private static func pow10(_ n: Int) -> Double {
        var v = 1.0
        for _ in 0..<max(0, n) { v *= 10 }
        return v
    }
}
